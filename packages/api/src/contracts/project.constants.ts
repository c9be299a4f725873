// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** A project's life: planned → active ⇄ paused → completed | cancelled; archived hides it. */
export const PROJECT_STATUSES = [
  'planned',
  'active',
  'paused',
  'completed',
  'cancelled',
  'archived',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_HEALTH = ['on_track', 'at_risk', 'off_track'] as const;
export type ProjectHealth = (typeof PROJECT_HEALTH)[number];

/** How a project's stories are estimated (a project setting). */
export const ESTIMATE_UNITS = ['hours', 'points'] as const;
export type EstimateUnit = (typeof ESTIMATE_UNITS)[number];

/** Every state belongs to one group; lists, boards, progress and reports read the group. */
export const STATE_GROUPS = [
  'backlog',
  'unstarted',
  'started',
  'review',
  'completed',
  'cancelled',
] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];

/**
 * The content stage pipeline (optional per project): a state may stand for one stage. Moving a
 * story out of a `script` state needs manage on Script Control, out of `voice_over` on Voice Over.
 */
export const CONTENT_STAGES = ['script', 'voice_over', 'edit', 'review', 'delivered'] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];
/** The subject that guards leaving a stage (the stages not named here are not guarded). */
export const CONTENT_STAGE_SUBJECTS = {
  script: 'Script Control',
  voice_over: 'Voice Over',
} as const satisfies Partial<Record<ContentStage, string>>;

/** A default state of a new project. */
export interface DefaultState {
  name: string;
  color: string;
  group: StateGroup;
  stage: ContentStage | null;
}

/** The states a new project starts with. */
export const DEFAULT_STATES: readonly DefaultState[] = [
  { name: 'Backlog', color: '#94a3b8', group: 'backlog', stage: null },
  { name: 'Todo', color: '#64748b', group: 'unstarted', stage: null },
  { name: 'In progress', color: '#f59e0b', group: 'started', stage: null },
  { name: 'In review', color: '#8b5cf6', group: 'review', stage: null },
  { name: 'Done', color: '#22c55e', group: 'completed', stage: null },
  { name: 'Cancelled', color: '#ef4444', group: 'cancelled', stage: null },
];

/** The states a new project with the content pipeline starts with. */
export const CONTENT_PIPELINE_STATES: readonly DefaultState[] = [
  { name: 'Backlog', color: '#94a3b8', group: 'backlog', stage: null },
  { name: 'Script', color: '#0ea5e9', group: 'started', stage: 'script' },
  { name: 'Voice-over', color: '#6366f1', group: 'started', stage: 'voice_over' },
  { name: 'Edit', color: '#f59e0b', group: 'started', stage: 'edit' },
  { name: 'Review', color: '#8b5cf6', group: 'review', stage: 'review' },
  { name: 'Delivered', color: '#22c55e', group: 'completed', stage: 'delivered' },
  { name: 'Cancelled', color: '#ef4444', group: 'cancelled', stage: null },
];

/** 2–6 upper-case Latin letters: the prefix of the project's story keys (`KEY-123`). */
export const PROJECT_KEY_PATTERN = /^[A-Z]{2,6}$/;
export const PROJECT_NAME_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_HEALTH_NOTE_MAX = 1000;
export const PROJECT_MEMBERS_MAX = 500;
export const PROJECT_STATES_MAX = 50;
export const PROJECT_LABELS_MAX = 200;
export const STATE_NAME_MAX = 60;
export const LABEL_NAME_MAX = 60;
export const PROJECT_SEARCH_MAX = 200;
/** `#rrggbb`. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const PROJECT_SORT_KEYS = ['name', 'key', 'status', 'target_date', 'updated_at'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];

/** Exact texts the server answers with and the client translates. */
export const PROJECT_MESSAGES = {
  keyTaken: 'A project with this key already exists',
  keyFormat: 'Must be 2 to 6 upper-case letters',
  notMember: 'Must be an active member of the project',
  inactiveUser: 'This person is deactivated',
  unknownUser: 'No such person',
  leadOnly: 'Only the project lead or an administrator may change the project',
  stateInUse: 'Stories are in this state: choose where they go',
  lastStateOfGroup: 'A project keeps at least one completed state',
  stateNameTaken: 'A state with this name already exists in the project',
  labelNameTaken: 'A label with this name already exists in the project',
  unknownState: 'No such state in this project',
  datesOrder: 'The target date must not be before the start date',
  archived: 'This project is archived',
} as const;

/** Where each project endpoint lives (the `projectEndpoints` contracts add the schemas). */
export const PROJECT_ROUTES = {
  list: { method: 'GET', path: '/projects' },
  create: { method: 'POST', path: '/projects' },
  get: { method: 'GET', path: '/projects/:id' },
  update: { method: 'PATCH', path: '/projects/:id' },
  remove: { method: 'DELETE', path: '/projects/:id' },
  setMembers: { method: 'PUT', path: '/projects/:id/members' },
  createState: { method: 'POST', path: '/projects/:id/states' },
  updateState: { method: 'PATCH', path: '/projects/:id/states/:stateId' },
  removeState: { method: 'DELETE', path: '/projects/:id/states/:stateId' },
  reorderStates: { method: 'PUT', path: '/projects/:id/states/order' },
  createLabel: { method: 'POST', path: '/projects/:id/labels' },
  updateLabel: { method: 'PATCH', path: '/projects/:id/labels/:labelId' },
  removeLabel: { method: 'DELETE', path: '/projects/:id/labels/:labelId' },
} as const satisfies Record<string, Route>;
