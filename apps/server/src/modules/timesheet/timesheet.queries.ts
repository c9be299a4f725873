import { addLocalDays } from '@atrium/api';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  attendanceSessions,
  projectMembers,
  projects,
  stories,
  storyActivity,
  storyComments,
  storyTimeEntries,
  teamMembers,
  teamPermissions,
  timesheetDrafts,
  timesheetRows,
  timesheetWeeks,
  users,
} from '../../db/schema/index.ts';
import type { TimesheetDraftLine, TimesheetWeekRow } from '../../db/schema/timesheets.ts';
import { rowsOf } from '../story/story.queries.ts';
import { createTimeEntryQueries, targetIs, type Target } from './timeEntries.queries.ts';

export type { Target } from './timeEntries.queries.ts';

export type TimesheetQueries = ReturnType<typeof createTimesheetQueries>;

/** The timesheet's reads and writes (Drizzle only; the rules are in the services). */
export function createTimesheetQueries(db: Database) {
  return {
    db,
    ...createTimeEntryQueries(db),

    /** One person's writes go one at a time (the user row's lock), across instances. */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async user(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async people(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          isActive: users.isActive,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
    },

    // ---- what rows point at --------------------------------------------------------------------

    async storiesByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: stories.id,
          number: stories.number,
          title: stories.title,
          stateGroup: stories.stateGroup,
          projectId: stories.projectId,
          projectKey: projects.key,
        })
        .from(stories)
        .innerJoin(projects, eq(projects.id, stories.projectId))
        .where(inArray(stories.id, [...new Set(ids)]));
    },

    async projectsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: projects.id, key: projects.key, name: projects.name })
        .from(projects)
        .where(inArray(projects.id, [...new Set(ids)]));
    },

    async isProjectMember(projectId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Stories the person touched inside [start, end): their changes, time and comments. */
    async touchedStories(userId: string, start: Date, end: Date): Promise<string[]> {
      const from = start.toISOString();
      const to = end.toISOString();
      const rows = await db.execute<{ story_id: string; first_at: string }>(sql`
        select story_id, min(at) as first_at from (
          select ${storyActivity.storyId} as story_id, ${storyActivity.at} as at
            from ${storyActivity}
            where ${storyActivity.actorId} = ${userId}
              and ${storyActivity.at} >= ${from}::timestamptz and ${storyActivity.at} < ${to}::timestamptz
          union all
          select ${storyComments.storyId}, ${storyComments.createdAt}
            from ${storyComments}
            where ${storyComments.authorId} = ${userId}
              and ${storyComments.createdAt} >= ${from}::timestamptz and ${storyComments.createdAt} < ${to}::timestamptz
          union all
          select ${storyTimeEntries.storyId}, ${storyTimeEntries.createdAt}
            from ${storyTimeEntries}
            where ${storyTimeEntries.userId} = ${userId} and ${storyTimeEntries.storyId} is not null
              and ${storyTimeEntries.createdAt} >= ${from}::timestamptz and ${storyTimeEntries.createdAt} < ${to}::timestamptz
        ) touched group by story_id order by first_at, story_id`);
      return rowsOf<{ story_id: string }>(rows).map((row) => row.story_id);
    },

    // ---- rows ----------------------------------------------------------------------------------

    async rows(userId: string, weekStart: string) {
      return db
        .select()
        .from(timesheetRows)
        .where(and(eq(timesheetRows.userId, userId), eq(timesheetRows.weekStart, weekStart)))
        .orderBy(asc(timesheetRows.createdAt), asc(timesheetRows.id));
    },

    async insertRow(userId: string, weekStart: string, target: Target, createdAt: Date) {
      await db.insert(timesheetRows).values({ userId, weekStart, ...target, createdAt });
    },

    async deleteRow(userId: string, weekStart: string, target: Target): Promise<void> {
      await db
        .delete(timesheetRows)
        .where(
          and(
            eq(timesheetRows.userId, userId),
            eq(timesheetRows.weekStart, weekStart),
            targetIs(timesheetRows, target),
          ),
        );
    },

    // ---- weeks ---------------------------------------------------------------------------------

    async week(userId: string, weekStart: string): Promise<TimesheetWeekRow | undefined> {
      const [row] = await db
        .select()
        .from(timesheetWeeks)
        .where(and(eq(timesheetWeeks.userId, userId), eq(timesheetWeeks.weekStart, weekStart)))
        .limit(1);
      return row;
    },

    async weekById(id: string): Promise<TimesheetWeekRow | undefined> {
      const [row] = await db.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, id));
      return row;
    },

    /** The submitted or approved week holding `date`, if any (a week covers 7 days from its start). */
    async lockingWeek(userId: string, date: string): Promise<TimesheetWeekRow | undefined> {
      const [row] = await db
        .select()
        .from(timesheetWeeks)
        .where(
          and(
            eq(timesheetWeeks.userId, userId),
            lte(timesheetWeeks.weekStart, date),
            gte(timesheetWeeks.weekStart, addLocalDays(date, -6)),
            inArray(timesheetWeeks.status, ['submitted', 'approved']),
          ),
        )
        .limit(1);
      return row;
    },

    /** The week's row, made when missing (the unique index settles a race). */
    async ensureWeek(userId: string, weekStart: string, now: Date): Promise<TimesheetWeekRow> {
      await db
        .insert(timesheetWeeks)
        .values({ userId, weekStart, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(timesheetWeeks)
        .where(and(eq(timesheetWeeks.userId, userId), eq(timesheetWeeks.weekStart, weekStart)))
        .for('update');
      if (!row) throw new Error('timesheet_weeks: ensure returned no row');
      return row;
    },

    async updateWeek(id: string, values: Partial<typeof timesheetWeeks.$inferInsert>) {
      const [row] = await db
        .update(timesheetWeeks)
        .set(values)
        .where(eq(timesheetWeeks.id, id))
        .returning();
      if (!row) throw new Error('timesheet_weeks: update returned no row');
      return row;
    },

    /**
     * A page of weeks in `status`, of the people in `userIds` (all people when null), never the
     * caller's own, newest submission first; with each week's logged minutes.
     */
    async weekPage(input: {
      status: TimesheetWeekRow['status'];
      userIds: readonly string[] | null;
      exceptUserId: string;
      userId?: string | undefined;
      fromDate?: string | undefined;
      toDate?: string | undefined;
      page: number;
      size: number;
    }) {
      if (input.userIds && input.userIds.length === 0) return { rows: [], total: 0 };
      const where = and(
        eq(timesheetWeeks.status, input.status),
        sql`${timesheetWeeks.userId} <> ${input.exceptUserId}`,
        input.userIds ? inArray(timesheetWeeks.userId, [...input.userIds]) : undefined,
        input.userId ? eq(timesheetWeeks.userId, input.userId) : undefined,
        input.fromDate
          ? gte(timesheetWeeks.weekStart, addLocalDays(input.fromDate, -6))
          : undefined,
        input.toDate ? lte(timesheetWeeks.weekStart, input.toDate) : undefined,
      );
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(timesheetWeeks)
        .where(where);
      const rows = await db
        .select({
          week: timesheetWeeks,
          minutes: sql<number>`(select coalesce(sum(e.minutes), 0)::int from story_time_entries e
            where e.user_id = ${timesheetWeeks.userId} and e.date >= ${timesheetWeeks.weekStart}
              and e.date <= ${timesheetWeeks.weekStart} + 6)`,
        })
        .from(timesheetWeeks)
        .where(where)
        .orderBy(
          desc(timesheetWeeks.submittedAt),
          desc(timesheetWeeks.weekStart),
          asc(timesheetWeeks.id),
        )
        .limit(input.size)
        .offset((input.page - 1) * input.size);
      return { rows, total: Number(count?.total ?? 0) };
    },

    // ---- approvers -----------------------------------------------------------------------------

    /** Members of the teams `leadId` leads (without the lead). */
    async ledPeople(leadId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: teamMembers.userId })
        .from(teamMembers)
        .where(
          sql`${teamMembers.userId} <> ${leadId}::uuid and exists (select 1 from ${teamMembers} l
            where l.team_id = ${teamMembers.teamId} and l.user_id = ${leadId}::uuid and l.is_lead)`,
        );
      return rows.map((row) => row.id);
    },

    /** Active people who hold Timesheet through a team: the ones reminders are for. */
    async timesheetPeople(): Promise<{ id: string; timeZone: string }[]> {
      return db
        .selectDistinct({ id: users.id, timeZone: users.timeZone })
        .from(users)
        .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
        .innerJoin(
          teamPermissions,
          and(
            eq(teamPermissions.teamId, teamMembers.teamId),
            eq(teamPermissions.permission, 'Timesheet'),
          ),
        )
        .where(eq(users.isActive, true));
    },

    // ---- attendance ----------------------------------------------------------------------------

    async sessions(userId: string, start: Date, end: Date) {
      return db
        .select({
          id: attendanceSessions.id,
          startedAt: attendanceSessions.startedAt,
          endedAt: attendanceSessions.endedAt,
        })
        .from(attendanceSessions)
        .where(
          and(
            eq(attendanceSessions.userId, userId),
            sql`${attendanceSessions.startedAt} < ${end.toISOString()}::timestamptz`,
            or(
              isNull(attendanceSessions.endedAt),
              sql`${attendanceSessions.endedAt} > ${start.toISOString()}::timestamptz`,
            ),
          ),
        );
    },

    async session(id: string) {
      const [row] = await db
        .select()
        .from(attendanceSessions)
        .where(eq(attendanceSessions.id, id))
        .limit(1);
      return row;
    },

    // ---- drafts --------------------------------------------------------------------------------

    async drafts(userId: string, from: string, to: string) {
      return db
        .select()
        .from(timesheetDrafts)
        .where(
          and(
            eq(timesheetDrafts.userId, userId),
            gte(timesheetDrafts.date, from),
            lte(timesheetDrafts.date, to),
          ),
        )
        .orderBy(asc(timesheetDrafts.date), asc(timesheetDrafts.createdAt));
    },

    async draft(id: string) {
      const [row] = await db.select().from(timesheetDrafts).where(eq(timesheetDrafts.id, id));
      return row;
    },

    async insertDraft(values: {
      userId: string;
      sessionId: string;
      date: string;
      sessionMinutes: number;
      lines: TimesheetDraftLine[];
      createdAt: Date;
    }): Promise<void> {
      await db.insert(timesheetDrafts).values(values).onConflictDoNothing();
    },

    /** Deletes the draft; false when it was already gone (confirmed or discarded meanwhile). */
    async deleteDraft(id: string): Promise<boolean> {
      const rows = await db
        .delete(timesheetDrafts)
        .where(eq(timesheetDrafts.id, id))
        .returning({ id: timesheetDrafts.id });
      return rows.length > 0;
    },
  };
}
