import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { defaultPreferences } from '@atrium/ui';
import { createSessionStore } from '../app/sessionStore.ts';
import {
  notInBrowser,
  pageScenes,
  pinClock,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { AccountSettingsPage } from './AccountSettingsPage.tsx';
import { storyProfile } from './accountStoryDecorator.tsx';

const save = { en: 'Save changes', ar: 'حفظ التغييرات' };

describe.skipIf(notInBrowser)('AccountSettingsPage (visual)', () => {
  beforeEach(() => pinClock());
  afterEach(() => vi.useRealTimers());

  test.each(pageScenes)('$name', async (scene) => {
    const session = createSessionStore({ storage: undefined });
    session.signIn(storyProfile);
    const { screen, scene: locator } = await renderPageScene(
      <AccountSettingsPage
        tab="account"
        onTabChange={() => undefined}
        preferences={{ ...defaultPreferences, language: scene.language, theme: scene.appearance }}
        onPreferenceChange={() => undefined}
      />,
      scene,
      { api: createFakeApi({ signedInAs: 'admin' }), session, padding: 24 },
    );
    await expect.element(screen.getByRole('button', { name: save[scene.language] })).toBeVisible();
    await settle();
    await expect.element(locator).toMatchScreenshot(`account-${scene.name}`, screenshotOptions);
  });
});
