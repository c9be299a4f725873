import {
  localDayBounds,
  timesheetWeekDates,
  addLocalDays,
  type WorkingCalendarRules,
} from '@atrium/api';
import type {
  TimesheetDraft,
  TimesheetRow,
  TimesheetWeek,
  WorkPerson,
} from '@atrium/api/contracts';
import type { StoryTimeEntryRow, TimesheetWeekRow, UserRow } from '../../db/schema/index.ts';
import type { TimesheetCalendars } from './timesheetCalendars.ts';
import type { Target, TimesheetQueries } from './timesheet.queries.ts';

/** A row's identity in a week: `story:{id}`, `project:{id}` or `activity:{name}`. */
export function targetKey(target: Target): string {
  if (target.storyId) return `story:${target.storyId}`;
  if (target.projectId) return `project:${target.projectId}`;
  return `activity:${target.activity ?? ''}`;
}

/** Minutes of an entry now: a running timer counts up to `now`. */
export function entryMinutes(entry: StoryTimeEntryRow, now: Date): number {
  if (entry.startedAt && !entry.endedAt) {
    return Math.max(0, Math.floor((now.getTime() - entry.startedAt.getTime()) / 60_000));
  }
  return entry.minutes;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function personOf(row: {
  id: string;
  username: string;
  fullName: string;
  isActive: boolean;
}): WorkPerson {
  return { id: row.id, username: row.username, full_name: row.fullName, is_active: row.isActive };
}

/** Minutes of [start, end) that fall inside [dayStart, dayEnd). */
function overlapMinutes(start: Date, end: Date, dayStart: Date, dayEnd: Date): number {
  const from = Math.max(start.getTime(), dayStart.getTime());
  const to = Math.min(end.getTime(), dayEnd.getTime());
  return to > from ? Math.floor((to - from) / 60_000) : 0;
}

export interface WeekPermissions {
  canEdit: boolean;
  canSubmit: boolean;
  canDecide: boolean;
  canReopen: boolean;
}

/** Story and project references of the targets, for rows, drafts and the timer. */
export async function targetRefs(
  repo: Pick<TimesheetQueries, 'storiesByIds' | 'projectsByIds'>,
  targets: readonly Target[],
) {
  const [storyRows, projectRows] = await Promise.all([
    repo.storiesByIds(targets.flatMap((target) => (target.storyId ? [target.storyId] : []))),
    repo.projectsByIds(targets.flatMap((target) => (target.projectId ? [target.projectId] : []))),
  ]);
  const storiesById = new Map(
    storyRows.map((row) => [
      row.id,
      {
        id: row.id,
        key: `${row.projectKey}-${row.number}`,
        title: row.title,
        state_group: row.stateGroup,
        project_id: row.projectId,
      },
    ]),
  );
  const projectsById = new Map(projectRows.map((row) => [row.id, row]));
  return {
    story: (id: string | null) => (id ? (storiesById.get(id) ?? null) : null),
    project: (id: string | null) => (id ? (projectsById.get(id) ?? null) : null),
  };
}

function kindOf(target: Target): TimesheetRow['kind'] {
  if (target.storyId) return 'story';
  if (target.projectId) return 'project';
  return 'activity';
}

/**
 * A person's week as the grid shows it: declared rows first (in the order they were added),
 * then every other target with entries that week; each day's attended (attendance sessions),
 * logged (entries) and expected (the calendar less holidays and leave) minutes.
 */
export async function weekView(input: {
  repo: TimesheetQueries;
  calendars: TimesheetCalendars;
  rules: WorkingCalendarRules;
  person: UserRow;
  weekStart: string;
  weekRow: TimesheetWeekRow | undefined;
  now: Date;
  permissions: WeekPermissions;
}): Promise<TimesheetWeek> {
  const { repo, person, weekStart, weekRow, now } = input;
  const dates = timesheetWeekDates(weekStart);
  const weekEnd = addLocalDays(weekStart, 6);
  const timeZone = input.rules.time_zone;
  const [entries, declared, drafts, scheduleDays] = await Promise.all([
    repo.userTimeEntries(person.id, weekStart, weekEnd),
    repo.rows(person.id, weekStart),
    repo.drafts(person.id, weekStart, weekEnd),
    input.calendars.days(person, weekStart, weekEnd),
  ]);
  const weekBounds = {
    start: localDayBounds(weekStart, timeZone).start,
    end: localDayBounds(weekEnd, timeZone).end,
  };
  const sessions = await repo.sessions(person.id, weekBounds.start, weekBounds.end);

  const targets = new Map<string, Target>();
  for (const row of declared) targets.set(targetKey(row), row);
  for (const entry of entries)
    if (!targets.has(targetKey(entry))) targets.set(targetKey(entry), entry);
  const draftTargets = drafts.flatMap((draft) =>
    draft.lines.map((line) => ({ storyId: line.storyId, projectId: null, activity: null })),
  );
  const refs = await targetRefs(repo, [...targets.values(), ...draftTargets]);

  const rows: TimesheetRow[] = [...targets.entries()].map(([key, target]) => {
    const mine = entries.filter((entry) => targetKey(entry) === key);
    const cells = dates.map((date) => {
      const day = mine.filter((entry) => entry.date === date);
      const timed = day.filter((entry) => entry.startedAt !== null);
      return {
        date,
        minutes: day.reduce((sum, entry) => sum + entryMinutes(entry, now), 0),
        timed_minutes: timed.reduce((sum, entry) => sum + entryMinutes(entry, now), 0),
        note: day
          .filter((entry) => entry.startedAt === null && entry.note)
          .map((entry) => entry.note)
          .join('\n'),
      };
    });
    return {
      key,
      kind: kindOf(target),
      story: refs.story(target.storyId),
      project: refs.project(target.projectId),
      activity: target.activity,
      cells,
      total_minutes: cells.reduce((sum, cell) => sum + cell.minutes, 0),
    };
  });

  const days = dates.map((date, index) => {
    const schedule = scheduleDays.find((day) => day.date === date);
    const bounds = localDayBounds(date, timeZone);
    const attended = sessions.reduce(
      (sum, session) =>
        sum + overlapMinutes(session.startedAt, session.endedAt ?? now, bounds.start, bounds.end),
      0,
    );
    return {
      date,
      working_day: schedule?.working_day ?? false,
      expected_minutes: schedule?.expected_minutes ?? 0,
      attended_minutes: attended,
      logged_minutes: rows.reduce((sum, row) => sum + (row.cells[index]?.minutes ?? 0), 0),
      holiday: schedule?.holiday ?? null,
      leave_days: schedule?.leave?.days ?? 0,
    };
  });

  const draftsOut: TimesheetDraft[] = drafts.flatMap((draft) => {
    const lines = draft.lines.flatMap((line) => {
      const story = refs.story(line.storyId);
      return story ? [{ story, minutes: line.minutes }] : [];
    });
    return [
      {
        id: draft.id,
        date: draft.date,
        session_minutes: draft.sessionMinutes,
        lines,
        created_at: draft.createdAt.toISOString(),
      },
    ];
  });

  const decidedBy = weekRow?.decidedBy
    ? ((await repo.people([weekRow.decidedBy])).map(personOf)[0] ?? null)
    : null;
  return {
    id: weekRow?.id ?? null,
    user: personOf(person),
    week_start: weekStart,
    week_end: weekEnd,
    time_zone: timeZone,
    status: weekRow?.status ?? 'open',
    submitted_at: iso(weekRow?.submittedAt ?? null),
    decided_at: iso(weekRow?.decidedAt ?? null),
    decided_by: decidedBy,
    comment: weekRow?.comment ?? null,
    days,
    rows,
    drafts: draftsOut,
    total_minutes: rows.reduce((sum, row) => sum + row.total_minutes, 0),
    expected_minutes: days.reduce((sum, day) => sum + day.expected_minutes, 0),
    can_edit: input.permissions.canEdit,
    can_submit: input.permissions.canSubmit,
    can_decide: input.permissions.canDecide,
    can_reopen: input.permissions.canReopen,
  };
}
