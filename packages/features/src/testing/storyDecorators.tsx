import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { Profile } from '@atrium/api';
import { createFakeApi, type FakeApiOptions } from '@atrium/api/testing';
import { FeatureProviders } from '../app/FeatureProviders.tsx';
import { createSessionStore } from '../app/sessionStore.ts';
import { isLanguage } from '../i18n/languages.ts';

/** Story-level options beyond the fake API's. */
export interface StoryProvidersOptions {
  /** Starts the story signed in as this profile (the session store, as after a login). */
  signedInProfile?: Profile;
}

function StoryProviders({
  api: apiOptions,
  options,
  language,
  children,
}: {
  api: FakeApiOptions;
  options: StoryProvidersOptions;
  language: string;
  children: ReactNode;
}) {
  // Built once per story render: its own fake API, an in-memory session and a fresh SWR cache.
  const [api] = useState(() => createFakeApi(apiOptions));
  const [session] = useState(() => {
    const store = createSessionStore({ storage: undefined });
    if (options.signedInProfile) store.signIn(options.signedInProfile);
    return store;
  });
  return (
    <FeatureProviders
      api={api}
      session={session}
      language={isLanguage(language) ? language : 'en'}
      swr={{ provider: () => new Map() }}
    >
      {children}
    </FeatureProviders>
  );
}

/**
 * Feature pages need the API, the session, i18n and SWR above them. The root preview already
 * provides UiProvider (direction, theme) from `globals.locale` / `globals.theme`.
 */
export function withFeatureProviders(
  api: FakeApiOptions = {},
  options: StoryProvidersOptions = {},
): Decorator {
  return function FeatureProvidersDecorator(Story, context) {
    return (
      <StoryProviders api={api} options={options} language={String(context.globals.locale ?? 'en')}>
        <Story />
      </StoryProviders>
    );
  };
}
