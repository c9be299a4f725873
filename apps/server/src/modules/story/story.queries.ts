import {
  STATE_GROUPS,
  type StateGroup,
  type StoryDueFilter,
  type StoryPriority,
  type StorySortKey,
} from '@atrium/api/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  projectLabels,
  projectMembers,
  projectStates,
  projects,
  stories,
  storyActivity,
  storyCommentReactions,
  storyComments,
  storyLinks,
  storyViews,
  users,
  type ProjectRow,
  type ProjectStateRow,
  type StoryRow,
} from '../../db/schema/index.ts';
import { writeAudit, type AuditEntry } from '../../lib/audit.ts';
import { createTimeEntryQueries } from '../timesheet/timeEntries.queries.ts';
import type { WorkCaller } from './story.access.ts';

/** node-postgres answers `{rows}`, PGlite too; both shapes are read the same way. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** `%`, `_` and `\` match themselves in a search. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

export interface PersonRow {
  id: string;
  username: string;
  fullName: string;
  isActive: boolean;
}

export interface StoryListFilters {
  projectIds?: string[];
  stateGroups?: StateGroup[];
  stateIds?: string[];
  /** Ids; `none`: nobody assigned. */
  assignees?: string[];
  reviewer?: string;
  labelIds?: string[];
  priorities?: StoryPriority[];
  due?: StoryDueFilter;
  dueFrom?: string;
  dueTo?: string;
  parentId?: string;
  q?: string;
}

const SORT_COLUMNS: Record<Exclude<StorySortKey, 'priority' | 'state'>, SQL> = {
  updated_at: sql`s.updated_at`,
  created_at: sql`s.created_at`,
  number: sql`s.number`,
  title: sql`lower(s.title)`,
  due_date: sql`s.due_date`,
};
const PRIORITY_RANK = sql`(case s.priority when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 when 'low' then 3 else 4 end)`;
const GROUP_RANK = sql`array_position(array[${sql.join(
  STATE_GROUPS.map((group) => sql`${group}`),
  sql`, `,
)}]::text[], s.state_group)`;
const OPEN = sql`s.state_group not in ('completed', 'cancelled')`;

/** The projects a caller sees, as a condition on `column` (every one for administrators). */
function visibleProjects(caller: WorkCaller, column: SQL): SQL | undefined {
  if (caller.isAdmin) return undefined;
  return sql`${column} in (select pm.project_id from project_members pm where pm.user_id = ${caller.id})`;
}

