import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  parseSharedLinkSearch,
  SharedLinkPage,
  sharedLinkSearchString,
  type SharedLinkView,
} from '@atrium/features';
import { UiProvider, usePreferences } from '@atrium/ui';
import { preferences } from '../app/services.ts';

/**
 * /drive/{token}, /material/{token} and their /main/shared/… twins: a share link's public page
 * (blank layout, signed out). The folder open inside a shared folder and the page live in the
 * query string, so Back walks back up; the language switch is the visitor's cookie preference.
 * The theme follows the visitor's system: a visitor has no settings, so the page has no theme
 * switch either.
 */
export function Component() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { preferences: current, setPreference } = usePreferences(preferences);
  const viewHref = (view: SharedLinkView) => `${pathname}${sharedLinkSearchString(view)}`;
  return (
    <UiProvider language={current.language} digits={current.digits} appearance="system">
      <SharedLinkPage
        // Another token is another link: nothing of the previous one stays.
        key={token}
        token={token}
        view={parseSharedLinkSearch(params)}
        onViewChange={(view) => void navigate(viewHref(view))}
        viewHref={viewHref}
        language={current.language}
        onLanguageChange={(language) => setPreference('language', language)}
      />
    </UiProvider>
  );
}
