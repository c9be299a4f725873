import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MasterKeyProvider } from '../masterKey/index.ts';
import {
  notInBrowser,
  pageScenes,
  pinClock,
  renderPageScene,
  screenshotOptions,
  settle,
  VISUAL_NOW,
} from '../testing/visual.tsx';
import { createUsersFake, PEOPLE, PEOPLE_AR } from './testing/usersFixtures.ts';
import { UserPage } from './UserPage.tsx';

const finished = { en: 'Finished working', ar: 'أنهى العمل' };

describe.skipIf(notInBrowser)('UserPage (visual)', () => {
  beforeEach(() => pinClock());
  afterEach(() => vi.useRealTimers());

  test.each(pageScenes)('$name', async (scene) => {
    const fake = await createUsersFake({ people: scene.language === 'ar' ? PEOPLE_AR : PEOPLE });
    const { screen, scene: locator } = await renderPageScene(
      <MasterKeyProvider store={fake.masterKey}>
        <UserPage userId={fake.users.get('huda')!.id} onBack={() => undefined} today={VISUAL_NOW} />
      </MasterKeyProvider>,
      scene,
      { api: fake.api, session: fake.session },
    );
    await expect.element(screen.getByText(finished[scene.language], { exact: true })).toBeVisible();
    await settle();
    await expect.element(locator).toMatchScreenshot(`user-${scene.name}`, screenshotOptions);
  });
});
