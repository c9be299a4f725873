import type { z } from 'zod';
import { MASTER_KEY_HEADER, type HttpMethod, type Route } from '../contracts/common.constants.ts';
import type { EndpointContract, FieldErrors } from '../contracts/common.ts';
import { ApiError } from './ApiError.ts';

// Type-only imports: the client must not build a schema (docs/adr/0010). The server validates
// every request and every response against the contracts; the client is typed by them.

declare const contractOfRoute: unique symbol;

/**
 * A route that carries, for the compiler only, the contract it belongs to: `http.call(route, …)`
 * takes the contract's body and query and answers its response type.
 */
export type ContractRoute<TContract extends EndpointContract = EndpointContract> = Route & {
  readonly [contractOfRoute]?: TContract;
};

/**
 * The routes of a group of endpoints typed by their contracts, e.g.
 * `routesOf<typeof userEndpoints>(USER_ROUTES)` with `userEndpoints` imported as a type. A route
 * missing from the table does not compile; the contracts spread the same table, so a route and
 * its contract cannot disagree.
 */
export function routesOf<TEndpoints extends Record<string, EndpointContract>>(routes: {
  readonly [K in keyof TEndpoints]: Route;
}): { readonly [K in keyof TEndpoints]: ContractRoute<TEndpoints[K]> } {
  return routes;
}

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

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /**
   * `text` for an endpoint that answers a text file (a CSV export), `blob` for any file (an
   * XLSX export): the body as it came.
   */
  as?: 'json' | 'text' | 'blob';
}

export interface Http {
  /** Any call; the caller names the type of the answer (the server has validated it). */
  request<TResponse>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ): Promise<TResponse>;
  /** A call of an endpoint by its route, typed by the endpoint's contract. */
  call<TContract extends EndpointContract>(
    route: ContractRoute<TContract>,
    input?: CallInput<TContract['body'], TContract['query']>,
  ): Promise<z.output<TContract['response']>>;
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

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{"errors": {"field": ["message", …]}}`, the shape of `fieldErrorsSchema`. */
function fieldErrorsOf(body: unknown): FieldErrors['errors'] | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const fields = Object.values(body.errors);
  const valid = fields.every(
    (messages) =>
      Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );
  return valid ? (body.errors as FieldErrors['errors']) : undefined;
}

/** Retry-After in seconds (the delay form; an HTTP date is read as the time left until it). */
function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function errorFromBody(status: number, url: string, body: unknown, headers: Headers): ApiError {
  const retryAfterSeconds = retryAfterOf(headers);
  const retry = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
  const fieldErrors = fieldErrorsOf(body);
  if (fieldErrors) return new ApiError({ kind: 'validation', status, url, fieldErrors, ...retry });
  const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
  return new ApiError({
    kind: 'detail',
    status,
    url,
    ...(detail !== undefined ? { detail } : {}),
    ...retry,
    ...(body !== undefined ? { body } : {}),
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

  async function request<TResponse>(
    method: HttpMethod,
    path: string,
    { query, body, params, signal, as = 'json' }: RequestOptions = {},
  ): Promise<TResponse> {
    const url = `${baseUrl}${buildPath(path, params)}${buildQuery(query)}`;
    const headers: Record<string, string> = {
      // A file endpoint still answers its errors in JSON.
      Accept: as === 'json' ? 'application/json' : '*/*',
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

    if (as === 'text' && response.ok) return (await response.text()) as TResponse;
    if (as === 'blob' && response.ok) return (await response.blob()) as TResponse;
    const data = await readJson(response);
    if (!response.ok) return fail(errorFromBody(response.status, url, data, response.headers));

    // Every endpoint answers JSON. Anything else (an HTML page from a proxy or a captive portal)
    // is not an answer of this API.
    if (data === undefined && response.status !== 204) {
      return fail(new ApiError({ kind: 'invalid-response', status: response.status, url }));
    }
    return data as TResponse;
  }

  const call: Http['call'] = (route, input = {}) => request(route.method, route.path, input);

  return { request, call };
}
