import type { ReactNode } from 'react';
import type { ApiClient } from '@atrium/api';
import { UiProvider, type Appearance, type DigitsPreference } from '@atrium/ui';
import { FeatureProviders } from '../app/FeatureProviders.tsx';
import type { SessionStore } from '../app/sessionStore.ts';
import type { Language } from '../i18n/languages.ts';

export interface FeatureHarnessProps {
  api: ApiClient;
  language?: Language;
  theme?: Appearance;
  /** The digits preference; `auto` (the language's digits) unless told. */
  digits?: DigitsPreference;
  session?: SessionStore;
  children: ReactNode;
}

/**
 * What the app puts above a page, for tests and stories: UI theme and direction, i18n, the
 * API client, the session and a fresh SWR cache (no answer leaks from one test to the next).
 */
export function FeatureHarness({
  api,
  language = 'en',
  theme = 'light',
  digits = 'auto',
  session,
  children,
}: FeatureHarnessProps) {
  return (
    <UiProvider language={language} appearance={theme} digits={digits}>
      <FeatureProviders
        api={api}
        language={language}
        {...(session ? { session } : {})}
        swr={{ provider: () => new Map(), dedupingInterval: 0 }}
      >
        {children}
      </FeatureProviders>
    </UiProvider>
  );
}
