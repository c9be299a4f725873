import { afterEach, describe, expect, it, vi } from 'vitest';
import { ianaTimeZones, timeZoneOptions, utcOffset } from './timeZones.ts';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('time zones', () => {
  it('lists the IANA zones, UTC included', () => {
    const zones = ianaTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Riyadh');
    expect(zones.length).toBeGreaterThan(300);
  });

  it('names zones as the IANA database does today, whatever spelling the engine keeps', () => {
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue([
      'Asia/Calcutta',
      'Europe/Kiev',
      'Asia/Riyadh',
    ]);
    expect(ianaTimeZones()).toEqual(['UTC', 'Asia/Kolkata', 'Europe/Kyiv', 'Asia/Riyadh']);
  });

  it('gives the offset at a date, daylight saving included', () => {
    expect(utcOffset('Asia/Riyadh', winter).text).toBe('UTC+03:00');
    expect(utcOffset('Asia/Kolkata', winter)).toEqual({ minutes: 330, text: 'UTC+05:30' });
    expect(utcOffset('America/New_York', winter).text).toBe('UTC\u221205:00');
    expect(utcOffset('America/New_York', summer).text).toBe('UTC\u221204:00');
    expect(utcOffset('UTC', winter).text).toBe('UTC+00:00');
  });

  it('labels each zone with its offset, ordered by offset, searchable by spaced names', () => {
    const options = timeZoneOptions(winter);
    const riyadh = options.find((option) => option.value === 'Asia/Riyadh');
    expect(riyadh?.label).toBe('\u2066Asia/Riyadh (UTC+03:00)\u2069');
    const york = options.find((option) => option.value === 'America/New_York');
    expect(york?.label).toContain('America/New York');
    const index = (value: string) => options.findIndex((option) => option.value === value);
    expect(index('America/New_York')).toBeLessThan(index('UTC'));
    expect(index('UTC')).toBeLessThan(index('Asia/Riyadh'));
  });

  it('keeps a current value the list lacks, so a profile still shows it', () => {
    expect(timeZoneOptions(winter, 'Etc/Unknown').some((o) => o.value === 'Etc/Unknown')).toBe(
      true,
    );
  });
});
