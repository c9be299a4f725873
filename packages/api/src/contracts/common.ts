import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_ALL,
  PAGE_SIZES,
  type HttpMethod,
} from './common.constants.ts';

export * from './common.constants.ts';

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

/** Everything that describes one HTTP endpoint; the server registers it and the client calls it. */
export interface EndpointContract<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
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

/** Any page size of spec section 9, or -1 for "all" (the server caps it). */
export const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => size === PAGE_SIZE_ALL || (PAGE_SIZES as readonly number[]).includes(size), {
    message: `Must be one of ${PAGE_SIZES.join(', ')} or ${PAGE_SIZE_ALL}`,
  });

/** `?page=&size=` of every list call (spec section 7); page is 1-based. */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A page of a list: the items and the total, so the UI can print
 * "Showing {start} to {end} of {total} entries".
 */
export function pageOf<TItem extends z.ZodType>(item: TItem) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int(),
  });
}
