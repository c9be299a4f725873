import {
  ApiError,
  ERROR_DETAILS,
  dayVerdict,
  eachLocalDate,
  expectedMinutesOn,
  holidayShare,
  isWorkingDay,
  localDateIn,
  localDayBounds,
  shiftAt,
  zonedInstant,
  type AttendanceCorrection,
  type AttendanceSession,
  type AttendanceSummary,
  type HolidayDate,
  type LocalDate,
  type WorkingCalendarRules,
} from '@atrium/api';
import type { FakeApi } from '@atrium/api/testing';

/**
 * My attendance's fixtures and rules for the fake API: sessions, a working calendar with a
 * holiday and a leave, and correction requests. The summary is computed with the same shared
 * rules the server uses (ADR 0022); corrections are checked as the server checks them.
 */

export interface AttendanceHistoryPerson {
  id: string;
  full_name: string;
}

export interface AttendanceHistoryFixture {
  me: AttendanceHistoryPerson;
  /** Other people (their corrections, the person picker). */
  others: AttendanceHistoryPerson[];
  rules: WorkingCalendarRules;
  holidays: HolidayDate[];
  /** Approved leave by date: 1 whole day, 0.5 half. */
  leave: Record<LocalDate, number>;
  sessions: AttendanceSession[];
  corrections: AttendanceCorrection[];
  /** May decide other people's corrections and read their attendance (the Timesheet right). */
  canReview: boolean;
  now: Date;
}

const hid = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The zone the stories and tests run in: the fixtures are local wall times. */
export const HISTORY_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Monday–Friday 09:00–17:00 in the reader's zone. */
export const OFFICE_RULES: WorkingCalendarRules = {
  time_zone: HISTORY_ZONE,
  lines: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
};

const instant = (date: LocalDate, time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return zonedInstant(date, hours * 60 + minutes, HISTORY_ZONE).toISOString();
};

function session(
  n: number,
  userId: string,
  date: LocalDate,
  from: string,
  to: string,
  reason: AttendanceSession['end_reason'] = 'finish',
): AttendanceSession {
  const started_at = instant(date, from);
  const ended_at = instant(date, to);
  return {
    id: hid(n),
    user_id: userId,
    started_at,
    ended_at,
    end_reason: reason,
    needs_review: reason === 'timeout' || reason === 'auto_checkout',
    last_confirmed_at: started_at,
    prompt_sent_at: null,
    time_zone: HISTORY_ZONE,
    minutes: Math.floor((Date.parse(ended_at) - Date.parse(started_at)) / 60_000),
  };
}

/**
 * November 2026 for Layla (`meId`), seen on Sunday 22 November: a regular first half (a holiday
 * on the 2nd, leave on the 12th and 13th), then a week with a late start, a missing Wednesday,
 * a session ended by an unanswered prompt and one closed by the automatic check-out. Three of
 * her corrections (pending, approved, rejected) and two of her colleagues' waiting for review.
 */
