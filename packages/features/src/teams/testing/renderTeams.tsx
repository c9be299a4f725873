import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../i18n/languages.ts';
import { MasterKeyProvider } from '../../masterKey/MasterKeyProvider.tsx';
import { createMasterKeyStore } from '../../masterKey/masterKeyStore.ts';
import { FeatureHarness } from '../../testing/FeatureHarness.tsx';
import type { TeamsFake } from './teamsFixtures.ts';

/** Renders a teams page as the app would: session, abilities, a fresh cache and the master key. */
export function renderTeams(fake: TeamsFake, ui: ReactNode, language: Language = 'en') {
  const masterKey = createMasterKeyStore({ storage: undefined });
  const wrap = (node: ReactNode) => (
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <MasterKeyProvider store={masterKey}>{node}</MasterKeyProvider>
    </FeatureHarness>
  );
  const result = render(wrap(ui));
  // Rendering anew keeps the providers (and their cache): only the page's props change.
  const rerender = (next: ReactNode) => result.rerender(wrap(next));
  return { ...result, rerender, masterKey, user: userEvent.setup() };
}
