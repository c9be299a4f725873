import { createAppAbility, buildAbilityRules } from '../abilities/buildAbilityRules.ts';
import { ApiError } from '../client/ApiError.ts';
import type { AttendanceResource, Page } from '../client/resources/attendance.ts';
import {
  CORRECTION_MAX_SPAN_MS,
  type AttendanceCorrection,
  type AttendanceSession,
  type AttendanceState,
  type StatusEvent,
} from '../contracts/attendance.ts';
import { DEFAULT_PAGE_SIZE, ERROR_DETAILS, PAGE_SIZE_ALL } from '../contracts/common.ts';
import type { Role } from '../contracts/user.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeAttendanceUser {
  id: string;
  username: string;
  full_name: string;
  role: Role;
  permissions: string[];
}

const PROMPT_INTERVAL_MS = 60 * 60 * 1000;
const MINUTE_MS = 60_000;

function detail(status: number, url: string, text: string): ApiError {
  return new ApiError({ kind: 'detail', status, url, detail: text });
}

function invalid(url: string, field: string, message: string): ApiError {
  return new ApiError({
    kind: 'validation',
    status: 400,
    url,
    fieldErrors: { [field]: [message] },
  });
}

function pageOf<T>(items: T[], query: { page?: number; size?: number }): Page<T> {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const slice = size === PAGE_SIZE_ALL ? items : items.slice((page - 1) * size, page * size);
  return { items: slice, total: items.length, page, size };
}

function inRange(at: string, query: { from_date?: string; to_date?: string }): boolean {
  const date = at.slice(0, 10);
  return (!query.from_date || date >= query.from_date) && (!query.to_date || date <= query.to_date);
}

/**
 * Attendance in memory with the server's rules (UTC dates): one open session per user, starting
 * twice answers the open one, Finish Working and Continue Session without one are 409, others'
 * data needs the Timesheet (or User) right, a reviewer never decides their own correction.
 */
