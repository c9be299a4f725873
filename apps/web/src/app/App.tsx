import { RouterProvider } from 'react-router';
import type { ApiClient } from '@atrium/api';
import {
  FeatureProviders,
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
}

/** Providers, outermost first: preferences → UI (theme, direction, <html lang dir>) → features → routes. */
export function App({ router, api, session, masterKey, preferences }: AppProps) {
  const { preferences: current } = usePreferences(preferences);
  return (
    <UiProvider language={current.language} appearance={current.theme} syncDocument>
      <FeatureProviders api={api} session={session} language={current.language}>
        <MasterKeyProvider store={masterKey}>
          <RouterProvider router={router} />
        </MasterKeyProvider>
      </FeatureProviders>
    </UiProvider>
  );
}
