import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_PATHS, LoginPage } from '@atrium/features';
import { usePreferences } from '@atrium/ui';
import { preferences } from '../app/services.ts';
import { safeRedirectTarget } from '../guards/redirects.ts';

/** /login — unauthenticated only; after sign-in, back to `to` when it is safe. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { preferences: current, setPreference } = usePreferences(preferences);
  return (
    <LoginPage
      language={current.language}
      onLanguageChange={(language) => setPreference('language', language)}
      theme={current.theme}
      onThemeChange={(theme) => setPreference('theme', theme)}
      onSignedIn={() => void navigate(safeRedirectTarget(params.get('to')), { replace: true })}
      forgotPasswordHref={AUTH_PATHS.forgotPassword}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
