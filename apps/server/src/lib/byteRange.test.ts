import { describe, expect, it } from 'vitest';
import { byteRange, matchesEtag } from './byteRange.ts';

describe('byteRange', () => {
  it('answers one range from the start, to the end, or the last bytes', () => {
    expect(byteRange('bytes=4-9', 16)).toEqual({ kind: 'part', start: 4, end: 9 });
    expect(byteRange('bytes=4-', 16)).toEqual({ kind: 'part', start: 4, end: 15 });
    expect(byteRange('bytes=-3', 16)).toEqual({ kind: 'part', start: 13, end: 15 });
    expect(byteRange('BYTES = 0-0', 16)).toEqual({ kind: 'part', start: 0, end: 0 });
  });

  it('cuts a range that runs past the end, and a suffix longer than the file', () => {
    expect(byteRange('bytes=10-99', 16)).toEqual({ kind: 'part', start: 10, end: 15 });
    expect(byteRange('bytes=-99', 16)).toEqual({ kind: 'part', start: 0, end: 15 });
  });

  it('is unsatisfiable past the end, for an empty suffix and for an empty file', () => {
    expect(byteRange('bytes=16-', 16)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=99-100', 16)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 16)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers the whole file when there is no range it understands', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=9-4',
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=a-b',
    ]) {
      expect(byteRange(header, 16), String(header)).toEqual({ kind: 'whole' });
    }
  });
});

describe('matchesEtag', () => {
  it('matches the tag, weak or strong, in a list, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
