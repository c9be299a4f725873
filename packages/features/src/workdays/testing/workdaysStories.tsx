import type { Decorator } from '@storybook/react-vite';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import {
  createWorkdaysFake,
  type WorkdaysFake,
  type WorkdaysFakeOptions,
} from './workdaysFixtures.ts';

/** A story loader: seeds its own fake API (Rana's calendars, teams and holidays). */
export function seedWorkdays(options: WorkdaysFakeOptions = {}) {
  return async () => ({ workdaysFake: await createWorkdaysFake(options) });
}

/** The seeded fake of a story (its loader's). */
export function workdaysFakeOf(context: { loaded: unknown }): WorkdaysFake {
  const fake = (context.loaded as { workdaysFake?: WorkdaysFake }).workdaysFake;
  if (!fake) throw new Error('Add the seedWorkdays() loader to this story.');
  return fake;
}

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withWorkdaysProviders: Decorator = function WorkdaysProviders(Story, context) {
  const fake = workdaysFakeOf(context);
  const language = String(context.globals.locale ?? 'en');
  return (
    <FeatureProviders
      api={fake.api}
      session={fake.session}
      language={isLanguage(language) ? language : 'en'}
      swr={{ provider: () => new Map() }}
    >
      <Story />
    </FeatureProviders>
  );
};

export { PHONE_VIEWPORT } from '../../drive/testing/driveStories.tsx';
