import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '@atrium/api';
import { createI18n } from '../i18n/createI18n.ts';
import type { Language } from '../i18n/languages.ts';
import { AbilityProvider } from './AbilityProvider.tsx';
import { ApiProvider } from './ApiProvider.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import type { SessionStore } from './sessionStore.ts';

export interface FeatureProvidersProps {
  api: ApiClient;
  /** The interface language; the i18n instance follows it. */
  language: Language;
  /** Defaults to a fresh instance; pass one to share it with code outside React. */
  i18n?: I18n;
  /** Defaults to a store over localStorage. */
  session?: SessionStore;
  /** Extra SWR options: stories and tests pass `{ provider: () => new Map() }` for a fresh cache. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/** Everything a feature page needs above it: i18n, SWR, the API client, the session and abilities. */
export function FeatureProviders({
  api,
  language,
  i18n,
  session,
  swr,
  children,
}: FeatureProvidersProps) {
  const [ownI18n] = useState(() => i18n ?? createI18n({ language }));
  const instance = i18n ?? ownI18n;

  // Layout effect: the resources are bundled, so the switch completes before the browser paints.
  useLayoutEffect(() => {
    if (instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);

  return (
    <I18nextProvider i18n={instance}>
      <SWRConfig value={{ shouldRetryOnError: false, ...swr }}>
        <ApiProvider client={api}>
          <SessionProvider {...(session ? { store: session } : {})}>
            <AbilityProvider>{children}</AbilityProvider>
          </SessionProvider>
        </ApiProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}
