// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

/** Bounds of the server settings a super admin can change. */
export const SETTINGS_LIMITS = {
  attendancePromptIntervalMinutes: { min: 5, max: 24 * 60 },
  attendancePromptGraceSeconds: { min: 10, max: 60 * 60 },
  autoCheckoutHour: { min: 0, max: 23 },
  sessionIdleMinutes: { min: 5, max: 24 * 60 },
  sessionAbsoluteHours: { min: 1, max: 7 * 24 },
} as const;
