import type { Decorator } from '@storybook/react-vite';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import { createDriveFake, type DriveFake, type DriveFakeOptions } from './driveFixtures.ts';

/** A story loader: seeds its own fake API (Rana's drive, Huda's shared folders, teams). */
export function seedDrive(options: DriveFakeOptions = {}) {
  return async () => ({ driveFake: await createDriveFake(options) });
}

/** The seeded fake of a story (its loader's). */
export function driveFakeOf(context: { loaded: unknown }): DriveFake {
  const fake = (context.loaded as { driveFake?: DriveFake }).driveFake;
  if (!fake) throw new Error('Add the seedDrive() loader to this story.');
  return fake;
}

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withDriveProviders: Decorator = function DriveProviders(Story, context) {
  const fake = driveFakeOf(context);
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

/** A 390 px phone (an iPhone 12 to 15), whatever the runner's window: the stories' viewport. */
export const PHONE_VIEWPORT = {
  viewport: {
    options: {
      phone390: {
        name: 'Phone (390 px)',
        styles: { width: '390px', height: '844px' },
        type: 'mobile',
      },
    },
    defaultViewport: 'phone390',
  },
} as const;
