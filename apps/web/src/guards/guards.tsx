import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@atrium/features';
import {
  CHOOSE_PASSWORD_PATH,
  choosePasswordPath,
  HOME_PATH,
  LOGIN_PATH,
  loginRedirectPath,
  safeRedirectTarget,
} from './redirects.ts';

/**
 * Authenticated only (spec section 2): signed-out users go to /login?to=<where they were going>.
 * While an administrator's request for a new password stands, every signed-in page leads to the
 * choose-password page first (the server refuses everything else meanwhile).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, signOutReason } = useSession();
  const location = useLocation();
  if (!user) {
    // A deliberate sign-out lands on a plain /login; an ended session offers the way back.
    const target = signOutReason === 'user' ? LOGIN_PATH : loginRedirectPath(location);
    return <Navigate replace to={target} />;
  }
  if (user.must_change_password && location.pathname !== CHOOSE_PASSWORD_PATH) {
    return <Navigate replace to={choosePasswordPath(location)} />;
  }
  return children ?? <Outlet />;
}

/** Unauthenticated only: a signed-in user goes where they were headed, else /main/home. */
export function RequireGuest({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (user) return <Navigate replace to={safeRedirectTarget(params.get('to'))} />;
  return children ?? <Outlet />;
}

/** Spec section 3: the key under which the mobile app keeps its push token. */
const MOBILE_PUSH_TOKEN_KEY = 'mobile_fcm';

function hasMobilePushToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(MOBILE_PUSH_TOKEN_KEY));
  } catch {
    return false; // storage blocked: no token can be stored either
  }
}

/**
 * `/`: with a stored mobile push token it goes to /main/home (spec section 2); otherwise, until
 * the public landing page is built, people are sent where they can act.
 */
export function RootRedirect() {
  const { user } = useSession();
  return <Navigate replace to={user || hasMobilePushToken() ? HOME_PATH : LOGIN_PATH} />;
}
