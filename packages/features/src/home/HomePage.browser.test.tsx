import { describe, expect, test } from 'vitest';
import type { Notification } from '@atrium/api';
import {
  arabicBoard,
  ATTENDANCE_NOW,
  createAttendanceFake,
} from '../attendance/testing/attendanceFake.ts';
import {
  FIXTURE_NOW,
  sampleInbox,
  sampleInboxArabic,
} from '../notifications/notificationFixtures.ts';
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

/**
 * The attendance fixtures are local times and the inbox's are UTC: moved to the same "now", the
 * relative times ("1 hour ago") read the same in every time zone.
 */
function inboxAt(now: Date, inbox: Notification[]): Notification[] {
  const shift = (iso: string | null) =>
    iso === null
      ? null
      : new Date(Date.parse(iso) + now.getTime() - FIXTURE_NOW.getTime()).toISOString();
  return inbox.map((item) => ({
    ...item,
    created_at: shift(item.created_at)!,
    read_at: shift(item.read_at),
    archived_at: shift(item.archived_at),
  }));
}

describe.skipIf(notInBrowser)('HomePage (visual)', () => {
  test.each(pageScenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const fake = createAttendanceFake(
      scene.language === 'ar'
        ? { ...arabicBoard(), notifications: inboxAt(ATTENDANCE_NOW, sampleInboxArabic()) }
        : { notifications: inboxAt(ATTENDANCE_NOW, sampleInbox()) },
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
