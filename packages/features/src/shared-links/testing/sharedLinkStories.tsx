import type { Decorator } from '@storybook/react-vite';
import type { FakeApi } from '@atrium/api/testing';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { storyContentUrl } from '../../drive/testing/storyContent.ts';
import { isLanguage } from '../../i18n/languages.ts';
import type { SharedLinkUrls } from '../sharedLinkUrls.ts';
import { createSharedLinkFake, type SharedLinkFakeOptions } from './sharedLinkFixtures.ts';

/** A story loader: its own fake API with the standard links, in the story's language. */
export function seedSharedLinks(options: SharedLinkFakeOptions = {}) {
  return async (context: { globals: Record<string, unknown> }) => ({
    sharedFake: createSharedLinkFake({
      language: context.globals.locale === 'ar' ? 'ar' : 'en',
      ...options,
    }),
  });
}

/** The seeded fake of a story (its loader's). */
export function sharedFakeOf(context: { loaded: unknown }): FakeApi {
  const fake = (context.loaded as { sharedFake?: FakeApi }).sharedFake;
  if (!fake) throw new Error('Add the seedSharedLinks() loader to this story.');
  return fake;
}

/** The fake, a signed-out session and a fresh SWR cache above the story. */
export const withSharedLinkProviders: Decorator = function SharedLinkProviders(Story, context) {
  const language = String(context.globals.locale ?? 'en');
  return (
    <FeatureProviders
      api={sharedFakeOf(context)}
      language={isLanguage(language) ? language : 'en'}
      swr={{ provider: () => new Map() }}
    >
      <Story />
    </FeatureProviders>
  );
};

/** Previews and thumbnails as data: URLs, so they show without a server; downloads as usual. */
export const STORY_URLS: SharedLinkUrls = {
  content: (item, { inline }) =>
    inline
      ? storyContentUrl(item)
      : `/api/shared/story/items/${item.id}/content?disposition=attachment`,
  thumbnail: (item) => storyContentUrl(item),
  zip: (ids) => `/api/shared/story/zip?ids=${ids.join(',')}`,
};
