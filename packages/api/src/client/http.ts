import type { z } from 'zod';
import {
  detailErrorSchema,
  fieldErrorsSchema,
  type EndpointContract,
} from '../contracts/common.ts';
import { ApiError } from './ApiError.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpOptions {
  /** Where the API lives; `/api` when the SPA and the API share an origin. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** The master-key token to send; the header is sent on every request, empty when none. */
  getMasterKeyToken?: () => string | null | undefined;
  /** For non-browser clients: `Authorization: Bearer <token>`. The web app uses the cookie. */
  getBearerToken?: () => string | null | undefined;
  /** Called once per failed call with the error, before it is thrown (toasts, sign-out). */
  onError?: (error: ApiError) => void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<TResponse extends z.ZodType> {
  query?: Record<string, QueryValue>;
  body?: unknown;
  params?: Record<string, string | number>;
  response: TResponse;
  signal?: AbortSignal;
}

export interface Http {
  request<TResponse extends z.ZodType>(
    method: EndpointContract['method'],
    path: string,
    options: RequestOptions<TResponse>,
  ): Promise<z.infer<TResponse>>;
  call<
    TBody extends z.ZodType | undefined,
    TQuery extends z.ZodType | undefined,
    TResponse extends z.ZodType,
  >(
    contract: EndpointContract<TBody, TQuery, TResponse>,
    input?: CallInput<TBody, TQuery>,
  ): Promise<z.infer<TResponse>>;
}

export interface CallInput<
  TBody extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined,
> {
  body?: TBody extends z.ZodType ? z.input<TBody> : never;
  query?: TQuery extends z.ZodType ? z.input<TQuery> & Record<string, QueryValue> : never;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

export const MASTER_KEY_HEADER = 'master-key-token';

/** Fills `:name` placeholders, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, url: string, body: unknown): ApiError {
  const fields = fieldErrorsSchema.safeParse(body);
  if (fields.success) {
    return new ApiError({ kind: 'validation', status, url, fieldErrors: fields.data.errors });
  }
  const detail = detailErrorSchema.safeParse(body);
  return new ApiError({
    kind: 'detail',
    status,
    url,
    ...(detail.success ? { detail: detail.data.detail } : {}),
  });
}

/** `request(method, path, {query, body, response})` over an injectable fetch (house-style). */
export function createHttp(options: HttpOptions = {}): Http {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const fail = (error: ApiError): never => {
    options.onError?.(error);
    throw error;
  };

  async function request<TResponse extends z.ZodType>(
    method: EndpointContract['method'],
    path: string,
    { query, body, params, response: responseSchema, signal }: RequestOptions<TResponse>,
  ): Promise<z.infer<TResponse>> {
    const url = `${baseUrl}${buildPath(path, params)}${buildQuery(query)}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [MASTER_KEY_HEADER]: options.getMasterKeyToken?.() ?? '',
    };
    const bearer = options.getBearerToken?.();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    // FormData (uploads) sets its own multipart Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      return fail(new ApiError({ kind: 'no-response', status: 0, url, cause }));
    }

    const data = await readJson(response);
    if (!response.ok) return fail(errorFromBody(response.status, url, data));

    const parsed = responseSchema.safeParse(data);
    if (!parsed.success) {
      return fail(
        new ApiError({
          kind: 'invalid-response',
          status: response.status,
          url,
          cause: parsed.error,
        }),
      );
    }
    return parsed.data as z.infer<TResponse>;
  }

  const call: Http['call'] = (contract, input = {}) =>
    request(contract.method, contract.path, { response: contract.response, ...input });

  return { request, call };
}