export function createFakeAttendance(
  respond: Respond,
  signedIn: (url: string) => FakeAttendanceUser,
  everyone: () => FakeAttendanceUser[],
  newId: () => string,
): AttendanceResource {
  const sessions: AttendanceSession[] = [];
  const events: StatusEvent[] = [];
  const corrections: AttendanceCorrection[] = [];

  const now = () => new Date();
  const can = (user: FakeAttendanceUser, subject: 'Timesheet' | 'User') =>
    createAppAbility(buildAbilityRules({ role: user.role, permissions: user.permissions })).can(
      'manage',
      subject,
    );
  const openOf = (userId: string) =>
    sessions.find((session) => session.user_id === userId && session.ended_at === null);
  const withMinutes = (session: AttendanceSession): AttendanceSession => ({
    ...session,
    minutes: Math.max(
      0,
      Math.floor(
        (Date.parse(session.ended_at ?? now().toISOString()) - Date.parse(session.started_at)) /
          MINUTE_MS,
      ),
    ),
  });
  const state = (session: AttendanceSession): AttendanceState => ({
    is_available: session.ended_at === null,
    session: withMinutes(session),
    next_prompt_at:
      session.ended_at === null && session.prompt_sent_at === null
        ? new Date(Date.parse(session.last_confirmed_at) + PROMPT_INTERVAL_MS).toISOString()
        : null,
  });
  const record = (userId: string, isAvailable: boolean, reason: string, at: string) => {
    events.push({
      id: newId(),
      user_id: userId,
      is_available: isAvailable,
      source: 'user',
      reason,
      at,
    });
  };
  const target = (
    url: string,
    caller: FakeAttendanceUser,
    userId: string | undefined,
    subjects: Array<'Timesheet' | 'User'>,
  ) => {
    if (!userId || userId === caller.id) return caller;
    if (!subjects.some((subject) => can(caller, subject))) {
      throw detail(403, url, "You do not have permission to view other users' attendance");
    }
    const user = everyone().find((entry) => entry.id === userId);
    if (!user) throw detail(404, url, ERROR_DETAILS.notFound);
    return user;
  };

  return {
    setStatus: (isAvailable) =>
      respond('attendance.setStatus', () => {
        const url = '/api/user/status';
        const user = signedIn(url);
        const at = now().toISOString();
        const open = openOf(user.id);
        if (isAvailable) {
          if (open) return state(open);
          const session: AttendanceSession = {
            id: newId(),
            user_id: user.id,
            started_at: at,
            ended_at: null,
            end_reason: null,
            needs_review: false,
            last_confirmed_at: at,
            prompt_sent_at: null,
            time_zone: 'UTC',
            minutes: 0,
          };
          sessions.push(session);
          record(user.id, true, 'start', at);
          return state(session);
        }
        if (!open) throw detail(409, url, 'You have no open attendance session');
        open.ended_at = at;
        open.end_reason = 'finish';
        record(user.id, false, 'finish', at);
        return state(open);
      }),

    continueSession: () =>
      respond('attendance.continueSession', () => {
        const url = '/api/user/attendance';
        const open = openOf(signedIn(url).id);
        if (!open) throw detail(409, url, 'You have no open attendance session');
        open.prompt_sent_at = null;
        open.last_confirmed_at = now().toISOString();
        return state(open);
      }),

    statusHistory: (query = {}) =>
      respond('attendance.statusHistory', () => {
        const url = '/api/user/status';
        const user = target(url, signedIn(url), query.user_id, ['User', 'Timesheet']);
        const items = events
          .filter((event) => event.user_id === user.id && inRange(event.at, query))
          .reverse();
        return pageOf(items, query);
      }),

    usersStatus: (query = {}) =>
      respond('attendance.usersStatus', () => {
        signedIn('/api/user/status/users');
        const items = everyone()
          .map((user) => {
            const open = openOf(user.id);
            const last = events.filter((event) => event.user_id === user.id).at(-1);
            return {
              user_id: user.id,
              username: user.username,
              full_name: user.full_name,
              is_available: open !== undefined,
              since: open?.started_at ?? last?.at ?? null,
              session_id: open?.id ?? null,
            };
          })
          .filter(
            (item) =>
              query.is_available === undefined ||
              item.is_available === (query.is_available === 'true'),
          )
          .sort((a, b) => Number(b.is_available) - Number(a.is_available));
        return pageOf(items, query);
      }),

    sessions: (query = {}) =>
      respond('attendance.sessions', () => {
        const url = '/api/attendance/sessions';
        const user = target(url, signedIn(url), query.user_id, ['Timesheet']);
        const items = sessions
          .filter(
            (session) =>
              session.user_id === user.id &&
              inRange(session.started_at, query) &&
              (query.needs_review === undefined ||
                session.needs_review === (query.needs_review === 'true')),
          )
          .map(withMinutes)
          .reverse();
        return pageOf(items, query);
      }),

    summary: (query) =>
      respond('attendance.summary', () => {
        const url = '/api/attendance/summary';
        const user = target(url, signedIn(url), query.user_id, ['Timesheet']);
        if (query.from_date > query.to_date) {
          throw invalid(url, 'to_date', 'The end date must not be before the start date');
        }
        const days: Array<{ date: string; minutes: number }> = [];
        for (
          let date = query.from_date;
          date <= query.to_date;
          date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        ) {
          const minutes = sessions
            .filter((session) => session.user_id === user.id && session.started_at.startsWith(date))
            .reduce((sum, session) => sum + withMinutes(session).minutes, 0);
          days.push({ date, minutes });
        }
        return {
          user_id: user.id,
          time_zone: 'UTC',
          from_date: query.from_date,
          to_date: query.to_date,
          total_minutes: days.reduce((sum, day) => sum + day.minutes, 0),
          days,
        };
      }),

    createCorrection: (body) =>
      respond('attendance.createCorrection', () => {
        const url = '/api/attendance/corrections';
        const user = signedIn(url);
        const start = Date.parse(body.start);
        const end = Date.parse(body.end);
        if (!(end > start)) throw invalid(url, 'end', 'The end must be after the start');
        if (end - start > CORRECTION_MAX_SPAN_MS) {
          throw invalid(url, 'end', 'A correction covers at most 24 hours');
        }
        if (end > now().getTime()) throw invalid(url, 'end', 'Times cannot be in the future');
        if (body.session_id) {
          const session = sessions.find((entry) => entry.id === body.session_id);
          if (!session || session.user_id !== user.id)
            throw detail(404, url, ERROR_DETAILS.notFound);
        }
        // As the server: a request overlapping another of the user's sessions is refused at once.
        const overlaps = sessions.some(
          (entry) =>
            entry.user_id === user.id &&
            entry.id !== body.session_id &&
            Date.parse(entry.started_at) < end &&
            (entry.ended_at === null || Date.parse(entry.ended_at) > start),
        );
        if (overlaps) throw invalid(url, 'start', 'The corrected times overlap another session');
        const correction: AttendanceCorrection = {
          id: newId(),
          user_id: user.id,
          session_id: body.session_id ?? null,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          reason: body.reason.trim(),
          status: 'pending',
          reviewer_id: null,
          reviewed_at: null,
          review_note: null,
          created_at: now().toISOString(),
        };
        corrections.push(correction);
        return correction;
      }),

    corrections: (query = {}) =>
      respond('attendance.corrections', () => {
        const url = '/api/attendance/corrections';
        const caller = signedIn(url);
        const all = can(caller, 'Timesheet');
        if (!all && query.user_id && query.user_id !== caller.id) {
          throw detail(403, url, ERROR_DETAILS.forbidden);
        }
        const userId = all ? query.user_id : caller.id;
        const items = corrections
          .filter(
            (entry) =>
              (!userId || entry.user_id === userId) &&
              (!query.status || entry.status === query.status),
          )
          .reverse();
        return pageOf(items, query);
      }),

    decideCorrection: (id, body) =>
      respond('attendance.decideCorrection', () => {
        const url = `/api/attendance/correction/${id}`;
        const caller = signedIn(url);
        if (!can(caller, 'Timesheet')) throw detail(403, url, ERROR_DETAILS.forbidden);
        const correction = corrections.find((entry) => entry.id === id);
        if (!correction) throw detail(404, url, ERROR_DETAILS.notFound);
        if (correction.user_id === caller.id) {
          throw detail(403, url, 'You cannot review your own correction request');
        }
        if (correction.status !== 'pending') {
          throw detail(409, url, 'This correction request has already been decided');
        }
        correction.status = body.decision === 'approve' ? 'approved' : 'rejected';
        correction.reviewer_id = caller.id;
        correction.reviewed_at = now().toISOString();
        correction.review_note = body.note ?? null;
        if (body.decision === 'approve') {
          const existing = sessions.find((entry) => entry.id === correction.session_id);
          const session: AttendanceSession = existing ?? {
            id: newId(),
            user_id: correction.user_id,
            started_at: correction.start,
            ended_at: correction.end,
            end_reason: 'correction',
            needs_review: false,
            last_confirmed_at: correction.start,
            prompt_sent_at: null,
            time_zone: 'UTC',
            minutes: 0,
          };
          Object.assign(session, {
            started_at: correction.start,
            ended_at: correction.end,
            end_reason: 'correction',
            needs_review: false,
          });
          if (!existing) sessions.push(session);
          correction.session_id = session.id;
        }
        return { ...correction };
      }),
  };
}
