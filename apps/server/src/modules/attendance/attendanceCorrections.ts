import type {
  AttendanceCorrection,
  CorrectionsQuery,
  CreateCorrectionRequest,
  DecideCorrectionRequest,
} from '@atrium/api/contracts';
import { writeAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PeopleEvents } from '../notification/peopleEvents.ts';
import type { Caller } from './attendance.access.ts';
import { ATTENDANCE_ERRORS, AttendanceError, notFound } from './attendance.errors.ts';
import { iso, toCorrectionDto, toPage } from './attendance.mappers.ts';
import type { AttendanceRepo } from './attendance.repo.ts';
import { approveCorrection, rejectCorrection } from './correctionDecisions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AttendanceCorrectionsDeps {
  repo: AttendanceRepo;
  clock: Clock;
  /** Tells the requester their correction was decided (after the commit). */
  people: Pick<PeopleEvents, 'correctionDecided'>;
}

export type AttendanceCorrections = ReturnType<typeof createAttendanceCorrections>;

/**
 * Corrections: a user asks to fix their times, someone else decides. Every change and its audit
 * row commit together; the requester hears of the decision only once it has committed.
 */
export function createAttendanceCorrections({ repo, clock, people }: AttendanceCorrectionsDeps) {
  return {
    async createCorrection(
      caller: Caller,
      body: CreateCorrectionRequest,
    ): Promise<AttendanceCorrection> {
      const start = new Date(body.start);
      const end = new Date(body.end);
      const now = clock.now();
      if (start.getTime() > now.getTime()) {
        throw new AttendanceError('invalid', ATTENDANCE_ERRORS.future, 'start');
      }
      if (end.getTime() > now.getTime()) {
        throw new AttendanceError('invalid', ATTENDANCE_ERRORS.future, 'end');
      }
      return repo.transaction(async (tx) => {
        if (body.session_id) {
          const session = await tx.findSession(body.session_id);
          // Another user's session looks the same as none.
          if (!session || session.userId !== caller.user.id) throw notFound();
          if (!session.endedAt) {
            throw new AttendanceError('conflict', ATTENDANCE_ERRORS.sessionOpen);
          }
        }
        // Said at once, on the field; the approval checks again (sessions change meanwhile).
        const overlapping = await tx.sessionsOverlapping(
          caller.user.id,
          start,
          end,
          body.session_id,
        );
        if (overlapping.length > 0) {
          throw new AttendanceError('invalid', ATTENDANCE_ERRORS.overlap, 'start');
        }
        const row = await tx.insertCorrection({
          userId: caller.user.id,
          sessionId: body.session_id ?? null,
          requestedStart: start,
          requestedEnd: end,
          reason: body.reason,
          createdAt: now,
        });
        await writeAudit(tx.db, {
          actorId: caller.user.id,
          action: 'attendance_correction_requested',
          targetType: 'attendance_correction',
          targetId: row.id,
          details: { sessionId: row.sessionId, start: body.start, end: body.end },
        });
        return toCorrectionDto(row);
      });
    },

    /** Everyone's with the Timesheet rights, else the caller's own. */
    async corrections(caller: Caller, query: CorrectionsQuery) {
      const all = caller.can('Timesheet');
      if (!all && query.user_id && query.user_id !== caller.user.id) {
        throw new AttendanceError('forbidden', ATTENDANCE_ERRORS.otherUserForbidden);
      }
      const page = await repo.listCorrections(
        { userId: all ? query.user_id : caller.user.id, status: query.status },
        query,
      );
      const context = await repo.correctionContext(page.rows);
      return toPage(page, query, (row) => {
        const original = context.originals.get(row.id);
        return {
          ...toCorrectionDto(row),
          full_name: context.names.get(row.userId) ?? '',
          original_start: original ? iso(original.start) : null,
          original_end: original?.end ? iso(original.end) : null,
        };
      });
    },

    /** Approve (applies the times, in the same transaction as its audit row) or reject. */
    async decideCorrection(
      caller: Caller,
      id: string,
      body: DecideCorrectionRequest,
      ip: string | null,
    ): Promise<AttendanceCorrection> {
      // PostgreSQL would reject a malformed uuid with an error (a 500); it names nothing anyway.
      if (!UUID.test(id)) throw notFound();
      const decided = await repo.transaction(async (tx) => {
        // Locked: two reviewers deciding at once go one after the other, the second is refused.
        const correction = await tx.lockCorrection(id);
        if (!correction) throw notFound();
        if (correction.userId === caller.user.id) {
          throw new AttendanceError('forbidden', ATTENDANCE_ERRORS.ownCorrection);
        }
        if (correction.status !== 'pending') {
          throw new AttendanceError('conflict', ATTENDANCE_ERRORS.alreadyDecided);
        }
        const review = {
          reviewerId: caller.user.id,
          reviewedAt: clock.now(),
          reviewNote: body.note ?? null,
        };
        const decision = { id, correction, review, ip };
        return body.decision === 'reject'
          ? rejectCorrection(tx, decision)
          : approveCorrection(tx, decision);
      });
      if (decided.status === 'approved' || decided.status === 'rejected') {
        await people.correctionDecided({
          actorId: caller.user.id,
          userId: decided.user_id,
          correctionId: decided.id,
          decision: decided.status,
          start: new Date(decided.start),
          end: new Date(decided.end),
          note: decided.review_note,
        });
      }
      return decided;
    },
  };
}
