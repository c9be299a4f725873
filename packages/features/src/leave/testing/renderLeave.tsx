import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../i18n/languages.ts';
import { FeatureHarness } from '../../testing/FeatureHarness.tsx';
import type { LeaveFake } from './leaveFixtures.ts';

/** Renders a leave page or dialog as the app would: session, abilities and a fresh cache. */
export function renderLeave(fake: LeaveFake, ui: ReactNode, language: Language = 'en') {
  const wrap = (node: ReactNode) => (
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      {node}
    </FeatureHarness>
  );
  const result = render(wrap(ui));
  return { ...result, user: userEvent.setup() };
}
