import { z } from 'zod';
import { STATE_GROUPS, type StateGroup } from './project.constants.ts';
import { defineEndpoint, okSchema, pageOf, pageQuerySchema } from './common.ts';
import { abilityRuleSchema } from './abilities.ts';
import {
  EMAIL_MAX,
  EMPLOYEE_NUMBER_MAX,
  FULL_NAME_MAX,
  JOB_TITLE_MAX,
  PHONE_MAX,
  TEAM_IDS_MAX,
  TIME_ZONE_MAX,
  USER_SORT_KEYS,
  SORT_ORDERS,
  USERS_BULK_MAX,
  USERS_BULK_SKIP_REASONS,
  USERS_EXPORT_FORMATS,
  USERS_EXPORT_MAX,
} from './user.constants.ts';
import { LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, ROLES, USERNAME_MAX } from './signIn.constants.ts';
import { USER_FIELD_MESSAGES } from './user.messages.constants.ts';
import { USER_ROUTES } from './user.routes.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './signIn.constants.ts';
export * from './user.constants.ts';
export * from './user.messages.constants.ts';
export * from './user.routes.constants.ts';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const usernameField = z
  .string()
  .trim()
  .min(1, USER_FIELD_MESSAGES.required)
  .max(USERNAME_MAX)
  .regex(/^[\p{L}\p{N}._@+-]+$/u, USER_FIELD_MESSAGES.usernameChars);
const fullNameField = z.string().trim().min(1, USER_FIELD_MESSAGES.required).max(FULL_NAME_MAX);
/** New passwords: length here; the common-password and context-word checks on the server. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters long`);
const emailField = z.email(USER_FIELD_MESSAGES.email).max(EMAIL_MAX).nullable();
const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX)
  .regex(/^\+?[0-9][0-9 ()./-]{2,31}$/, USER_FIELD_MESSAGES.phone)
  .nullable();
const jobTitleField = z.string().trim().min(1).max(JOB_TITLE_MAX).nullable();
const employeeNumberField = z
  .string()
  .trim()
  .min(1)
  .max(EMPLOYEE_NUMBER_MAX)
  .regex(/^[\p{L}\p{N}._/-]+$/u, USER_FIELD_MESSAGES.employeeNumberChars)
  .nullable();
/** The manager: another active user (checked on the server), or none. */
const managerIdField = z.uuid().nullable();
const timeZoneField = z
  .string()
  .trim()
  .min(1)
  .max(TIME_ZONE_MAX)
  .refine(isTimeZone, USER_FIELD_MESSAGES.timeZone);
const teamIdsField = z.array(z.uuid()).max(TEAM_IDS_MAX);

/** `true`/`false` in a query string (or a boolean from the typed client). */
const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

const isoDate = z.string();

