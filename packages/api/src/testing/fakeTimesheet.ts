import type { z } from 'zod';
import { ApiError } from '../client/ApiError.ts';
import type { TimesheetResource } from '../client/resources/timesheet.ts';
import { DEFAULT_PAGE_SIZE, ERROR_DETAILS } from '../contracts/common.ts';
import type { WorkPerson } from '../contracts/project.ts';
import {
  TIMESHEET_DAY_MINUTES_MAX,
  TIMESHEET_MESSAGES,
  timesheetApprovalsQuerySchema,
  timesheetCellRequestSchema,
  timesheetCopyRequestSchema,
  timesheetDecisionRequestSchema,
  timesheetDraftConfirmSchema,
  timesheetReopenRequestSchema,
  timesheetRowRequestSchema,
  timesheetTargetSchema,
  type TimesheetRow,
  type TimesheetStatus,
  type TimesheetTimer,
  type TimesheetWeek,
} from '../contracts/timesheet.ts';
import {
  expectedMinutesOn,
  holidayShare,
  isWorkingDay,
  type HolidayDate,
  type WorkingCalendarRules,
} from '../workingTime/calendarRules.ts';
import { timesheetWeekDates, timesheetWeekStart } from '../workingTime/timesheetWeek.ts';
import { addLocalDays, localDateIn } from '../workingTime/zonedDates.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeTimesheetUser {
  id: string;
  username: string;
  full_name: string;
  role: string;
  permissions: string[];
}

type StoryRef = NonNullable<TimesheetRow['story']>;
type ProjectRef = NonNullable<TimesheetRow['project']>;

/** What the fake timesheet starts with (the screen's stories). */
export interface FakeTimesheetSeed {
  /** The working calendar of everyone; default Sunday–Thursday 09:00–17:00 in Riyadh. */
  calendar?: WorkingCalendarRules;
  holidays?: HolidayDate[];
  /** Whole days of approved leave, by username. */
  leave?: { username: string; dates: string[] }[];
  /** The stories and projects rows may point at (anyone may log on them). */
  stories?: StoryRef[];
  projects?: ProjectRef[];
  /** Hours already logged, by username (`minutes`, on a story, project or activity). */
  entries?: {
    username: string;
    date: string;
    minutes: number;
    note?: string;
    story_id?: string;
    project_id?: string;
    activity?: string;
    timed?: boolean;
  }[];
  /** Attended minutes per date, by username. */
  attended?: { username: string; date: string; minutes: number }[];
  /** Weeks with a state, by username and first date. */
  weeks?: { username: string; week_start: string; status: TimesheetStatus; comment?: string }[];
  /** Finish Working drafts, by username. */
  drafts?: {
    username: string;
    date: string;
    session_minutes: number;
    lines: { story_id: string; minutes: number }[];
  }[];
  /** The timer running for this username, started `minutes` ago. */
  running?: { username: string; minutes: number; story_id?: string; activity?: string };
}

interface Entry {
  id: string;
  user_id: string;
  story_id: string | null;
  project_id: string | null;
  activity: string | null;
  date: string;
  minutes: number;
  note: string;
  started_at: string | null;
  ended_at: string | null;
}
interface Target {
  story_id: string | null;
  project_id: string | null;
  activity: string | null;
}
interface Week {
  id: string;
  user_id: string;
  week_start: string;
  status: TimesheetStatus;
  submitted_at: string | null;
  decided_at: string | null;
  decided_by: string | null;
  comment: string | null;
}

const RIYADH: WorkingCalendarRules = {
  time_zone: 'Asia/Riyadh',
  lines: ([7, 1, 2, 3, 4] as const).map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
};

