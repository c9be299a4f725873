import { seededStories } from '../../testing/storyDecorators.tsx';
import { createDriveFake, type DriveFake, type DriveFakeOptions } from './driveFixtures.ts';

const drive = seededStories<DriveFake, DriveFakeOptions, 'driveFake'>({
  loadedKey: 'driveFake',
  loaderName: 'seedDrive',
  create: createDriveFake,
});

/** A story loader: seeds its own fake API (Rana's drive, Huda's shared folders, teams). */
export const seedDrive = drive.seed;

/** The seeded fake of a story (its loader's). */
export const driveFakeOf = drive.fakeOf;

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withDriveProviders = drive.withProviders;

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
