import type { Decorator } from '@storybook/react-vite';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import { MasterKeyProvider } from '../../masterKey/MasterKeyProvider.tsx';
import {
  createProjectsFake,
  type ProjectsFake,
  type ProjectsFakeOptions,
} from './projectsFixtures.ts';

/** A story loader: seeds its own fake API (Rana's projects with stories, members and labels). */
export function seedProjects(options: ProjectsFakeOptions = {}) {
  return async () => ({ projectsFake: await createProjectsFake(options) });
}

/** The seeded fake of a story (its loader's). */
export function projectsFakeOf(context: { loaded: unknown }): ProjectsFake {
  const fake = (context.loaded as { projectsFake?: ProjectsFake }).projectsFake;
  if (!fake) throw new Error('Add the seedProjects() loader to this story.');
  return fake;
}

/** Puts the seeded fake, its signed-in session and a fresh SWR cache above the story. */
export const withProjectsProviders: Decorator = function ProjectsProviders(Story, context) {
  const fake = projectsFakeOf(context);
  const language = String(context.globals.locale ?? 'en');
  return (
    <FeatureProviders
      api={fake.api}
      session={fake.session}
      language={isLanguage(language) ? language : 'en'}
      swr={{ provider: () => new Map() }}
    >
      <MasterKeyProvider>
        <Story />
      </MasterKeyProvider>
    </FeatureProviders>
  );
};

export { PHONE_VIEWPORT } from '../../drive/testing/driveStories.tsx';