export function novemberHistory(meId: string, now: Date): AttendanceHistoryFixture {
  const me = { id: meId, full_name: 'Layla Haddad' };
  const omar = { id: '10000000-0000-4000-8000-000000000002', full_name: 'Omar Khalil' };
  const sara = { id: '10000000-0000-4000-8000-000000000003', full_name: 'Sara Nasser' };
  const holidays: HolidayDate[] = [{ date: '2026-11-02', half_day: false, name: 'Founders Day' }];
  const leave = { '2026-11-12': 1, '2026-11-13': 1 };
  const sessions: AttendanceSession[] = [];
  let n = 1;
  for (const date of eachLocalDate('2026-11-03', '2026-11-13')) {
    if (!isWorkingDay(OFFICE_RULES, date) || date in leave) continue;
    const start = date === '2026-11-10' ? '09:00' : '08:55';
    sessions.push(session(n++, meId, date, start, '17:05'));
  }
  const thursday = session(50, meId, '2026-11-19', '09:00', '12:10', 'timeout');
  sessions.push(
    session(40, meId, '2026-11-16', '09:00', '17:10'),
    session(41, meId, '2026-11-17', '09:25', '17:00'),
    thursday,
    session(51, meId, '2026-11-20', '09:00', '21:00', 'auto_checkout'),
    session(60, omar.id, '2026-11-16', '09:00', '17:00'),
  );
  const created = (date: LocalDate) => instant(date, '18:00');
  const corrections: AttendanceCorrection[] = [
    {
      id: hid(900),
      user_id: meId,
      session_id: thursday.id,
      start: instant('2026-11-19', '09:00'),
      end: instant('2026-11-19', '17:00'),
      reason: 'The prompt came while I was in a meeting',
      status: 'pending',
      reviewer_id: null,
      reviewed_at: null,
      review_note: null,
      created_at: created('2026-11-19'),
      full_name: me.full_name,
      original_start: thursday.started_at,
      original_end: thursday.ended_at,
    },
    {
      id: hid(901),
      user_id: meId,
      session_id: hid(6),
      start: instant('2026-11-10', '09:00'),
      end: instant('2026-11-10', '17:05'),
      reason: 'I forgot to start working',
      status: 'approved',
      reviewer_id: omar.id,
      reviewed_at: created('2026-11-11'),
      review_note: 'Confirmed with the badge log',
      created_at: created('2026-11-10'),
      full_name: me.full_name,
      original_start: instant('2026-11-10', '09:40'),
      original_end: instant('2026-11-10', '17:05'),
    },
    {
      id: hid(902),
      user_id: meId,
      session_id: null,
      start: instant('2026-11-07', '10:00'),
      end: instant('2026-11-07', '14:00'),
      reason: 'Weekend release',
      status: 'rejected',
      reviewer_id: omar.id,
      reviewed_at: created('2026-11-09'),
      review_note: 'Log weekend work as overtime in the timesheet',
      created_at: created('2026-11-08'),
      full_name: me.full_name,
      original_start: null,
      original_end: null,
    },
    {
      id: hid(903),
      user_id: omar.id,
      session_id: null,
      start: instant('2026-11-18', '09:00'),
      end: instant('2026-11-18', '17:00'),
      reason: 'My phone was off all day',
      status: 'pending',
      reviewer_id: null,
      reviewed_at: null,
      review_note: null,
      created_at: created('2026-11-18'),
      full_name: omar.full_name,
      original_start: null,
      original_end: null,
    },
    {
      id: hid(904),
      user_id: sara.id,
      session_id: null,
      start: instant('2026-11-20', '13:00'),
      end: instant('2026-11-20', '17:30'),
      reason: 'Client visit in the afternoon',
      status: 'pending',
      reviewer_id: null,
      reviewed_at: null,
      review_note: null,
      created_at: created('2026-11-20'),
      full_name: sara.full_name,
      original_start: null,
      original_end: null,
    },
  ];
  return {
    me,
    others: [omar, sara],
    rules: OFFICE_RULES,
    holidays,
    leave,
    sessions,
    corrections,
    canReview: true,
    now,
  };
}

const invalid = (url: string, field: string, message: string) =>
  new ApiError({ kind: 'validation', status: 400, url, fieldErrors: { [field]: [message] } });
const detail = (status: number, url: string, text: string) =>
  new ApiError({ kind: 'detail', status, url, detail: text });

