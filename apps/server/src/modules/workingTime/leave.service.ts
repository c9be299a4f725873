import {
  countLeaveDays,
  leaveDayValues,
  leaveSpansOverlap,
  LEAVE_MESSAGES,
  localDateIn,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  holidayShare,
  isWorkingDay,
  type Adjustment,
  type AdjustmentPage,
  type AdjustmentRequest,
  type LeaveBalances,
  type LeavePreview,
  type LeaveRequest,
  type LeaveRequestPage,
  type LeaveSpan,
  type LeaveType,
  type LeaveTypeList,
  type TeamCalendar,
} from '@atrium/api';
import type {
  adjustmentsQuerySchema,
  balancesQuerySchema,
  createLeaveRequestSchema,
  leaveCancelRequestSchema,
  leaveDecisionRequestSchema,
  leavePreviewQuerySchema,
  leaveRequestsQuerySchema,
  leaveTypeRequestSchema,
  teamCalendarQuerySchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { LeaveRequestRow, LeaveTypeRow } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Caller } from '../attendance/attendance.access.ts';
import { mayViewPerson } from './calendar.service.ts';
import type { LeaveEvents } from './leave.events.ts';
import { invalid, notFound, WorkingTimeError } from './workingTime.errors.ts';
import type { PersonRow, WorkingTimeQueries } from './workingTime.queries.ts';
import {
  calendarsOfPeople,
  holidaysByCalendar,
  type PersonCalendar,
} from './workingTime.schedules.ts';

type TypeInput = z.output<typeof leaveTypeRequestSchema>;
type BalancesQuery = z.output<typeof balancesQuerySchema>;
type AdjustmentsQuery = z.output<typeof adjustmentsQuerySchema>;
type PreviewQuery = z.output<typeof leavePreviewQuerySchema>;
type CreateInput = z.output<typeof createLeaveRequestSchema>;
type RequestsQuery = z.output<typeof leaveRequestsQuerySchema>;
type DecisionInput = z.output<typeof leaveDecisionRequestSchema>;
type CancelInput = z.output<typeof leaveCancelRequestSchema>;
type TeamCalendarQuery = z.output<typeof teamCalendarQuerySchema>;

/** The drive, as leave needs it: may this person open this file, and file names. */
export interface LeaveAttachments {
  visibleTo(userId: string, isAdmin: boolean, itemId: string): Promise<boolean>;
  /** The file's current version (not in the trash), for sending its bytes. */
  file(itemId: string): Promise<{ storageKey: string; mimeType: string; name: string } | undefined>;
  names(ids: readonly string[]): Promise<Map<string, string>>;
}

export type LeaveService = ReturnType<typeof createLeaveService>;

const days = (halves: number) => halves / 2;
const halvesOf = (value: number) => Math.round(value * 2);

export function leaveTypeOut(row: LeaveTypeRow): LeaveType {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    paid: row.paid,
    requires_document: row.requiresDocument,
    yearly_allowance: row.allowanceHalves === null ? null : days(row.allowanceHalves),
    carry_over_max: days(row.carryOverHalves),
    archived: row.archived,
  };
}

const spanOf = (row: LeaveRequestRow): LeaveSpan => ({
  start_date: row.startDate,
  end_date: row.endDate,
  start_half: row.startHalf,
  end_half: row.endHalf,
});

const person = (row: PersonRow | undefined) =>
  row ? { id: row.id, username: row.username, full_name: row.fullName } : null;

const FORBIDDEN_OTHERS = "You do not have permission to view other users' leave";

