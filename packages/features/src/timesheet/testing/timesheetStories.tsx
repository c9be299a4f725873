import type { Decorator } from '@storybook/react-vite';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import {
  createTimesheetFake,
  type TimesheetFake,
  type TimesheetFakeOptions,
} from './timesheetFixtures.ts';

/** A story loader: seeds its own fake API (Sam's week, Mia approving). */
export function seedTimesheet(options: TimesheetFakeOptions = {}) {
  return async () => ({ timesheetFake: await createTimesheetFake(options) });
}

function fakeOf(context: { loaded: unknown }): TimesheetFake {
  const fake = (context.loaded as { timesheetFake?: TimesheetFake }).timesheetFake;
  if (!fake) throw new Error('Add the seedTimesheet() loader to this story.');
  return fake;
}

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withTimesheetProviders: Decorator = function TimesheetProviders(Story, context) {
  const fake = fakeOf(context);
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
