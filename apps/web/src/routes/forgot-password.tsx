import { Link } from 'react-router';
import { ForgotPasswordPage } from '@atrium/features';
import { usePreferences } from '@atrium/ui';
import { preferences } from '../app/services.ts';

/** /authentication/forgot-password — unauthenticated only: ask for a reset link by e-mail. */
export function Component() {
  const { preferences: current, setPreference } = usePreferences(preferences);
  return (
    <ForgotPasswordPage
      language={current.language}
      onLanguageChange={(language) => setPreference('language', language)}
      theme={current.theme}
      onThemeChange={(theme) => setPreference('theme', theme)}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
