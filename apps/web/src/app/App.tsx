import { RouterProvider } from 'react-router';
import type { ApiClient } from '@atrium/api';
import type { i18n as I18n } from 'i18next';
import {
  FeatureProvidersCore,
  MasterKeyProvider,
  type MasterKeyStore,
  type SessionStore,
} from '@atrium/features';
import { UiProvider, usePreferences, type PreferencesStore } from '@atrium/ui';
import type { AppRouter } from '../routes.tsx';

export interface AppProps {
  router: AppRouter;
  api: ApiClient;
  session: SessionStore;
  masterKey: MasterKeyStore;
  preferences: PreferencesStore;
  i18n: I18n;
}

/** Providers, outermost first: preferences → UI (theme, direction, <html lang dir>) → features → routes. */
export function App({ router, api, session, masterKey, preferences, i18n }: AppProps) {
  const { preferences: current } = usePreferences(preferences);
  return (
    <UiProvider language={current.language} appearance={current.theme} syncDocument>
      <FeatureProvidersCore api={api} session={session} language={current.language} i18n={i18n}>
        <MasterKeyProvider store={masterKey}>
          <RouterProvider router={router} />
        </MasterKeyProvider>
      </FeatureProvidersCore>
    </UiProvider>
  );
}
