// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** Bounds of the server settings a super admin can change. */
export const SETTINGS_LIMITS = {
  attendancePromptIntervalMinutes: { min: 5, max: 24 * 60 },
  attendancePromptGraceSeconds: { min: 10, max: 60 * 60 },
  autoCheckoutHour: { min: 0, max: 23 },
  autoCheckoutToleranceMinutes: { min: 0, max: 720 },
  sessionIdleMinutes: { min: 5, max: 24 * 60 },
  sessionAbsoluteHours: { min: 1, max: 7 * 24 },
  driveMaxFileMegabytes: { min: 1, max: 1024 * 1024 },
  driveQuotaMegabytes: { min: 1, max: 1024 * 1024 * 1024 },
  driveTrashRetentionDays: { min: 1, max: 3650 },
  driveLinkDefaultExpiryDays: { min: 1, max: 3650 },
  driveLinkMaxExpiryDays: { min: 1, max: 3650 },
} as const;

/** Where each settings endpoint lives (the `settingsEndpoints` contracts add the schemas). */
export const SETTINGS_ROUTES = {
  get: { method: 'GET', path: '/settings' },
  update: { method: 'PUT', path: '/settings' },
  masterPasswordState: { method: 'GET', path: '/settings/master-password' },
  setMasterPassword: { method: 'PUT', path: '/settings/master-password' },
} as const satisfies Record<string, Route>;
