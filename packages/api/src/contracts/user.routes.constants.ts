// Plain values only, never zod (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

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
  bulkDeactivate: { method: 'POST', path: '/users/bulk/deactivate' },
  bulkAddToTeam: { method: 'POST', path: '/users/bulk/add-to-team' },
  /** The active or inactive list's filter and order as a CSV or XLSX file. */
  export: { method: 'GET', path: '/users/export' },
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
