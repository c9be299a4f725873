export { authKeys } from './authKeys.ts';
export { useProfile, useProfileSettled, type UseProfileResult } from './useProfile.ts';
export { useLogin, type UseLoginResult } from './useLogin.ts';
export { useLogout, type UseLogoutOptions, type UseLogoutResult } from './useLogout.ts';
export { LoginPage, type LoginPageProps } from './LoginPage.tsx';
export {
  PreferenceSwitches,
  type PreferenceSwitchesProps,
  type Theme,
} from './PreferenceSwitches.tsx';
export { AUTH_PATHS } from './authPaths.ts';
export type { RenderAuthLink } from './AuthLink.tsx';
