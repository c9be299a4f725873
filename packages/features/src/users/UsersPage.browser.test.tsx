import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { MasterKeyProvider } from '../masterKey/index.ts';
import {
  notInBrowser,
  pageScenes,
  pinClock,
  renderPageScene,
  screenshotOptions,
  settle,
  type PageScene,
} from '../testing/visual.tsx';
import {
  createUsersFake,
  PEOPLE,
  PEOPLE_AR,
  type UsersFakeOptions,
} from './testing/usersFixtures.ts';
import { UsersPage } from './UsersPage.tsx';

const loaded = { en: 'Showing 1 to 7 of 7 entries', ar: 'عرض ١ إلى ٧ من أصل ٧ مدخلات' };
const failed = { en: 'The users could not be loaded', ar: 'تعذّر تحميل المستخدمين' };

async function renderUsers(scene: PageScene, options: UsersFakeOptions = {}) {
  const fake = await createUsersFake({
    people: scene.language === 'ar' ? PEOPLE_AR : PEOPLE,
    ...options,
  });
  return renderPageScene(
    <MasterKeyProvider store={fake.masterKey}>
      <UsersPage onOpenUser={() => undefined} />
    </MasterKeyProvider>,
    scene,
    { api: fake.api, session: fake.session },
  );
}

describe.skipIf(notInBrowser)('UsersPage (visual)', () => {
  beforeEach(() => pinClock());
  afterEach(() => vi.useRealTimers());

  test.each(pageScenes)('$name', async (scene) => {
    const { screen, scene: locator } = await renderUsers(scene);
    await expect.element(screen.getByText(loaded[scene.language])).toBeVisible();
    await settle();
    await expect.element(locator).toMatchScreenshot(`users-${scene.name}`, screenshotOptions);
  });

  test.each(pageScenes)('error $name', async (scene) => {
    const { screen, scene: locator } = await renderUsers(scene, {
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/users' }),
    });
    await expect.element(screen.getByText(failed[scene.language])).toBeVisible();
    await settle();
    await expect.element(locator).toMatchScreenshot(`users-error-${scene.name}`, screenshotOptions);
  });
});
