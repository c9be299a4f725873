// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

export const ROLES = ['super_admin', 'admin', 'user'] as const;

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 150;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
export const JOB_TITLE_MAX = 100;
export const TIME_ZONE_MAX = 64;
/** Teams one request may name (create / update a user). */
export const TEAM_IDS_MAX = 100;
export const LANGUAGES = ['en', 'ar'] as const;

/** Profile images: what the server accepts (checked by content, not by name). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_WIDTH = 7680;
export const AVATAR_MAX_HEIGHT = 4320;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Where the e-mailed reset link leads (the web app's page); `?token=` is appended. */
export const RESET_PASSWORD_PATH = '/authentication/reset-password';
/** A reset link works this long, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Fixed texts of the user endpoints' `{detail}` answers, shared by the server and the UI. */
export const USER_ERROR_DETAILS = {
  notYourself: 'You cannot do this to your own account',
  lastSuperAdmin: 'The last active super admin must stay active',
  superAdminOnly: 'Only a super admin can do this to a super admin account',
  teamBeyondOwnPermissions: 'You can only add people to teams whose permissions you have yourself',
  stillActive: 'Only an inactive user can be deleted',
  alreadyInactive: 'The user is already inactive',
  alreadyActive: 'The user is already active',
  invalidResetToken: 'This reset link is invalid or has expired',
  imageTooLarge: 'The image is too large: at most 5 MiB and 7680 × 4320 pixels',
  imageType: 'Send a PNG, JPEG or WebP image',
  multipartRequired: 'Send the image as multipart/form-data in a field named file',
} as const;

/** Fixed texts of the user endpoints' `{errors}` answers. */
export const USER_FIELD_MESSAGES = {
  required: 'This field is required',
  usernameTaken: 'A user with this username already exists',
  usernameChars: 'Use letters, digits and . _ @ + - only',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a valid phone number',
  timeZone: 'Unknown time zone',
  unknownTeam: 'Unknown team',
  wrongPassword: 'The current password is wrong',
  fileName: 'This file name is not allowed',
} as const;

/** Where each user endpoint lives (the `userEndpoints` contracts add the schemas). */
export const USER_ROUTES = {
  login: { method: 'POST', path: '/user/login' },
  profile: { method: 'GET', path: '/user/profile' },
  logout: { method: 'POST', path: '/user/logout' },
  create: { method: 'POST', path: '/user' },
  list: { method: 'GET', path: '/users' },
  info: { method: 'GET', path: '/user/:id/info' },
  updateInfo: { method: 'PUT', path: '/user/:id/info' },
  deactivate: { method: 'DELETE', path: '/user/:id/inactive' },
  deleteInactive: { method: 'DELETE', path: '/user/:id/inactive/delete' },
  listInactive: { method: 'GET', path: '/users/inactive' },
  reactivate: { method: 'PUT', path: '/user/deleted/active' },
  resetPassword: { method: 'PUT', path: '/user/password' },
  updateProfile: { method: 'PUT', path: '/user/profile' },
  changePassword: { method: 'PUT', path: '/user/profile/password' },
  uploadImage: { method: 'POST', path: '/user/profile/image' },
  deleteImage: { method: 'DELETE', path: '/user/profile/image' },
  image: { method: 'GET', path: '/user/:id/image' },
  forgotPassword: { method: 'PUT', path: '/user/forget-password' },
  resetPasswordWithToken: { method: 'PUT', path: '/user/reset-password' },
  sessions: { method: 'GET', path: '/user/sessions' },
  endOtherSessions: { method: 'DELETE', path: '/user/sessions/others' },
  endSession: { method: 'DELETE', path: '/user/session/:id' },
  storySummary: { method: 'GET', path: '/task/story/user/:id' },
} as const satisfies Record<string, Route>;
