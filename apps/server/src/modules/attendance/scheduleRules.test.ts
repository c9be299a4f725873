import { describe, expect, it } from 'vitest';
import { ATTENDANCE_DEFAULTS } from './attendance.settings.ts';
import { autoCheckoutAt, promptAllowed, type PersonDay } from './scheduleRules.ts';

const at = (iso: string) => new Date(iso);
/** Thursday 22:00 → Friday 06:00 in Berlin (UTC+1 in November). */
const nights: PersonDay = {
  rules: { time_zone: 'Europe/Berlin', lines: [{ weekday: 4, from: '22:00', to: '06:00' }] },
  holidays: [],
  onLeave: false,
  configured: true,
};

describe('schedule-aware attendance rules', () => {
  it('prompts inside a night shift after midnight, not outside it, never on leave or a holiday', () => {
    expect(promptAllowed(nights, at('2026-11-27T01:00:00Z'))).toBe(true);
    expect(promptAllowed(nights, at('2026-11-27T06:00:00Z'))).toBe(false);
    expect(promptAllowed({ ...nights, onLeave: true }, at('2026-11-27T01:00:00Z'))).toBe(false);
    expect(
      promptAllowed(
        { ...nights, holidays: [{ date: '2026-11-26', half_day: false }] },
        at('2026-11-27T01:00:00Z'),
      ),
    ).toBe(false);
    // Without a configured calendar the prompt goes out as before.
    expect(promptAllowed({ ...nights, configured: false }, at('2026-11-27T12:00:00Z'))).toBe(true);
    expect(promptAllowed(undefined, at('2026-11-27T12:00:00Z'))).toBe(true);
  });

  it("checks out at the end of the shift's day plus the tolerance, else at the configured hour", () => {
    const settings = { ...ATTENDANCE_DEFAULTS, autoCheckoutToleranceMinutes: 30 };
    // Started at 21:30 Thursday (before the shift): the shift ends 06:00 Friday (05:00Z).
    expect(autoCheckoutAt(nights, at('2026-11-26T20:30:00Z'), settings, 'UTC')).toEqual(
      at('2026-11-27T05:30:00Z'),
    );
    expect(autoCheckoutAt(nights, at('2026-11-27T02:00:00Z'), settings, 'UTC')).toEqual(
      at('2026-11-27T05:30:00Z'),
    );
    // On a day without lines: the configured hour (22:00 in the session's zone), or never.
    expect(autoCheckoutAt(nights, at('2026-11-28T10:00:00Z'), settings, 'UTC')).toEqual(
      at('2026-11-28T22:00:00Z'),
    );
    expect(
      autoCheckoutAt(
        nights,
        at('2026-11-28T10:00:00Z'),
        { ...settings, autoCheckoutHour: null },
        'UTC',
      ),
    ).toBeNull();
  });
});
