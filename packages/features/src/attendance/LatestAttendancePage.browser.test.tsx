import { describe, expect, test } from 'vitest';
import {
  notInBrowser,
  pageScenes,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { LatestAttendancePage } from './LatestAttendancePage.tsx';
import { arabicBoard, ATTENDANCE_NOW, createAttendanceFake } from './testing/attendanceFake.ts';

const design = { en: 'Design', ar: 'التصميم' };

describe.skipIf(notInBrowser)('LatestAttendancePage (visual)', () => {
  test.each(pageScenes)('$name', async (scene) => {
    const fake = createAttendanceFake(scene.language === 'ar' ? arabicBoard() : {});
    const { screen, scene: locator } = await renderPageScene(
      <LatestAttendancePage now={ATTENDANCE_NOW} />,
      scene,
      { api: fake.api, session: fake.session, padding: 24 },
    );
    await expect
      .element(screen.getByRole('region', { name: design[scene.language], exact: true }))
      .toBeVisible();
    await settle();
    await expect
      .element(locator)
      .toMatchScreenshot(`latest-attendance-${scene.name}`, screenshotOptions);
  });
});
