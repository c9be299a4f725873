import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storyTimeEntries, timesheetRows } from '../../db/schema/index.ts';

/** What an entry or a row is logged against (exactly one is set). */
export interface Target {
  storyId: string | null;
  projectId: string | null;
  activity: string | null;
}

/** The SQL condition "this table's target is `target`" (null-safe on the two others). */
export function targetIs(
  table: typeof storyTimeEntries | typeof timesheetRows,
  target: Target,
): SQL | undefined {
  if (target.storyId) return eq(table.storyId, target.storyId);
  if (target.projectId) return eq(table.projectId, target.projectId);
  return eq(table.activity, target.activity ?? '');
}

export type TimeEntryQueries = ReturnType<typeof createTimeEntryQueries>;

/**
 * The reads and writes of `story_time_entries`, every time entry of a person (ADR 0024: one
 * time-entry model and one timer). The story and timesheet queries both spread these in, so a
 * story's entry or timer and the timesheet grid's are written by the same code.
 */
export function createTimeEntryQueries(db: Database) {
  return {
    async timeEntry(id: string) {
      const [row] = await db.select().from(storyTimeEntries).where(eq(storyTimeEntries.id, id));
      return row;
    },

    /** A story's entries, by date then creation. */
    async storyTimeEntries(storyId: string) {
      return db
        .select()
        .from(storyTimeEntries)
        .where(eq(storyTimeEntries.storyId, storyId))
        .orderBy(asc(storyTimeEntries.date), asc(storyTimeEntries.createdAt));
    },

    /** A person's entries dated within [from, to], by creation. */
    async userTimeEntries(userId: string, from: string, to: string) {
      return db
        .select()
        .from(storyTimeEntries)
        .where(
          and(
            eq(storyTimeEntries.userId, userId),
            gte(storyTimeEntries.date, from),
            lte(storyTimeEntries.date, to),
          ),
        )
        .orderBy(asc(storyTimeEntries.createdAt));
    },

    /** A person's entries of one timesheet cell (a date and a target). */
    async cellTimeEntries(userId: string, date: string, target: Target) {
      return db
        .select()
        .from(storyTimeEntries)
        .where(
          and(
            eq(storyTimeEntries.userId, userId),
            eq(storyTimeEntries.date, date),
            targetIs(storyTimeEntries, target),
          ),
        );
    },

    /** The cell's manual entries (timer entries stay). */
    async deleteManualTimeEntries(userId: string, date: string, target: Target): Promise<void> {
      await db
        .delete(storyTimeEntries)
        .where(
          and(
            eq(storyTimeEntries.userId, userId),
            eq(storyTimeEntries.date, date),
            isNull(storyTimeEntries.startedAt),
            targetIs(storyTimeEntries, target),
          ),
        );
    },

    async insertTimeEntry(values: typeof storyTimeEntries.$inferInsert) {
      const [row] = await db.insert(storyTimeEntries).values(values).returning();
      if (!row) throw new Error('story_time_entries: insert returned no row');
      return row;
    },

    async deleteTimeEntry(id: string): Promise<void> {
      await db.delete(storyTimeEntries).where(eq(storyTimeEntries.id, id));
    },

    /** The person's one running timer, if any (a partial unique index keeps it to one). */
    async runningTimer(userId: string) {
      const [row] = await db
        .select()
        .from(storyTimeEntries)
        .where(
          sql`${storyTimeEntries.userId} = ${userId} and ${storyTimeEntries.startedAt} is not null and ${storyTimeEntries.endedAt} is null`,
        );
      return row;
    },

    /** Stops the timer; undefined when it was already stopped (a concurrent stop won). */
    async stopTimer(id: string, endedAt: Date, minutes: number) {
      const [row] = await db
        .update(storyTimeEntries)
        .set({ endedAt, minutes })
        .where(sql`${storyTimeEntries.id} = ${id} and ${storyTimeEntries.endedAt} is null`)
        .returning();
      return row;
    },
  };
}