/** Leave types, balances, requests and their decisions, and the team calendar. */
export function createLeaveService({
  repo,
  clock,
  events,
  attachments,
}: {
  repo: Transactional<WorkingTimeQueries>;
  clock: Clock;
  events: LeaveEvents;
  attachments: LeaveAttachments;
}) {
  const isManager = (caller: Caller) => caller.can('User');

  async function calendarOf(userId: string): Promise<PersonCalendar> {
    const calendar = (await calendarsOfPeople(repo, [userId])).get(userId);
    if (!calendar) throw notFound();
    return calendar;
  }

  async function holidaysFor(calendar: PersonCalendar, from: string, to: string) {
    return (
      (await holidaysByCalendar(repo, [calendar.calendarId], from, to)).get(
        calendar.calendarId ?? '',
      ) ?? []
    );
  }

  /** The people the caller leads (members of teams where they are a lead), not themselves. */
  async function ledIds(caller: Caller): Promise<Set<string>> {
    const led = (await repo.teamsOf(caller.user.id)).filter((team) => team.isLead);
    if (led.length === 0) return new Set();
    const members = await repo.members(led.map((team) => team.teamId));
    return new Set(members.map((member) => member.id).filter((id) => id !== caller.user.id));
  }

  function yearOf(date: string) {
    return Number(date.slice(0, 4));
  }

  /** Balances of one person for a year, in half days, per type. */
  async function balanceHalves(
    userId: string,
    year: number,
    types: LeaveTypeRow[],
    db: Pick<WorkingTimeQueries, 'adjustmentSums' | 'leaveSums'> = repo,
  ) {
    const [adjustments, previousAdjustments, sums, previousSums] = await Promise.all([
      db.adjustmentSums(userId, year),
      db.adjustmentSums(userId, year - 1),
      db.leaveSums(userId, year),
      db.leaveSums(userId, year - 1),
    ]);
    const sum = (rows: typeof sums, typeId: string, status: 'pending' | 'approved') =>
      rows
        .filter((row) => row.typeId === typeId && row.status === status)
        .reduce((total, row) => total + row.halves, 0);
    return types.map((type) => {
      const adjusted = adjustments.get(type.id) ?? 0;
      const used = sum(sums, type.id, 'approved');
      const pending = sum(sums, type.id, 'pending');
      if (type.allowanceHalves === null) {
        return { type, allowance: null, carried: 0, adjusted, used, pending, remaining: null };
      }
      // Carry-over looks one year back only (that year's own carry-over is not chained), and
      // only when the type existed before the year began.
      const existedBefore = type.createdAt.getTime() < Date.UTC(year, 0, 1);
      const previousLeft =
        type.allowanceHalves +
        (previousAdjustments.get(type.id) ?? 0) -
        sum(previousSums, type.id, 'approved');
      const carried = existedBefore ? Math.max(0, Math.min(type.carryOverHalves, previousLeft)) : 0;
      return {
        type,
        allowance: type.allowanceHalves,
        carried,
        adjusted,
        used,
        pending,
        remaining: type.allowanceHalves + carried + adjusted - used - pending,
      };
    });
  }

  async function typeForRequest(id: string): Promise<LeaveTypeRow> {
    const type = await repo.leaveType(id);
    if (!type) throw invalid('leave_type_id', 'Unknown type of leave');
    if (type.archived) throw invalid('leave_type_id', LEAVE_MESSAGES.typeArchived);
    return type;
  }

  async function view(caller: Caller, rows: LeaveRequestRow[]): Promise<LeaveRequest[]> {
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.userId);
      if (row.decidedBy) ids.add(row.decidedBy);
      if (row.cancelledBy) ids.add(row.cancelledBy);
    }
    const [people, names, led] = await Promise.all([
      repo.people([...ids]),
      attachments.names(rows.flatMap((row) => (row.attachmentId ? [row.attachmentId] : []))),
      isManager(caller) ? Promise.resolve(new Set<string>()) : ledIds(caller),
    ]);
    const byId = new Map(people.map((row) => [row.id, row]));
    const today = localDateIn(clock.now(), 'UTC');
    return rows.map((row) => {
      const own = row.userId === caller.user.id;
      const approver = !own && (isManager(caller) || led.has(row.userId));
      const open = row.status === 'pending' || row.status === 'approved';
      return {
        id: row.id,
        user: person(byId.get(row.userId)) ?? { id: row.userId, username: '', full_name: '' },
        leave_type_id: row.leaveTypeId,
        start_date: row.startDate,
        end_date: row.endDate,
        start_half: row.startHalf,
        end_half: row.endHalf,
        days: days(row.halves),
        reason: row.reason,
        attachment:
          row.attachmentId && names.has(row.attachmentId)
            ? { id: row.attachmentId, name: names.get(row.attachmentId) ?? '' }
            : null,
        status: row.status,
        decided_by: person(row.decidedBy ? byId.get(row.decidedBy) : undefined),
        decided_at: row.decidedAt?.toISOString() ?? null,
        decision_comment: row.decisionComment,
        cancelled_by: person(row.cancelledBy ? byId.get(row.cancelledBy) : undefined),
        created_at: row.createdAt.toISOString(),
        can_decide: approver && row.status === 'pending',
        can_cancel:
          open && (approver || (own && (row.status === 'pending' || row.startDate > today))),
      };
    });
  }

  async function visibleRequest(caller: Caller, id: string): Promise<LeaveRequestRow> {
    const row = await repo.leaveRequest(id);
    if (!row || !(await mayViewPerson(repo, caller, row.userId))) throw notFound();
    return row;
  }

  /** Days a span takes for a person, and its dates. */
  async function measure(userId: string, span: LeaveSpan) {
    const calendar = await calendarOf(userId);
    const holidays = await holidaysFor(calendar, span.start_date, span.end_date);
    return {
      calendar,
      holidays,
      days: countLeaveDays(calendar.rules, holidays, span),
    };
  }

  async function overlapsOf(userId: string, span: LeaveSpan, exceptId?: string) {
    const { rows } = await repo.leaveRequests({
      userIds: [userId],
      statuses: ['pending', 'approved'],
      fromDate: span.start_date,
      toDate: span.end_date,
    });
    return rows.filter((row) => row.id !== exceptId && leaveSpansOverlap(spanOf(row), span));
  }

  return {
    async types(): Promise<LeaveTypeList> {
      return { items: (await repo.leaveTypes()).map(leaveTypeOut) };
    },

    async createType(input: TypeInput): Promise<LeaveType> {
      if (await repo.leaveTypeNameTaken(input.name)) {
        throw invalid('name', LEAVE_MESSAGES.typeNameTaken);
      }
      return leaveTypeOut(
        await repo.insertLeaveType({
          name: input.name,
          color: input.color,
          paid: input.paid,
          requiresDocument: input.requires_document,
          allowanceHalves:
            input.yearly_allowance === null ? null : halvesOf(input.yearly_allowance),
          carryOverHalves: halvesOf(input.carry_over_max),
          archived: input.archived,
          createdAt: clock.now(),
        }),
      );
    },

    async updateType(id: string, input: TypeInput): Promise<LeaveType> {
      if (!(await repo.leaveType(id))) throw notFound();
      if (await repo.leaveTypeNameTaken(input.name, id)) {
        throw invalid('name', LEAVE_MESSAGES.typeNameTaken);
      }
      const row = await repo.updateLeaveType(id, {
        name: input.name,
        color: input.color,
        paid: input.paid,
        requiresDocument: input.requires_document,
        allowanceHalves: input.yearly_allowance === null ? null : halvesOf(input.yearly_allowance),
        carryOverHalves: halvesOf(input.carry_over_max),
        archived: input.archived,
      });
      if (!row) throw notFound();
      return leaveTypeOut(row);
    },

    async balances(caller: Caller, query: BalancesQuery): Promise<LeaveBalances> {
      const userId = query.user_id ?? caller.user.id;
      if (!(await mayViewPerson(repo, caller, userId))) {
        throw new WorkingTimeError('forbidden', FORBIDDEN_OTHERS);
      }
      if (userId !== caller.user.id && !(await repo.userExists(userId))) throw notFound();
      const year = query.year ?? yearOf(localDateIn(clock.now(), caller.user.timeZone || 'UTC'));
      const types = await repo.leaveTypes();
      const balances = await balanceHalves(userId, year, types);
      return {
        user_id: userId,
        year,
        items: balances.map((balance) => ({
          leave_type_id: balance.type.id,
          year,
          allowance: balance.allowance === null ? null : days(balance.allowance),
          carried_over: days(balance.carried),
          adjustments: days(balance.adjusted),
          used: days(balance.used),
          pending: days(balance.pending),
          remaining: balance.remaining === null ? null : days(balance.remaining),
        })),
      };
    },

    async adjustments(caller: Caller, query: AdjustmentsQuery): Promise<AdjustmentPage> {
      const mayAll = caller.can('User') || caller.can('Calendar');
      let userId = query.user_id;
      if (!userId && !mayAll) userId = caller.user.id;
      if (userId && !(await mayViewPerson(repo, caller, userId))) {
        throw new WorkingTimeError('forbidden', FORBIDDEN_OTHERS);
      }
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      const { rows, total } = await repo.adjustmentPage({
        userId,
        leaveTypeId: query.leave_type_id,
        year: query.year,
        limit: size,
        offset: (query.page - 1) * size,
      });
      const people = new Map(
        (await repo.people(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))).map(
          (row) => [row.id, row],
        ),
      );
      return {
        items: rows.map((row) => adjustmentOut(row, person(people.get(row.actorId ?? '')))),
        total,
        page: query.page,
        size: query.size,
      };
    },

    async adjust(caller: Caller, input: AdjustmentRequest): Promise<Adjustment> {
      if (!caller.can('User') && !caller.can('Calendar')) {
        throw new WorkingTimeError(
          'forbidden',
          'Only a people or working-time manager can adjust balances',
        );
      }
      if (!(await repo.userExists(input.user_id))) throw invalid('user_id', 'Unknown user');
      if (!(await repo.leaveType(input.leave_type_id))) {
        throw invalid('leave_type_id', 'Unknown type of leave');
      }
      const row = await repo.insertAdjustment({
        userId: input.user_id,
        leaveTypeId: input.leave_type_id,
        year: input.year,
        halves: halvesOf(input.days),
        reason: input.reason,
        actorId: caller.user.id,
        createdAt: clock.now(),
      });
      return adjustmentOut(row, person((await repo.people([caller.user.id]))[0]));
    },

    async preview(caller: Caller, query: PreviewQuery): Promise<LeavePreview> {
      const type = await typeForRequest(query.leave_type_id);
      const span: LeaveSpan = query;
      const measured = await measure(caller.user.id, span);
      const [balance] = await balanceHalves(caller.user.id, yearOf(span.start_date), [type]);
      const overlaps = await overlapsOf(caller.user.id, span);
      return {
        days: measured.days,
        dates: leaveDayValues(measured.calendar.rules, measured.holidays, span).map((entry) => {
          const share = holidayShare(measured.holidays, entry.date);
          const note = !isWorkingDay(measured.calendar.rules, entry.date)
            ? ('weekend' as const)
            : share === 1
              ? ('holiday' as const)
              : share === 0.5
                ? ('half_holiday' as const)
                : entry.days === 0.5
                  ? ('half' as const)
                  : null;
          return { ...entry, note };
        }),
        remaining_after:
          balance?.remaining === null || balance === undefined
            ? null
            : days(balance.remaining) - measured.days,
        overlaps: overlaps.map((row) => row.id),
      };
    },

    async requests(caller: Caller, query: RequestsQuery): Promise<LeaveRequestPage> {
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      const page = { limit: size, offset: (query.page - 1) * size };
      let userIds: string[] | undefined;
      let ledBy: string | undefined;
      let exceptUserId: string | undefined;
      let status = query.status;
      if (query.scope === 'mine') {
        userIds = [caller.user.id];
      } else if (query.scope === 'to_approve') {
        status = 'pending';
        exceptUserId = caller.user.id;
        if (!isManager(caller)) ledBy = caller.user.id;
      } else if (!isManager(caller) && !caller.can('Calendar')) {
        userIds = [caller.user.id, ...(await ledIds(caller))];
      }
      if (query.user_id) {
        if (!(await mayViewPerson(repo, caller, query.user_id))) {
          throw new WorkingTimeError('forbidden', FORBIDDEN_OTHERS);
        }
        userIds = userIds ? userIds.filter((id) => id === query.user_id) : [query.user_id];
      }
      const { rows, total } = await repo.leaveRequests(
        {
          userIds,
          ledBy,
          exceptUserId,
          status,
          statuses:
            status || query.include_cancelled ? undefined : ['pending', 'approved', 'rejected'],
          fromDate: query.from_date,
          toDate: query.to_date,
          leaveTypeId: query.leave_type_id,
          teamId: query.team_id,
        },
        page,
      );
      return { items: await view(caller, rows), total, page: query.page, size: query.size };
    },

    /**
     * A request's document for whoever may see the request (its requester, their leads, people
     * managers): approvers read it through the request, without access to the requester's drive.
     */
    async attachment(caller: Caller, id: string) {
      const row = await visibleRequest(caller, id);
      const file = row.attachmentId ? await attachments.file(row.attachmentId) : undefined;
      if (!file) throw notFound();
      return file;
    },

    async get(caller: Caller, id: string): Promise<LeaveRequest> {
      const row = await visibleRequest(caller, id);
      const [out] = await view(caller, [row]);
      if (!out) throw notFound();
      return out;
    },

    async create(caller: Caller, input: CreateInput): Promise<LeaveRequest> {
      const type = await typeForRequest(input.leave_type_id);
      if (type.requiresDocument && !input.attachment_id) {
        throw invalid('attachment_id', LEAVE_MESSAGES.documentRequired);
      }
      if (
        input.attachment_id &&
        !(await attachments.visibleTo(
          caller.user.id,
          caller.user.role === 'super_admin',
          input.attachment_id,
        ))
      ) {
        throw invalid('attachment_id', LEAVE_MESSAGES.attachmentUnknown);
      }
      const span: LeaveSpan = input;
      const measured = await measure(caller.user.id, span);
      if (measured.days === 0) throw invalid('end_date', LEAVE_MESSAGES.noWorkingDays);
      const row = await repo.transaction(async (tx) => {
        await tx.lockPerson(caller.user.id);
        const { rows: others } = await tx.leaveRequests({
          userIds: [caller.user.id],
          statuses: ['pending', 'approved'],
          fromDate: span.start_date,
          toDate: span.end_date,
        });
        if (others.some((other) => leaveSpansOverlap(spanOf(other), span))) {
          throw invalid('start_date', LEAVE_MESSAGES.overlap);
        }
        const [balance] = await balanceHalves(caller.user.id, yearOf(span.start_date), [type], tx);
        if (
          balance?.remaining !== null &&
          balance !== undefined &&
          balance.remaining < halvesOf(measured.days)
        ) {
          throw invalid('leave_type_id', LEAVE_MESSAGES.notEnoughDays);
        }
        return tx.insertLeaveRequest({
          userId: caller.user.id,
          leaveTypeId: type.id,
          startDate: span.start_date,
          endDate: span.end_date,
          startHalf: span.start_half,
          endHalf: span.end_half,
          halves: halvesOf(measured.days),
          reason: input.reason,
          attachmentId: input.attachment_id,
          status: 'pending',
          createdAt: clock.now(),
        });
      });
      let approverIds = await repo.leadsOf(caller.user.id);
      if (approverIds.length === 0) approverIds = await repo.activeSuperAdmins();
      await events.requested({
        requestId: row.id,
        requesterId: caller.user.id,
        approverIds,
        startDate: row.startDate,
        endDate: row.endDate,
      });
      const [out] = await view(caller, [row]);
      if (!out) throw notFound();
      return out;
    },

    async decide(caller: Caller, id: string, input: DecisionInput): Promise<LeaveRequest> {
      const current = await visibleRequest(caller, id);
      if (current.userId === caller.user.id) {
        throw new WorkingTimeError('forbidden', LEAVE_MESSAGES.ownRequest);
      }
      if (!isManager(caller) && !(await repo.leads(caller.user.id, current.userId))) {
        throw new WorkingTimeError('forbidden', LEAVE_MESSAGES.notApprover);
      }
      const row = await repo.transaction(async (tx) => {
        const locked = await tx.leaveRequest(id, true);
        if (!locked) throw notFound();
        if (locked.status !== 'pending') {
          throw new WorkingTimeError('conflict', LEAVE_MESSAGES.alreadyDecided);
        }
        return tx.updateLeaveRequest(id, {
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          decidedBy: caller.user.id,
          decidedAt: clock.now(),
          decisionComment: input.comment || null,
        });
      });
      await events.decided({
        requestId: row.id,
        requesterId: row.userId,
        actorId: caller.user.id,
        approved: row.status === 'approved',
        startDate: row.startDate,
        endDate: row.endDate,
      });
      const [out] = await view(caller, [row]);
      if (!out) throw notFound();
      return out;
    },

    async cancel(caller: Caller, id: string, input: CancelInput): Promise<LeaveRequest> {
      const current = await visibleRequest(caller, id);
      const own = current.userId === caller.user.id;
      const approver =
        !own && (isManager(caller) || (await repo.leads(caller.user.id, current.userId)));
      if (!own && !approver) throw new WorkingTimeError('forbidden', LEAVE_MESSAGES.notApprover);
      const calendar = await calendarOf(current.userId);
      const today = localDateIn(clock.now(), calendar.rules.time_zone);
      const row = await repo.transaction(async (tx) => {
        const locked = await tx.leaveRequest(id, true);
        if (!locked) throw notFound();
        const open = locked.status === 'pending' || locked.status === 'approved';
        const allowed =
          open && (approver || locked.status === 'pending' || locked.startDate > today);
        if (!allowed) throw new WorkingTimeError('conflict', LEAVE_MESSAGES.cannotCancel);
        return tx.updateLeaveRequest(id, {
          status: 'cancelled',
          cancelledBy: caller.user.id,
          cancelledAt: clock.now(),
          ...(input.comment ? { decisionComment: input.comment } : {}),
        });
      });
      const recipients = own
        ? current.decidedBy
          ? [current.decidedBy]
          : await repo.leadsOf(current.userId)
        : [current.userId];
      await events.cancelled({
        requestId: row.id,
        actorId: caller.user.id,
        recipientIds: recipients,
        startDate: row.startDate,
        endDate: row.endDate,
      });
      const [out] = await view(caller, [row]);
      if (!out) throw notFound();
      return out;
    },

    async teamCalendar(caller: Caller, query: TeamCalendarQuery): Promise<TeamCalendar> {
      const seesAll = isManager(caller) || caller.can('Calendar');
      const mine = await repo.teamsOf(caller.user.id);
      let teamIds: string[] | 'all';
      if (query.team_id) {
        if (!seesAll && !mine.some((team) => team.teamId === query.team_id)) throw notFound();
        teamIds = [query.team_id];
      } else {
        teamIds = seesAll ? 'all' : mine.map((team) => team.teamId);
      }
      const people = teamIds.length === 0 ? [] : await repo.members(teamIds);
      if (!people.some((member) => member.id === caller.user.id) && teamIds !== 'all') {
        // The caller without a team still sees themselves.
        const [self] = await repo.people([caller.user.id]);
        if (self && !query.team_id) people.push({ ...self, teamIds: [] });
      }
      const userIds = people.map((member) => member.id);
      const led = new Set(mine.filter((team) => team.isLead).map((team) => team.teamId));
      const pendingVisible = (userId: string, teams: string[]) =>
        seesAll || userId === caller.user.id || teams.some((team) => led.has(team));
      const [calendars, leaves, types] = await Promise.all([
        calendarsOfPeople(repo, userIds),
        repo.leaveRequests({
          userIds,
          statuses: query.include_pending ? ['pending', 'approved'] : ['approved'],
          fromDate: query.from_date,
          toDate: query.to_date,
        }),
        repo.leaveTypes(),
      ]);
      const calendarIds = [...new Set([...calendars.values()].map((entry) => entry.calendarId))];
      const holidays = await holidaysByCalendar(repo, calendarIds, query.from_date, query.to_date);
      const teamsOf = new Map(people.map((member) => [member.id, member.teamIds]));
      return {
        from_date: query.from_date,
        to_date: query.to_date,
        people: people.map((member) => ({
          id: member.id,
          username: member.username,
          full_name: member.fullName,
          team_ids: member.teamIds,
          calendar_id: calendars.get(member.id)?.calendarId ?? null,
        })),
        holidays: [...holidays.entries()].flatMap(([calendarId, dates]) =>
          dates.map((date) => ({
            calendar_id: calendarId,
            date: date.date,
            name: date.name ?? '',
            half_day: date.half_day,
          })),
        ),
        leaves: leaves.rows
          .filter(
            (row) =>
              row.status === 'approved' ||
              pendingVisible(row.userId, teamsOf.get(row.userId) ?? []),
          )
          .map((row) => ({
            id: row.id,
            user_id: row.userId,
            leave_type_id: row.leaveTypeId,
            status: row.status,
            start_date: row.startDate,
            end_date: row.endDate,
            start_half: row.startHalf,
            end_half: row.endHalf,
            days: days(row.halves),
          })),
        leave_types: types.map(leaveTypeOut),
      };
    },

    /** For attendance: who is on approved leave on a date (people ids → the leave's days that date). */
    async onLeave(userIds: readonly string[], date: string): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const { rows } = await repo.leaveRequests({
        userIds,
        status: 'approved',
        fromDate: date,
        toDate: date,
      });
      return new Set(rows.map((row) => row.userId));
    },
  };
}

function adjustmentOut(
  row: {
    id: string;
    userId: string;
    leaveTypeId: string;
    year: number;
    halves: number;
    reason: string;
    createdAt: Date;
  },
  actor: { id: string; username: string; full_name: string } | null,
): Adjustment {
  return {
    id: row.id,
    user_id: row.userId,
    leave_type_id: row.leaveTypeId,
    year: row.year,
    days: days(row.halves),
    reason: row.reason,
    actor,
    created_at: row.createdAt.toISOString(),
  };
}
