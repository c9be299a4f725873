import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import { MasterKeyProvider } from '../../masterKey/MasterKeyProvider.tsx';
import { createMasterKeyStore } from '../../masterKey/masterKeyStore.ts';
import { createTeamsFake, type TeamsFake, type TeamsFakeOptions } from './teamsFixtures.ts';

/** A story loader: seeds its own fake API (teams, people, leads, permissions) before rendering. */
export function seedTeams(options: TeamsFakeOptions = {}) {
  return async () => ({ teamsFake: await createTeamsFake(options) });
}

/**
 * Puts the seeded fake, its signed-in session, a fresh SWR cache and the master key above the
 * story. `elevated` starts with a (fake-accepted) elevation of 12 minutes.
 */
export function withTeamsProviders({ elevated = false }: { elevated?: boolean } = {}): Decorator {
  return function TeamsProviders(Story, context) {
    const fake = (context.loaded as { teamsFake?: TeamsFake }).teamsFake;
    const [store] = useState(() => {
      const created = createMasterKeyStore({ storage: undefined });
      if (elevated) created.set('story-token', new Date(Date.now() + 12 * 60_000));
      return created;
    });
    if (!fake) throw new Error('Add the seedTeams() loader to this story.');
    const language = String(context.globals.locale ?? 'en');
    return (
      <FeatureProviders
        api={fake.api}
        session={fake.session}
        language={isLanguage(language) ? language : 'en'}
        swr={{ provider: () => new Map() }}
      >
        <MasterKeyProvider store={store}>
          <Story />
        </MasterKeyProvider>
      </FeatureProviders>
    );
  };
}
