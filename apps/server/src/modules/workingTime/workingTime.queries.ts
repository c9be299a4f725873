import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  holidays,
  leaveAdjustments,
  leaveRequests,
  leaveTypes,
  teamMembers,
  teams,
  teamWorkCalendars,
  users,
  userWorkCalendars,
  workCalendarLines,
  workCalendars,
  type HolidayRow,
  type LeaveRequestRow,
  type WorkCalendarLineRow,
  type WorkCalendarRow,
} from '../../db/schema/index.ts';

export interface PersonRow {
  id: string;
  username: string;
  fullName: string;
}

export interface EffectiveCalendarRow {
  userId: string;
  timeZone: string;
  userCalendarId: string | null;
  teamCalendarId: string | null;
  defaultCalendarId: string | null;
}

export type LeaveRequestFilter = {
  userIds?: readonly string[] | undefined;
  status?: LeaveRequestRow['status'] | undefined;
  statuses?: readonly LeaveRequestRow['status'][] | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  leaveTypeId?: string | undefined;
  /** Requests of this team's members. */
  teamId?: string | undefined;
  /** Pending requests of people these leads lead (and not their own). */
  ledBy?: string | undefined;
  exceptUserId?: string | undefined;
};

export type WorkingTimeQueries = ReturnType<typeof createWorkingTimeQueries>;

