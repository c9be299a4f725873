import { seededStories } from '../../testing/storyDecorators.tsx';
import { createLeaveFake, type LeaveFake, type LeaveFakeOptions } from './leaveFixtures.ts';

const leave = seededStories<LeaveFake, LeaveFakeOptions, 'leaveFake'>({
  loadedKey: 'leaveFake',
  loaderName: 'seedLeave',
  create: createLeaveFake,
});

/** A story loader: seeds its own fake API (four people, a holiday and leave around it). */
export const seedLeave = leave.seed;

/** The seeded fake of a story (its loader's). */
export const leaveFakeOf = leave.fakeOf;

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withLeaveProviders = leave.withProviders;

export { PHONE_VIEWPORT } from '../../drive/testing/driveStories.tsx';
