import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createFakeApi, type FakeApiOptions } from '@atrium/api/testing';
import { FeatureProviders } from '../app/FeatureProviders.tsx';
import { createSessionStore } from '../app/sessionStore.ts';
import { isLanguage } from '../i18n/languages.ts';

function StoryProviders({
  api: apiOptions,
  language,
  children,
}: {
  api: FakeApiOptions;
  language: string;
  children: ReactNode;
}) {
  // Built once per story render: its own fake API, an in-memory session and a fresh SWR cache.
  const [api] = useState(() => createFakeApi(apiOptions));
  const [session] = useState(() => createSessionStore({ storage: undefined }));
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
export function withFeatureProviders(api: FakeApiOptions = {}): Decorator {
  return function FeatureProvidersDecorator(Story, context) {
    return (
      <StoryProviders api={api} language={String(context.globals.locale ?? 'en')}>
        <Story />
      </StoryProviders>
    );
  };
}
