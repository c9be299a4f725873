/** What a `Range` header asks of a file of known size. */
export type ByteRangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE = { kind: 'whole' } as const;
const UNSATISFIABLE = { kind: 'unsatisfiable' } as const;

/**
 * The one byte range a `Range` header asks of `size` bytes (RFC 9110, section 14):
 * `bytes=10-19`, `bytes=10-` or `bytes=-10` (the last ten). A header that is absent, malformed,
 * in another unit or asks for several ranges is answered with the whole file, which HTTP
 * allows (media players and resumed downloads ask for one range); a range that starts past the
 * end is unsatisfiable (416).
 */
export function byteRange(header: string | undefined, size: number): ByteRangeAnswer {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header?.replace(/\s+/g, '') ?? '');
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return WHOLE;
    const length = Number(last);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return WHOLE; // not a range at all: ignored
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', start, end };
}

/** Whether an `If-None-Match` header names `etag` (weakly, as RFC 9110 says), or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
