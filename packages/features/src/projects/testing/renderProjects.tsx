import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../i18n/languages.ts';
import { MasterKeyProvider } from '../../masterKey/MasterKeyProvider.tsx';
import { createMasterKeyStore } from '../../masterKey/masterKeyStore.ts';
import { FeatureHarness } from '../../testing/FeatureHarness.tsx';
import type { ProjectsFake } from './projectsFixtures.ts';

/**
 * Renders a projects page or dialog as the app would: session, abilities, a fresh cache and the
 * master key (archiving or deleting a project).
 */
export function renderProjects(fake: ProjectsFake, ui: ReactNode, language: Language = 'en') {
  const masterKey = createMasterKeyStore({ storage: undefined });
  const wrap = (node: ReactNode) => (
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <MasterKeyProvider store={masterKey}>{node}</MasterKeyProvider>
    </FeatureHarness>
  );
  const result = render(wrap(ui));
  const rerender = (next: ReactNode) => result.rerender(wrap(next));
  return { ...result, rerender, user: userEvent.setup() };
}
