// Plain values only, never zod (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** Where each user endpoint lives (the `userEndpoints` contracts add the schemas). */
export const USER_ROUTES = {
  login: { method: 'POST', path: '/user/login' },
  profile: { method: 'GET', path: '/user/profile' },
  logout: { method: 'POST', path: '/user/logout' },
  create: { method: 'POST', path: '/user' },
  /** A new account without a password; the person chooses one through the e-mailed link. */
  invite: { method: 'POST', path: '/user/invite' },
  /** A new invitation link for a person who has not accepted yet (the old link stops working). */
  resendInvite: { method: 'POST', path: '/user/:id/invite/resend' },
  list: { method: 'GET', path: '/users' },
  info: { method: 'GET', path: '/user/:id/info' },
  updateInfo: { method: 'PUT', path: '/user/:id/info' },
  deactivate: { method: 'DELETE', path: '/user/:id/inactive' },
  deleteInactive: { method: 'DELETE', path: '/user/:id/inactive/delete' },
  listInactive: { method: 'GET', path: '/users/inactive' },
  bulkDeactivate: { method: 'POST', path: '/users/bulk/deactivate' },
  bulkAddToTeam: { method: 'POST', path: '/users/bulk/add-to-team' },
  /** The active or inactive list's filter and order as a CSV or XLSX file. */
  export: { method: 'GET', path: '/users/export' },
  /** A CSV of people checked without writing (the dry run before an import). */
  importPreview: { method: 'POST', path: '/users/import/preview' },
  /** A CSV of people created (the valid rows; the others reported). */
  importUsers: { method: 'POST', path: '/users/import' },
  reactivate: { method: 'PUT', path: '/user/deleted/active' },
  resetPassword: { method: 'PUT', path: '/user/password' },
  updateProfile: { method: 'PUT', path: '/user/profile' },
  changePassword: { method: 'PUT', path: '/user/profile/password' },
  uploadImage: { method: 'POST', path: '/user/profile/image' },
  deleteImage: { method: 'DELETE', path: '/user/profile/image' },
  image: { method: 'GET', path: '/user/:id/image' },
  /** Someone else's profile image, set or removed by a person who manages users. */
  setUserImage: { method: 'POST', path: '/user/:id/image' },
  deleteUserImage: { method: 'DELETE', path: '/user/:id/image' },
  forgotPassword: { method: 'PUT', path: '/user/forget-password' },
  resetPasswordWithToken: { method: 'PUT', path: '/user/reset-password' },
  sessions: { method: 'GET', path: '/user/sessions' },
  endOtherSessions: { method: 'DELETE', path: '/user/sessions/others' },
  endSession: { method: 'DELETE', path: '/user/session/:id' },
  storySummary: { method: 'GET', path: '/task/story/user/:id' },
} as const satisfies Record<string, Route>;
