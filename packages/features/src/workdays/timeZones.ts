/**
 * The IANA zones the platform knows, for the calendar's time zone picker, with their offset
 * now ("GMT+03:00") so a person can find a zone by the offset they know. Computed once.
 */
let cached: { value: string; label: string }[] | null = null;

function offsetOf(timeZone: string, now: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((entry) => entry.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

export function timeZoneOptions(now = new Date()): { value: string; label: string }[] {
  if (cached) return cached;
  const zones = new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  zones.add('UTC');
  cached = [...zones].sort().map((zone) => {
    const offset = offsetOf(zone, now);
    return { value: zone, label: offset ? `${zone} (${offset})` : zone };
  });
  return cached;
}

/** The browser's own zone (the default of a new calendar). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