function storyConditions(caller: WorkCaller, filters: StoryListFilters, today: string): SQL[] {
  const where: SQL[] = [];
  const visible = visibleProjects(caller, sql`s.project_id`);
  if (visible) where.push(visible);
  if (filters.projectIds?.length)
    where.push(sql`s.project_id = any(${uuidArray(filters.projectIds)})`);
  if (filters.stateGroups?.length) {
    where.push(
      sql`s.state_group in (${sql.join(
        filters.stateGroups.map((group) => sql`${group}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.stateIds?.length) where.push(sql`s.state_id = any(${uuidArray(filters.stateIds)})`);
  if (filters.assignees?.length) {
    const ids = filters.assignees.filter((id) => id !== 'none');
    const parts: SQL[] = [];
    if (ids.length) parts.push(sql`s.assignee_ids && ${uuidArray(ids)}`);
    if (filters.assignees.includes('none')) parts.push(sql`cardinality(s.assignee_ids) = 0`);
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (filters.reviewer) where.push(sql`s.reviewer_ids @> ${uuidArray([filters.reviewer])}`);
  if (filters.labelIds?.length) where.push(sql`s.label_ids && ${uuidArray(filters.labelIds)}`);
  if (filters.priorities?.length) {
    where.push(
      sql`s.priority in (${sql.join(
        filters.priorities.map((priority) => sql`${priority}`),
        sql`, `,
      )})`,
    );
  }
  switch (filters.due) {
    case 'overdue':
      where.push(sql`s.due_date < ${today}::date and ${OPEN}`);
      break;
    case 'today':
      where.push(sql`s.due_date = ${today}::date`);
      break;
    case 'week':
      where.push(sql`s.due_date >= ${today}::date and s.due_date < ${today}::date + 7`);
      break;
    case 'none':
      where.push(sql`s.due_date is null`);
      break;
    default:
      break;
  }
  if (filters.dueFrom) where.push(sql`s.due_date >= ${filters.dueFrom}::date`);
  if (filters.dueTo) where.push(sql`s.due_date <= ${filters.dueTo}::date`);
  if (filters.parentId === 'none') where.push(sql`s.parent_id is null`);
  else if (filters.parentId) where.push(sql`s.parent_id = ${filters.parentId}`);
  if (filters.q) {
    const key = /^([A-Za-z]{2,6})-(\d{1,9})$/.exec(filters.q);
    if (key) {
      where.push(
        sql`(s.number = ${Number(key[2])} and s.project_id in (select p.id from projects p where p.key = ${key[1]?.toUpperCase()}))`,
      );
    } else {
      where.push(sql`s.title ilike ${likePattern(filters.q)}`);
    }
  }
  return where;
}

const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

export function createStoryQueries(db: Database) {
  const run = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    ...createTimeEntryQueries(db),

    async people(ids: readonly string[]): Promise<PersonRow[]> {
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

    // ---- projects -------------------------------------------------------------------------

    async project(id: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      return row;
    },

    async projectForUpdate(id: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id)).for('update');
      return row;
    },

    async projectByKey(key: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(eq(projects.key, key));
      return row;
    },

    async isMember(projectId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return row !== undefined;
    },

    async memberIds(projectId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, projectId));
      return rows.map((row) => row.userId);
    },

    /** The caller's projects among these (membership), for standing in lists. */
    async memberOf(userId: string, projectIds: readonly string[]): Promise<Set<string>> {
      if (projectIds.length === 0) return new Set();
      const rows = await db
        .select({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.userId, userId),
            inArray(projectMembers.projectId, [...projectIds]),
          ),
        );
      return new Set(rows.map((row) => row.projectId));
    },

    async setMembers(projectId: string, userIds: readonly string[]): Promise<void> {
      await db.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
      if (userIds.length > 0) {
        await db
          .insert(projectMembers)
          .values(userIds.map((userId) => ({ projectId, userId })))
          .onConflictDoNothing();
      }
    },

    async addMember(projectId: string, userId: string): Promise<void> {
      await db.insert(projectMembers).values({ projectId, userId }).onConflictDoNothing();
    },

    async insertProject(values: typeof projects.$inferInsert): Promise<ProjectRow> {
      const [row] = await db.insert(projects).values(values).returning();
      if (!row) throw new Error('projects: insert returned no row');
      return row;
    },

    async updateProject(
      id: string,
      values: Partial<typeof projects.$inferInsert>,
    ): Promise<ProjectRow | undefined> {
      const [row] = await db.update(projects).set(values).where(eq(projects.id, id)).returning();
      return row;
    },

    async deleteProject(id: string): Promise<void> {
      // Stories first: a story's state is `restrict`, so the states cannot go before them.
      await db.delete(stories).where(eq(stories.projectId, id));
      await db.delete(projects).where(eq(projects.id, id));
    },

    /** The next story number of a project (the row stays locked until the transaction ends). */
    async nextNumber(projectId: string): Promise<number> {
      const [row] = await db
        .update(projects)
        .set({ storyCounter: sql`${projects.storyCounter} + 1` })
        .where(eq(projects.id, projectId))
        .returning({ number: projects.storyCounter });
      if (!row) throw new Error('projects: no counter row');
      return row.number;
    },

    async listProjects(
      caller: WorkCaller,
      query: {
        q?: string;
        status?: string[];
        health?: string[];
        leadId?: string;
        mine?: boolean;
        sort: string;
        order: 'asc' | 'desc';
        limit: number;
        offset: number;
      },
    ): Promise<{ rows: (ProjectRow & ProjectCounts)[]; total: number }> {
      const where: SQL[] = [];
      const visible = visibleProjects(caller, sql`p.id`);
      if (visible) where.push(visible);
      if (query.mine) {
        where.push(
          sql`p.id in (select pm.project_id from project_members pm where pm.user_id = ${caller.id})`,
        );
      }
      if (query.q) {
        const pattern = likePattern(query.q);
        where.push(sql`(p.name ilike ${pattern} or p.key ilike ${pattern})`);
      }
      if (query.status?.length) {
        where.push(
          sql`p.status in (${sql.join(
            query.status.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        );
      } else {
        where.push(sql`p.status <> 'archived'`);
      }
      if (query.health?.length) {
        where.push(
          sql`p.health in (${sql.join(
            query.health.map((h) => sql`${h}`),
            sql`, `,
          )})`,
        );
      }
      if (query.leadId) where.push(sql`p.lead_id = ${query.leadId}`);
      const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
      const sortColumn =
        {
          name: sql`lower(p.name)`,
          key: sql`p.key`,
          status: sql`p.status`,
          target_date: sql`p.target_date`,
          updated_at: sql`p.updated_at`,
        }[query.sort] ?? sql`lower(p.name)`;
      const [count] = await run<{ total: number }>(
        sql`select count(*)::int as total from projects p ${whereOf(where)}`,
      );
      const ids = await run<{ id: string }>(
        sql`select p.id from projects p ${whereOf(where)}
            order by ${sortColumn} ${direction} nulls last, p.id ${direction}
            limit ${query.limit} offset ${query.offset}`,
      );
      const rows = await this.projectsWithCounts(ids.map((row) => row.id));
      return { rows, total: count?.total ?? 0 };
    },

    /** Projects by id (in that order) with member counts and progress. */
    async projectsWithCounts(ids: readonly string[]): Promise<(ProjectRow & ProjectCounts)[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(projects)
        .where(inArray(projects.id, [...ids]));
      const counts = await run<{
        project_id: string;
        total: number;
        completed: number;
      }>(
        sql`select s.project_id, count(*) filter (where s.state_group <> 'cancelled')::int as total,
                   count(*) filter (where s.state_group = 'completed')::int as completed
            from stories s where s.project_id = any(${uuidArray(ids)}) group by s.project_id`,
      );
      const members = await run<{ project_id: string; count: number }>(
        sql`select pm.project_id, count(*)::int as count from project_members pm
            where pm.project_id = any(${uuidArray(ids)}) group by pm.project_id`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const progress = new Map(counts.map((row) => [row.project_id, row]));
      const memberCounts = new Map(members.map((row) => [row.project_id, row.count]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const done = progress.get(id);
        return [
          {
            ...row,
            memberCount: memberCounts.get(id) ?? 0,
            total: done?.total ?? 0,
            completed: done?.completed ?? 0,
          },
        ];
      });
    },

    async audit(entry: AuditEntry): Promise<void> {
      await writeAudit(db, entry);
    },

    async storyCount(projectId: string): Promise<number> {
      const [row] = await run<{ count: number }>(
        sql`select count(*)::int as count from stories where project_id = ${projectId}`,
      );
      return row?.count ?? 0;
    },

    // ---- states and labels ------------------------------------------------------------------

    async states(projectId: string): Promise<ProjectStateRow[]> {
      return db
        .select()
        .from(projectStates)
        .where(eq(projectStates.projectId, projectId))
        .orderBy(asc(projectStates.position), asc(projectStates.id));
    },

    async statesByIds(ids: readonly string[]): Promise<ProjectStateRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(projectStates)
        .where(inArray(projectStates.id, [...new Set(ids)]));
    },

    async insertStates(rows: (typeof projectStates.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(projectStates).values(rows);
    },

    async updateState(
      id: string,
      values: Partial<typeof projectStates.$inferInsert>,
    ): Promise<void> {
      await db.update(projectStates).set(values).where(eq(projectStates.id, id));
    },

    async deleteState(id: string): Promise<void> {
      await db.delete(projectStates).where(eq(projectStates.id, id));
    },

    async storiesInState(stateId: string): Promise<number> {
      const [row] = await run<{ count: number }>(
        sql`select count(*)::int as count from stories where state_id = ${stateId}`,
      );
      return row?.count ?? 0;
    },

    /** Moves every story of a state (or keeps them and follows the state's new group). */
    async restate(fromStateId: string, to: { id: string; group: StateGroup }): Promise<void> {
      await db
        .update(stories)
        .set({ stateId: to.id, stateGroup: to.group })
        .where(eq(stories.stateId, fromStateId));
    },

    async labels(projectId: string) {
      return db
        .select()
        .from(projectLabels)
        .where(eq(projectLabels.projectId, projectId))
        .orderBy(sql`lower(${projectLabels.name})`);
    },

    async labelsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(projectLabels)
        .where(inArray(projectLabels.id, [...new Set(ids)]));
    },

    async insertLabel(values: typeof projectLabels.$inferInsert) {
      const [row] = await db.insert(projectLabels).values(values).returning();
      if (!row) throw new Error('project_labels: insert returned no row');
      return row;
    },

    async updateLabel(id: string, values: Partial<typeof projectLabels.$inferInsert>) {
      const [row] = await db
        .update(projectLabels)
        .set(values)
        .where(eq(projectLabels.id, id))
        .returning();
      return row;
    },

    async deleteLabel(id: string): Promise<void> {
      await db.execute(
        sql`update stories set label_ids = array_remove(label_ids, ${id}::uuid)
            where label_ids @> ${uuidArray([id])}`,
      );
      await db.delete(projectLabels).where(eq(projectLabels.id, id));
    },

    // ---- stories -------------------------------------------------------------------------------

    async story(id: string): Promise<StoryRow | undefined> {
      const [row] = await db.select().from(stories).where(eq(stories.id, id));
      return row;
    },

    async storyForUpdate(id: string): Promise<StoryRow | undefined> {
      const [row] = await db.select().from(stories).where(eq(stories.id, id)).for('update');
      return row;
    },

    async storyByNumber(projectId: string, number: number): Promise<StoryRow | undefined> {
      const [row] = await db
        .select()
        .from(stories)
        .where(and(eq(stories.projectId, projectId), eq(stories.number, number)));
      return row;
    },

    async storiesByIds(ids: readonly string[]): Promise<StoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(stories)
        .where(inArray(stories.id, [...new Set(ids)]));
    },

    async insertStory(values: typeof stories.$inferInsert): Promise<StoryRow> {
      const [row] = await db.insert(stories).values(values).returning();
      if (!row) throw new Error('stories: insert returned no row');
      return row;
    },

    /** Writes the change when the story is still at `version`; undefined when it is not. */
    async updateStory(
      id: string,
      version: number,
      values: Partial<typeof stories.$inferInsert>,
    ): Promise<StoryRow | undefined> {
      const [row] = await db
        .update(stories)
        .set({ ...values, version: sql`${stories.version} + 1` })
        .where(and(eq(stories.id, id), eq(stories.version, version)))
        .returning();
      return row;
    },

    async deleteStory(id: string): Promise<void> {
      await db.delete(stories).where(eq(stories.id, id));
    },

    async lastPosition(stateId: string): Promise<number> {
      const [row] = await run<{ position: number | null }>(
        sql`select max(position) as position from stories where state_id = ${stateId}`,
      );
      return Number(row?.position ?? 0);
    },

    /** The story is `ancestorId` or one of the stories above it. */
    async isAncestorOrSelf(storyId: string, ancestorOf: string): Promise<boolean> {
      const rows = await run<{ id: string }>(
        sql`with recursive up(id, parent_id, depth) as (
              select id, parent_id, 0 from stories where id = ${ancestorOf}
              union all
              select s.id, s.parent_id, up.depth + 1 from stories s join up on s.id = up.parent_id
              where up.depth < 1000)
            select id from up where id = ${storyId} limit 1`,
      );
      return rows.length > 0;
    },

    async subStoryCounts(ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, { total: number; completed: number }>();
      const rows = await run<{ parent_id: string; total: number; completed: number }>(
        sql`select parent_id, count(*) filter (where state_group <> 'cancelled')::int as total,
                   count(*) filter (where state_group = 'completed')::int as completed
            from stories where parent_id = any(${uuidArray(ids)}) group by parent_id`,
      );
      return new Map(rows.map((row) => [row.parent_id, row]));
    },

    async listStories(
      caller: WorkCaller,
      filters: StoryListFilters,
      page: { sort: StorySortKey; order: 'asc' | 'desc'; limit: number; offset: number },
      today: string,
    ): Promise<{ rows: StoryRow[]; total: number }> {
      const where = whereOf(storyConditions(caller, filters, today));
      const direction = sql.raw(page.order === 'desc' ? 'desc' : 'asc');
      const column =
        page.sort === 'priority'
          ? PRIORITY_RANK
          : page.sort === 'state'
            ? sql`${GROUP_RANK}, s.position`
            : SORT_COLUMNS[page.sort];
      // The list's B-trees are `… desc nulls last, id desc nulls last`: said the same way (or its
      // exact reverse) the first page is read from the index in order, not sorted. Due dates
      // without one go last either way.
      const nulls =
        page.sort === 'due_date' || page.order === 'desc' ? sql` nulls last` : sql` nulls first`;
      const idNulls = page.order === 'desc' ? sql` nulls last` : sql` nulls first`;
      // The total and the page's ids at once (two connections on PostgreSQL): the page is then
      // as slow as the slower of the two, not their sum. The ids come straight from an index.
      const [[count], ids] = await Promise.all([
        run<{ total: number }>(sql`select count(*)::int as total from stories s ${where}`),
        run<{ id: string }>(
          sql`select s.id from stories s ${where}
              order by ${column} ${direction}${nulls}, s.id ${direction}${idNulls}
              limit ${page.limit} offset ${page.offset}`,
        ),
      ]);
      const rows = await this.storiesByIds(ids.map((row) => row.id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        rows: ids.flatMap((row) => {
          const found = byId.get(row.id);
          return found ? [found] : [];
        }),
        total: count?.total ?? 0,
      };
    },

    /** A board's columns: each state's count and its first `limit` stories by position. */
    async board(
      caller: WorkCaller,
      projectId: string,
      filters: StoryListFilters,
      limit: number,
      today: string,
    ): Promise<{ counts: Map<string, number>; rows: StoryRow[] }> {
      const where = whereOf(
        storyConditions(caller, { ...filters, projectIds: [projectId] }, today),
      );
      const counts = await run<{ state_id: string; count: number }>(
        sql`select s.state_id, count(*)::int as count from stories s ${where} group by s.state_id`,
      );
      const ids = await run<{ id: string }>(
        sql`select id from (
              select s.id, row_number() over (partition by s.state_id order by s.position, s.id) as n
              from stories s ${where}) ranked
            where n <= ${limit}`,
      );
      const rows = await this.storiesByIds(ids.map((row) => row.id));
      rows.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
      return { counts: new Map(counts.map((row) => [row.state_id, row.count])), rows };
    },

    // ---- activity, comments, links ------------------------------------------------------------

    async insertActivity(rows: (typeof storyActivity.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(storyActivity).values(rows);
    },

    async activity(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(storyActivity)
        .where(inArray(storyActivity.id, [...ids]));
    },

    async timeline(storyId: string, order: 'asc' | 'desc', limit: number, offset: number) {
      const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
      const [count] = await run<{ total: number }>(
        sql`select (select count(*) from story_activity where story_id = ${storyId})
                 + (select count(*) from story_comments where story_id = ${storyId}) as total`,
      );
      const rows = await run<{ kind: 'activity' | 'comment'; id: string }>(
        sql`select kind, id from (
              select 'activity' as kind, id, at from story_activity where story_id = ${storyId}
              union all
              select 'comment' as kind, id, created_at as at from story_comments where story_id = ${storyId}
            ) entries order by at ${direction}, kind ${direction}, id ${direction}
            limit ${limit} offset ${offset}`,
      );
      return { rows, total: Number(count?.total ?? 0) };
    },

    async comment(id: string) {
      const [row] = await db.select().from(storyComments).where(eq(storyComments.id, id));
      return row;
    },

    async comments(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(storyComments)
        .where(inArray(storyComments.id, [...ids]));
    },

    async insertComment(values: typeof storyComments.$inferInsert) {
      const [row] = await db.insert(storyComments).values(values).returning();
      if (!row) throw new Error('story_comments: insert returned no row');
      return row;
    },

    async updateComment(id: string, values: Partial<typeof storyComments.$inferInsert>) {
      const [row] = await db
        .update(storyComments)
        .set(values)
        .where(eq(storyComments.id, id))
        .returning();
      return row;
    },

    async reactions(commentIds: readonly string[]) {
      if (commentIds.length === 0) return [];
      return db
        .select()
        .from(storyCommentReactions)
        .where(inArray(storyCommentReactions.commentId, [...commentIds]))
        .orderBy(asc(storyCommentReactions.createdAt));
    },

    async react(commentId: string, userId: string, emoji: string): Promise<void> {
      await db
        .insert(storyCommentReactions)
        .values({ commentId, userId, emoji })
        .onConflictDoNothing();
    },

    async unreact(commentId: string, userId: string, emoji: string): Promise<void> {
      await db
        .delete(storyCommentReactions)
        .where(
          and(
            eq(storyCommentReactions.commentId, commentId),
            eq(storyCommentReactions.userId, userId),
            eq(storyCommentReactions.emoji, emoji),
          ),
        );
    },

    async reactionCount(commentId: string): Promise<number> {
      const [row] = await run<{ count: number }>(
        sql`select count(distinct emoji)::int as count from story_comment_reactions where comment_id = ${commentId}`,
      );
      return row?.count ?? 0;
    },

    async links(storyId: string) {
      return db
        .select()
        .from(storyLinks)
        .where(sql`${storyLinks.sourceId} = ${storyId} or ${storyLinks.targetId} = ${storyId}`)
        .orderBy(asc(storyLinks.createdAt));
    },

    async link(id: string) {
      const [row] = await db.select().from(storyLinks).where(eq(storyLinks.id, id));
      return row;
    },

    async insertLink(values: typeof storyLinks.$inferInsert) {
      const [row] = await db.insert(storyLinks).values(values).onConflictDoNothing().returning();
      return row;
    },

    async deleteLink(id: string): Promise<void> {
      await db.delete(storyLinks).where(eq(storyLinks.id, id));
    },

    // ---- time ---------------------------------------------------------------------------------

    /** Minutes logged against a story: ended entries, and running timers up to `now`. */
    async loggedMinutes(storyId: string, now: Date): Promise<number> {
      const [row] = await run<{ minutes: number | null }>(
        sql`select coalesce(sum(case when started_at is not null and ended_at is null
                 then greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - started_at)) / 60))
                 else minutes end), 0)::int as minutes
            from story_time_entries where story_id = ${storyId}`,
      );
      return Number(row?.minutes ?? 0);
    },

    // ---- saved views, summary -----------------------------------------------------------------

    async views(userId: string, projectId: string | undefined) {
      return db
        .select()
        .from(storyViews)
        .where(
          and(
            sql`(${storyViews.ownerId} = ${userId} or (${storyViews.shared} and ${storyViews.projectId} in (select pm.project_id from project_members pm where pm.user_id = ${userId})))`,
            projectId ? eq(storyViews.projectId, projectId) : undefined,
          ),
        )
        .orderBy(sql`lower(${storyViews.name})`);
    },

    async view(id: string) {
      const [row] = await db.select().from(storyViews).where(eq(storyViews.id, id));
      return row;
    },

    async insertView(values: typeof storyViews.$inferInsert) {
      const [row] = await db.insert(storyViews).values(values).returning();
      if (!row) throw new Error('story_views: insert returned no row');
      return row;
    },

    async deleteView(id: string): Promise<void> {
      await db.delete(storyViews).where(eq(storyViews.id, id));
    },

    async viewCount(userId: string): Promise<number> {
      const [row] = await run<{ count: number }>(
        sql`select count(*)::int as count from story_views where owner_id = ${userId}`,
      );
      return row?.count ?? 0;
    },

    /**
     * A person's stories (assigned to them) by project and state group, in the projects the
     * person is a member of and the reader may see (`readerId` null: every one).
     */
    async summary(userId: string, readerId: string | null, today: string) {
      const reader = readerId
        ? sql`and p.id in (select pm2.project_id from project_members pm2 where pm2.user_id = ${readerId})`
        : sql``;
      return run<{
        id: string;
        name: string;
        key: string;
        state_group: StateGroup | null;
        count: number;
        overdue: number;
      }>(
        sql`select p.id, p.name, p.key, s.state_group, count(s.id)::int as count,
                   count(s.id) filter (where s.due_date < ${today}::date and ${OPEN})::int as overdue
            from projects p
            join project_members pm on pm.project_id = p.id and pm.user_id = ${userId}
            left join stories s on s.project_id = p.id and s.assignee_ids @> ${uuidArray([userId])}
            where p.status <> 'archived' ${reader}
            group by p.id, p.name, p.key, s.state_group
            order by lower(p.name), p.id`,
      );
    },
  };
}

export interface ProjectCounts {
  memberCount: number;
  total: number;
  completed: number;
}

export type StoryQueries = ReturnType<typeof createStoryQueries>;
