import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  ApiErrorToasts,
  AttendanceControl,
  AttendancePrompt,
  CommandPaletteLauncher,
  ElevatedIndicator,
  NotificationBell,
  StaffLayout,
  useLogout,
  useApi,
  useAttendancePrompt,
  useNotificationEvents,
  useProfile,
} from '@atrium/features';
import { usePreferences, type Preferences } from '@atrium/ui';
import { apiErrors, preferences } from '../app/services.ts';
import { readFirebaseConfig } from '../push/firebaseConfig.ts';
import { PushProvider } from '../push/PushContext.tsx';
import { createPushRegistration } from '../push/pushRegistration.ts';
import { RouteLoading } from './RouteStates.tsx';

/**
 * Layout of the signed-in area. Spec section 6: the profile is fetched on layout load and the
 * rules refreshed from it; the menu, navbar and bottom navigation follow the saved preferences.
 */
export function AppLayout() {
  useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const { preferences: current, setPreference } = usePreferences(preferences);
  const { logout, isLoggingOut } = useLogout({
    onDone: () => void navigate('/login', { replace: true }),
  });
  const push = usePushRegistration();
  const signOut = async () => {
    // While the session still exists: the server only lets its owner remove a push token.
    await push.unregister();
    await logout();
  };
  return (
    <StaffLayout
      currentPath={location.pathname}
      onNavigate={(path, options) => void navigate(path, options)}
      preferences={current}
      // the layout's preferences are a subset of the store's, with the same types
      onPreferenceChange={(key, value) => setPreference(key, value as Preferences[typeof key])}
      onSignOut={() => void signOut()}
      isSigningOut={isLoggingOut}
      search={<CommandPaletteLauncher onNavigate={(path) => void navigate(path)} />}
      attendanceControl={<AttendanceControl />}
      elevationIndicator={<ElevatedIndicator />}
      notificationBell={
        <NotificationBell
          onOpen={(_notification, link) => {
            if (link) void navigate(link);
          }}
          onViewAll={() => void navigate('/main/notification')}
        />
      }
    >
      <LiveNotifications />
      <ApiErrorToasts feed={apiErrors} />
      <PushProvider value={push}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </PushProvider>
    </StaffLayout>
  );
}

/**
 * Web push for this device (Firebase, when `VITE_FIREBASE_*` is set): registered on layout load
 * if the person has already allowed notifications. Firebase itself loads only then.
 */
function usePushRegistration() {
  const api = useApi();
  const push = useMemo(() => createPushRegistration({ api, config: readFirebaseConfig() }), [api]);
  useEffect(() => {
    void push.registerIfPermitted();
  }, [push]);
  return push;
}

/**
 * The server's live events while signed in: a push shows the "New Notification" toast at the
 * bottom right with a sound and refetches the lists; "Confirm attendance" opens the persistent
 * AttendanceDialog, whose End Session (or timeout) reloads the page (spec section 4). Inside the
 * layout, under its toast provider.
 */
function LiveNotifications() {
  const prompt = useAttendancePrompt({ onSessionEnded: () => window.location.reload() });
  useNotificationEvents({ onConfirmAttendance: prompt.onConfirmAttendance });
  return <AttendancePrompt prompt={prompt} />;
}

/** React Router's lazy route module: the layout route's element. */
export { AppLayout as Component };
