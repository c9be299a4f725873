import { PAGE_SIZE_ALL, PAGE_SIZES } from '@atrium/api';

// What the list pages whose view lives in the URL (audit, users) share when reading it back:
// a hand-edited or outdated link is read as far as it is valid, never sent on to give a 400.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function oneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** `?page=&size=` when valid (a page from 1, a size of the spec's list or All), else undefined. */
export function pageAndSizeOf(params: URLSearchParams): { page?: number; size?: number } {
  const read: { page?: number; size?: number } = {};
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1) read.page = page;
  const size = Number(params.get('size'));
  if (
    params.has('size') &&
    (size === PAGE_SIZE_ALL || (PAGE_SIZES as readonly number[]).includes(size))
  )
    read.size = size;
  return read;
}
