import { RESET_PASSWORD_PATH } from '@atrium/api';

/** Where the sign-in and recovery pages live (spec section 2); links between them use these. */
export const AUTH_PATHS = {
  login: '/login',
  forgotPassword: '/authentication/forgot-password',
  // The e-mailed link leads here (the server builds it from the same constant).
  resetPassword: RESET_PASSWORD_PATH,
  /** Signed in, and an administrator asked for a new password: nothing else opens until then. */
  choosePassword: '/authentication/choose-password',
} as const;
