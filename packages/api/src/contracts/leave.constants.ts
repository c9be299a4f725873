// Plain values only, never zod (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const LEAVE_DECISIONS = ['approve', 'reject'] as const;
/** `mine`: the caller's; `to_approve`: pending ones the caller may decide; `all`: every one the caller may see. */
export const LEAVE_SCOPES = ['mine', 'to_approve', 'all'] as const;

export const LEAVE_TYPE_NAME_MAX = 100;
export const LEAVE_REASON_MAX = 1000;
export const LEAVE_COMMENT_MAX = 1000;
/** Longest single leave request, in calendar days. */
export const LEAVE_MAX_SPAN_DAYS = 366;
/** Largest yearly allowance, carry-over or adjustment, in days. */
export const LEAVE_DAYS_MAX = 366;

/** Fixed texts of the leave endpoints' answers, shared by the server and the screens. */
export const LEAVE_MESSAGES = {
  endBeforeStart: 'The end date must not be before the start date',
  bothHalves: 'A one-day leave is either the morning or the afternoon, not both',
  overlap: 'This leave overlaps another leave of yours',
  documentRequired: 'This type of leave needs a supporting document',
  attachmentUnknown: 'Choose a file from your drive that you can open',
  noWorkingDays: 'These dates hold no working day',
  notEnoughDays: 'Not enough days left of this type of leave',
  typeArchived: 'This type of leave is no longer offered',
  typeNameTaken: 'A type of leave with this name already exists',
  alreadyDecided: 'This request has already been decided',
  ownRequest: 'You cannot decide your own leave request',
  notApprover: 'Only the team lead or a people manager can decide this request',
  cannotCancel: 'Only a pending or future leave can be cancelled',
  halfStep: 'Use whole or half days',
} as const;

/** Where each leave endpoint lives (the `leaveEndpoints` contracts add the schemas). */
export const LEAVE_ROUTES = {
  types: { method: 'GET', path: '/leave/types' },
  createType: { method: 'POST', path: '/leave/types' },
  updateType: { method: 'PUT', path: '/leave/types/:id' },
  balances: { method: 'GET', path: '/leave/balances' },
  adjustments: { method: 'GET', path: '/leave/adjustments' },
  adjust: { method: 'POST', path: '/leave/adjustments' },
  preview: { method: 'GET', path: '/leave/preview' },
  requests: { method: 'GET', path: '/leave/requests' },
  create: { method: 'POST', path: '/leave/requests' },
  get: { method: 'GET', path: '/leave/requests/:id' },
  /** The request's document (bytes), for its requester and approvers: not a JSON contract. */
  attachment: { method: 'GET', path: '/leave/requests/:id/attachment' },
  decide: { method: 'POST', path: '/leave/requests/:id/decision' },
  cancel: { method: 'POST', path: '/leave/requests/:id/cancel' },
  teamCalendar: { method: 'GET', path: '/leave/team-calendar' },
} as const satisfies Record<string, Route>;

export type LeaveStatusValue = (typeof LEAVE_STATUSES)[number];
export type LeaveScope = (typeof LEAVE_SCOPES)[number];
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];
