// Plain values only, never zod (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** A week's state (ADR 0024): open → submitted → approved (locked) or rejected (open again). */
export const TIMESHEET_STATUSES = ['open', 'submitted', 'approved', 'rejected'] as const;
export const TIMESHEET_DECISIONS = ['approve', 'reject'] as const;
/** What a grid row is logged against. */
export const TIMESHEET_ROW_KINDS = ['story', 'project', 'activity'] as const;
/** Statuses the approver's list filters on. */
export const TIMESHEET_APPROVAL_STATUSES = ['submitted', 'approved', 'rejected'] as const;

export const TIMESHEET_ACTIVITY_MAX = 100;
export const TIMESHEET_NOTE_MAX = 500;
export const TIMESHEET_COMMENT_MAX = 1000;
/** A day holds at most 24 hours of logged time. */
export const TIMESHEET_DAY_MINUTES_MAX = 24 * 60;

/** Fixed texts of the timesheet's answers, shared by the server and the screens. */
export const TIMESHEET_MESSAGES = {
  dayOver24h: 'A day cannot hold more than 24 hours',
  belowTimed: 'The timer already logged more on this day; remove timer entries on the story',
  weekApproved: 'This week is approved and locked; ask an approver to reopen it',
  weekSubmitted: 'This week is waiting for approval; it cannot change until it is decided',
  oneTarget: 'Choose one story, project or activity',
  unknownStory: 'Choose a story of a project you are a member of',
  unknownProject: 'Choose a project you are a member of',
  rowHasHours: 'Clear the hours of this row first',
  notWeekStart: 'This is not the first day of your week',
  timerRunning: 'You already have a timer running',
  noTimer: 'No timer is running',
  stopTimerFirst: 'Stop the timer running in this week first',
  notSubmittable: 'Only an open or rejected week can be submitted',
  notSubmitted: 'This week is not waiting for approval',
  notApproved: 'Only a submitted or approved week can be reopened',
  ownWeek: 'You cannot decide your own timesheet',
  commentRequired: 'Say why the week is rejected',
  draftGone: 'This draft was already confirmed or discarded',
  nothingLastWeek: 'Last week has no rows to copy',
} as const;

/** Where each timesheet endpoint lives (the `timesheetEndpoints` contracts add the schemas). */
export const TIMESHEET_ROUTES = {
  week: { method: 'GET', path: '/timesheet/week' },
  addRow: { method: 'POST', path: '/timesheet/week/rows' },
  removeRow: { method: 'POST', path: '/timesheet/week/rows/remove' },
  setCell: { method: 'PUT', path: '/timesheet/cells' },
  copyLastWeek: { method: 'POST', path: '/timesheet/week/copy' },
  submit: { method: 'POST', path: '/timesheet/week/submit' },
  timer: { method: 'GET', path: '/timesheet/timer' },
  startTimer: { method: 'POST', path: '/timesheet/timer' },
  stopTimer: { method: 'POST', path: '/timesheet/timer/stop' },
  confirmDraft: { method: 'POST', path: '/timesheet/drafts/:id/confirm' },
  discardDraft: { method: 'DELETE', path: '/timesheet/drafts/:id' },
  approvals: { method: 'GET', path: '/timesheet/approvals' },
  getWeek: { method: 'GET', path: '/timesheet/weeks/:id' },
  decide: { method: 'POST', path: '/timesheet/weeks/:id/decision' },
  reopen: { method: 'POST', path: '/timesheet/weeks/:id/reopen' },
} as const satisfies Record<string, Route>;

export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
export type TimesheetDecision = (typeof TIMESHEET_DECISIONS)[number];
export type TimesheetRowKind = (typeof TIMESHEET_ROW_KINDS)[number];
export type TimesheetApprovalStatus = (typeof TIMESHEET_APPROVAL_STATUSES)[number];
