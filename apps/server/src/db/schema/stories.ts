import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A project: its stories are numbered `KEY-n` from `story_counter`, which a story's creation
 * raises in the same transaction (the row lock serialises concurrent creations; a rolled-back
 * creation rolls the counter back too, so numbers have no gaps).
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The brands area's brand (no foreign key until that table exists). */
    brandId: uuid('brand_id'),
    leadId: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', {
      enum: ['planned', 'active', 'paused', 'completed', 'cancelled', 'archived'],
    })
      .notNull()
      .default('planned'),
    startDate: date('start_date', { mode: 'string' }),
    targetDate: date('target_date', { mode: 'string' }),
    health: text('health', { enum: ['on_track', 'at_risk', 'off_track'] })
      .notNull()
      .default('on_track'),
    healthNote: text('health_note').notNull().default(''),
    estimateUnit: text('estimate_unit', { enum: ['hours', 'points'] })
      .notNull()
      .default('points'),
    contentPipeline: boolean('content_pipeline').notNull().default(false),
    storyCounter: integer('story_counter').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_key_unique').on(table.key),
    index('projects_name_idx').on(sql`lower(${table.name})`),
    check('projects_key_check', sql`${table.key} ~ '^[A-Z]{2,6}$'`),
  ],
);

/** Who works in a project (the lead is one too): they see it and its stories. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user_idx').on(table.userId),
  ],
);

/** A project's states (board columns), each in one group; `stage` for the content pipeline. */
export const projectStates = pgTable(
  'project_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    group: text('group', {
      enum: ['backlog', 'unstarted', 'started', 'review', 'completed', 'cancelled'],
    }).notNull(),
    stage: text('stage', { enum: ['script', 'voice_over', 'edit', 'review', 'delivered'] }),
    position: integer('position').notNull(),
  },
  (table) => [
    index('project_states_project_idx').on(table.projectId, table.position),
    uniqueIndex('project_states_name_unique').on(table.projectId, sql`lower(${table.name})`),
  ],
);

export const projectLabels = pgTable(
  'project_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
  },
  (table) => [
    uniqueIndex('project_labels_name_unique').on(table.projectId, sql`lower(${table.name})`),
  ],
);

/**
 * A story. People and labels are id arrays (GIN-indexed for the list's filters); `state_group`
 * is the state's group, kept here so the list filters and sorts from one index.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    /** Lexical's editor state JSON (checked by the contract); never HTML. */
    description: jsonb('description').$type<unknown>(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => projectStates.id, { onDelete: 'restrict' }),
    stateGroup: text('state_group', {
      enum: ['backlog', 'unstarted', 'started', 'review', 'completed', 'cancelled'],
    }).notNull(),
    priority: text('priority', { enum: ['urgent', 'high', 'medium', 'low', 'none'] })
      .notNull()
      .default('none'),
    assigneeIds: uuid('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    partnerIds: uuid('partner_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    reviewerIds: uuid('reviewer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    labelIds: uuid('label_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startDate: date('start_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    estimate: doublePrecision('estimate'),
    parentId: uuid('parent_id').references((): AnyPgColumn => stories.id, {
      onDelete: 'set null',
    }),
    position: doublePrecision('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stories_project_number_unique').on(table.projectId, table.number),
    // The list's first pages: a project (and a state group) newest first, or everything.
    index('stories_project_updated_idx').on(
      table.projectId,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('stories_project_group_updated_idx').on(
      table.projectId,
      table.stateGroup,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('stories_updated_idx').on(table.updatedAt.desc(), table.id.desc()),
    // Everyone's stories in a state group, newest first ("my stories in progress" walks it and
    // keeps the caller's: the assignee's GIN index would fetch all of theirs to sort them).
    index('stories_group_updated_idx').on(
      table.stateGroup,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('stories_state_position_idx').on(table.stateId, table.position),
    index('stories_parent_idx').on(table.parentId),
    index('stories_due_idx').on(table.dueDate),
    index('stories_assignees_gin').using('gin', table.assigneeIds),
    index('stories_reviewers_gin').using('gin', table.reviewerIds),
    index('stories_labels_gin').using('gin', table.labelIds),
  ],
);

export const storyLinks = pgTable(
  'story_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['blocks', 'relates_to', 'duplicates'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('story_links_unique').on(table.sourceId, table.targetId, table.type),
    index('story_links_target_idx').on(table.targetId),
  ],
);

/** One row per changed field: who, when, from → to (values as they read then). */
export const storyActivity = pgTable(
  'story_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: jsonb('from_value').$type<unknown>(),
    toValue: jsonb('to_value').$type<unknown>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('story_activity_story_idx').on(table.storyId, table.at)],
);

export const storyComments = pgTable(
  'story_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Someone without an account who wrote through a material's share link (ADR 0025): the name
     * they gave. null for staff comments.
     */
    externalName: text('external_name'),
    /** Lexical's editor state JSON; null once deleted. */
    body: jsonb('body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('story_comments_story_idx').on(table.storyId, table.createdAt)],
);

export const storyCommentReactions = pgTable(
  'story_comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => storyComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId, table.emoji] })],
);

/**
 * Every time entry of a person (ADR 0024): against a story, a project or a free activity (exactly
 * one, the check), by hand (minutes, no start) or by a timer (started, then ended). The story
 * page and the timesheet read and write the same rows, so there is one timer per person (the
 * partial unique index) whichever screen started it. The table keeps its first name.
 */
export const storyTimeEntries = pgTable(
  'story_time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** A free activity's name (meetings, support): no story or project behind it. */
    activity: text('activity'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull().default(0),
    note: text('note').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('story_time_entries_story_idx').on(table.storyId),
    index('story_time_entries_user_date_idx').on(table.userId, table.date),
    index('story_time_entries_project_idx').on(table.projectId),
    check(
      'story_time_entries_target_check',
      sql`num_nonnulls(${table.storyId}, ${table.projectId}, ${table.activity}) = 1`,
    ),
    uniqueIndex('story_time_entries_running_unique')
      .on(table.userId)
      .where(sql`${table.startedAt} is not null and ${table.endedAt} is null`),
  ],
);

/** A saved list view: the owner's own, or shared with a project's members. */
export const storyViews = pgTable(
  'story_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('story_views_owner_idx').on(table.ownerId),
    index('story_views_project_idx').on(table.projectId),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectStateRow = typeof projectStates.$inferSelect;
export type ProjectLabelRow = typeof projectLabels.$inferSelect;
export type StoryRow = typeof stories.$inferSelect;
export type StoryCommentRow = typeof storyComments.$inferSelect;
export type StoryTimeEntryRow = typeof storyTimeEntries.$inferSelect;
