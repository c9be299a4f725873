import { describe, expect, test } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import {
  notInBrowser,
  pageScenes,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

const noop = () => undefined;

describe.skipIf(notInBrowser)('ForgotPasswordPage (visual)', () => {
  test.each(pageScenes)('$name', async (scene) => {
    const { screen, scene: locator } = await renderPageScene(
      <ForgotPasswordPage
        language={scene.language}
        onLanguageChange={noop}
        theme={scene.appearance}
        onThemeChange={noop}
      />,
      scene,
      { api: createFakeApi(), width: 800 },
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await settle();
    await expect
      .element(locator)
      .toMatchScreenshot(`forgot-password-${scene.name}`, screenshotOptions);
  });
});