function fail(status: number, url: string, text: string): ApiError {
  return new ApiError({ kind: 'detail', status, url, detail: text });
}
function fieldError(status: number, url: string, field: string, message: string): ApiError {
  return new ApiError({ kind: 'validation', status, url, fieldErrors: { [field]: [message] } });
}
function invalid(url: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return new ApiError({ kind: 'validation', status: 400, url, fieldErrors });
}
function parse<S extends z.ZodType>(schema: S, url: string, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(url, result.error.issues);
  return result.data;
}

const keyOf = (target: Target) =>
  target.story_id
    ? `story:${target.story_id}`
    : target.project_id
      ? `project:${target.project_id}`
      : `activity:${target.activity ?? ''}`;
const targetOf = (input: {
  story_id?: string;
  project_id?: string;
  activity?: string;
}): Target => ({
  story_id: input.story_id ?? null,
  project_id: input.project_id ?? null,
  activity: input.story_id || input.project_id ? null : (input.activity ?? null),
});

/**
 * The timesheet in memory with the server's rules (ADR 0024): cells over hand and timer entries,
 * 24 hours a day, weeks from the calendar's weekend, locks, submit / decide / reopen, drafts.
 * Simplified: one calendar for everyone, approvers are holders of Users Management or super
 * admins (the fake has no team leads), and the story page's timer is not this one.
 */
