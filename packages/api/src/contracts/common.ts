import { z } from 'zod';

/** `{"detail": "text"}` — the error body for everything that is not a field validation error. */
export const detailErrorSchema = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailErrorSchema>;

/** `{"errors": {"field": ["message", …]}}` — the validation error body (spec section 8). */
export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Either of the two error shapes the client's catalogue understands. */
export const errorBodySchema = z.union([fieldErrorsSchema, detailErrorSchema]);
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A body-less success, used by calls such as logout. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** Page sizes of spec section 9; -1 means "all" (capped by the server). */
export const PAGE_SIZES = [2, 3, 5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_ALL = -1;

/** Exact texts of the error catalogue (spec section 8) that the server and client share. */
export const ERROR_DETAILS = {
  invalidToken: 'Invalid Token',
  masterPasswordRequired: 'Master password required',
  invalidMasterPassword: 'Invalid master password',
  invalidCredentials: 'Invalid username or password',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests',
  generic: 'An error occurred',
  noResponse: 'No response received from server',
} as const;

/** Everything that describes one HTTP endpoint; the server registers it and the client calls it. */
export interface EndpointContract<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the API base (`/api`), with `:param` placeholders. */
  path: string;
  summary: string;
  body?: TBody;
  query?: TQuery;
  response: TResponse;
}

export function defineEndpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(
  contract: EndpointContract<TBody, TQuery, TResponse>,
): EndpointContract<TBody, TQuery, TResponse> {
  return contract;
}