/** Calendars, holidays and leave: reads and writes; `createWorkingTimeQueries(tx)` binds to a transaction. */
export function createWorkingTimeQueries(db: Database) {
  function leaveWhere(filter: LeaveRequestFilter): SQL | undefined {
    return and(
      filter.userIds ? inArray(leaveRequests.userId, [...filter.userIds]) : undefined,
      filter.status ? eq(leaveRequests.status, filter.status) : undefined,
      filter.exceptUserId ? ne(leaveRequests.userId, filter.exceptUserId) : undefined,
      filter.statuses ? inArray(leaveRequests.status, [...filter.statuses]) : undefined,
      filter.fromDate ? gte(leaveRequests.endDate, filter.fromDate) : undefined,
      filter.toDate ? lte(leaveRequests.startDate, filter.toDate) : undefined,
      filter.leaveTypeId ? eq(leaveRequests.leaveTypeId, filter.leaveTypeId) : undefined,
      filter.teamId
        ? sql`exists (select 1 from ${teamMembers} t
            where t.user_id = ${leaveRequests.userId} and t.team_id = ${filter.teamId}::uuid)`
        : undefined,
      filter.ledBy
        ? and(
            ne(leaveRequests.userId, filter.ledBy),
            sql`exists (select 1 from ${teamMembers} m join ${teamMembers} l on l.team_id = m.team_id
              where m.user_id = ${leaveRequests.userId} and l.user_id = ${filter.ledBy}::uuid and l.is_lead)`,
          )
        : undefined,
    );
  }

  return {
    // ── calendars ──────────────────────────────────────────────────────────────────────
    async calendars(ids?: readonly string[]): Promise<WorkCalendarRow[]> {
      if (ids && ids.length === 0) return [];
      return db
        .select()
        .from(workCalendars)
        .where(ids ? inArray(workCalendars.id, [...ids]) : undefined)
        .orderBy(asc(sql`lower(${workCalendars.name})`), asc(workCalendars.id));
    },

    async linesOf(calendarIds: readonly string[]): Promise<WorkCalendarLineRow[]> {
      if (calendarIds.length === 0) return [];
      return db
        .select()
        .from(workCalendarLines)
        .where(inArray(workCalendarLines.calendarId, [...calendarIds]))
        .orderBy(asc(workCalendarLines.weekday), asc(workCalendarLines.fromMinute));
    },

    async usage(): Promise<Map<string, { teams: number; users: number }>> {
      const [teamRows, userRows] = await Promise.all([
        db
          .select({ id: teamWorkCalendars.calendarId, value: sql<number>`count(*)::int` })
          .from(teamWorkCalendars)
          .groupBy(teamWorkCalendars.calendarId),
        db
          .select({ id: userWorkCalendars.calendarId, value: sql<number>`count(*)::int` })
          .from(userWorkCalendars)
          .groupBy(userWorkCalendars.calendarId),
      ]);
      const usage = new Map<string, { teams: number; users: number }>();
      const entry = (id: string) => {
        let found = usage.get(id);
        if (!found) usage.set(id, (found = { teams: 0, users: 0 }));
        return found;
      };
      for (const row of teamRows) entry(row.id).teams = row.value;
      for (const row of userRows) entry(row.id).users = row.value;
      return usage;
    },

    async calendarTeams(calendarId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: teams.id, name: teams.name })
        .from(teamWorkCalendars)
        .innerJoin(teams, eq(teams.id, teamWorkCalendars.teamId))
        .where(eq(teamWorkCalendars.calendarId, calendarId))
        .orderBy(asc(sql`lower(${teams.name})`));
    },

    async calendarUsers(calendarId: string): Promise<PersonRow[]> {
      return db
        .select({ id: users.id, username: users.username, fullName: users.fullName })
        .from(userWorkCalendars)
        .innerJoin(users, eq(users.id, userWorkCalendars.userId))
        .where(eq(userWorkCalendars.calendarId, calendarId))
        .orderBy(asc(users.username));
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: workCalendars.id })
        .from(workCalendars)
        .where(
          and(
            sql`lower(${workCalendars.name}) = lower(${name})`,
            exceptId ? ne(workCalendars.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async clearDefault(exceptId?: string): Promise<void> {
      await db
        .update(workCalendars)
        .set({ isDefault: false })
        .where(
          and(
            eq(workCalendars.isDefault, true),
            exceptId ? ne(workCalendars.id, exceptId) : undefined,
          ),
        );
    },

    async insertCalendar(values: {
      name: string;
      timeZone: string;
      isDefault: boolean;
      now: Date;
    }): Promise<WorkCalendarRow> {
      const [row] = await db
        .insert(workCalendars)
        .values({ ...values, createdAt: values.now, updatedAt: values.now })
        .returning();
      if (!row) throw new Error('insertCalendar: no row');
      return row;
    },

    async updateCalendar(
      id: string,
      values: { name: string; timeZone: string; isDefault: boolean; now: Date },
    ): Promise<WorkCalendarRow | undefined> {
      const [row] = await db
        .update(workCalendars)
        .set({
          name: values.name,
          timeZone: values.timeZone,
          isDefault: values.isDefault,
          updatedAt: values.now,
        })
        .where(eq(workCalendars.id, id))
        .returning();
      return row;
    },

    async replaceLines(
      calendarId: string,
      lines: readonly { weekday: number; fromMinute: number; toMinute: number }[],
    ): Promise<void> {
      await db.delete(workCalendarLines).where(eq(workCalendarLines.calendarId, calendarId));
      if (lines.length > 0) {
        await db.insert(workCalendarLines).values(lines.map((line) => ({ ...line, calendarId })));
      }
    },

    async deleteCalendar(id: string): Promise<void> {
      await db.delete(workCalendars).where(eq(workCalendars.id, id));
    },

    async teamExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).limit(1);
      return row !== undefined;
    },

    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return row !== undefined;
    },

    async setTeamCalendar(teamId: string, calendarId: string | null): Promise<void> {
      if (calendarId === null) {
        await db.delete(teamWorkCalendars).where(eq(teamWorkCalendars.teamId, teamId));
        return;
      }
      await db
        .insert(teamWorkCalendars)
        .values({ teamId, calendarId })
        .onConflictDoUpdate({ target: teamWorkCalendars.teamId, set: { calendarId } });
    },

    async setUserCalendar(userId: string, calendarId: string | null): Promise<void> {
      if (calendarId === null) {
        await db.delete(userWorkCalendars).where(eq(userWorkCalendars.userId, userId));
        return;
      }
      await db
        .insert(userWorkCalendars)
        .values({ userId, calendarId })
        .onConflictDoUpdate({ target: userWorkCalendars.userId, set: { calendarId } });
    },

    /**
     * Each person's calendar sources: their own, their first team's (by team name) that has one,
     * and the default.
     */
    async effectiveCalendars(userIds: readonly string[]): Promise<EffectiveCalendarRow[]> {
      if (userIds.length === 0) return [];
      const ids = [...userIds];
      // Four plain queries rather than a correlated subquery per person (500 people at once).
      const [people, own, byTeam, defaults] = await Promise.all([
        db
          .select({ id: users.id, timeZone: users.timeZone })
          .from(users)
          .where(inArray(users.id, ids)),
        db.select().from(userWorkCalendars).where(inArray(userWorkCalendars.userId, ids)),
        db
          .select({
            userId: teamMembers.userId,
            calendarId: teamWorkCalendars.calendarId,
            teamName: sql<string>`lower(${teams.name})`,
            teamId: teams.id,
          })
          .from(teamMembers)
          .innerJoin(teamWorkCalendars, eq(teamWorkCalendars.teamId, teamMembers.teamId))
          .innerJoin(teams, eq(teams.id, teamMembers.teamId))
          .where(inArray(teamMembers.userId, ids))
          .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),
        db
          .select({ id: workCalendars.id })
          .from(workCalendars)
          .where(eq(workCalendars.isDefault, true))
          .limit(1),
      ]);
      const ownOf = new Map(own.map((row) => [row.userId, row.calendarId]));
      const teamOf = new Map<string, string>();
      // Sorted by team name: the first team with a calendar wins.
      for (const row of byTeam) if (!teamOf.has(row.userId)) teamOf.set(row.userId, row.calendarId);
      const defaultCalendarId = defaults[0]?.id ?? null;
      return people.map((person) => ({
        userId: person.id,
        timeZone: person.timeZone,
        userCalendarId: ownOf.get(person.id) ?? null,
        teamCalendarId: teamOf.get(person.id) ?? null,
        defaultCalendarId,
      }));
    },

    // ── holidays ───────────────────────────────────────────────────────────────────────
    async holidaysOf(calendarIds: readonly string[]): Promise<HolidayRow[]> {
      if (calendarIds.length === 0) return [];
      return db
        .select()
        .from(holidays)
        .where(inArray(holidays.calendarId, [...calendarIds]))
        .orderBy(asc(holidays.date), asc(holidays.name));
    },

    async holiday(id: string): Promise<HolidayRow | undefined> {
      const [row] = await db.select().from(holidays).where(eq(holidays.id, id)).limit(1);
      return row;
    },

    async holidayCount(calendarId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(holidays)
        .where(eq(holidays.calendarId, calendarId));
      return row?.value ?? 0;
    },

    async insertHolidays(
      rows: readonly {
        calendarId: string;
        name: string;
        date: string;
        rrule: string | null;
        halfDay: boolean;
      }[],
    ): Promise<HolidayRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(holidays)
        .values([...rows])
        .returning();
    },

    async updateHoliday(
      id: string,
      values: { name: string; date: string; rrule: string | null; halfDay: boolean },
    ): Promise<HolidayRow | undefined> {
      const [row] = await db.update(holidays).set(values).where(eq(holidays.id, id)).returning();
      return row;
    },

    async deleteHoliday(id: string): Promise<void> {
      await db.delete(holidays).where(eq(holidays.id, id));
    },

    async deleteHolidaysOf(calendarId: string): Promise<void> {
      await db.delete(holidays).where(eq(holidays.calendarId, calendarId));
    },

    // ── people and teams ───────────────────────────────────────────────────────────────
    async people(ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, username: users.username, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Whether `leadId` leads a team `userId` belongs to (not themselves). */
    async leads(leadId: string, userId: string): Promise<boolean> {
      if (leadId === userId) return false;
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.userId, userId),
            sql`exists (select 1 from ${teamMembers} l where l.team_id = ${teamMembers.teamId}
              and l.user_id = ${leadId}::uuid and l.is_lead)`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The leads of the teams a person belongs to (not the person). */
    async leadsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: sql<string>`l.user_id` })
        .from(teamMembers)
        .innerJoin(
          sql`${teamMembers} l`,
          sql`l.team_id = ${teamMembers.teamId} and l.is_lead and l.user_id <> ${userId}::uuid`,
        )
        .where(eq(teamMembers.userId, userId));
      return rows.map((row) => row.id);
    },

    async activeSuperAdmins(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true)));
      return rows.map((row) => row.id);
    },

    /** Members of teams, with their team ids (active people only). */
    async members(
      teamIds: readonly string[] | 'all',
    ): Promise<(PersonRow & { teamIds: string[] })[]> {
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          teamId: teamMembers.teamId,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(
          and(
            eq(users.isActive, true),
            teamIds === 'all' ? undefined : inArray(teamMembers.teamId, [...teamIds]),
          ),
        )
        .orderBy(asc(sql`lower(${users.fullName})`), asc(users.username));
      const byId = new Map<string, PersonRow & { teamIds: string[] }>();
      for (const row of rows) {
        const found = byId.get(row.id);
        if (found) found.teamIds.push(row.teamId);
        else
          byId.set(row.id, {
            id: row.id,
            username: row.username,
            fullName: row.fullName,
            teamIds: [row.teamId],
          });
      }
      return [...byId.values()];
    },

    async teamsOf(userId: string): Promise<{ teamId: string; isLead: boolean }[]> {
      return db
        .select({ teamId: teamMembers.teamId, isLead: teamMembers.isLead })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId));
    },

    // ── leave types and balances ───────────────────────────────────────────────────────
    async leaveTypes() {
      return db
        .select()
        .from(leaveTypes)
        .orderBy(asc(leaveTypes.archived), asc(sql`lower(${leaveTypes.name})`));
    },

    async leaveType(id: string) {
      const [row] = await db.select().from(leaveTypes).where(eq(leaveTypes.id, id)).limit(1);
      return row;
    },

    async leaveTypeNameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: leaveTypes.id })
        .from(leaveTypes)
        .where(
          and(
            sql`lower(${leaveTypes.name}) = lower(${name})`,
            exceptId ? ne(leaveTypes.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertLeaveType(values: typeof leaveTypes.$inferInsert) {
      const [row] = await db.insert(leaveTypes).values(values).returning();
      if (!row) throw new Error('insertLeaveType: no row');
      return row;
    },

    async updateLeaveType(id: string, values: Partial<typeof leaveTypes.$inferInsert>) {
      const [row] = await db
        .update(leaveTypes)
        .set(values)
        .where(eq(leaveTypes.id, id))
        .returning();
      return row;
    },

    /** Sums of adjustments per type for a person and year. */
    async adjustmentSums(userId: string, year: number): Promise<Map<string, number>> {
      const rows = await db
        .select({
          typeId: leaveAdjustments.leaveTypeId,
          halves: sql<number>`sum(${leaveAdjustments.halves})::int`,
        })
        .from(leaveAdjustments)
        .where(and(eq(leaveAdjustments.userId, userId), eq(leaveAdjustments.year, year)))
        .groupBy(leaveAdjustments.leaveTypeId);
      return new Map(rows.map((row) => [row.typeId, row.halves]));
    },

    async insertAdjustment(values: typeof leaveAdjustments.$inferInsert) {
      const [row] = await db.insert(leaveAdjustments).values(values).returning();
      if (!row) throw new Error('insertAdjustment: no row');
      return row;
    },

    async adjustmentPage(filter: {
      userId?: string | undefined;
      leaveTypeId?: string | undefined;
      year?: number | undefined;
      limit: number;
      offset: number;
    }) {
      const where = and(
        filter.userId ? eq(leaveAdjustments.userId, filter.userId) : undefined,
        filter.leaveTypeId ? eq(leaveAdjustments.leaveTypeId, filter.leaveTypeId) : undefined,
        filter.year ? eq(leaveAdjustments.year, filter.year) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(leaveAdjustments)
          .where(where)
          .orderBy(desc(leaveAdjustments.createdAt), desc(leaveAdjustments.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(leaveAdjustments)
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    // ── leave requests ─────────────────────────────────────────────────────────────────
    async leaveRequest(id: string, forUpdate = false): Promise<LeaveRequestRow | undefined> {
      const query = db.select().from(leaveRequests).where(eq(leaveRequests.id, id)).limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async leaveRequests(filter: LeaveRequestFilter, page?: { limit: number; offset: number }) {
      const where = leaveWhere(filter);
      const query = db
        .select()
        .from(leaveRequests)
        .where(where)
        .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.createdAt));
      if (!page) return { rows: await query, total: 0 };
      const [rows, [total]] = await Promise.all([
        query.limit(page.limit).offset(page.offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(leaveRequests)
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Days (halves) per type and status, of a person's requests starting in a year. */
    async leaveSums(userId: string, year: number) {
      return db
        .select({
          typeId: leaveRequests.leaveTypeId,
          status: leaveRequests.status,
          halves: sql<number>`sum(${leaveRequests.halves})::int`,
        })
        .from(leaveRequests)
        .where(
          and(
            eq(leaveRequests.userId, userId),
            or(eq(leaveRequests.status, 'pending'), eq(leaveRequests.status, 'approved')),
            gte(leaveRequests.startDate, `${year}-01-01`),
            lte(leaveRequests.startDate, `${year}-12-31`),
          ),
        )
        .groupBy(leaveRequests.leaveTypeId, leaveRequests.status);
    },

    /** Serialises a person's leave writes (overlap checks) within the transaction. */
    async lockPerson(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async insertLeaveRequest(values: typeof leaveRequests.$inferInsert): Promise<LeaveRequestRow> {
      const [row] = await db.insert(leaveRequests).values(values).returning();
      if (!row) throw new Error('insertLeaveRequest: no row');
      return row;
    },

    async updateLeaveRequest(
      id: string,
      values: Partial<typeof leaveRequests.$inferInsert>,
    ): Promise<LeaveRequestRow> {
      const [row] = await db
        .update(leaveRequests)
        .set(values)
        .where(eq(leaveRequests.id, id))
        .returning();
      if (!row) throw new Error('updateLeaveRequest: no row');
      return row;
    },
  };
}
