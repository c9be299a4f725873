import type { AttendanceCorrection } from '@atrium/api/contracts';
import type { AttendanceCorrectionRow } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ATTENDANCE_ERRORS, AttendanceError, notFound } from './attendance.errors.ts';
import { iso, toCorrectionDto } from './attendance.mappers.ts';
import type { AttendanceQueries } from './attendance.repo.ts';
import { safeTimeZone } from './zonedTime.ts';

/*
 * What deciding a correction writes, inside the reviewer's transaction (the caller has locked the
 * request and checked it is pending and not the reviewer's own). Each decision and its audit row
 * commit together.
 */

export interface CorrectionDecision {
  /** The id as the reviewer sent it: the audit row records it as given (any letter case). */
  id: string;
  /** The locked, pending request. */
  correction: AttendanceCorrectionRow;
  review: { reviewerId: string; reviewedAt: Date; reviewNote: string | null };
  ip: string | null;
}

/**
 * Writes the corrected times: the named session's (which must be over: an open one is still
 * being timed), or a new session for time that was never recorded. Refused when it would
 * overlap another session of the same user.
 */
async function applyTimes(tx: AttendanceQueries, correction: AttendanceCorrectionRow) {
  const owner = await tx.lockUser(correction.userId);
  if (!owner) throw notFound();
  const start = correction.requestedStart;
  const end = correction.requestedEnd;
  const overlapping = await tx.sessionsOverlapping(
    owner.id,
    start,
    end,
    correction.sessionId ?? undefined,
  );
  if (overlapping.length > 0) throw new AttendanceError('conflict', ATTENDANCE_ERRORS.overlap);

  if (!correction.sessionId) {
    const session = await tx.insertSession({
      userId: owner.id,
      startedAt: start,
      endedAt: end,
      endReason: 'correction',
      lastConfirmedAt: start,
      timeZone: safeTimeZone(owner.timeZone),
    });
    return { owner, before: undefined, session };
  }
  const before = await tx.findSession(correction.sessionId);
  if (!before) throw notFound();
  if (!before.endedAt) throw new AttendanceError('conflict', ATTENDANCE_ERRORS.sessionOpen);
  const session = await tx.updateSession(before.id, {
    startedAt: start,
    endedAt: end,
    endReason: 'correction',
    needsReview: false,
    promptSentAt: null,
  });
  return { owner, before, session };
}

export async function approveCorrection(
  tx: AttendanceQueries,
  { id, correction, review, ip }: CorrectionDecision,
): Promise<AttendanceCorrection> {
  const { owner, before, session } = await applyTimes(tx, correction);
  const approved = await tx.updateCorrection(id, {
    status: 'approved',
    sessionId: session.id,
    ...review,
  });
  await writeAudit(tx.db, {
    actorId: review.reviewerId,
    action: 'attendance_correction_approved',
    targetType: 'attendance_session',
    targetId: session.id,
    details: {
      correctionId: id,
      userId: owner.id,
      before: before
        ? { start: iso(before.startedAt), end: before.endedAt ? iso(before.endedAt) : null }
        : null,
      after: { start: iso(correction.requestedStart), end: iso(correction.requestedEnd) },
      note: review.reviewNote,
    },
    ip,
  });
  return toCorrectionDto(approved);
}

export async function rejectCorrection(
  tx: AttendanceQueries,
  { id, correction, review, ip }: CorrectionDecision,
): Promise<AttendanceCorrection> {
  const rejected = await tx.updateCorrection(id, { status: 'rejected', ...review });
  await writeAudit(tx.db, {
    actorId: review.reviewerId,
    action: 'attendance_correction_rejected',
    targetType: 'attendance_correction',
    targetId: id,
    details: { userId: correction.userId, note: review.reviewNote },
    ip,
  });
  return toCorrectionDto(rejected);
}
