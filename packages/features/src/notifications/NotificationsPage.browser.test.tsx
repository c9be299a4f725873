import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import {
  notInBrowser,
  pageScenes,
  pinClock,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';
import { FIXTURE_NOW, sampleInbox, sampleInboxArabic } from './notificationFixtures.ts';

const noop = () => undefined;
const loaded = { en: 'Showing 1 to 5 of 5 entries', ar: 'عرض ١ إلى ٥ من أصل ٥ مدخلات' };
const empty = { en: 'You are all caught up', ar: 'لا جديد لديك' };

describe.skipIf(notInBrowser)('NotificationsPage (visual)', () => {
  beforeEach(() => pinClock(FIXTURE_NOW));
  afterEach(() => vi.useRealTimers());

  test.each(pageScenes)('$name', async (scene) => {
    const notifications = scene.language === 'ar' ? sampleInboxArabic() : sampleInbox();
    const { screen, scene: locator } = await renderPageScene(
      <NotificationsPage onOpen={noop} now={FIXTURE_NOW} />,
      scene,
      { api: createFakeApi({ signedInAs: 'admin', notifications }) },
    );
    await expect.element(screen.getByText(loaded[scene.language])).toBeVisible();
    await settle();
    await expect
      .element(locator)
      .toMatchScreenshot(`notifications-${scene.name}`, screenshotOptions);
  });

  test.each(pageScenes)('empty $name', async (scene) => {
    const { screen, scene: locator } = await renderPageScene(
      <NotificationsPage onOpen={noop} now={FIXTURE_NOW} />,
      scene,
      { api: createFakeApi({ signedInAs: 'admin', notifications: [] }) },
    );
    await expect
      .element(screen.getByRole('heading', { name: empty[scene.language] }))
      .toBeVisible();
    await settle();
    await expect
      .element(locator)
      .toMatchScreenshot(`notifications-empty-${scene.name}`, screenshotOptions);
  });
});
