import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Subject } from '@atrium/api';
import { useAppAbility, useProfileSettled, useSession } from '@atrium/features';
import { RouteLoading } from '../layouts/RouteStates.tsx';
import { loginRedirectPath, NOT_AUTHORIZED_PATH } from './redirects.ts';

/**
 * Needs `manage` on a subject: signed-out → /login?to=…, signed-in but denied → /not-authorized.
 * Apart from the other guards because it needs the abilities (CASL), which load with the
 * signed-in routes (signedInRoutes.tsx, the `staff` file). A denial waits for the layout's
 * profile refresh: the stored abilities are from the last visit, and someone just given the right
 * (and sent its link) must not land on "Not authorized".
 */
export function RequireAbility({ subject, children }: { subject: Subject; children?: ReactNode }) {
  const ability = useAppAbility();
  const { user } = useSession();
  const profileSettled = useProfileSettled();
  const location = useLocation();
  if (!user) return <Navigate replace to={loginRedirectPath(location)} />;
  if (!ability.can('manage', subject)) {
    return profileSettled ? <Navigate replace to={NOT_AUTHORIZED_PATH} /> : <RouteLoading />;
  }
  return children ?? <Outlet />;
}
