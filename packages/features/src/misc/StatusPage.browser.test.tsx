import { describe, expect, test } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import {
  notInBrowser,
  pageScenes,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { StatusPage } from './StatusPage.tsx';

describe.skipIf(notInBrowser)('StatusPage 404 (visual)', () => {
  test.each(pageScenes)('$name', async (scene) => {
    const { screen, scene: locator } = await renderPageScene(
      <StatusPage status={404} onHome={() => undefined} />,
      scene,
      { api: createFakeApi(), width: 800, height: 600 },
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await settle();
    await expect.element(locator).toMatchScreenshot(`status-404-${scene.name}`, screenshotOptions);
  });
});
