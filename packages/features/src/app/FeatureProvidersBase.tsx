import { useLayoutEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@atrium/api';
import { useIntlLocale } from '@atrium/ui';
import type { Language } from '../i18n/languages.ts';
import { setNumberLocale } from '../i18n/numberInterpolation.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import type { SessionStore } from './sessionStore.ts';

export interface FeatureProvidersBaseProps {
  api: ApiClient;
  /** The interface language; the i18n instance follows it. */
  language: Language;
  /** `createLazyI18n()` in the staff app (namespaces per area), `createI18n()` elsewhere. */
  i18n: I18n;
  /** Defaults to a store over localStorage. */
  session?: SessionStore;
  children: ReactNode;
}

/**
 * What every page needs, signed in or not: i18n, the API client and the session. The sign-in
 * pages need nothing more, so an app that splits its code renders these at the root and
 * `SignedInProviders` (SWR, abilities) only around its signed-in routes.
 */
export function FeatureProvidersBase({
  api,
  language,
  i18n,
  session,
  children,
}: FeatureProvidersBaseProps) {
  // Layout effect: with loaded resources the switch completes before the browser paints.
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  // Numbers in translations follow the UiProvider's digits preference. Outside a UiProvider (or
  // while it still shows the previous language) the language's default digits stay.
  const locale = useIntlLocale();
  const localeMatches = locale.split('-')[0] === language;
  useLayoutEffect(() => {
    if (localeMatches) setNumberLocale(i18n, locale);
  }, [i18n, locale, localeMatches]);

  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider client={api}>
        <SessionProvider {...(session ? { store: session } : {})}>{children}</SessionProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}
