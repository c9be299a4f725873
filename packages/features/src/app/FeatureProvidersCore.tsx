import { useLayoutEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '@atrium/api';
import type { Language } from '../i18n/languages.ts';
import { AbilityProvider } from './AbilityProvider.tsx';
import { ApiProvider } from './ApiProvider.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import type { SessionStore } from './sessionStore.ts';

export interface FeatureProvidersCoreProps {
  api: ApiClient;
  /** The interface language; the i18n instance follows it. */
  language: Language;
  /** `createLazyI18n()` in the staff app (namespaces per area), `createI18n()` elsewhere. */
  i18n: I18n;
  /** Defaults to a store over localStorage. */
  session?: SessionStore;
  /** Extra SWR options: stories and tests pass `{ provider: () => new Map() }` for a fresh cache. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/**
 * Everything a feature page needs above it: i18n, SWR, the API client, the session and
 * abilities. It takes the i18n instance, so it does not bundle any locale itself.
 */
export function FeatureProvidersCore({
  api,
  language,
  i18n,
  session,
  swr,
  children,
}: FeatureProvidersCoreProps) {
  // Layout effect: with loaded resources the switch completes before the browser paints.
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  return (
    <I18nextProvider i18n={i18n}>
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
