import {
  addLocalDays,
  localDateIn,
  timesheetWeekDates,
  timesheetWeekStart,
  type WorkingCalendarRules,
} from '@atrium/api';
import {
  TIMESHEET_DAY_MINUTES_MAX,
  TIMESHEET_MESSAGES,
  type TimesheetTimer,
  type TimesheetWeek,
  type timesheetCellRequestSchema,
  type timesheetCopyRequestSchema,
  type timesheetDraftConfirmSchema,
  type timesheetRowRequestSchema,
  type timesheetTargetSchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Caller } from '../attendance/attendance.access.ts';
import { isUniqueViolation } from '../story/story.result.ts';
import { conflict, invalid, notFound, unprocessable } from './timesheet.errors.ts';
import type { Target, TimesheetQueries } from './timesheet.queries.ts';
import {
  isAdmin,
  isApprover,
  lockMessage,
  permissionsFor,
  type Approvers,
} from './timesheetAccess.ts';
import type { TimesheetCalendars } from './timesheetCalendars.ts';
import { entryMinutes, targetKey, targetRefs, weekView } from './timesheetWeekView.ts';

type TargetInput = z.output<typeof timesheetTargetSchema>;
type RowInput = z.output<typeof timesheetRowRequestSchema>;
type CellInput = z.output<typeof timesheetCellRequestSchema>;
type CopyInput = z.output<typeof timesheetCopyRequestSchema>;
type DraftConfirmInput = z.output<typeof timesheetDraftConfirmSchema>;

export interface TimesheetServiceDeps {
  repo: Transactional<TimesheetQueries>;
  calendars: TimesheetCalendars;
  approvers: Approvers;
  clock: Clock;
}

export const targetOf = (input: {
  story_id?: string | undefined;
  project_id?: string | undefined;
  activity?: string | undefined;
}): Target => ({
  storyId: input.story_id ?? null,
  projectId: input.project_id ?? null,
  activity: input.story_id || input.project_id ? null : (input.activity ?? null),
});

export type TimesheetService = ReturnType<typeof createTimesheetService>;

/**
 * The person's own week: reading it, rows, cells, copying last week, the timer and Finish
 * Working drafts. Every write runs in one transaction holding the person's row lock, so two
 * edits of the same day cannot together pass 24 hours, and checks the week is not locked.
 */
