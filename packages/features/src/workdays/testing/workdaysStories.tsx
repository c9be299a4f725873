import { seededStories } from '../../testing/storyDecorators.tsx';
import {
  createWorkdaysFake,
  type WorkdaysFake,
  type WorkdaysFakeOptions,
} from './workdaysFixtures.ts';

const workdays = seededStories<WorkdaysFake, WorkdaysFakeOptions, 'workdaysFake'>({
  loadedKey: 'workdaysFake',
  loaderName: 'seedWorkdays',
  create: createWorkdaysFake,
});

/** A story loader: seeds its own fake API (Rana's calendars, teams and holidays). */
export const seedWorkdays = workdays.seed;

/** The seeded fake of a story (its loader's). */
export const workdaysFakeOf = workdays.fakeOf;

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withWorkdaysProviders = workdays.withProviders;

export { PHONE_VIEWPORT } from '../../drive/testing/driveStories.tsx';
