import { describe, expect, test } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import {
  notInBrowser,
  pageScenes,
  renderPageScene,
  screenshotOptions,
  settle,
} from '../testing/visual.tsx';
import { LoginPage } from './LoginPage.tsx';

const noop = () => undefined;

describe.skipIf(notInBrowser)('LoginPage (visual)', () => {
  test.each(pageScenes)('$name', async (scene) => {
    const { screen, scene: locator } = await renderPageScene(
      <LoginPage
        onSignedIn={noop}
        language={scene.language}
        onLanguageChange={noop}
        theme={scene.appearance}
        onThemeChange={noop}
        forgotPasswordHref="/authentication/forgot-password"
      />,
      scene,
      { api: createFakeApi(), width: 800 },
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await settle();
    await expect.element(locator).toMatchScreenshot(`login-${scene.name}`, screenshotOptions);
  });
});
