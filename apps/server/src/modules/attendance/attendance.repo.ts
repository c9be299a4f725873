import { PAGE_SIZE_ALL, PAGE_SIZE_ALL_CAP } from '@atrium/api/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional, type Transactional } from '../../db/transactional.ts';
import {
  attendanceCorrections,
  attendanceSessions,
  auditLog,
  statusEvents,
  teamMembers,
  users,
  type AttendanceCorrectionRow,
  type AttendanceSessionRow,
  type UserRow,
} from '../../db/schema/index.ts';

export interface PageRequest {
  page: number;
  size: number;
}

export interface Paged<TRow> {
  rows: TRow[];
  total: number;
}

export interface TimeRange {
  from?: Date | undefined;
  to?: Date | undefined;
}

export type StatusEventRow = typeof statusEvents.$inferSelect;
type NewSession = typeof attendanceSessions.$inferInsert;
type SessionPatch = Partial<Omit<NewSession, 'id' | 'userId'>>;
type NewCorrection = typeof attendanceCorrections.$inferInsert;

export interface UserStatusRow {
  userId: string;
  username: string;
  fullName: string;
  isAvailable: boolean;
  sessionId: string | null;
  sessionStartedAt: Date | null;
  lastChangeAt: Date | null;
}

export function limitOffset({ page, size }: PageRequest): { limit: number; offset: number } {
  const limit = size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : size;
  return { limit, offset: size === PAGE_SIZE_ALL ? 0 : (page - 1) * size };
}

