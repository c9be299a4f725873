import { z } from 'zod';
import { defineEndpoint, okSchema, pageOf, pageQuerySchema, pageSizeSchema } from './common.ts';
import { ESTIMATE_UNITS, STATE_GROUPS } from './project.constants.ts';
import { projectLabelSchema, projectStateSchema, workPersonSchema } from './project.ts';
import { richTextProblem, type RichTextDocument } from './richText.constants.ts';
import {
  REACTION_MAX,
  SAVED_VIEW_NAME_MAX,
  STORY_ACTIVITY_FIELDS,
  STORY_DUE_FILTERS,
  STORY_ESTIMATE_MAX,
  STORY_FILTER_IDS_MAX,
  STORY_LABELS_MAX,
  STORY_LINK_DIRECTIONS,
  STORY_LINK_TYPES,
  STORY_MESSAGES,
  STORY_PEOPLE_MAX,
  STORY_PRIORITIES,
  STORY_ROUTES,
  STORY_SEARCH_MAX,
  STORY_SORT_KEYS,
  STORY_TITLE_MAX,
  TIME_ENTRY_MINUTES_MAX,
  TIME_ENTRY_NOTE_MAX,
} from './story.constants.ts';
import { SORT_ORDERS } from './user.constants.ts';

// The plain values live in zod-free modules; re-exported so every import path keeps working.
export * from './story.constants.ts';
export * from './richText.constants.ts';

const idSchema = z.uuid('Must be a valid id');
const timestampSchema = z.iso.datetime({ offset: true });
const dateSchema = z.iso.date('Must be a date (YYYY-MM-DD)');
const required = 'This field is required';
const idList = (max: number) =>
  z
    .array(idSchema)
    .max(max, `At most ${max}`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/**
 * A rich text (Lexical's serialized editor state), checked for its structure: known node types,
 * children only on elements, safe link targets, mentions naming a person, size limits
 * (richText.constants.ts). Never HTML.
 */
export const richTextSchema = z
  .looseObject({
    root: z.looseObject({ type: z.literal('root'), children: z.array(z.unknown()) }),
  })
  .superRefine((value, context) => {
    const problem = richTextProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }) as unknown as z.ZodType<RichTextDocument>;

/** The state a story is in, as lists show it. */
export const storyStateRefSchema = projectStateSchema.pick({
  id: true,
  name: true,
  color: true,
  group: true,
  stage: true,
});
export type StoryStateRef = z.infer<typeof storyStateRefSchema>;

/** Another story, named: links, parent, timer. */
export const storyRefSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  state_group: z.enum(STATE_GROUPS),
});
export type StoryRef = z.infer<typeof storyRefSchema>;

