import { z } from 'zod';

/** One item a list answer left out, for the log: which one, and which fields did not fit. */
export interface InvalidListItem {
  index: number;
  /** The item's `id` when it has one (the row to look at). */
  id: unknown;
  issues: Array<{ path: string; code: string }>;
}

/** The item schema of a list answer (`{items: [...], …}`, as pageOf builds it), if it is one. */
export function listItemSchemaOf(response: unknown): z.ZodType | undefined {
  if (!(response instanceof z.ZodObject)) return undefined;
  const items: unknown = response.shape.items;
  return items instanceof z.ZodArray ? (items.element as z.ZodType) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The list answer without the items that do not fit `itemSchema` (a row the contract cannot
 * describe: an event name from a newer version, a value written by hand), each reported to
 * `onInvalid`; `total` drops by as many, so the page stays consistent. One bad row must cost
 * that row, not the whole page: the response serializer would answer 500 for it. The payload
 * comes back as it was when every item fits.
 */
export function withoutInvalidItems(
  payload: unknown,
  itemSchema: z.ZodType,
  onInvalid: (item: InvalidListItem) => void,
): unknown {
  if (!isRecord(payload) || !Array.isArray(payload.items)) return payload;
  const kept: unknown[] = [];
  payload.items.forEach((item: unknown, index) => {
    const checked = itemSchema.safeParse(item);
    if (checked.success) {
      kept.push(item);
      return;
    }
    onInvalid({
      index,
      id: isRecord(item) ? item.id : undefined,
      issues: checked.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        code: issue.code,
      })),
    });
  });
  const dropped = payload.items.length - kept.length;
  if (dropped === 0) return payload;
  const total =
    typeof payload.total === 'number' ? { total: Math.max(0, payload.total - dropped) } : {};
  return { ...payload, items: kept, ...total };
}
