import { seededStories } from '../../testing/storyDecorators.tsx';
import {
  createTimesheetFake,
  type TimesheetFake,
  type TimesheetFakeOptions,
} from './timesheetFixtures.ts';

const timesheet = seededStories<TimesheetFake, TimesheetFakeOptions, 'timesheetFake'>({
  loadedKey: 'timesheetFake',
  loaderName: 'seedTimesheet',
  create: createTimesheetFake,
});

/** A story loader: seeds its own fake API (Sam's week, Mia approving). */
export const seedTimesheet = timesheet.seed;

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withTimesheetProviders = timesheet.withProviders;

export { PHONE_VIEWPORT } from '../../drive/testing/driveStories.tsx';
