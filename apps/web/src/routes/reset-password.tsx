import { Link, useSearchParams } from 'react-router';
import { ResetPasswordPage } from '@atrium/features';
import { usePreferences } from '@atrium/ui';
import { preferences } from '../app/services.ts';

/** /authentication/reset-password?token=… — the page the e-mailed reset link opens. */
export function Component() {
  const [params] = useSearchParams();
  const { preferences: current, setPreference } = usePreferences(preferences);
  return (
    <ResetPasswordPage
      token={params.get('token')}
      language={current.language}
      onLanguageChange={(language) => setPreference('language', language)}
      theme={current.theme}
      onThemeChange={(theme) => setPreference('theme', theme)}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
