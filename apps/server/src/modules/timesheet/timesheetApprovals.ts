import { addLocalDays, timesheetWeekStart } from '@atrium/api';
import {
  TIMESHEET_MESSAGES,
  type TimesheetWeek,
  type TimesheetWeekPage,
  type timesheetApprovalsQuerySchema,
  type timesheetDecisionRequestSchema,
  type timesheetReopenRequestSchema,
  type timesheetSubmitRequestSchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { TimesheetWeekRow } from '../../db/schema/timesheets.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Caller } from '../attendance/attendance.access.ts';
import { conflict, forbidden, invalid, notFound } from './timesheet.errors.ts';
import type { TimesheetEvents } from './timesheet.events.ts';
import type { TimesheetQueries } from './timesheet.queries.ts';
import type { TimesheetService } from './timesheet.service.ts';
import { approversToTell, isApprover, type Approvers } from './timesheetAccess.ts';
import type { TimesheetCalendars } from './timesheetCalendars.ts';
import { personOf } from './timesheetWeekView.ts';

type SubmitInput = z.output<typeof timesheetSubmitRequestSchema>;
type DecisionInput = z.output<typeof timesheetDecisionRequestSchema>;
type ReopenInput = z.output<typeof timesheetReopenRequestSchema>;
type ApprovalsQuery = z.output<typeof timesheetApprovalsQuerySchema>;
type WeekStatus = TimesheetWeekRow['status'];

export type TimesheetApprovals = ReturnType<typeof createTimesheetApprovals>;

/**
 * Submit → approve or reject → (reopen) (ADR 0024 §4). Each change locks the week's row, so an
 * approval and a reopen cannot cross; the notifications go after the commit.
 */
export function createTimesheetApprovals({
  repo,
  calendars,
  approvers,
  clock,
  events,
  weeks,
}: {
  repo: Transactional<TimesheetQueries>;
  calendars: TimesheetCalendars;
  approvers: Approvers;
  clock: Clock;
  events: TimesheetEvents;
  weeks: Pick<TimesheetService, 'week' | 'weekById'>;
}) {
  /**
   * The week for an approver's decision. Its person gets 403 (they see the week, and may not
   * decide it); anyone else who is not an approver gets the same 404 as for an unknown id.
   */
  async function weekToDecide(caller: Caller, id: string) {
    const week = await repo.weekById(id);
    if (!week) throw notFound();
    if (week.userId === caller.user.id) throw forbidden(TIMESHEET_MESSAGES.ownWeek);
    if (!(await isApprover(approvers, caller, week.userId))) throw notFound();
    return week;
  }

  /**
   * Moves the week from one of `from` to `to` as the caller's decision. The week is read again
   * under its person's lock, so a decision and a reopen cannot cross; any other status is refused.
   */
  function recordDecision(
    caller: Caller,
    id: string,
    change: {
      from: readonly WeekStatus[];
      refusal: string;
      to: WeekStatus;
      comment: string;
    },
  ) {
    return repo.transaction(async (tx) => {
      const week = await tx.weekById(id);
      if (!week) throw notFound();
      await tx.lockUser(week.userId);
      const current = await tx.weekById(id);
      if (!current || !change.from.includes(current.status)) throw conflict(change.refusal);
      const now = clock.now();
      return tx.updateWeek(id, {
        status: change.to,
        decidedBy: caller.user.id,
        decidedAt: now,
        comment: change.comment || null,
        updatedAt: now,
      });
    });
  }

  return {
    async submit(caller: Caller, body: SubmitInput): Promise<TimesheetWeek> {
      const userId = caller.user.id;
      const rules = await calendars.rulesOf(userId);
      if (timesheetWeekStart(rules, body.week_start) !== body.week_start) {
        throw invalid('week_start', TIMESHEET_MESSAGES.notWeekStart);
      }
      const submitted = await repo.transaction(async (tx) => {
        await tx.lockUser(userId);
        const now = clock.now();
        const week = await tx.ensureWeek(userId, body.week_start, now);
        if (week.status !== 'open' && week.status !== 'rejected') {
          throw conflict(TIMESHEET_MESSAGES.notSubmittable);
        }
        const running = await tx.runningTimer(userId);
        if (
          running &&
          running.date >= body.week_start &&
          running.date <= addLocalDays(body.week_start, 6)
        ) {
          throw conflict(TIMESHEET_MESSAGES.stopTimerFirst);
        }
        return tx.updateWeek(week.id, {
          status: 'submitted',
          submittedAt: now,
          decidedAt: null,
          decidedBy: null,
          comment: null,
          updatedAt: now,
        });
      });
      await events.submitted({
        weekId: submitted.id,
        userId,
        approverIds: await approversToTell(approvers, userId),
        weekStart: submitted.weekStart,
      });
      return weeks.week(caller, body.week_start);
    },

    async decide(caller: Caller, id: string, body: DecisionInput): Promise<TimesheetWeek> {
      await weekToDecide(caller, id);
      const decided = await recordDecision(caller, id, {
        from: ['submitted'],
        refusal: TIMESHEET_MESSAGES.notSubmitted,
        to: body.decision === 'approve' ? 'approved' : 'rejected',
        comment: body.comment,
      });
      await events.decided({
        weekId: id,
        userId: decided.userId,
        actorId: caller.user.id,
        approved: decided.status === 'approved',
        weekStart: decided.weekStart,
      });
      return weeks.weekById(caller, id);
    },

    async reopen(caller: Caller, id: string, body: ReopenInput): Promise<TimesheetWeek> {
      await weekToDecide(caller, id);
      const reopened = await recordDecision(caller, id, {
        from: ['submitted', 'approved'],
        refusal: TIMESHEET_MESSAGES.notApproved,
        to: 'open',
        comment: body.comment,
      });
      await events.reopened({
        weekId: id,
        userId: reopened.userId,
        actorId: caller.user.id,
        weekStart: reopened.weekStart,
      });
      return weeks.weekById(caller, id);
    },

    /**
     * Weeks of the people the caller approves: everyone's for a people manager, else the members
     * of the teams they lead; never their own.
     */
    async approvals(caller: Caller, query: ApprovalsQuery): Promise<TimesheetWeekPage> {
      const userIds = caller.can('User') ? null : await repo.ledPeople(caller.user.id);
      const { rows, total } = await repo.weekPage({
        status: query.status,
        userIds,
        exceptUserId: caller.user.id,
        userId: query.user_id,
        fromDate: query.from_date,
        toDate: query.to_date,
        page: query.page,
        size: query.size,
      });
      const people = new Map(
        (await repo.people(rows.map((row) => row.week.userId))).map((row) => [row.id, row]),
      );
      return {
        items: rows.flatMap(({ week, minutes }) => {
          const person = people.get(week.userId);
          if (!person) return [];
          return [
            {
              id: week.id,
              user: personOf(person),
              week_start: week.weekStart,
              week_end: addLocalDays(week.weekStart, 6),
              status: week.status,
              submitted_at: week.submittedAt?.toISOString() ?? null,
              decided_at: week.decidedAt?.toISOString() ?? null,
              total_minutes: Number(minutes),
            },
          ];
        }),
        total,
        page: query.page,
        size: query.size,
      };
    },
  };
}
