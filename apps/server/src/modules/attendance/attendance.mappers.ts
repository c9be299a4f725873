import type {
  AttendanceCorrection,
  AttendanceSession,
  StatusEvent,
  UserStatus,
} from '@atrium/api/contracts';
import type { AttendanceCorrectionRow, AttendanceSessionRow } from '../../db/schema/index.ts';
import type { Paged, StatusEventRow, UserStatusRow } from './attendance.repo.ts';

export const MINUTE_MS = 60_000;

export function iso(date: Date): string {
  return date.toISOString();
}

/** `minutes` counts an open session up to `now`. */
export function toSessionDto(row: AttendanceSessionRow, now: Date): AttendanceSession {
  const end = row.endedAt ?? now;
  return {
    id: row.id,
    user_id: row.userId,
    started_at: iso(row.startedAt),
    ended_at: row.endedAt ? iso(row.endedAt) : null,
    end_reason: row.endReason,
    needs_review: row.needsReview,
    last_confirmed_at: iso(row.lastConfirmedAt),
    prompt_sent_at: row.promptSentAt ? iso(row.promptSentAt) : null,
    time_zone: row.timeZone,
    minutes: Math.max(0, Math.floor((end.getTime() - row.startedAt.getTime()) / MINUTE_MS)),
  };
}

export function toStatusEventDto(row: StatusEventRow): StatusEvent {
  return {
    id: row.id,
    user_id: row.userId,
    is_available: row.isAvailable,
    source: row.source,
    reason: row.reason,
    at: iso(row.at),
  };
}

/** `since`: when the open session started, else the user's last status change. */
export function toUserStatusDto(row: UserStatusRow): UserStatus {
  const since = row.sessionStartedAt ?? row.lastChangeAt;
  return {
    user_id: row.userId,
    username: row.username,
    full_name: row.fullName,
    is_available: row.isAvailable,
    since: since ? iso(since) : null,
    session_id: row.sessionId,
  };
}

export function toCorrectionDto(row: AttendanceCorrectionRow): AttendanceCorrection {
  return {
    id: row.id,
    user_id: row.userId,
    session_id: row.sessionId,
    start: iso(row.requestedStart),
    end: iso(row.requestedEnd),
    reason: row.reason,
    status: row.status,
    reviewer_id: row.reviewerId,
    reviewed_at: row.reviewedAt ? iso(row.reviewedAt) : null,
    review_note: row.reviewNote,
    created_at: iso(row.createdAt),
  };
}

/** The list envelope every attendance list answers with; page and size echo the query. */
export function toPage<TRow, TItem>(
  page: Paged<TRow>,
  query: { page: number; size: number },
  toItem: (row: TRow) => TItem,
) {
  return { items: page.rows.map(toItem), total: page.total, page: query.page, size: query.size };
}
