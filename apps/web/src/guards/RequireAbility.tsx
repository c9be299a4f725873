import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Subject } from '@atrium/api';
import { useAppAbility, useSession } from '@atrium/features';
import { loginRedirectPath, NOT_AUTHORIZED_PATH } from './redirects.ts';

/**
 * Needs `manage` on a subject: signed-out → /login?to=…, signed-in but denied → /not-authorized.
 * Apart from the other guards because it needs the abilities (CASL), which load with the
 * signed-in routes (signedInRoutes.tsx, the `staff` file).
 */
export function RequireAbility({ subject, children }: { subject: Subject; children?: ReactNode }) {
  const ability = useAppAbility();
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate replace to={loginRedirectPath(location)} />;
  if (!ability.can('manage', subject)) return <Navigate replace to={NOT_AUTHORIZED_PATH} />;
  return children ?? <Outlet />;
}
