import { describe, expect, test } from 'vitest';
import {
  arabicBoard,
  ATTENDANCE_NOW,
  createAttendanceFake,
} from '../attendance/testing/attendanceFake.ts';
import { sampleInbox, sampleInboxArabic } from '../notifications/notificationFixtures.ts';
import {
  notInBrowser,
  pageScenes,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { HomePage } from './HomePage.tsx';

const copy = {
  en: {
    user: { username: 'admin', full_name: 'Atrium Admin', role: 'super_admin' as const },
    notification: 'New story assigned: Ramadan campaign teaser',
    teammate: 'Omar Khalil',
  },
  ar: {
    user: { username: 'layla', full_name: 'ليلى حداد', role: 'admin' as const },
    notification: 'قصة جديدة مسندة إليك: إعلان حملة رمضان',
    teammate: 'عمر خليل',
  },
};

describe.skipIf(notInBrowser)('HomePage (visual)', () => {
  test.each(pageScenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const fake = createAttendanceFake(
      scene.language === 'ar'
        ? { ...arabicBoard(), notifications: sampleInboxArabic() }
        : { notifications: sampleInbox() },
    );
    const { screen, scene: locator } = await renderPageScene(
      <HomePage
        user={t.user}
        now={ATTENDANCE_NOW}
        onOpenNotification={() => undefined}
        onViewAllNotifications={() => undefined}
      />,
      scene,
      { api: fake.api, session: fake.session, padding: 24 },
    );
    await expect.element(screen.getByText(t.notification)).toBeVisible();
    await expect.element(screen.getByText(t.teammate, { exact: true })).toBeVisible();
    await settle();
    await expect.element(locator).toMatchScreenshot(`home-${scene.name}`, screenshotOptions);
  });
});
