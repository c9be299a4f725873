import { MasterKeyProvider } from '../../masterKey/MasterKeyProvider.tsx';
import { seededStories } from '../../testing/storyDecorators.tsx';
import {
  createProjectsFake,
  type ProjectsFake,
  type ProjectsFakeOptions,
} from './projectsFixtures.ts';

const projects = seededStories<ProjectsFake, ProjectsFakeOptions, 'projectsFake'>({
  loadedKey: 'projectsFake',
  loaderName: 'seedProjects',
  create: createProjectsFake,
  // Project pages open encrypted stories, which need the master key.
  wrap: MasterKeyProvider,
});

/** A story loader: seeds its own fake API (Rana's projects with stories, members and labels). */
export const seedProjects = projects.seed;

/** The seeded fake of a story (its loader's). */
export const projectsFakeOf = projects.fakeOf;

/** The seeded fake, its signed-in session, a fresh SWR cache and the master key above the story. */
export const withProjectsProviders = projects.withProviders;

export { PHONE_VIEWPORT } from '../../drive/testing/driveStories.tsx';