export function createTimesheetService({
  repo,
  calendars,
  approvers,
  clock,
}: TimesheetServiceDeps) {
  /** The week that starts on `weekStart` must start there in the person's calendar. */
  function checkWeekStart(rules: WorkingCalendarRules, weekStart: string) {
    if (timesheetWeekStart(rules, weekStart) !== weekStart) {
      throw invalid('week_start', TIMESHEET_MESSAGES.notWeekStart);
    }
  }

  async function refuseLocked(tx: TimesheetQueries, userId: string, date: string) {
    const locked = lockMessage((await tx.lockingWeek(userId, date))?.status);
    if (locked) throw conflict(locked);
  }

  /** A story or project the person may log on: a member of its project (or an administrator). */
  async function checkTarget(tx: TimesheetQueries, caller: Caller, target: Target) {
    if (target.storyId) {
      const [story] = await tx.storiesByIds([target.storyId]);
      const allowed =
        story && (isAdmin(caller) || (await tx.isProjectMember(story.projectId, caller.user.id)));
      if (!allowed) throw invalid('story_id', TIMESHEET_MESSAGES.unknownStory);
    } else if (target.projectId) {
      const [project] = await tx.projectsByIds([target.projectId]);
      const allowed =
        project && (isAdmin(caller) || (await tx.isProjectMember(project.id, caller.user.id)));
      if (!allowed) throw invalid('project_id', TIMESHEET_MESSAGES.unknownProject);
    }
  }

  /** Minutes logged by the person on a date (all rows), leaving out one cell when named. */
  async function dayMinutes(
    tx: TimesheetQueries,
    userId: string,
    date: string,
    except?: Target,
  ): Promise<number> {
    const now = clock.now();
    const entries = await tx.userTimeEntries(userId, date, date);
    return entries
      .filter((entry) => !except || targetKey(entry) !== targetKey(except))
      .reduce((sum, entry) => sum + entryMinutes(entry, now), 0);
  }

  async function ownWeek(person: UserRow, weekStart: string, rules?: WorkingCalendarRules) {
    const ruleSet = rules ?? (await calendars.rulesOf(person.id));
    const weekRow = await repo.week(person.id, weekStart);
    return weekView({
      repo,
      calendars,
      rules: ruleSet,
      person,
      weekStart,
      weekRow,
      now: clock.now(),
      permissions: permissionsFor(weekRow?.status, true, false),
    });
  }

  async function ownWeekOf(caller: Caller, date: string): Promise<TimesheetWeek> {
    const rules = await calendars.rulesOf(caller.user.id);
    return ownWeek(caller.user, timesheetWeekStart(rules, date), rules);
  }

  async function ensureRow(
    tx: TimesheetQueries,
    userId: string,
    weekStart: string,
    target: Target,
  ) {
    const declared = await tx.rows(userId, weekStart);
    if (!declared.some((row) => targetKey(row) === targetKey(target))) {
      await tx.insertRow(userId, weekStart, target, clock.now());
    }
  }

  return {
    ownWeekOf,

    async week(caller: Caller, date: string | undefined): Promise<TimesheetWeek> {
      const rules = await calendars.rulesOf(caller.user.id);
      const day = date ?? localDateIn(clock.now(), rules.time_zone);
      return ownWeek(caller.user, timesheetWeekStart(rules, day), rules);
    },

    /** A week by id for its person or an approver (404 for anyone else). */
    async weekById(caller: Caller, id: string): Promise<TimesheetWeek> {
      const weekRow = await repo.weekById(id);
      if (!weekRow) throw notFound();
      const own = weekRow.userId === caller.user.id;
      const approver = !own && (await isApprover(approvers, caller, weekRow.userId));
      if (!own && !approver) throw notFound();
      const person = own ? caller.user : await repo.user(weekRow.userId);
      if (!person) throw notFound();
      return weekView({
        repo,
        calendars,
        rules: await calendars.rulesOf(person.id),
        person,
        weekStart: weekRow.weekStart,
        weekRow,
        now: clock.now(),
        permissions: permissionsFor(weekRow.status, own, approver),
      });
    },

    async addRow(caller: Caller, body: RowInput): Promise<TimesheetWeek> {
      const rules = await calendars.rulesOf(caller.user.id);
      checkWeekStart(rules, body.week_start);
      const target = targetOf(body);
      await repo.transaction(async (tx) => {
        await tx.lockUser(caller.user.id);
        await refuseLocked(tx, caller.user.id, body.week_start);
        await checkTarget(tx, caller, target);
        await ensureRow(tx, caller.user.id, body.week_start, target);
      });
      return ownWeek(caller.user, body.week_start, rules);
    },

    async removeRow(caller: Caller, body: RowInput): Promise<TimesheetWeek> {
      const rules = await calendars.rulesOf(caller.user.id);
      checkWeekStart(rules, body.week_start);
      const target = targetOf(body);
      await repo.transaction(async (tx) => {
        await tx.lockUser(caller.user.id);
        await refuseLocked(tx, caller.user.id, body.week_start);
        const entries = await tx.userTimeEntries(
          caller.user.id,
          body.week_start,
          addLocalDays(body.week_start, 6),
        );
        if (entries.some((entry) => targetKey(entry) === targetKey(target))) {
          throw unprocessable('story_id', TIMESHEET_MESSAGES.rowHasHours);
        }
        await tx.deleteRow(caller.user.id, body.week_start, target);
      });
      return ownWeek(caller.user, body.week_start, rules);
    },

    /**
     * Sets a cell to `minutes` (ADR 0024 §2): timer entries of the cell stay as they are; the
     * cell's hand-made entries are replaced by one holding the rest and the note. Below the
     * timer's minutes, or past 24 hours in the day, is a 422 on `minutes`.
     */
    async setCell(caller: Caller, body: CellInput): Promise<TimesheetWeek> {
      const userId = caller.user.id;
      const target = targetOf(body);
      const rules = await calendars.rulesOf(userId);
      const weekStart = timesheetWeekStart(rules, body.date);
      await repo.transaction(async (tx) => {
        await tx.lockUser(userId);
        await refuseLocked(tx, userId, body.date);
        await checkTarget(tx, caller, target);
        const now = clock.now();
        const cell = await tx.cellTimeEntries(userId, body.date, target);
        const timed = cell
          .filter((entry) => entry.startedAt !== null)
          .reduce((sum, entry) => sum + entryMinutes(entry, now), 0);
        if (body.minutes < timed) throw unprocessable('minutes', TIMESHEET_MESSAGES.belowTimed);
        const others = await dayMinutes(tx, userId, body.date, target);
        if (others + body.minutes > TIMESHEET_DAY_MINUTES_MAX) {
          throw unprocessable('minutes', TIMESHEET_MESSAGES.dayOver24h);
        }
        await tx.deleteManualTimeEntries(userId, body.date, target);
        if (body.minutes > timed) {
          await tx.insertTimeEntry({
            ...target,
            userId,
            date: body.date,
            minutes: body.minutes - timed,
            note: body.note,
            createdAt: now,
          });
        }
        // The row stays on the week when its hours are cleared.
        await ensureRow(tx, userId, weekStart, target);
      });
      return ownWeek(caller.user, weekStart, rules);
    },

    /** Last week's rows (and with `with_hours` its hours, into empty cells) onto this week. */
    async copyLastWeek(caller: Caller, body: CopyInput): Promise<TimesheetWeek> {
      const userId = caller.user.id;
      const rules = await calendars.rulesOf(userId);
      checkWeekStart(rules, body.week_start);
      const last = addLocalDays(body.week_start, -7);
      await repo.transaction(async (tx) => {
        await tx.lockUser(userId);
        await refuseLocked(tx, userId, body.week_start);
        // One after another: a transaction's queries share one connection.
        const lastRows = await tx.rows(userId, last);
        const lastEntries = await tx.userTimeEntries(userId, last, addLocalDays(last, 6));
        const thisEntries = await tx.userTimeEntries(
          userId,
          body.week_start,
          addLocalDays(body.week_start, 6),
        );
        const targets = new Map<string, Target>();
        for (const row of [...lastRows, ...lastEntries]) targets.set(targetKey(row), row);
        if (targets.size === 0)
          throw unprocessable('week_start', TIMESHEET_MESSAGES.nothingLastWeek);
        for (const target of targets.values()) {
          await ensureRow(tx, userId, body.week_start, {
            storyId: target.storyId,
            projectId: target.projectId,
            activity: target.activity,
          });
        }
        if (!body.with_hours) return;
        const now = clock.now();
        const filled = new Set(thisEntries.map((entry) => `${targetKey(entry)}|${entry.date}`));
        const sums = new Map<
          string,
          { target: Target; date: string; minutes: number; notes: string[] }
        >();
        for (const entry of lastEntries) {
          const date = addLocalDays(entry.date, 7);
          const key = `${targetKey(entry)}|${date}`;
          if (filled.has(key)) continue;
          const sum = sums.get(key) ?? { target: entry, date, minutes: 0, notes: [] };
          sum.minutes += entryMinutes(entry, now);
          if (entry.note) sum.notes.push(entry.note);
          sums.set(key, sum);
        }
        for (const sum of sums.values()) {
          if (sum.minutes === 0) continue;
          await tx.insertTimeEntry({
            storyId: sum.target.storyId,
            projectId: sum.target.projectId,
            activity: sum.target.activity,
            userId,
            date: sum.date,
            minutes: sum.minutes,
            note: sum.notes.join('\n'),
            createdAt: now,
          });
        }
        for (const date of timesheetWeekDates(body.week_start)) {
          if ((await dayMinutes(tx, userId, date)) > TIMESHEET_DAY_MINUTES_MAX) {
            throw unprocessable('with_hours', TIMESHEET_MESSAGES.dayOver24h);
          }
        }
      });
      return ownWeek(caller.user, body.week_start, rules);
    },

    async timer(caller: Caller): Promise<TimesheetTimer> {
      const running = await repo.runningTimer(caller.user.id);
      if (!running?.startedAt) return { running: null };
      const refs = await targetRefs(repo, [running]);
      return {
        running: {
          entry_id: running.id,
          kind: running.storyId ? 'story' : running.projectId ? 'project' : 'activity',
          story: refs.story(running.storyId),
          project: refs.project(running.projectId),
          activity: running.activity,
          date: running.date,
          started_at: running.startedAt.toISOString(),
          minutes: entryMinutes(running, clock.now()),
        },
      };
    },

    /** The one timer (the story page's too): dated today in the person's calendar zone. */
    async startTimer(caller: Caller, body: TargetInput): Promise<TimesheetTimer> {
      const userId = caller.user.id;
      const target = targetOf(body);
      const rules = await calendars.rulesOf(userId);
      const now = clock.now();
      const date = localDateIn(now, rules.time_zone);
      try {
        await repo.transaction(async (tx) => {
          await tx.lockUser(userId);
          await refuseLocked(tx, userId, date);
          await checkTarget(tx, caller, target);
          if (await tx.runningTimer(userId)) throw conflict(TIMESHEET_MESSAGES.timerRunning);
          await tx.insertTimeEntry({
            ...target,
            userId,
            date,
            minutes: 0,
            startedAt: now,
            createdAt: now,
          });
        });
      } catch (error) {
        // Two starts at once: the partial unique index lets one through.
        if (isUniqueViolation(error)) throw conflict(TIMESHEET_MESSAGES.timerRunning);
        throw error;
      }
      return this.timer(caller);
    },

    /** Stops the timer: its minutes land in the grid on the day it started. */
    async stopTimer(caller: Caller): Promise<TimesheetTimer> {
      const userId = caller.user.id;
      await repo.transaction(async (tx) => {
        await tx.lockUser(userId);
        const running = await tx.runningTimer(userId);
        if (!running?.startedAt) throw conflict(TIMESHEET_MESSAGES.noTimer);
        await refuseLocked(tx, userId, running.date);
        const now = clock.now();
        await tx.stopTimer(running.id, now, entryMinutes(running, now));
      });
      return { running: null };
    },

    /**
     * Confirms a Finish Working draft as the person adjusted it: each line is added to its
     * story's cell on the draft's day (same locks and 24-hour rule as a cell edit).
     */
    async confirmDraft(
      caller: Caller,
      id: string,
      body: DraftConfirmInput,
    ): Promise<TimesheetWeek> {
      const userId = caller.user.id;
      const draft = await repo.draft(id);
      if (!draft || draft.userId !== userId) throw notFound();
      await repo.transaction(async (tx) => {
        await tx.lockUser(userId);
        await refuseLocked(tx, userId, draft.date);
        const now = clock.now();
        const lines = body.lines.filter((line) => line.minutes > 0);
        for (const line of lines) {
          await checkTarget(tx, caller, {
            storyId: line.story_id,
            projectId: null,
            activity: null,
          });
        }
        const added = lines.reduce((sum, line) => sum + line.minutes, 0);
        if ((await dayMinutes(tx, userId, draft.date)) + added > TIMESHEET_DAY_MINUTES_MAX) {
          throw unprocessable('lines', TIMESHEET_MESSAGES.dayOver24h);
        }
        if (!(await tx.deleteDraft(id))) throw conflict(TIMESHEET_MESSAGES.draftGone);
        for (const line of lines) {
          await tx.insertTimeEntry({
            storyId: line.story_id,
            userId,
            date: draft.date,
            minutes: line.minutes,
            note: '',
            createdAt: now,
          });
        }
      });
      return ownWeekOf(caller, draft.date);
    },

    async discardDraft(caller: Caller, id: string): Promise<{ ok: true }> {
      const draft = await repo.draft(id);
      if (!draft || draft.userId !== caller.user.id) throw notFound();
      if (!(await repo.deleteDraft(id))) throw conflict(TIMESHEET_MESSAGES.draftGone);
      return { ok: true };
    },
  };
}
