import { RouterProvider } from 'react-router';
import type { ApiClient } from '@atrium/api';
import type { i18n as I18n } from 'i18next';
import { FeatureProvidersBase, type SessionStore } from '@atrium/features';
import { UiProvider, usePreferences, type PreferencesStore } from '@atrium/ui';
import type { AppRouter } from '../routes.tsx';

export interface AppProps {
  router: AppRouter;
  api: ApiClient;
  session: SessionStore;
  preferences: PreferencesStore;
  i18n: I18n;
}

/**
 * Providers, outermost first: preferences → UI (theme, direction, digits, <html lang dir>) → i18n, API
 * client and session → routes. The signed-in routes add SWR, abilities and the master password
 * (routes/signed-in.tsx), so the sign-in page loads none of them.
 */
export function App({ router, api, session, preferences, i18n }: AppProps) {
  const { preferences: current } = usePreferences(preferences);
  return (
    <UiProvider
      language={current.language}
      digits={current.digits}
      appearance={current.theme}
      syncDocument
    >
      <FeatureProvidersBase api={api} session={session} language={current.language} i18n={i18n}>
        <RouterProvider router={router} />
      </FeatureProvidersBase>
    </UiProvider>
  );
}
