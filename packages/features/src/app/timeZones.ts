import type { ComboboxOption } from '@atrium/ui';

/**
 * Names ICU (Chromium, Node) still lists under their old spelling, and the name the IANA database
 * uses today: people look for Kolkata and Kyiv, not Calcutta and Kiev. Both spellings are the
 * same zone to every engine, so either is a valid stored value.
 */
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/**
 * Every IANA zone the browser knows under its current name, plus UTC (some engines leave it out
 * of the list).
 */
export function ianaTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...zones.map((zone) => CURRENT_ZONE_NAMES[zone] ?? zone)])];
}

/** The zone's offset from UTC at `at`, e.g. "UTC+04:00", "UTC−03:30", "UTC+00:00". */
export function utcOffset(zone: string, at: Date): { minutes: number; text: string } {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return { minutes: 0, text: 'UTC+00:00' };
  const [, sign = '+', hours = '00', mins = '00'] = match;
  const minutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(mins));
  // a real minus sign, as typography wants next to digits
  return { minutes, text: `UTC${sign === '-' ? '\u2212' : '+'}${hours}:${mins}` };
}

/**
 * The zones as picker options, ordered by offset then name: "Asia/Dubai (UTC+04:00)", with
 * underscores as spaces so "new york" finds America/New_York. The label is isolated left to
 * right (U+2066…U+2069), so the name and the offset keep their order in an Arabic page. A value
 * the list lacks (an old or server-only zone) stays choosable, so an existing profile shows it.
 */
export function timeZoneOptions(at: Date, current?: string | null): ComboboxOption[] {
  const zones = ianaTimeZones();
  if (current && !zones.includes(current)) zones.push(current);
  return zones
    .map((zone) => {
      let offset = { minutes: 0, text: '' };
      try {
        offset = utcOffset(zone, at);
      } catch {
        // a zone this browser cannot format: listed without its offset
      }
      const name = zone.replaceAll('_', ' ');
      return {
        minutes: offset.minutes,
        zone,
        label: `\u2066${offset.text ? `${name} (${offset.text})` : name}\u2069`,
      };
    })
    .sort((a, b) => a.minutes - b.minutes || a.zone.localeCompare(b.zone))
    .map(({ zone, label }) => ({ value: zone, label }));
}
