// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

export const STORY_PRIORITIES = ['urgent', 'high', 'medium', 'low', 'none'] as const;
export type StoryPriority = (typeof STORY_PRIORITIES)[number];

/** `blocks` and `duplicates` read the other way from the other story (blocked by, duplicated by). */
export const STORY_LINK_TYPES = ['blocks', 'relates_to', 'duplicates'] as const;
export type StoryLinkType = (typeof STORY_LINK_TYPES)[number];
/** How a link reads from the story it is shown on. */
export const STORY_LINK_DIRECTIONS = [
  'blocks',
  'blocked_by',
  'relates_to',
  'duplicates',
  'duplicated_by',
] as const;
export type StoryLinkDirection = (typeof STORY_LINK_DIRECTIONS)[number];

export const STORY_SORT_KEYS = [
  'updated_at',
  'created_at',
  'number',
  'title',
  'priority',
  'due_date',
  'state',
] as const;
export type StorySortKey = (typeof STORY_SORT_KEYS)[number];

/** `?due=`: past due and not done, due today, due in the next 7 days, no due date. */
export const STORY_DUE_FILTERS = ['overdue', 'today', 'week', 'none'] as const;
export type StoryDueFilter = (typeof STORY_DUE_FILTERS)[number];

export const STORY_TITLE_MAX = 300;
export const STORY_PEOPLE_MAX = 50;
export const STORY_LABELS_MAX = 50;
export const STORY_SEARCH_MAX = 200;
/** Most stories one filter may name by id (project, label, state lists). */
export const STORY_FILTER_IDS_MAX = 50;
export const STORY_ESTIMATE_MAX = 10_000;
/** A story's key: `KEY-123`. */
export const STORY_KEY_PATTERN = /^([A-Z]{2,6})-([1-9][0-9]{0,8})$/;
/** Most stories one board column answers (the column's count says how many there are). */
export const BOARD_COLUMN_LIMIT = 200;

/** The rich text (Lexical's editor state JSON) limits: serialized size, nesting, nodes. */
export const RICH_TEXT_MAX_BYTES = 200_000;
export const RICH_TEXT_MAX_DEPTH = 20;
export const RICH_TEXT_MAX_NODES = 5000;
/** The node types a description or comment may hold (what the app's editor makes). */
export const RICH_TEXT_NODE_TYPES = [
  'root',
  'paragraph',
  'heading',
  'quote',
  'list',
  'listitem',
  'text',
  'linebreak',
  'tab',
  'link',
  'autolink',
  'code',
  'code-highlight',
  'horizontalrule',
  'mention',
] as const;
export type RichTextNodeType = (typeof RICH_TEXT_NODE_TYPES)[number];

export const COMMENT_MENTIONS_MAX = 50;
/** A reaction is one emoji (a grapheme of at most this many UTF-16 units). */
export const REACTION_MAX = 16;
export const REACTIONS_PER_COMMENT_MAX = 50;

export const TIME_ENTRY_MINUTES_MAX = 24 * 60;
export const TIME_ENTRY_NOTE_MAX = 500;
export const SAVED_VIEW_NAME_MAX = 80;
export const SAVED_VIEWS_MAX = 100;

/** Field names of the activity log (one entry per changed field). */
export const STORY_ACTIVITY_FIELDS = [
  'created',
  'title',
  'description',
  'state',
  'priority',
  'assignees',
  'partners',
  'reviewers',
  'start_date',
  'due_date',
  'labels',
  'estimate',
  'parent',
  'link_added',
  'link_removed',
  'comment_deleted',
  'review_approved',
  'review_sent_back',
  'time_logged',
  'attachment_added',
  'attachment_removed',
  'material_shared',
] as const;
export type StoryActivityField = (typeof STORY_ACTIVITY_FIELDS)[number];

/** Exact texts the server answers with and the client translates. */
export const STORY_MESSAGES = {
  changedMeanwhile: 'This story was changed by someone else; your changes are kept in the form',
  parentCycle: 'A story cannot be under itself or one of its sub-stories',
  otherProject: 'Must belong to the same project',
  notInReview: 'The story is not in a review state',
  commentRequired: 'Say what needs to change',
  notReviewer: 'Only a reviewer, the project lead or an administrator may review this story',
  stageGuarded: 'You may not move a story out of this stage',
  notYourComment: 'You can only change your own comments',
  commentDeleted: 'This comment was deleted',
  linkToSelf: 'A story cannot be linked to itself',
  linkExists: 'These stories are already linked this way',
  timerRunning: 'You already have a timer running',
  noTimer: 'No timer is running',
  notYourEntry: 'You can only change your own time entries',
  nothingToUpdate: 'Nothing to update',
  hasSubStories: 'Move or delete its sub-stories first',
} as const;

/** Where each story endpoint lives (the `storyEndpoints` contracts add the schemas). */
export const STORY_ROUTES = {
  list: { method: 'GET', path: '/story' },
  create: { method: 'POST', path: '/story' },
  board: { method: 'GET', path: '/story/board' },
  get: { method: 'GET', path: '/story/:id' },
  getByKey: { method: 'GET', path: '/task/story/key/:key' },
  update: { method: 'PATCH', path: '/story/:id' },
  remove: { method: 'DELETE', path: '/story/:id' },
  timeline: { method: 'GET', path: '/story/:id/timeline' },
  addLink: { method: 'POST', path: '/story/:id/links' },
  removeLink: { method: 'DELETE', path: '/story/:id/links/:linkId' },
  addComment: { method: 'POST', path: '/story/:id/comments' },
  updateComment: { method: 'PATCH', path: '/task/story/comment/:commentId' },
  removeComment: { method: 'DELETE', path: '/task/story/comment/:commentId' },
  react: { method: 'PUT', path: '/task/story/comment/:commentId/reactions' },
  unreact: { method: 'DELETE', path: '/task/story/comment/:commentId/reactions' },
  review: { method: 'POST', path: '/story/:id/review' },
  timeEntries: { method: 'GET', path: '/story/:id/time' },
  addTimeEntry: { method: 'POST', path: '/story/:id/time' },
  removeTimeEntry: { method: 'DELETE', path: '/task/story/time/:entryId' },
  startTimer: { method: 'POST', path: '/story/:id/timer' },
  stopTimer: { method: 'DELETE', path: '/story/timer' },
  runningTimer: { method: 'GET', path: '/story/timer' },
  views: { method: 'GET', path: '/task/story/views' },
  createView: { method: 'POST', path: '/task/story/views' },
  removeView: { method: 'DELETE', path: '/task/story/views/:viewId' },
} as const satisfies Record<string, Route>;

/**
 * The `resource` of the `refetch` server event sent to a project's members when one of its
 * stories changes (the board and lists refetch): `stories:{projectId}:{storyId}`.
 */
export const storyRefetchResource = (projectId: string, storyId: string) =>
  `stories:${projectId}:${storyId}`;
