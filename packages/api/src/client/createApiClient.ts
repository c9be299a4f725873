import { createHttp, type HttpOptions } from './http.ts';
import { userResource, type UserResource } from './resources/user.ts';

/** The typed client every feature uses; stories and tests use `createFakeApi()` instead. */
export interface ApiClient {
  user: UserResource;
}

export function createApiClient(options: HttpOptions = {}): ApiClient {
  const http = createHttp(options);
  return {
    user: userResource(http),
  };
}
