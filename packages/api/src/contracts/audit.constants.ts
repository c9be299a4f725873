// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

export const AUDIT_ACTION_MAX = 100;
export const AUDIT_TARGET_TYPE_MAX = 50;
export const AUDIT_TARGET_ID_MAX = 100;

/** What the audit log can be sorted by (`?sort=`); `created_at` is the default. */
export const AUDIT_SORT_KEYS = ['created_at', 'action', 'actor', 'target'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];
export const AUDIT_SORT_ORDERS = ['asc', 'desc'] as const;
export type AuditSortOrder = (typeof AUDIT_SORT_ORDERS)[number];

/** Rows one CSV export may hold at most (newest first by default): a file a spreadsheet opens. */
export const AUDIT_EXPORT_MAX = 10_000;

/**
 * The actions the server writes today (lib/audit.ts callers), so screens can offer them as a
 * filter and name them in every language. An action missing here still lists and filters; a
 * screen shows its raw name.
 */
export const AUDIT_ACTIONS = [
  'user_created',
  'users_imported',
  'user_updated',
  'user_profile_updated',
  'user_deactivated',
  'user_reactivated',
  'user_deleted',
  'user_invited',
  'user_invite_resent',
  'user_invite_accepted',
  'user_avatar_set_by_admin',
  'user_avatar_removed_by_admin',
  'authn_password_change',
  'authn_password_reset',
  'authn_password_reset_by_admin',
  'authz_change',
  'team_created',
  'team_updated',
  'team_deleted',
  'settings_changed',
  'master_password_set',
  'master_password_changed',
  'attendance_correction_requested',
  'attendance_correction_approved',
  'attendance_correction_rejected',
  'drive_access_changed',
  'drive_item_deleted',
  'project_archived',
  'project_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of object audit rows point at (`target_type`). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'team',
  'settings',
  'attendance_correction',
  'attendance_session',
  'drive_item',
  'project',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The export's columns, in order; the first line of every file. */
export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'actor_id',
  'actor_username',
  'actor_full_name',
  'action',
  'target_type',
  'target_id',
  'ip',
  'details',
] as const;

/** Where each audit endpoint lives (the `auditEndpoints` contracts add the schemas). */
export const AUDIT_ROUTES = {
  list: { method: 'GET', path: '/audit' },
  /** The current filter as a CSV file (same query, without page and size). */
  export: { method: 'GET', path: '/audit/export' },
} as const satisfies Record<string, Route>;
