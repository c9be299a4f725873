import { Outlet } from 'react-router';
import { useProfile } from '@atrium/features';

/**
 * Layout of the signed-in area. Spec section 6: the profile is fetched on layout load and the
 * rules refreshed from it. The navigation shell (AppShell) comes here with the menu issue.
 */
export function AppLayout() {
  useProfile();
  return <Outlet />;
}