function where(...conditions: Array<SQL | undefined>): SQL | undefined {
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** The queries, on the database or on one transaction. */
export type AttendanceQueries = ReturnType<typeof createAttendanceQueries>;

export type AttendanceRepo = Transactional<AttendanceQueries>;

export function createAttendanceRepo(db: Database): AttendanceRepo {
  return transactional(db, createAttendanceQueries);
}

function createAttendanceQueries(db: Database) {
  return {
    /** The database or transaction these queries run on (jobs and audit rows join it). */
    db,

    /**
     * Locks the user's row for the rest of the transaction: every attendance change of one user
     * (requests and jobs alike) runs one after the other.
     */
    async lockUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    async findUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async findOpenSession(userId: string): Promise<AttendanceSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(attendanceSessions)
        .where(and(eq(attendanceSessions.userId, userId), isNull(attendanceSessions.endedAt)))
        .limit(1);
      return row;
    },

    async findSession(sessionId: string): Promise<AttendanceSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(attendanceSessions)
        .where(eq(attendanceSessions.id, sessionId))
        .limit(1);
      return row;
    },

    async insertSession(values: NewSession): Promise<AttendanceSessionRow> {
      const [row] = await db.insert(attendanceSessions).values(values).returning();
      if (!row) throw new Error('Session insert returned no row');
      return row;
    },

    async updateSession(sessionId: string, patch: SessionPatch): Promise<AttendanceSessionRow> {
      const [row] = await db
        .update(attendanceSessions)
        .set(patch)
        .where(eq(attendanceSessions.id, sessionId))
        .returning();
      if (!row) throw new Error('Session update matched no row');
      return row;
    },

    async setAvailable(userId: string, isAvailable: boolean, now: Date): Promise<void> {
      await db.update(users).set({ isAvailable, updatedAt: now }).where(eq(users.id, userId));
    },

    async insertStatusEvent(values: typeof statusEvents.$inferInsert): Promise<void> {
      await db.insert(statusEvents).values(values);
    },

    async listStatusEvents(
      userId: string,
      range: TimeRange,
      page: PageRequest,
    ): Promise<Paged<StatusEventRow>> {
      const filter = where(
        eq(statusEvents.userId, userId),
        range.from ? gte(statusEvents.at, range.from) : undefined,
        range.to ? lt(statusEvents.at, range.to) : undefined,
      );
      const { limit, offset } = limitOffset(page);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(statusEvents)
          .where(filter)
          .orderBy(desc(statusEvents.at), desc(statusEvents.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(statusEvents).where(filter),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Active users with their open session and last status change; working ones first. */
    async listUserStatuses(
      filter: { teamId?: string | undefined; isAvailable?: boolean | undefined },
      page: PageRequest,
    ): Promise<Paged<UserStatusRow>> {
      const condition = where(
        eq(users.isActive, true),
        filter.isAvailable === undefined ? undefined : eq(users.isAvailable, filter.isAvailable),
        filter.teamId
          ? sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${filter.teamId} and ${teamMembers.userId} = ${users.id})`
          : undefined,
      );
      const lastChange = sql<
        Date | string | null
      >`(select max(${statusEvents.at}) from ${statusEvents} where ${statusEvents.userId} = ${users.id})`;
      const { limit, offset } = limitOffset(page);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: users.id,
            username: users.username,
            fullName: users.fullName,
            isAvailable: users.isAvailable,
            sessionId: attendanceSessions.id,
            sessionStartedAt: attendanceSessions.startedAt,
            lastChangeAt: lastChange,
          })
          .from(users)
          .leftJoin(
            attendanceSessions,
            and(eq(attendanceSessions.userId, users.id), isNull(attendanceSessions.endedAt)),
          )
          .where(condition)
          .orderBy(desc(users.isAvailable), asc(attendanceSessions.startedAt), asc(users.username))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(condition),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          lastChangeAt: row.lastChangeAt === null ? null : new Date(row.lastChangeAt),
        })),
        total: total?.value ?? 0,
      };
    },

    async listSessions(
      userId: string,
      filter: TimeRange & { needsReview?: boolean | undefined },
      page: PageRequest,
    ): Promise<Paged<AttendanceSessionRow>> {
      const condition = where(
        eq(attendanceSessions.userId, userId),
        filter.from ? gte(attendanceSessions.startedAt, filter.from) : undefined,
        filter.to ? lt(attendanceSessions.startedAt, filter.to) : undefined,
        filter.needsReview === undefined
          ? undefined
          : eq(attendanceSessions.needsReview, filter.needsReview),
      );
      const { limit, offset } = limitOffset(page);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(attendanceSessions)
          .where(condition)
          .orderBy(desc(attendanceSessions.startedAt), desc(attendanceSessions.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(attendanceSessions).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Sessions that overlap [from, to) (open ones included). */
    async sessionsOverlapping(
      userId: string,
      from: Date,
      to: Date,
      exceptId?: string,
    ): Promise<AttendanceSessionRow[]> {
      return db
        .select()
        .from(attendanceSessions)
        .where(
          where(
            eq(attendanceSessions.userId, userId),
            lt(attendanceSessions.startedAt, to),
            or(isNull(attendanceSessions.endedAt), gt(attendanceSessions.endedAt, from)),
            exceptId ? ne(attendanceSessions.id, exceptId) : undefined,
          ),
        )
        .orderBy(asc(attendanceSessions.startedAt));
    },

    async insertCorrection(values: NewCorrection): Promise<AttendanceCorrectionRow> {
      const [row] = await db.insert(attendanceCorrections).values(values).returning();
      if (!row) throw new Error('Correction insert returned no row');
      return row;
    },

    /** Locks the request so two reviewers cannot both decide it. */
    async lockCorrection(correctionId: string): Promise<AttendanceCorrectionRow | undefined> {
      const [row] = await db
        .select()
        .from(attendanceCorrections)
        .where(eq(attendanceCorrections.id, correctionId))
        .for('update');
      return row;
    },

    async updateCorrection(
      correctionId: string,
      patch: Partial<Omit<NewCorrection, 'id' | 'userId'>>,
    ): Promise<AttendanceCorrectionRow> {
      const [row] = await db
        .update(attendanceCorrections)
        .set(patch)
        .where(eq(attendanceCorrections.id, correctionId))
        .returning();
      if (!row) throw new Error('Correction update matched no row');
      return row;
    },

    async listCorrections(
      filter: {
        userId?: string | undefined;
        status?: AttendanceCorrectionRow['status'] | undefined;
      },
      page: PageRequest,
    ): Promise<Paged<AttendanceCorrectionRow>> {
      const condition = where(
        filter.userId ? eq(attendanceCorrections.userId, filter.userId) : undefined,
        filter.status ? eq(attendanceCorrections.status, filter.status) : undefined,
      );
      const { limit, offset } = limitOffset(page);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(attendanceCorrections)
          .where(condition)
          .orderBy(desc(attendanceCorrections.createdAt), desc(attendanceCorrections.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(attendanceCorrections).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * What a list of corrections is shown with: the requesters' names, and each session's times
     * before the correction. An approved request changed its session, so its original times
     * come from the approval's audit row; a pending or rejected one left it as it is.
     */
    async correctionContext(rows: readonly AttendanceCorrectionRow[]): Promise<CorrectionContext> {
      const userIds = [...new Set(rows.map((row) => row.userId))];
      const sessionIds = [
        ...new Set(
          rows.flatMap((row) =>
            row.sessionId && row.status !== 'approved' ? [row.sessionId] : [],
          ),
        ),
      ];
      const approvedIds = rows.flatMap((row) => (row.status === 'approved' ? [row.id] : []));
      const [people, sessions, approvals] = await Promise.all([
        userIds.length
          ? db
              .select({ id: users.id, fullName: users.fullName })
              .from(users)
              .where(inArray(users.id, userIds))
          : [],
        sessionIds.length
          ? db
              .select({
                id: attendanceSessions.id,
                startedAt: attendanceSessions.startedAt,
                endedAt: attendanceSessions.endedAt,
              })
              .from(attendanceSessions)
              .where(inArray(attendanceSessions.id, sessionIds))
          : [],
        approvedIds.length
          ? db
              .select({ details: auditLog.details })
              .from(auditLog)
              .where(
                and(
                  eq(auditLog.action, 'attendance_correction_approved'),
                  inArray(sql<string>`lower(${auditLog.details}->>'correctionId')`, approvedIds),
                ),
              )
          : [],
      ]);
      const sessionTimes = new Map(sessions.map((row) => [row.id, row]));
      const approvedBefore = new Map<string, { start: string; end: string | null }>();
      for (const { details } of approvals) {
        const before = details['before'] as { start: string; end: string | null } | null;
        const id = details['correctionId'];
        if (typeof id === 'string' && before) approvedBefore.set(id.toLowerCase(), before);
      }
      const originals = new Map<string, { start: Date; end: Date | null }>();
      for (const row of rows) {
        if (!row.sessionId) continue;
        if (row.status === 'approved') {
          const before = approvedBefore.get(row.id);
          if (before) {
            originals.set(row.id, {
              start: new Date(before.start),
              end: before.end ? new Date(before.end) : null,
            });
          }
          continue;
        }
        const session = sessionTimes.get(row.sessionId);
        if (session) originals.set(row.id, { start: session.startedAt, end: session.endedAt });
      }
      return { names: new Map(people.map((row) => [row.id, row.fullName])), originals };
    },
  };
}

export interface CorrectionContext {
  names: Map<string, string>;
  /** Session times before the correction, by correction id (none for an added session). */
  originals: Map<string, { start: Date; end: Date | null }>;
}
