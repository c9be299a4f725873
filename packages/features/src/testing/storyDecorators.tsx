import { useState, type ComponentType, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { Profile } from '@atrium/api';
import { createFakeApi, type FakeApi, type FakeApiOptions } from '@atrium/api/testing';
import { FeatureProviders } from '../app/FeatureProviders.tsx';
import { createSessionStore, type SessionStore } from '../app/sessionStore.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';

/** The story's language from the toolbar's `locale` global; English when unset or unknown. */
function storyLanguage(globals: Record<string, unknown>): Language {
  const language = String(globals.locale ?? 'en');
  return isLanguage(language) ? language : 'en';
}

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
  language: Language;
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
      language={language}
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
      <StoryProviders api={api} options={options} language={storyLanguage(context.globals)}>
        <Story />
      </StoryProviders>
    );
  };
}

/** What an area's fixtures seed for a story: a fake API and a session signed in on it. */
export interface SeededFake {
  api: FakeApi;
  session: SessionStore;
}

/**
 * An area's story helpers around its seeded fake: `seed(options)` is the story's loader (it
 * seeds the fake before rendering, under `loadedKey`), `fakeOf(context)` reads it back, and
 * `withProviders` puts the fake, its signed-in session and a fresh SWR cache above the story,
 * with `wrap` (e.g. the master key) inside them when the area needs it.
 */
export function seededStories<Fake extends SeededFake, Options, Key extends string = string>({
  loadedKey,
  loaderName,
  create,
  wrap: Wrap,
}: {
  loadedKey: Key;
  /** The loader's name as the area exports it, for the error when a story forgot it. */
  loaderName: string;
  create: (options?: Options) => Promise<Fake>;
  wrap?: ComponentType<{ children: ReactNode }>;
}) {
  function seed(options?: Options) {
    return async () => ({ [loadedKey]: await create(options) }) as Record<Key, Fake>;
  }

  function fakeOf(context: { loaded: unknown }): Fake {
    const fake = (context.loaded as Partial<Record<Key, Fake>>)[loadedKey];
    if (!fake) throw new Error(`Add the ${loaderName}() loader to this story.`);
    return fake;
  }

  const withProviders: Decorator = function SeededProviders(Story, context) {
    const fake = fakeOf(context);
    return (
      <FeatureProviders
        api={fake.api}
        session={fake.session}
        language={storyLanguage(context.globals)}
        swr={{ provider: () => new Map() }}
      >
        {Wrap ? (
          <Wrap>
            <Story />
          </Wrap>
        ) : (
          <Story />
        )}
      </FeatureProviders>
    );
  };

  return { seed, fakeOf, withProviders };
}
