import type { Decorator } from '@storybook/react-vite';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import { createLeaveFake, type LeaveFake, type LeaveFakeOptions } from './leaveFixtures.ts';

/** A story loader: seeds its own fake API (four people, a holiday and leave around it). */
export function seedLeave(options: LeaveFakeOptions = {}) {
  return async () => ({ leaveFake: await createLeaveFake(options) });
}

/** The seeded fake of a story (its loader's). */
export function leaveFakeOf(context: { loaded: unknown }): LeaveFake {
  const fake = (context.loaded as { leaveFake?: LeaveFake }).leaveFake;
  if (!fake) throw new Error('Add the seedLeave() loader to this story.');
  return fake;
}

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withLeaveProviders: Decorator = function LeaveProviders(Story, context) {
  const fake = leaveFakeOf(context);
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