/** The summary's days for one person, with the shared rules (the server's scheduledDays). */
function summaryOf(
  fixture: AttendanceHistoryFixture,
  userId: string,
  from: LocalDate,
  to: LocalDate,
): AttendanceSummary {
  const { rules, holidays, now } = fixture;
  const own = fixture.sessions.filter((entry) => entry.user_id === userId);
  const byShift = new Map<LocalDate, { start: Date; end: Date | null }[]>();
  for (const entry of own) {
    const start = new Date(entry.started_at);
    const date = shiftAt(rules, start)?.date ?? localDateIn(start, rules.time_zone);
    const list = byShift.get(date) ?? [];
    list.push({ start, end: entry.ended_at ? new Date(entry.ended_at) : null });
    byShift.set(date, list);
  }
  const days = eachLocalDate(from, to).map((date) => {
    const bounds = localDayBounds(date, rules.time_zone);
    const minutes = own.reduce((sum, entry) => {
      const start = Math.max(Date.parse(entry.started_at), bounds.start.getTime());
      const end = Math.min(
        entry.ended_at ? Date.parse(entry.ended_at) : now.getTime(),
        bounds.end.getTime(),
      );
      return sum + Math.max(0, end - start);
    }, 0);
    const verdict = dayVerdict(rules, date, byShift.get(date) ?? [], now, holidays);
    const leave = userId === fixture.me.id ? (fixture.leave[date] ?? 0) : 0;
    const holiday = holidays.find((entry) => entry.date === date);
    const kind =
      leave > 0
        ? ('leave' as const)
        : holiday
          ? ('holiday' as const)
          : isWorkingDay(rules, date)
            ? ('working' as const)
            : ('weekend' as const);
    const expected =
      leave > 0
        ? Math.round(
            expectedMinutesOn(rules, date) *
              (1 - Math.min(1, holidayShare(holidays, date) + leave)),
          )
        : verdict.expected_minutes;
    return {
      date,
      minutes: Math.floor(minutes / 60_000),
      kind,
      holiday_name: holiday ? (holiday.name ?? '') : null,
      worked_minutes: verdict.worked_minutes,
      expected_minutes: expected,
      late_minutes: leave > 0 ? 0 : verdict.late_minutes,
      early_leave_minutes: leave > 0 ? 0 : verdict.early_leave_minutes,
      overtime_minutes: Math.max(0, verdict.worked_minutes - expected),
    };
  });
  return {
    user_id: userId,
    time_zone: rules.time_zone,
    from_date: from,
    to_date: to,
    total_minutes: days.reduce((sum, day) => sum + day.minutes, 0),
    days,
  };
}

/**
 * Installs the history on a fake client's attendance calls. `respond` is the fake's own wrapper
 * (latency, failures, the call log).
 */
