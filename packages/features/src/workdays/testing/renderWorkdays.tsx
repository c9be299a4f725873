import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../i18n/languages.ts';
import { FeatureHarness } from '../../testing/FeatureHarness.tsx';
import type { WorkdaysFake } from './workdaysFixtures.ts';

/** Renders a Workdays page or panel as the app would: session, abilities and a fresh cache. */
export function renderWorkdays(fake: WorkdaysFake, ui: ReactNode, language: Language = 'en') {
  const wrap = (node: ReactNode) => (
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      {node}
    </FeatureHarness>
  );
  const result = render(wrap(ui));
  const rerender = (next: ReactNode) => result.rerender(wrap(next));
  return { ...result, rerender, user: userEvent.setup() };
}
