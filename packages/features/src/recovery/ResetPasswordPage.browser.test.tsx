import { describe, expect, test } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import {
  notInBrowser,
  pageScenes,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const noop = () => undefined;

describe.skipIf(notInBrowser)('ResetPasswordPage (visual)', () => {
  test.each(pageScenes)('$name', async (scene) => {
    const { screen, scene: locator } = await renderPageScene(
      <ResetPasswordPage
        token="a-valid-token"
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
      .toMatchScreenshot(`reset-password-${scene.name}`, screenshotOptions);
  });
});
