import { Navigate, useNavigate, useParams } from 'react-router';
import { AccountSettingsPage, accountSettingsPath, toAccountTab } from '@atrium/features';
import { usePreferences, type Preferences } from '@atrium/ui';
import { preferences } from '../app/services.ts';
import { useDevicePush } from '../push/PushContext.tsx';

/** /account-settings/{tab} — authenticated only; a missing or unknown tab becomes `account`. */
export function Component() {
  const navigate = useNavigate();
  const { tab } = useParams();
  const { preferences: current, setPreference } = usePreferences(preferences);
  const devicePush = useDevicePush();
  const shown = toAccountTab(tab);
  if (tab !== shown) return <Navigate replace to={accountSettingsPath(shown)} />;
  return (
    <AccountSettingsPage
      tab={shown}
      onTabChange={(next) => void navigate(accountSettingsPath(next))}
      preferences={current}
      onPreferenceChange={(key, value) => setPreference(key, value as Preferences[typeof key])}
      {...(devicePush ? { devicePush } : {})}
    />
  );
}
