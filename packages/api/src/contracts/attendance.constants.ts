// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** Why a session ended: Finish Working, an unanswered prompt, the end of day, offboarding, an approved correction. */
export const ATTENDANCE_END_REASONS = [
  'finish',
  'timeout',
  'auto_checkout',
  'deactivated',
  'correction',
] as const;

export const STATUS_SOURCES = ['user', 'admin', 'system'] as const;
export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CORRECTION_DECISIONS = ['approve', 'reject'] as const;

/** Spec section 9: the "Confirm attendance" countdown. The server ends the session after it (plus a grace). */
export const ATTENDANCE_PROMPT_COUNTDOWN_MS = 300_000;
/** A correction covers at most one day of work. */
export const CORRECTION_MAX_SPAN_MS = 24 * 60 * 60 * 1000;
export const CORRECTION_REASON_MAX = 1000;
/** Longest range the daily summary covers. */
export const ATTENDANCE_SUMMARY_MAX_DAYS = 366;

/**
 * What a date is in the person's working calendar (summary days): a working day, a day without
 * lines (the weekend), a holiday (whole or half), or approved leave (whole or half).
 */
export const ATTENDANCE_DAY_KINDS = ['working', 'weekend', 'holiday', 'leave'] as const;
export type AttendanceDayKind = (typeof ATTENDANCE_DAY_KINDS)[number];

/** Where each attendance endpoint lives (the `attendanceEndpoints` contracts add the schemas). */
export const ATTENDANCE_ROUTES = {
  setStatus: { method: 'POST', path: '/user/status' },
  continueSession: { method: 'PUT', path: '/user/attendance' },
  statusHistory: { method: 'GET', path: '/user/status' },
  usersStatus: { method: 'GET', path: '/user/status/users' },
  sessions: { method: 'GET', path: '/attendance/sessions' },
  summary: { method: 'GET', path: '/attendance/summary' },
  createCorrection: { method: 'POST', path: '/attendance/corrections' },
  corrections: { method: 'GET', path: '/attendance/corrections' },
  decideCorrection: { method: 'PUT', path: '/attendance/correction/:id' },
} as const satisfies Record<string, Route>;

/**
 * Where a person stands against their working calendar (Latest Attendance): working now, not
 * started yet (maybe late), on approved leave, off today (weekend or holiday), finished for the
 * day, or absent (the working day is over and they never started).
 */
export const AVAILABILITY_STATES = [
  'working',
  'not_started',
  'on_leave',
  'off_today',
  'finished',
  'absent',
] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];
