import { z } from 'zod';
import { defineEndpoint, okSchema } from './common.ts';
import { PASSWORD_MAX } from './signIn.constants.ts';
import { SETTINGS_LIMITS, SETTINGS_ROUTES } from './settings.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './settings.constants.ts';

const bounded = (limits: { min: number; max: number }) =>
  z.number().int().min(limits.min).max(limits.max);

/** Every server setting with its type (the settings service keeps the defaults). */
export const settingsSchema = z.strictObject({
  /** Minutes between two "Confirm attendance" prompts of an open working session. */
  attendancePromptIntervalMinutes: bounded(SETTINGS_LIMITS.attendancePromptIntervalMinutes),
  /** Seconds a prompt waits for Continue Session before the server ends the session. */
  attendancePromptGraceSeconds: bounded(SETTINGS_LIMITS.attendancePromptGraceSeconds),
  /** Local hour (0–23) at which open sessions are checked out; null turns it off. */
  autoCheckoutHour: bounded(SETTINGS_LIMITS.autoCheckoutHour).nullable(),
  /**
   * Minutes after the end of a person's working day (their calendar) at which a still-open
   * session is closed and marked for review.
   */
  autoCheckoutToleranceMinutes: bounded(SETTINGS_LIMITS.autoCheckoutToleranceMinutes),
  /** Sliding idle timeout of a sign-in session. */
  sessionIdleMinutes: bounded(SETTINGS_LIMITS.sessionIdleMinutes),
  /** Absolute lifetime of a sign-in session. */
  sessionAbsoluteHours: bounded(SETTINGS_LIMITS.sessionAbsoluteHours),
  /** The largest file the drive takes (MiB; 1024 ** 2 bytes). */
  driveMaxFileMegabytes: bounded(SETTINGS_LIMITS.driveMaxFileMegabytes),
  /** Each person's drive storage (MiB, every version counted); null: no quota. */
  driveQuotaMegabytes: bounded(SETTINGS_LIMITS.driveQuotaMegabytes).nullable(),
  /** Days an item stays in the trash before the server deletes it for good. */
  driveTrashRetentionDays: bounded(SETTINGS_LIMITS.driveTrashRetentionDays),
  /** Days a new share link lasts unless its creator chooses; null: no expiry unless chosen. */
  driveLinkDefaultExpiryDays: bounded(SETTINGS_LIMITS.driveLinkDefaultExpiryDays).nullable(),
  /** The longest a share link may last (days from when it is set); null: no limit. */
  driveLinkMaxExpiryDays: bounded(SETTINGS_LIMITS.driveLinkMaxExpiryDays).nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(settingsSchema.shape) as SettingKey[];

/** `PUT /settings`: any subset of the settings; at least one. */
export const updateSettingsRequestSchema = settingsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

export const masterPasswordStateSchema = z.object({ hasMasterPassword: z.boolean() });
export type MasterPasswordState = z.infer<typeof masterPasswordStateSchema>;

/**
 * `PUT /settings/master-password`. The first one needs only a super admin; a rotation also needs
 * a master-key token and `current_password` (400 on `current_password` without it). The policy
 * (length, common passwords) is checked by the server.
 */
export const setMasterPasswordRequestSchema = z.strictObject({
  password: z.string().min(1, 'This field is required').max(PASSWORD_MAX),
  current_password: z.string().min(1).max(PASSWORD_MAX).optional(),
});
export type SetMasterPasswordRequest = z.infer<typeof setMasterPasswordRequestSchema>;

export const settingsEndpoints = {
  get: defineEndpoint({
    ...SETTINGS_ROUTES.get,
    summary: 'Server settings (super admin).',
    response: settingsSchema,
  }),
  update: defineEndpoint({
    ...SETTINGS_ROUTES.update,
    summary: 'Change server settings (super admin).',
    body: updateSettingsRequestSchema,
    response: settingsSchema,
  }),
  masterPasswordState: defineEndpoint({
    ...SETTINGS_ROUTES.masterPasswordState,
    summary: 'Whether a master password is set (any signed-in user).',
    response: masterPasswordStateSchema,
  }),
  setMasterPassword: defineEndpoint({
    ...SETTINGS_ROUTES.setMasterPassword,
    summary:
      'Set the master password (super admin); changing it needs a master-key token and the current password, and ends all master-key tokens.',
    body: setMasterPasswordRequestSchema,
    response: okSchema,
  }),
} as const;