export function installAttendanceHistory(
  api: FakeApi,
  fixture: AttendanceHistoryFixture,
  respond: <T>(name: string, produce: () => T) => Promise<T>,
): void {
  const whose = (url: string, userId: string | undefined) => {
    if (!userId || userId === fixture.me.id) return fixture.me.id;
    if (!fixture.canReview) {
      throw detail(403, url, "You do not have permission to view other users' attendance");
    }
    return userId;
  };
  const page = <T>(items: T[], query: { page?: number; size?: number }) => {
    const size = query.size ?? 10;
    const number = query.page ?? 1;
    const shown = size === -1 ? items : items.slice((number - 1) * size, number * size);
    return { items: shown, total: items.length, page: number, size };
  };

  api.attendance.summary = (query) =>
    respond('attendance.summary', () =>
      summaryOf(
        fixture,
        whose('/api/attendance/summary', query.user_id),
        query.from_date,
        query.to_date,
      ),
    );

  api.attendance.sessions = (query = {}) =>
    respond('attendance.sessions', () => {
      const userId = whose('/api/attendance/sessions', query.user_id);
      const from = query.from_date
        ? localDayBounds(query.from_date, fixture.rules.time_zone).start.getTime()
        : -Infinity;
      const to = query.to_date
        ? localDayBounds(query.to_date, fixture.rules.time_zone).end.getTime()
        : Infinity;
      const items = fixture.sessions
        .filter(
          (entry) =>
            entry.user_id === userId &&
            Date.parse(entry.started_at) < to &&
            (entry.ended_at === null || Date.parse(entry.ended_at) > from),
        )
        .sort((a, b) => b.started_at.localeCompare(a.started_at));
      return page(items, query);
    });

  api.attendance.corrections = (query = {}) =>
    respond('attendance.corrections', () => {
      const url = '/api/attendance/corrections';
      if (!fixture.canReview && query.user_id && query.user_id !== fixture.me.id) {
        throw detail(403, url, "You do not have permission to view other users' attendance");
      }
      const userId = fixture.canReview ? query.user_id : fixture.me.id;
      const items = fixture.corrections
        .filter(
          (entry) =>
            (!userId || entry.user_id === userId) &&
            (!query.status || entry.status === query.status),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return page(items, query);
    });

  api.attendance.createCorrection = (body) =>
    respond('attendance.createCorrection', () => {
      const url = '/api/attendance/corrections';
      const start = Date.parse(body.start);
      const end = Date.parse(body.end);
      if (!body.reason.trim()) throw invalid(url, 'reason', 'This field is required');
      if (!(end > start)) throw invalid(url, 'end', 'The end must be after the start');
      if (end - start > 24 * 60 * 60_000) {
        throw invalid(url, 'end', 'A correction covers at most 24 hours');
      }
      if (start > fixture.now.getTime())
        throw invalid(url, 'start', 'Times cannot be in the future');
      if (end > fixture.now.getTime()) throw invalid(url, 'end', 'Times cannot be in the future');
      const original = body.session_id
        ? fixture.sessions.find(
            (entry) => entry.id === body.session_id && entry.user_id === fixture.me.id,
          )
        : undefined;
      if (body.session_id && !original) throw detail(404, url, ERROR_DETAILS.notFound);
      if (original && original.ended_at === null) {
        throw detail(409, url, 'Finish the session before correcting it');
      }
      const overlaps = fixture.sessions.some(
        (entry) =>
          entry.user_id === fixture.me.id &&
          entry.id !== body.session_id &&
          Date.parse(entry.started_at) < end &&
          (entry.ended_at === null || Date.parse(entry.ended_at) > start),
      );
      if (overlaps) throw invalid(url, 'start', 'The corrected times overlap another session');
      const correction: AttendanceCorrection = {
        id: hid(1000 + fixture.corrections.length),
        user_id: fixture.me.id,
        session_id: body.session_id ?? null,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        reason: body.reason.trim(),
        status: 'pending',
        reviewer_id: null,
        reviewed_at: null,
        review_note: null,
        created_at: fixture.now.toISOString(),
        full_name: fixture.me.full_name,
        original_start: original?.started_at ?? null,
        original_end: original?.ended_at ?? null,
      };
      fixture.corrections.push(correction);
      return correction;
    });

  api.attendance.decideCorrection = (correctionId, body) =>
    respond('attendance.decideCorrection', () => {
      const url = `/api/attendance/correction/${correctionId}`;
      if (!fixture.canReview) throw detail(403, url, ERROR_DETAILS.forbidden);
      const correction = fixture.corrections.find((entry) => entry.id === correctionId);
      if (!correction) throw detail(404, url, ERROR_DETAILS.notFound);
      if (correction.user_id === fixture.me.id) {
        throw detail(403, url, 'You cannot review your own correction request');
      }
      if (correction.status !== 'pending') {
        throw detail(409, url, 'This correction request has already been decided');
      }
      if (body.decision === 'approve') {
        const start = Date.parse(correction.start);
        const end = Date.parse(correction.end);
        const overlaps = fixture.sessions.some(
          (entry) =>
            entry.user_id === correction.user_id &&
            entry.id !== correction.session_id &&
            Date.parse(entry.started_at) < end &&
            (entry.ended_at === null || Date.parse(entry.ended_at) > start),
        );
        if (overlaps) throw detail(409, url, 'The corrected times overlap another session');
        const existing = fixture.sessions.find((entry) => entry.id === correction.session_id);
        const fixed = {
          started_at: correction.start,
          ended_at: correction.end,
          end_reason: 'correction' as const,
          needs_review: false,
          minutes: Math.floor((end - start) / 60_000),
        };
        if (existing) Object.assign(existing, fixed);
        else {
          const added = {
            ...session(
              2000 + fixture.sessions.length,
              correction.user_id,
              '2026-01-01',
              '00:00',
              '01:00',
            ),
            ...fixed,
          };
          fixture.sessions.push(added);
          correction.session_id = added.id;
        }
      }
      correction.status = body.decision === 'approve' ? 'approved' : 'rejected';
      correction.reviewer_id = fixture.me.id;
      correction.reviewed_at = fixture.now.toISOString();
      correction.review_note = body.note?.trim() || null;
      return { ...correction };
    });
}

/** The date the fixture's "today" falls on. */
export const historyToday = (fixture: AttendanceHistoryFixture) =>
  localDateIn(fixture.now, fixture.rules.time_zone);