export const loginRequestSchema = z.strictObject({
  username: z.string().trim().min(1, 'This field is required').max(USERNAME_MAX),
  // Passwords are never trimmed (security.md); length is checked on sign-up/change, not here.
  password: z.string().min(1, 'This field is required').max(PASSWORD_MAX),
  /** Non-browser clients ask for a bearer token in the answer; the web app never does. */
  bearer: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user (spec section 3) without any usable secret. */
export const profileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  // Defaults: a profile stored in the browser before these fields existed still reads.
  phone: z.string().nullable().default(null),
  job_title: z.string().nullable().default(null),
  time_zone: z.string().nullable().default(null),
  /** `/api/user/{id}/image?v=…` when the user has a profile image. */
  avatar: z.string().nullable().default(null),
  role: roleSchema,
  is_available: z.boolean(),
  language: languageSchema,
  permissions: z.array(z.string()),
  userAbilityRules: z.array(abilityRuleSchema),
  /**
   * An administrator asked for a new password at this sign-in: until it is changed the session
   * reaches only the profile, logout and change password (ERROR_DETAILS.passwordChangeRequired).
   * Optional: a profile stored in the browser before the field existed still reads.
   */
  must_change_password: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResponseSchema = profileSchema.extend({
  /** Present only when the request asked for a bearer token. */
  token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A user as the users pages see it; never a hash or a storage path. */
export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  employee_number: z.string().nullable(),
  manager_id: z.uuid().nullable(),
  role: roleSchema,
  is_active: z.boolean(),
  is_available: z.boolean(),
  language: languageSchema,
  time_zone: z.string(),
  /** `/api/user/{id}/image?v=…` when the user has a profile image. */
  avatar: z.string().nullable(),
  team_ids: z.array(z.uuid()),
  created_at: isoDate,
  deactivated_at: isoDate.nullable(),
  /** When the person last signed in (a new session); null if never. */
  last_sign_in_at: isoDate.nullable(),
  /**
   * When the pending invitation was last sent; null once the person has chosen a password (or
   * when they were never invited). An invited account cannot sign in yet.
   */
  invited_at: isoDate.nullable(),
  /** The person must choose a new password at their next sign-in. */
  must_change_password: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** What pickers need (`minimal=true`). */
export const userMinimalSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  avatar: z.string().nullable(),
});
export type UserMinimal = z.infer<typeof userMinimalSchema>;

export const createUserRequestSchema = z.strictObject({
  username: usernameField,
  full_name: fullNameField,
  email: emailField.optional(),
  phone: phoneField.optional(),
  job_title: jobTitleField.optional(),
  employee_number: employeeNumberField.optional(),
  manager_id: managerIdField.optional(),
  role: roleSchema,
  password: newPasswordSchema,
  language: languageSchema.optional(),
  time_zone: timeZoneField.optional(),
  team_ids: teamIdsField.optional(),
  /** Ask for a new password at the first sign-in (the administrator chose this one). */
  must_change_password: z.boolean().optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * Admin edit of a user. `role` only by a super admin and never one's own; `is_active`, `id`,
 * `password` and permissions are not fields here (unknown keys are refused). `team_ids`
 * replaces the memberships (a kept team keeps its lead flag).
 */
export const updateUserInfoRequestSchema = z.strictObject({
  username: usernameField.optional(),
  full_name: fullNameField.optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  job_title: jobTitleField.optional(),
  employee_number: employeeNumberField.optional(),
  manager_id: managerIdField.optional(),
  role: roleSchema.optional(),
  language: languageSchema.optional(),
  time_zone: timeZoneField.optional(),
  team_ids: teamIdsField.optional(),
});
export type UpdateUserInfoRequest = z.infer<typeof updateUserInfoRequestSchema>;

/**
 * `GET /users` filters (spec section 3). `username` is a case-insensitive "contains" search on
 * username and full name. `minimal=true` answers only id, username, full_name and avatar, and is
 * open to every signed-in user (pickers); every other list needs the User permission.
 * `projects_partners=true` keeps the users who share a team with the caller (until projects
 * exist, teams stand in for them); the caller is not listed.
 */
const sortFields = {
  /** The column to sort by (default `name`: full name, then username). */
  sort: z.enum(USER_SORT_KEYS).optional(),
  /** `asc` (default) or `desc`; people who never signed in (or without an e-mail) come last. */
  order: z.enum(SORT_ORDERS).optional(),
};

export const usersListQuerySchema = pageQuerySchema.extend({
  is_available: queryBoolean.optional(),
  team_id: z.uuid().optional(),
  username: z.string().trim().max(USERNAME_MAX).optional(),
  role: roleSchema.optional(),
  minimal: queryBoolean.optional(),
  projects_partners: queryBoolean.optional(),
  ...sortFields,
});
export type UsersListQuery = z.input<typeof usersListQuerySchema>;

/** `GET /users/inactive`: the same search (username or full name) and sort as the active list. */
export const inactiveUsersQuerySchema = pageQuerySchema.extend({
  username: z.string().trim().max(USERNAME_MAX).optional(),
  ...sortFields,
});
export type InactiveUsersQuery = z.input<typeof inactiveUsersQuerySchema>;

export const userPageSchema = pageOf(userSchema);
export type UserPage = z.infer<typeof userPageSchema>;
export const userMinimalPageSchema = pageOf(userMinimalSchema);
export type UserMinimalPage = z.infer<typeof userMinimalPageSchema>;
/** Either page: full users, or the minimal ones when `minimal=true`. */
export const usersListResponseSchema = pageOf(z.union([userSchema, userMinimalSchema]));

/** The people a bulk action names: 1 to USERS_BULK_MAX ids (a repeated id counts once). */
const bulkUserIdsField = z
  .array(z.uuid('Must be a valid id'))
  .min(1, 'Choose at least one user')
  .max(USERS_BULK_MAX, `At most ${USERS_BULK_MAX} users at a time`);

/** `POST /users/bulk/deactivate`. */
export const bulkDeactivateRequestSchema = z.strictObject({ user_ids: bulkUserIdsField });
export type BulkDeactivateRequest = z.infer<typeof bulkDeactivateRequestSchema>;

/** `POST /users/bulk/add-to-team`: each person joins the team (as a member, not a lead). */
export const bulkAddToTeamRequestSchema = z.strictObject({
  user_ids: bulkUserIdsField,
  team_id: z.uuid('Must be a valid id'),
});
export type BulkAddToTeamRequest = z.infer<typeof bulkAddToTeamRequestSchema>;

/**
 * A bulk action's outcome per person: `done` (changed) and `skipped` with the rule that kept
 * each one out, in the order of the request. One refused person never fails the others.
 */
export const bulkResultSchema = z.object({
  done: z.array(z.uuid()),
  skipped: z.array(z.object({ id: z.uuid(), reason: z.enum(USERS_BULK_SKIP_REASONS) })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/**
 * `GET /users/export?format=&inactive=&…`: the list's filters and order (the active list's, or
 * the inactive list's with `inactive=true`) without paging, at most USERS_EXPORT_MAX rows.
 */
export const usersExportQuerySchema = z.strictObject({
  format: z.enum(USERS_EXPORT_FORMATS).default('csv'),
  inactive: queryBoolean.optional(),
  is_available: queryBoolean.optional(),
  team_id: z.uuid().optional(),
  username: z.string().trim().max(USERNAME_MAX).optional(),
  role: roleSchema.optional(),
  ...sortFields,
});
export type UsersExportQuery = z.input<typeof usersExportQuerySchema>;

export const userIdParamsSchema = z.strictObject({ id: z.uuid() });
export const reactivateUserQuerySchema = z.strictObject({ user_id: z.uuid() });

export const adminPasswordResetRequestSchema = z.strictObject({
  user_id: z.uuid(),
  password: newPasswordSchema,
  /** Ask for a new password at the next sign-in (omitted: no). */
  must_change_password: z.boolean().optional(),
});
export type AdminPasswordResetRequest = z.infer<typeof adminPasswordResetRequestSchema>;

/** Own profile edit: no role, no activity flag, no username, no permissions. */
export const updateProfileRequestSchema = z.strictObject({
  full_name: fullNameField.optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  job_title: jobTitleField.optional(),
  language: languageSchema.optional(),
  time_zone: timeZoneField.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  // Never trimmed; only its length is bounded (it is checked against the stored hash).
  current_password: z.string().min(1, USER_FIELD_MESSAGES.required).max(PASSWORD_MAX),
  password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.strictObject({
  username_or_email: z.string().trim().min(1, USER_FIELD_MESSAGES.required).max(EMAIL_MAX),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1, USER_FIELD_MESSAGES.required).max(128),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** One of the caller's own signed-in devices. */
export const sessionSchema = z.object({
  id: z.uuid(),
  created_at: isoDate,
  last_seen_at: isoDate,
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionPageSchema = pageOf(sessionSchema);
export type SessionPage = z.infer<typeof sessionPageSchema>;
export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** `{avatar}` after an upload or removal of the own profile image. */
export const avatarResponseSchema = z.object({ avatar: z.string().nullable() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** Stories in each state group. */
const stateGroupCountsSchema = z.object(
  Object.fromEntries(STATE_GROUPS.map((group) => [group, z.number().int().min(0)])) as Record<
    StateGroup,
    z.ZodNumber
  >,
);

/**
 * `GET /task/story/user/{id}`: a user's projects summary: the stories assigned to them in each
 * project they are a member of, counted by state group (`done` = completed, `in_progress` =
 * started and review, `overdue` = past due and not completed or cancelled). Only the projects
 * the reader may see are counted; only the person, User managers and people who share a
 * project with them may read it.
 */
export const userStorySummarySchema = z.object({
  user_id: z.uuid(),
  projects: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      key: z.string(),
      stories: z.number().int().min(0),
      done: z.number().int().min(0),
      in_progress: z.number().int().min(0),
      overdue: z.number().int().min(0),
      by_group: stateGroupCountsSchema,
    }),
  ),
  totals: z.object({
    stories: z.number().int().min(0),
    done: z.number().int().min(0),
    in_progress: z.number().int().min(0),
    overdue: z.number().int().min(0),
    by_group: stateGroupCountsSchema,
  }),
});
export type UserStorySummary = z.infer<typeof userStorySummarySchema>;

export const userEndpoints = {
  login: defineEndpoint({
    ...USER_ROUTES.login,
    summary: 'Sign in with username and password; sets the HttpOnly session cookie.',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  profile: defineEndpoint({
    ...USER_ROUTES.profile,
    summary: 'The signed-in user: role, permissions and userAbilityRules.',
    response: profileSchema,
  }),
  logout: defineEndpoint({
    ...USER_ROUTES.logout,
    summary: 'End the current session and clear the session cookie.',
    response: okSchema,
  }),
  create: defineEndpoint({
    ...USER_ROUTES.create,
    summary: 'Create a user (User permission; only a super admin creates a super admin).',
    body: createUserRequestSchema,
    response: userSchema,
  }),
  list: defineEndpoint({
    ...USER_ROUTES.list,
    summary:
      'Active users, paged. minimal=true (id, username, full_name, avatar) for any signed-in user; otherwise the User permission.',
    query: usersListQuerySchema,
    response: usersListResponseSchema,
  }),
  info: defineEndpoint({
    ...USER_ROUTES.info,
    summary: 'Read a user (User permission).',
    response: userSchema,
  }),
  updateInfo: defineEndpoint({
    ...USER_ROUTES.updateInfo,
    summary: 'Update a user (User permission; role only by a super admin, never your own).',
    body: updateUserInfoRequestSchema,
    response: userSchema,
  }),
  deactivate: defineEndpoint({
    ...USER_ROUTES.deactivate,
    summary:
      'Deactivate a user: sessions, push tokens and any open attendance session end (User permission).',
    response: userSchema,
  }),
  deleteInactive: defineEndpoint({
    ...USER_ROUTES.deleteInactive,
    summary: 'Permanently delete an inactive user (User permission + master password).',
    response: okSchema,
  }),
  listInactive: defineEndpoint({
    ...USER_ROUTES.listInactive,
    summary: 'Inactive users, paged, searchable and sortable (User permission).',
    query: inactiveUsersQuerySchema,
    response: userPageSchema,
  }),
  reactivate: defineEndpoint({
    ...USER_ROUTES.reactivate,
    summary: 'Reactivate an inactive user (User permission).',
    query: reactivateUserQuerySchema,
    response: userSchema,
  }),
  resetPassword: defineEndpoint({
    ...USER_ROUTES.resetPassword,
    summary: "Set a user's password and end their sessions (User permission + master password).",
    body: adminPasswordResetRequestSchema,
    response: okSchema,
  }),
  updateProfile: defineEndpoint({
    ...USER_ROUTES.updateProfile,
    summary: 'Update your own profile.',
    body: updateProfileRequestSchema,
    response: userSchema,
  }),
  changePassword: defineEndpoint({
    ...USER_ROUTES.changePassword,
    summary: 'Change your own password; your other sessions end.',
    body: changePasswordRequestSchema,
    response: okSchema,
  }),
  uploadImage: defineEndpoint({
    ...USER_ROUTES.uploadImage,
    summary:
      'Upload your profile image: multipart/form-data, field "file"; PNG, JPEG or WebP, at most 5 MiB and 7680 × 4320.',
    response: avatarResponseSchema,
  }),
  deleteImage: defineEndpoint({
    ...USER_ROUTES.deleteImage,
    summary: 'Remove your profile image.',
    response: avatarResponseSchema,
  }),
  setUserImage: defineEndpoint({
    ...USER_ROUTES.setUserImage,
    summary:
      "Set another user's profile image (User permission; a super admin's only by a super admin): multipart/form-data as for your own.",
    response: avatarResponseSchema,
  }),
  deleteUserImage: defineEndpoint({
    ...USER_ROUTES.deleteUserImage,
    summary: "Remove another user's profile image (User permission).",
    response: avatarResponseSchema,
  }),
  image: defineEndpoint({
    ...USER_ROUTES.image,
    summary: "A user's profile image (the image bytes, not JSON).",
    response: z.unknown(),
  }),
  forgotPassword: defineEndpoint({
    ...USER_ROUTES.forgotPassword,
    summary:
      'Send a password reset link by e-mail. The answer is the same whether the account exists.',
    body: forgotPasswordRequestSchema,
    response: okSchema,
  }),
  resetPasswordWithToken: defineEndpoint({
    ...USER_ROUTES.resetPasswordWithToken,
    summary: 'Set a new password with the e-mailed token; all sessions end, nobody is signed in.',
    body: resetPasswordRequestSchema,
    response: okSchema,
  }),
  sessions: defineEndpoint({
    ...USER_ROUTES.sessions,
    summary: 'Your signed-in devices.',
    response: sessionPageSchema,
  }),
  endOtherSessions: defineEndpoint({
    ...USER_ROUTES.endOtherSessions,
    summary: 'Sign out every other device.',
    response: endedSessionsSchema,
  }),
  endSession: defineEndpoint({
    ...USER_ROUTES.endSession,
    summary: 'Sign out one of your devices (the current one too).',
    response: endedSessionsSchema,
  }),
  bulkDeactivate: defineEndpoint({
    ...USER_ROUTES.bulkDeactivate,
    summary: `Deactivate up to ${USERS_BULK_MAX} users as the single deactivation does, each on its own rules; answers who was done and who was skipped and why (User permission).`,
    body: bulkDeactivateRequestSchema,
    response: bulkResultSchema,
  }),
  bulkAddToTeam: defineEndpoint({
    ...USER_ROUTES.bulkAddToTeam,
    summary: `Add up to ${USERS_BULK_MAX} users to a team; each hears of it as from a single add; answers who was done and who was skipped and why (User permission + master password: members get the team's permissions).`,
    body: bulkAddToTeamRequestSchema,
    response: bulkResultSchema,
  }),
  export: defineEndpoint({
    ...USER_ROUTES.export,
    summary: `The users list's current filter and order as CSV or XLSX (User permission), at most ${USERS_EXPORT_MAX} rows.`,
    query: usersExportQuerySchema,
    response: z.string(),
  }),
  storySummary: defineEndpoint({
    ...USER_ROUTES.storySummary,
    summary:
      "A user's projects summary: their stories by state group per project (the person, User managers and members of a shared project).",
    response: userStorySummarySchema,
  }),
} as const;