/** A story in lists, on the board and in the calendar. */
export const storySummarySchema = z.object({
  id: z.uuid(),
  /** `KEY-123`. */
  key: z.string(),
  number: z.number().int().min(1),
  project_id: z.uuid(),
  title: z.string(),
  state: storyStateRefSchema,
  priority: z.enum(STORY_PRIORITIES),
  assignees: z.array(workPersonSchema),
  labels: z.array(projectLabelSchema),
  start_date: dateSchema.nullable(),
  due_date: dateSchema.nullable(),
  estimate: z.number().min(0).nullable(),
  parent_id: z.uuid().nullable(),
  /** Its sub-stories (cancelled ones left out) and those completed. */
  sub_stories: z.object({ total: z.number().int().min(0), completed: z.number().int().min(0) }),
  /** Its place in its board column (lower first). */
  position: z.number(),
  /** Rises with every change: an update names the version it was made on (409 when stale). */
  version: z.number().int().min(1),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type StorySummary = z.infer<typeof storySummarySchema>;

export const storyLinkSchema = z.object({
  id: z.uuid(),
  /** How it reads from this story: `blocked_by` is another story's `blocks`. */
  direction: z.enum(STORY_LINK_DIRECTIONS),
  story: storyRefSchema,
});
export type StoryLink = z.infer<typeof storyLinkSchema>;

/** `GET /stories/{id}`: everything the story page shows but the timeline. */
export const storyDetailSchema = storySummarySchema.extend({
  description: richTextSchema.nullable(),
  partners: z.array(workPersonSchema),
  reviewers: z.array(workPersonSchema),
  parent: storyRefSchema.nullable(),
  links: z.array(storyLinkSchema),
  project: z.object({
    id: z.uuid(),
    key: z.string(),
    name: z.string(),
    estimate_unit: z.enum(ESTIMATE_UNITS),
    content_pipeline: z.boolean(),
  }),
  created_by: workPersonSchema.nullable(),
  /** Minutes logged against it by everyone (time entries, a running timer up to now). */
  logged_minutes: z.number().int().min(0),
  /** What the caller may do: change it; approve or send it back (in a review state). */
  can_edit: z.boolean(),
  can_review: z.boolean(),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;

export const storyPageSchema = pageOf(storySummarySchema);
export type StoryPage = z.infer<typeof storyPageSchema>;

const csv = <T extends z.ZodType<unknown, string>>(item: T, max = STORY_FILTER_IDS_MAX) =>
  z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(item).max(max));
const personFilter = z.union([idSchema, z.literal('me'), z.literal('none')]);

/**
 * `GET /stories`: stories of the projects the caller may see, filtered on the server. Lists are
 * comma separated (`state_group=started,review`); `assignee` takes ids, `me` and `none`.
 * The calendar asks with `due_from`/`due_to`; "My stories" with `assignee=me&due=overdue`.
 */
export const storyListQuerySchema = pageQuerySchema.extend({
  project_id: csv(idSchema).optional(),
  state_group: csv(z.enum(STATE_GROUPS)).optional(),
  state_id: csv(idSchema).optional(),
  assignee: csv(personFilter).optional(),
  reviewer: personFilter.optional(),
  label_id: csv(idSchema).optional(),
  priority: csv(z.enum(STORY_PRIORITIES)).optional(),
  due: z.enum(STORY_DUE_FILTERS).optional(),
  due_from: dateSchema.optional(),
  due_to: dateSchema.optional(),
  /** A story's sub-stories; `none`: top-level stories only. */
  parent_id: z.union([idSchema, z.literal('none')]).optional(),
  /** In the title or the key (`ABC-12`), any case. */
  q: z.string().trim().min(1).max(STORY_SEARCH_MAX).optional(),
  sort: z.enum(STORY_SORT_KEYS).default('updated_at'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type StoryListQuery = z.input<typeof storyListQuerySchema>;

/** `GET /story/board?project_id=`: a project's board, with the list's filters but state. */
export const storyBoardQuerySchema = storyListQuerySchema
  .omit({ page: true, size: true, project_id: true, state_id: true, sort: true, order: true })
  .extend({ project_id: idSchema })
  .strict();
export type StoryBoardQuery = z.input<typeof storyBoardQuerySchema>;

/** One column per state in order; `count` is every story in it, `stories` the first ones. */
export const storyBoardSchema = z.object({
  project_id: z.uuid(),
  columns: z.array(
    z.object({
      state: projectStateSchema,
      count: z.number().int().min(0),
      stories: z.array(storySummarySchema),
    }),
  ),
});
export type StoryBoard = z.infer<typeof storyBoardSchema>;

export const storyParamsSchema = z.strictObject({ id: idSchema });
/** Any text: a key that is not `ABC-12` shaped is simply not found. */
export const storyKeyParamsSchema = z.strictObject({ key: z.string().max(40) });
export const storyLinkParamsSchema = z.strictObject({ id: idSchema, linkId: idSchema });
export const storyCommentParamsSchema = z.strictObject({ commentId: idSchema });
export const timeEntryParamsSchema = z.strictObject({ entryId: idSchema });
export const savedViewParamsSchema = z.strictObject({ viewId: idSchema });

const storyFields = {
  title: z
    .string()
    .trim()
    .min(1, required)
    .max(STORY_TITLE_MAX, `Must be at most ${STORY_TITLE_MAX} characters`),
  description: richTextSchema.nullable(),
  /** A state of the story's project. */
  state_id: idSchema,
  priority: z.enum(STORY_PRIORITIES),
  /** Active members of the project. */
  assignee_ids: idList(STORY_PEOPLE_MAX),
  partner_ids: idList(STORY_PEOPLE_MAX),
  reviewer_ids: idList(STORY_PEOPLE_MAX),
  start_date: dateSchema.nullable(),
  due_date: dateSchema.nullable(),
  /** Labels of the story's project. */
  label_ids: idList(STORY_LABELS_MAX),
  estimate: z.number().min(0).max(STORY_ESTIMATE_MAX).nullable(),
  /** A story of the same project, not this one nor one under it. */
  parent_id: idSchema.nullable(),
};
const datesInOrder = (value: { start_date?: string | null; due_date?: string | null }) =>
  !value.start_date || !value.due_date || value.start_date <= value.due_date;
const DATES_ORDER = 'The due date must not be before the start date';

/** `POST /stories`: the next number of the project; the first backlog (or first) state unless told. */
export const createStoryRequestSchema = z
  .strictObject({
    ...z.object(storyFields).partial().shape,
    project_id: idSchema,
    title: storyFields.title,
  })
  .refine(datesInOrder, { message: DATES_ORDER, path: ['due_date'] });
export type CreateStoryRequest = z.input<typeof createStoryRequestSchema>;

/**
 * `PATCH /stories/{id}`: the fields that change, made on `version` (409 with the story as it is
 * now when someone saved in between). `position` places it in its board column.
 */
export const updateStoryRequestSchema = z
  .strictObject({
    ...z.object(storyFields).partial().shape,
    position: z.number().finite().optional(),
    version: z.number().int().min(1),
  })
  .refine((patch) => Object.keys(patch).some((key) => key !== 'version'), {
    message: STORY_MESSAGES.nothingToUpdate,
  })
  .refine(datesInOrder, { message: DATES_ORDER, path: ['due_date'] });
export type UpdateStoryRequest = z.input<typeof updateStoryRequestSchema>;

/** A stale update's 409: the story as it is now (the client keeps the user's edits in the form). */
export const storyConflictSchema = z.object({
  detail: z.string(),
  story: storyDetailSchema,
});
export type StoryConflict = z.infer<typeof storyConflictSchema>;

export const addStoryLinkRequestSchema = z.strictObject({
  type: z.enum(STORY_LINK_TYPES),
  /** The other story (any project the caller may see). */
  story_id: idSchema,
});
export type AddStoryLinkRequest = z.input<typeof addStoryLinkRequestSchema>;
export const storyLinkListSchema = z.object({ items: z.array(storyLinkSchema) });
export type StoryLinkList = z.infer<typeof storyLinkListSchema>;

export const reactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int().min(1),
  /** The caller reacted with it. */
  mine: z.boolean(),
});
export type Reaction = z.infer<typeof reactionSchema>;

export const storyCommentSchema = z.object({
  id: z.uuid(),
  story_id: z.uuid(),
  author: workPersonSchema.nullable(),
  /** Written through a material's share link by someone without an account: the name they gave. */
  external_name: z.string().nullable(),
  /** null once deleted (the timeline keeps its place). */
  body: richTextSchema.nullable(),
  created_at: timestampSchema,
  edited_at: timestampSchema.nullable(),
  deleted_at: timestampSchema.nullable(),
  reactions: z.array(reactionSchema),
  mine: z.boolean(),
});
export type StoryComment = z.infer<typeof storyCommentSchema>;

/** `POST /stories/{id}/comments`, `PATCH /stories/comments/{id}`: mentions are read from the body. */
export const storyCommentRequestSchema = z.strictObject({ body: richTextSchema });
export type StoryCommentRequest = z.input<typeof storyCommentRequestSchema>;

export const reactionRequestSchema = z.strictObject({
  emoji: z
    .string()
    .trim()
    .min(1, required)
    .max(REACTION_MAX)
    .refine((emoji) => !/[\s<>]/.test(emoji), 'Must be one emoji'),
});
export type ReactionRequest = z.input<typeof reactionRequestSchema>;

/**
 * One change in the activity log. `from` and `to` are the values as they read then: text, a date,
 * a number, `{id, name}` (state), `[{id, name}]` (people, labels), `{id, key}` (parent, link).
 */
export const storyActivitySchema = z.object({
  id: z.uuid(),
  story_id: z.uuid(),
  actor: workPersonSchema.nullable(),
  field: z.enum(STORY_ACTIVITY_FIELDS),
  from: z.unknown(),
  to: z.unknown(),
  at: timestampSchema,
});
export type StoryActivity = z.infer<typeof storyActivitySchema>;

/** The story page's timeline: activity and comments merged, oldest first. */
export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('activity'), at: timestampSchema, activity: storyActivitySchema }),
  z.object({ kind: z.literal('comment'), at: timestampSchema, comment: storyCommentSchema }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export const timelinePageSchema = pageOf(timelineEntrySchema);
export type TimelinePage = z.infer<typeof timelinePageSchema>;
export const timelineQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: pageSizeSchema.default(50),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type TimelineQuery = z.input<typeof timelineQuerySchema>;

/** `POST /stories/{id}/review`: approve (→ the first completed state) or send back with a comment. */
export const reviewStoryRequestSchema = z
  .strictObject({
    decision: z.enum(['approve', 'send_back']),
    comment: richTextSchema.optional(),
    version: z.number().int().min(1),
  })
  .refine((review) => review.decision === 'approve' || review.comment !== undefined, {
    message: STORY_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type ReviewStoryRequest = z.input<typeof reviewStoryRequestSchema>;

export const timeEntrySchema = z.object({
  id: z.uuid(),
  /** Null for the running timer of a project or an activity (the timesheet's, ADR 0024). */
  story_id: z.uuid().nullable(),
  user: workPersonSchema.nullable(),
  /** The day the work counts for (the timer's start day in the person's calendar zone). */
  date: dateSchema,
  /** Logged minutes; for a running timer, up to now. */
  minutes: z.number().int().min(0),
  note: z.string(),
  started_at: timestampSchema.nullable(),
  ended_at: timestampSchema.nullable(),
  running: z.boolean(),
  created_at: timestampSchema,
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const timeEntryListSchema = z.object({
  items: z.array(timeEntrySchema),
  total_minutes: z.number().int().min(0),
  estimate: z.number().nullable(),
  estimate_unit: z.enum(ESTIMATE_UNITS),
});
export type TimeEntryList = z.infer<typeof timeEntryListSchema>;

export const addTimeEntryRequestSchema = z.strictObject({
  minutes: z.number().int().min(1).max(TIME_ENTRY_MINUTES_MAX),
  date: dateSchema,
  note: z.string().trim().max(TIME_ENTRY_NOTE_MAX).optional(),
});
export type AddTimeEntryRequest = z.input<typeof addTimeEntryRequestSchema>;

/** `GET /stories/timer`: the caller's running timer (one at most) and its story. */
export const runningTimerSchema = z.object({
  entry: timeEntrySchema.nullable(),
  story: storyRefSchema.nullable(),
});
export type RunningTimer = z.infer<typeof runningTimerSchema>;

/** A saved list view: its filters as the list's query string values. */
export const savedViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Shared with the project's members (a project view), or the owner's own. */
  project_id: z.uuid().nullable(),
  shared: z.boolean(),
  query: z.record(z.string(), z.string()),
  owner: workPersonSchema.nullable(),
  mine: z.boolean(),
  created_at: timestampSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
export type SavedViewList = z.infer<typeof savedViewListSchema>;
export const savedViewsQuerySchema = z.strictObject({ project_id: idSchema.optional() });
export const createSavedViewRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1, required).max(SAVED_VIEW_NAME_MAX),
    project_id: idSchema.nullable().optional(),
    shared: z.boolean().default(false),
    query: z
      .record(z.string().max(40), z.string().max(1000))
      .refine((query) => Object.keys(query).length <= 30, 'Too many filters'),
  })
  .refine((view) => !view.shared || Boolean(view.project_id), {
    message: 'A shared view belongs to a project',
    path: ['shared'],
  });
export type CreateSavedViewRequest = z.input<typeof createSavedViewRequestSchema>;

export const storyEndpoints = {
  list: defineEndpoint({
    ...STORY_ROUTES.list,
    summary: 'Stories of the projects the caller may see: filters, sort and pages on the server.',
    query: storyListQuerySchema,
    response: storyPageSchema,
  }),
  board: defineEndpoint({
    ...STORY_ROUTES.board,
    summary: "A project's board: a column per state with its count and first stories.",
    query: storyBoardQuerySchema,
    response: storyBoardSchema,
  }),
  create: defineEndpoint({
    ...STORY_ROUTES.create,
    summary: 'Create a story (numbered KEY-n in its project, gap-free).',
    body: createStoryRequestSchema,
    response: storyDetailSchema,
  }),
  get: defineEndpoint({
    ...STORY_ROUTES.get,
    summary: 'One story with its people, parent, links and logged time.',
    response: storyDetailSchema,
  }),
  getByKey: defineEndpoint({
    ...STORY_ROUTES.getByKey,
    summary: 'One story by its key (ABC-12).',
    response: storyDetailSchema,
  }),
  update: defineEndpoint({
    ...STORY_ROUTES.update,
    summary:
      'Change a story on its version (409 with the fresh story when stale); every change is logged.',
    body: updateStoryRequestSchema,
    response: storyDetailSchema,
  }),
  remove: defineEndpoint({
    ...STORY_ROUTES.remove,
    summary: 'Delete a story (its creator, the project lead or an administrator).',
    response: okSchema,
  }),
  timeline: defineEndpoint({
    ...STORY_ROUTES.timeline,
    summary: "A story's activity and comments in one timeline.",
    query: timelineQuerySchema,
    response: timelinePageSchema,
  }),
  addLink: defineEndpoint({
    ...STORY_ROUTES.addLink,
    summary: 'Link the story to another (blocks, relates to, duplicates).',
    body: addStoryLinkRequestSchema,
    response: storyLinkListSchema,
  }),
  removeLink: defineEndpoint({
    ...STORY_ROUTES.removeLink,
    summary: 'Remove a link.',
    response: storyLinkListSchema,
  }),
  addComment: defineEndpoint({
    ...STORY_ROUTES.addComment,
    summary: 'Comment on a story; the people it mentions are notified.',
    body: storyCommentRequestSchema,
    response: storyCommentSchema,
  }),
  updateComment: defineEndpoint({
    ...STORY_ROUTES.updateComment,
    summary: 'Edit an own comment (newly mentioned people are notified).',
    body: storyCommentRequestSchema,
    response: storyCommentSchema,
  }),
  removeComment: defineEndpoint({
    ...STORY_ROUTES.removeComment,
    summary: 'Delete an own comment (its place in the timeline stays).',
    response: okSchema,
  }),
  react: defineEndpoint({
    ...STORY_ROUTES.react,
    summary: 'Add the caller’s reaction to a comment.',
    body: reactionRequestSchema,
    response: storyCommentSchema,
  }),
  unreact: defineEndpoint({
    ...STORY_ROUTES.unreact,
    summary: 'Take the caller’s reaction back (`?emoji=`).',
    query: reactionRequestSchema,
    response: storyCommentSchema,
  }),
  review: defineEndpoint({
    ...STORY_ROUTES.review,
    summary: 'Approve a story in review or send it back with a comment.',
    body: reviewStoryRequestSchema,
    response: storyDetailSchema,
  }),
  timeEntries: defineEndpoint({
    ...STORY_ROUTES.timeEntries,
    summary: 'Time logged against a story, with the total and the estimate.',
    response: timeEntryListSchema,
  }),
  addTimeEntry: defineEndpoint({
    ...STORY_ROUTES.addTimeEntry,
    summary: 'Log time against a story by hand.',
    body: addTimeEntryRequestSchema,
    response: timeEntrySchema,
  }),
  removeTimeEntry: defineEndpoint({
    ...STORY_ROUTES.removeTimeEntry,
    summary: 'Remove an own time entry.',
    response: okSchema,
  }),
  startTimer: defineEndpoint({
    ...STORY_ROUTES.startTimer,
    summary: 'Start a timer on a story (409 when one is running).',
    response: timeEntrySchema,
  }),
  stopTimer: defineEndpoint({
    ...STORY_ROUTES.stopTimer,
    summary: 'Stop the running timer; its minutes are logged.',
    response: timeEntrySchema,
  }),
  runningTimer: defineEndpoint({
    ...STORY_ROUTES.runningTimer,
    summary: "The caller's running timer, if any.",
    response: runningTimerSchema,
  }),
  views: defineEndpoint({
    ...STORY_ROUTES.views,
    summary: "The caller's saved views and the shared views of their projects.",
    query: savedViewsQuerySchema,
    response: savedViewListSchema,
  }),
  createView: defineEndpoint({
    ...STORY_ROUTES.createView,
    summary: 'Save the current filters as a view (own, or shared with a project).',
    body: createSavedViewRequestSchema,
    response: savedViewSchema,
  }),
  removeView: defineEndpoint({
    ...STORY_ROUTES.removeView,
    summary: 'Remove an own saved view.',
    response: okSchema,
  }),
} as const;
