export { ApiError, isApiError } from './ApiError.ts';
export type { ApiErrorKind, ApiErrorInit } from './ApiError.ts';
export { createHttp, buildPath, buildQuery, MASTER_KEY_HEADER } from './http.ts';
export type {
  Http,
  HttpOptions,
  FetchLike,
  QueryValue,
  RequestOptions,
  CallInput,
} from './http.ts';
export { createApiClient } from './createApiClient.ts';
export type { ApiClient } from './createApiClient.ts';
export type { UserResource } from './resources/user.ts';
