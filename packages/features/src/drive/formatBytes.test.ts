import { describe, expect, it } from 'vitest';
import { intlLocale } from '../i18n/languages.ts';
import { formatBytes, type ByteUnitLabels } from './formatBytes.ts';

const EN: ByteUnitLabels = { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB', TB: 'TB' };
const AR: ByteUnitLabels = { B: 'بايت', KB: 'ك.ب', MB: 'م.ب', GB: 'غ.ب', TB: 'ت.ب' };
const en = (bytes: number) => formatBytes(bytes, intlLocale('en'), EN).replace('\u00a0', ' ');

describe('formatBytes', () => {
  it('writes bytes as a whole number', () => {
    expect(en(0)).toBe('0 B');
    expect(en(1)).toBe('1 B');
    expect(en(1023)).toBe('1,023 B');
  });

  it('steps by 1024, with one decimal under 10 and none from 10 on', () => {
    expect(en(1024)).toBe('1 KB');
    expect(en(1536)).toBe('1.5 KB');
    expect(en(15 * 1024)).toBe('15 KB');
    expect(en(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(en(184 * 1024 * 1024)).toBe('184 MB');
    expect(en(10 * 1024 ** 3)).toBe('10 GB');
    expect(en(3 * 1024 ** 4)).toBe('3 TB');
    expect(en(5000 * 1024 ** 4)).toBe('5,000 TB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(en(1024 * 1024 - 1)).toBe('1 MB');
    expect(en(1023.6 * 1024)).toBe('1 MB');
  });

  it('keeps the number and its unit together with a no-break space', () => {
    expect(formatBytes(2048, 'en', EN)).toBe('2\u00a0KB');
  });

  it('writes Arabic digits and units in Arabic, Western digits when the reader chose them', () => {
    expect(formatBytes(2.4 * 1024 * 1024, intlLocale('ar'), AR)).toBe('٢٫٤\u00a0م.ب');
    expect(formatBytes(512, intlLocale('ar'), AR)).toBe('٥١٢\u00a0بايت');
    expect(formatBytes(2.4 * 1024 * 1024, intlLocale('ar', 'latn'), AR)).toBe('2.4\u00a0م.ب');
  });

  it('reads nothing sensible as nothing', () => {
    expect(en(-5)).toBe('0 B');
    expect(en(Number.NaN)).toBe('0 B');
  });
});
