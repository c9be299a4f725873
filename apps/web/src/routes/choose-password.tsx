import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ChoosePasswordPage, useSession } from '@atrium/features';
import { usePreferences } from '@atrium/ui';
import { preferences } from '../app/services.ts';
import { LOGIN_PATH, safeRedirectTarget } from '../guards/redirects.ts';

/**
 * /authentication/choose-password?to=… — signed in, blank layout: an administrator asked for a
 * new password. Once it is changed (or when none is due), on to `to` when it is safe.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const { preferences: current, setPreference } = usePreferences(preferences);
  const target = safeRedirectTarget(params.get('to'));
  if (!user?.must_change_password) return <Navigate replace to={target} />;
  return (
    <ChoosePasswordPage
      language={current.language}
      onLanguageChange={(language) => setPreference('language', language)}
      theme={current.theme}
      onThemeChange={(theme) => setPreference('theme', theme)}
      onDone={() => void navigate(target, { replace: true })}
      onSignedOut={() => void navigate(LOGIN_PATH, { replace: true })}
    />
  );
}
