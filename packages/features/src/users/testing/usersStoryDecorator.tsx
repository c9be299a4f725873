import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import { MasterKeyProvider } from '../../masterKey/index.ts';
import { createUsersFake, type UsersFake, type UsersFakeOptions } from './usersFixtures.ts';

const SeededContext = createContext<UsersFake | null>(null);

/** The story's seeded fake (users by username), e.g. to pass a user's id to UserPage. */
export function useSeededUsers(): UsersFake {
  const fake = useContext(SeededContext);
  if (!fake) throw new Error('useSeededUsers needs withUsersFake() on the story.');
  return fake;
}

function SeededProviders({
  options,
  language,
  children,
}: {
  options: UsersFakeOptions;
  language: string;
  children: ReactNode;
}) {
  const [fake, setFake] = useState<UsersFake | null>(null);
  useEffect(() => {
    let live = true;
    void createUsersFake(options).then((seeded) => {
      if (live) setFake(seeded);
    });
    return () => {
      live = false;
    };
    // Seeded once per story render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!fake) return null;
  return (
    <SeededContext.Provider value={fake}>
      <FeatureProviders
        api={fake.api}
        session={fake.session}
        language={isLanguage(language) ? language : 'en'}
        swr={{ provider: () => new Map() }}
      >
        <MasterKeyProvider store={fake.masterKey}>{children}</MasterKeyProvider>
      </FeatureProviders>
    </SeededContext.Provider>
  );
}

/**
 * Like withFeatureProviders, with a fake API seeded with teams, people (some online, one
 * inactive, one with status history) and a session signed in as the manager.
 */
export function withUsersFake(options: UsersFakeOptions = {}): Decorator {
  return function UsersFakeDecorator(Story, context) {
    return (
      <SeededProviders options={options} language={String(context.globals.locale ?? 'en')}>
        <Story />
      </SeededProviders>
    );
  };
}
