import { Link, useSearchParams } from 'react-router';
import { INVITE_LINK_PARAM } from '@atrium/api';
import { ResetPasswordPage } from '@atrium/features';
import { usePreferences } from '@atrium/ui';
import { preferences } from '../app/services.ts';

/**
 * /authentication/reset-password?token=… — the page the e-mailed reset link opens; with
 * `&invite=1`, an invitation's link (the person chooses their first password).
 */
export function Component() {
  const [params] = useSearchParams();
  const { preferences: current, setPreference } = usePreferences(preferences);
  return (
    <ResetPasswordPage
      token={params.get('token')}
      invite={params.get(INVITE_LINK_PARAM) === '1'}
      language={current.language}
      onLanguageChange={(language) => setPreference('language', language)}
      theme={current.theme}
      onThemeChange={(theme) => setPreference('theme', theme)}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