export function createFakeTimesheet(
  respond: Respond,
  signedIn: (url: string) => FakeTimesheetUser,
  everyone: () => FakeTimesheetUser[],
  fakeId: () => string,
  seed: FakeTimesheetSeed = {},
): { timesheet: TimesheetResource } {
  const rules = seed.calendar ?? RIYADH;
  const stories = new Map((seed.stories ?? []).map((story) => [story.id, story]));
  const projects = new Map((seed.projects ?? []).map((project) => [project.id, project]));
  const entries: Entry[] = [];
  const rows: (Target & { user_id: string; week_start: string })[] = [];
  const weeks = new Map<string, Week>();
  const drafts = new Map<
    string,
    {
      id: string;
      user_id: string;
      date: string;
      session_minutes: number;
      lines: { story_id: string; minutes: number }[];
      created_at: string;
    }
  >();
  const nowIso = () => new Date().toISOString();
  const today = () => localDateIn(new Date(), rules.time_zone);
  const idOf = (username: string) =>
    everyone().find((user) => user.username === username)?.id ?? '';

  for (const entry of seed.entries ?? []) {
    const started = entry.timed ? nowIso() : null;
    entries.push({
      id: fakeId(),
      user_id: idOf(entry.username),
      ...targetOf(entry),
      date: entry.date,
      minutes: entry.minutes,
      note: entry.note ?? '',
      started_at: started,
      ended_at: started,
    });
  }
  for (const week of seed.weeks ?? []) {
    const id = fakeId();
    const decided = week.status === 'approved' || week.status === 'rejected';
    weeks.set(id, {
      id,
      user_id: idOf(week.username),
      week_start: week.week_start,
      status: week.status,
      submitted_at: week.status === 'open' ? null : nowIso(),
      decided_at: decided ? nowIso() : null,
      decided_by: null,
      comment: week.comment ?? null,
    });
  }
  for (const draft of seed.drafts ?? []) {
    const id = fakeId();
    drafts.set(id, { id, user_id: idOf(draft.username), ...draft, created_at: nowIso() });
  }
  if (seed.running) {
    entries.push({
      id: fakeId(),
      user_id: idOf(seed.running.username),
      ...targetOf(seed.running),
      date: today(),
      minutes: 0,
      note: '',
      started_at: new Date(Date.now() - seed.running.minutes * 60_000).toISOString(),
      ended_at: null,
    });
  }

  const minutesOf = (entry: Entry) =>
    entry.started_at && !entry.ended_at
      ? Math.max(0, Math.floor((Date.now() - Date.parse(entry.started_at)) / 60_000))
      : entry.minutes;
  const person = (id: string): WorkPerson => {
    const user = everyone().find((entry) => entry.id === id);
    return {
      id,
      username: user?.username ?? '',
      full_name: user?.full_name ?? '',
      is_active: true,
    };
  };
  const isApprover = (user: FakeTimesheetUser, personId: string) =>
    user.id !== personId &&
    (user.role === 'super_admin' || user.permissions.includes('Users Management'));
  function timesheetUser(url: string): FakeTimesheetUser {
    const user = signedIn(url);
    if (user.role !== 'super_admin' && !user.permissions.includes('Timesheet')) {
      throw fail(403, url, ERROR_DETAILS.forbidden);
    }
    return user;
  }
  const weekOfRow = (userId: string, weekStart: string) =>
    [...weeks.values()].find((week) => week.user_id === userId && week.week_start === weekStart);
  function lockedReason(userId: string, date: string): string | undefined {
    const week = weekOfRow(userId, timesheetWeekStart(rules, date));
    if (week?.status === 'approved') return TIMESHEET_MESSAGES.weekApproved;
    if (week?.status === 'submitted') return TIMESHEET_MESSAGES.weekSubmitted;
    return undefined;
  }
  function refuseLocked(url: string, userId: string, date: string) {
    const reason = lockedReason(userId, date);
    if (reason) throw fail(409, url, reason);
  }
  function checkTarget(url: string, target: Target) {
    if (target.story_id && !stories.has(target.story_id))
      throw fieldError(400, url, 'story_id', TIMESHEET_MESSAGES.unknownStory);
    if (target.project_id && !projects.has(target.project_id))
      throw fieldError(400, url, 'project_id', TIMESHEET_MESSAGES.unknownProject);
  }
  function checkWeekStart(url: string, weekStart: string) {
    if (timesheetWeekStart(rules, weekStart) !== weekStart)
      throw fieldError(400, url, 'week_start', TIMESHEET_MESSAGES.notWeekStart);
  }
  const dayMinutes = (userId: string, date: string, except?: Target) =>
    entries
      .filter((entry) => entry.user_id === userId && entry.date === date)
      .filter((entry) => !except || keyOf(entry) !== keyOf(except))
      .reduce((sum, entry) => sum + minutesOf(entry), 0);
  function ensureRow(userId: string, weekStart: string, target: Target) {
    if (
      !rows.some(
        (row) =>
          row.user_id === userId && row.week_start === weekStart && keyOf(row) === keyOf(target),
      )
    )
      rows.push({ user_id: userId, week_start: weekStart, ...target });
  }

  function view(viewer: FakeTimesheetUser, userId: string, weekStart: string): TimesheetWeek {
    const dates = timesheetWeekDates(weekStart);
    const weekEnd = addLocalDays(weekStart, 6);
    const mine = entries.filter(
      (entry) => entry.user_id === userId && entry.date >= weekStart && entry.date <= weekEnd,
    );
    const targets = new Map<string, Target>();
    for (const row of rows.filter((r) => r.user_id === userId && r.week_start === weekStart))
      targets.set(keyOf(row), row);
    for (const entry of mine) if (!targets.has(keyOf(entry))) targets.set(keyOf(entry), entry);
    const gridRows: TimesheetRow[] = [...targets.entries()].map(([key, target]) => {
      const cells = dates.map((date) => {
        const day = mine.filter((entry) => keyOf(entry) === key && entry.date === date);
        return {
          date,
          minutes: day.reduce((sum, entry) => sum + minutesOf(entry), 0),
          timed_minutes: day
            .filter((entry) => entry.started_at)
            .reduce((sum, entry) => sum + minutesOf(entry), 0),
          note: day
            .filter((entry) => !entry.started_at && entry.note)
            .map((entry) => entry.note)
            .join('\n'),
        };
      });
      return {
        key,
        kind: target.story_id ? 'story' : target.project_id ? 'project' : 'activity',
        story: target.story_id ? (stories.get(target.story_id) ?? null) : null,
        project: target.project_id ? (projects.get(target.project_id) ?? null) : null,
        activity: target.activity,
        cells,
        total_minutes: cells.reduce((sum, cell) => sum + cell.minutes, 0),
      };
    });
    const username = person(userId).username;
    const leaveDates = new Set(
      (seed.leave ?? []).filter((leave) => leave.username === username).flatMap((l) => l.dates),
    );
    const holidays = seed.holidays ?? [];
    const days = dates.map((date, index) => {
      const holiday = holidays.find((entry) => entry.date === date);
      const leave = leaveDates.has(date) && isWorkingDay(rules, date) ? 1 : 0;
      const off = Math.min(1, holidayShare(holidays, date) + leave);
      return {
        date,
        working_day: isWorkingDay(rules, date),
        expected_minutes: Math.round(expectedMinutesOn(rules, date) * (1 - off)),
        attended_minutes: (seed.attended ?? [])
          .filter((entry) => entry.username === username && entry.date === date)
          .reduce((sum, entry) => sum + entry.minutes, 0),
        logged_minutes: gridRows.reduce((sum, row) => sum + (row.cells[index]?.minutes ?? 0), 0),
        holiday: holiday ? { name: holiday.name ?? '', half_day: holiday.half_day } : null,
        leave_days: leave,
      };
    });
    const week = weekOfRow(userId, weekStart);
    const status = week?.status ?? 'open';
    const own = viewer.id === userId;
    const approver = isApprover(viewer, userId);
    const open = status === 'open' || status === 'rejected';
    return {
      id: week?.id ?? null,
      user: person(userId),
      week_start: weekStart,
      week_end: weekEnd,
      time_zone: rules.time_zone,
      status,
      submitted_at: week?.submitted_at ?? null,
      decided_at: week?.decided_at ?? null,
      decided_by: week?.decided_by ? person(week.decided_by) : null,
      comment: week?.comment ?? null,
      days,
      rows: gridRows,
      drafts: [...drafts.values()]
        .filter(
          (draft) => draft.user_id === userId && draft.date >= weekStart && draft.date <= weekEnd,
        )
        .map((draft) => ({
          id: draft.id,
          date: draft.date,
          session_minutes: draft.session_minutes,
          created_at: draft.created_at,
          lines: draft.lines.flatMap((line) => {
            const story = stories.get(line.story_id);
            return story ? [{ story, minutes: line.minutes }] : [];
          }),
        })),
      total_minutes: gridRows.reduce((sum, row) => sum + row.total_minutes, 0),
      expected_minutes: days.reduce((sum, day) => sum + day.expected_minutes, 0),
      can_edit: own && open,
      can_submit: own && open,
      can_decide: approver && status === 'submitted',
      can_reopen: approver && (status === 'submitted' || status === 'approved'),
    };
  }

  function timerOf(userId: string): TimesheetTimer {
    const running = entries.find(
      (entry) => entry.user_id === userId && entry.started_at && !entry.ended_at,
    );
    if (!running?.started_at) return { running: null };
    return {
      running: {
        entry_id: running.id,
        kind: running.story_id ? 'story' : running.project_id ? 'project' : 'activity',
        story: running.story_id ? (stories.get(running.story_id) ?? null) : null,
        project: running.project_id ? (projects.get(running.project_id) ?? null) : null,
        activity: running.activity,
        date: running.date,
        started_at: running.started_at,
        minutes: minutesOf(running),
      },
    };
  }

  function decidable(url: string, user: FakeTimesheetUser, id: string): Week {
    const week = weeks.get(id);
    if (!week) throw fail(404, url, ERROR_DETAILS.notFound);
    if (week.user_id === user.id) throw fail(403, url, TIMESHEET_MESSAGES.ownWeek);
    if (!isApprover(user, week.user_id)) throw fail(404, url, ERROR_DETAILS.notFound);
    return week;
  }

  const timesheet: TimesheetResource = {
    week: (query = {}) =>
      respond('timesheet.week', () => {
        const user = timesheetUser('/api/timesheet/week');
        return view(user, user.id, timesheetWeekStart(rules, query.date ?? today()));
      }),
    addRow: (body) =>
      respond('timesheet.addRow', () => {
        const url = '/api/timesheet/week/rows';
        const user = timesheetUser(url);
        const input = parse(timesheetRowRequestSchema, url, body);
        checkWeekStart(url, input.week_start);
        refuseLocked(url, user.id, input.week_start);
        const target = targetOf(input);
        checkTarget(url, target);
        ensureRow(user.id, input.week_start, target);
        return view(user, user.id, input.week_start);
      }),
    removeRow: (body) =>
      respond('timesheet.removeRow', () => {
        const url = '/api/timesheet/week/rows/remove';
        const user = timesheetUser(url);
        const input = parse(timesheetRowRequestSchema, url, body);
        checkWeekStart(url, input.week_start);
        refuseLocked(url, user.id, input.week_start);
        const target = targetOf(input);
        const end = addLocalDays(input.week_start, 6);
        if (
          entries.some(
            (entry) =>
              entry.user_id === user.id &&
              entry.date >= input.week_start &&
              entry.date <= end &&
              keyOf(entry) === keyOf(target),
          )
        )
          throw fieldError(422, url, 'story_id', TIMESHEET_MESSAGES.rowHasHours);
        const index = rows.findIndex(
          (row) =>
            row.user_id === user.id &&
            row.week_start === input.week_start &&
            keyOf(row) === keyOf(target),
        );
        if (index >= 0) rows.splice(index, 1);
        return view(user, user.id, input.week_start);
      }),
    setCell: (body) =>
      respond('timesheet.setCell', () => {
        const url = '/api/timesheet/cells';
        const user = timesheetUser(url);
        const input = parse(timesheetCellRequestSchema, url, body);
        refuseLocked(url, user.id, input.date);
        const target = targetOf(input);
        checkTarget(url, target);
        const cell = entries.filter(
          (entry) =>
            entry.user_id === user.id &&
            entry.date === input.date &&
            keyOf(entry) === keyOf(target),
        );
        const timed = cell
          .filter((entry) => entry.started_at)
          .reduce((sum, e) => sum + minutesOf(e), 0);
        if (input.minutes < timed)
          throw fieldError(422, url, 'minutes', TIMESHEET_MESSAGES.belowTimed);
        if (dayMinutes(user.id, input.date, target) + input.minutes > TIMESHEET_DAY_MINUTES_MAX)
          throw fieldError(422, url, 'minutes', TIMESHEET_MESSAGES.dayOver24h);
        for (const entry of cell.filter((e) => !e.started_at))
          entries.splice(entries.indexOf(entry), 1);
        if (input.minutes > timed) {
          entries.push({
            id: fakeId(),
            user_id: user.id,
            ...target,
            date: input.date,
            minutes: input.minutes - timed,
            note: input.note,
            started_at: null,
            ended_at: null,
          });
        }
        const weekStart = timesheetWeekStart(rules, input.date);
        ensureRow(user.id, weekStart, target);
        return view(user, user.id, weekStart);
      }),
    copyLastWeek: (body) =>
      respond('timesheet.copyLastWeek', () => {
        const url = '/api/timesheet/week/copy';
        const user = timesheetUser(url);
        const input = parse(timesheetCopyRequestSchema, url, body);
        checkWeekStart(url, input.week_start);
        refuseLocked(url, user.id, input.week_start);
        const last = addLocalDays(input.week_start, -7);
        const lastEntries = entries.filter(
          (entry) =>
            entry.user_id === user.id && entry.date >= last && entry.date < input.week_start,
        );
        const targets = [
          ...rows.filter((row) => row.user_id === user.id && row.week_start === last),
          ...lastEntries,
        ];
        if (targets.length === 0)
          throw fieldError(422, url, 'week_start', TIMESHEET_MESSAGES.nothingLastWeek);
        for (const target of targets)
          ensureRow(user.id, input.week_start, {
            story_id: target.story_id,
            project_id: target.project_id,
            activity: target.activity,
          });
        if (input.with_hours) {
          for (const entry of lastEntries) {
            const date = addLocalDays(entry.date, 7);
            if (
              entries.some(
                (e) => e.user_id === user.id && e.date === date && keyOf(e) === keyOf(entry),
              )
            )
              continue;
            entries.push({
              ...entry,
              id: fakeId(),
              date,
              started_at: null,
              ended_at: null,
              minutes: minutesOf(entry),
            });
          }
        }
        return view(user, user.id, input.week_start);
      }),
    submit: (body) =>
      respond('timesheet.submit', () => {
        const url = '/api/timesheet/week/submit';
        const user = timesheetUser(url);
        const weekStart = body.week_start;
        checkWeekStart(url, weekStart);
        let week = weekOfRow(user.id, weekStart);
        if (week && week.status !== 'open' && week.status !== 'rejected')
          throw fail(409, url, TIMESHEET_MESSAGES.notSubmittable);
        const running = timerOf(user.id).running;
        if (running && running.date >= weekStart && running.date <= addLocalDays(weekStart, 6))
          throw fail(409, url, TIMESHEET_MESSAGES.stopTimerFirst);
        if (!week) {
          week = {
            id: fakeId(),
            user_id: user.id,
            week_start: weekStart,
            status: 'open',
            submitted_at: null,
            decided_at: null,
            decided_by: null,
            comment: null,
          };
          weeks.set(week.id, week);
        }
        Object.assign(week, {
          status: 'submitted',
          submitted_at: nowIso(),
          decided_at: null,
          decided_by: null,
          comment: null,
        });
        return view(user, user.id, weekStart);
      }),
    timer: () =>
      respond('timesheet.timer', () => timerOf(timesheetUser('/api/timesheet/timer').id)),
    startTimer: (body) =>
      respond('timesheet.startTimer', () => {
        const url = '/api/timesheet/timer';
        const user = timesheetUser(url);
        const target = targetOf(parse(timesheetTargetSchema, url, body));
        const date = today();
        refuseLocked(url, user.id, date);
        checkTarget(url, target);
        if (timerOf(user.id).running) throw fail(409, url, TIMESHEET_MESSAGES.timerRunning);
        entries.push({
          id: fakeId(),
          user_id: user.id,
          ...target,
          date,
          minutes: 0,
          note: '',
          started_at: nowIso(),
          ended_at: null,
        });
        return timerOf(user.id);
      }),
    stopTimer: () =>
      respond('timesheet.stopTimer', () => {
        const url = '/api/timesheet/timer/stop';
        const user = timesheetUser(url);
        const running = entries.find(
          (entry) => entry.user_id === user.id && entry.started_at && !entry.ended_at,
        );
        if (!running) throw fail(409, url, TIMESHEET_MESSAGES.noTimer);
        refuseLocked(url, user.id, running.date);
        running.minutes = minutesOf(running);
        running.ended_at = nowIso();
        return { running: null };
      }),
    confirmDraft: (id, body) =>
      respond('timesheet.confirmDraft', () => {
        const url = `/api/timesheet/drafts/${id}/confirm`;
        const user = timesheetUser(url);
        const draft = drafts.get(id);
        if (draft?.user_id !== user.id) throw fail(404, url, ERROR_DETAILS.notFound);
        const input = parse(timesheetDraftConfirmSchema, url, body);
        refuseLocked(url, user.id, draft.date);
        const lines = input.lines.filter((line) => line.minutes > 0);
        const added = lines.reduce((sum, line) => sum + line.minutes, 0);
        if (dayMinutes(user.id, draft.date) + added > TIMESHEET_DAY_MINUTES_MAX)
          throw fieldError(422, url, 'lines', TIMESHEET_MESSAGES.dayOver24h);
        for (const line of lines) {
          entries.push({
            id: fakeId(),
            user_id: user.id,
            story_id: line.story_id,
            project_id: null,
            activity: null,
            date: draft.date,
            minutes: line.minutes,
            note: '',
            started_at: null,
            ended_at: null,
          });
        }
        drafts.delete(id);
        return view(user, user.id, timesheetWeekStart(rules, draft.date));
      }),
    discardDraft: (id) =>
      respond('timesheet.discardDraft', () => {
        const url = `/api/timesheet/drafts/${id}`;
        const user = timesheetUser(url);
        if (drafts.get(id)?.user_id !== user.id) throw fail(404, url, ERROR_DETAILS.notFound);
        drafts.delete(id);
        return { ok: true as const };
      }),
    approvals: (query = {}) =>
      respond('timesheet.approvals', () => {
        const url = '/api/timesheet/approvals';
        const user = signedIn(url);
        const input = parse(timesheetApprovalsQuerySchema, url, query);
        const matching = [...weeks.values()]
          .filter((week) => week.status === input.status && isApprover(user, week.user_id))
          .filter((week) => !input.user_id || week.user_id === input.user_id)
          .filter((week) => !input.from_date || addLocalDays(week.week_start, 6) >= input.from_date)
          .filter((week) => !input.to_date || week.week_start <= input.to_date)
          .sort(
            (a, b) =>
              (b.submitted_at ?? '').localeCompare(a.submitted_at ?? '') ||
              b.week_start.localeCompare(a.week_start),
          );
        const size = input.size ?? DEFAULT_PAGE_SIZE;
        const page = matching.slice((input.page - 1) * size, input.page * size);
        return {
          items: page.map((week) => ({
            id: week.id,
            user: person(week.user_id),
            week_start: week.week_start,
            week_end: addLocalDays(week.week_start, 6),
            status: week.status,
            submitted_at: week.submitted_at,
            decided_at: week.decided_at,
            total_minutes: view(user, week.user_id, week.week_start).total_minutes,
          })),
          total: matching.length,
          page: input.page,
          size,
        };
      }),
    getWeek: (id) =>
      respond('timesheet.getWeek', () => {
        const url = `/api/timesheet/weeks/${id}`;
        const user = signedIn(url);
        const week = weeks.get(id);
        if (!week || (week.user_id !== user.id && !isApprover(user, week.user_id)))
          throw fail(404, url, ERROR_DETAILS.notFound);
        return view(user, week.user_id, week.week_start);
      }),
    decide: (id, body) =>
      respond('timesheet.decide', () => {
        const url = `/api/timesheet/weeks/${id}/decision`;
        const user = signedIn(url);
        const week = decidable(url, user, id);
        const input = parse(timesheetDecisionRequestSchema, url, body);
        if (week.status !== 'submitted') throw fail(409, url, TIMESHEET_MESSAGES.notSubmitted);
        Object.assign(week, {
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          decided_at: nowIso(),
          decided_by: user.id,
          comment: input.comment || null,
        });
        return view(user, week.user_id, week.week_start);
      }),
    reopen: (id, body = {}) =>
      respond('timesheet.reopen', () => {
        const url = `/api/timesheet/weeks/${id}/reopen`;
        const user = signedIn(url);
        const week = decidable(url, user, id);
        const input = parse(timesheetReopenRequestSchema, url, body);
        if (week.status !== 'submitted' && week.status !== 'approved')
          throw fail(409, url, TIMESHEET_MESSAGES.notApproved);
        Object.assign(week, {
          status: 'open',
          decided_at: nowIso(),
          decided_by: user.id,
          comment: input.comment || null,
        });
        return view(user, week.user_id, week.week_start);
      }),
  };
  return { timesheet };
}
