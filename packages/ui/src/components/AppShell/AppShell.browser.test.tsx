import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { DemoShell } from './appShellStory';

describe('AppShell (visual)', () => {
  test.each(scenes)('vertical layout, wide window, $name', async (scene) => {
    const locator = await renderScene(
      <DemoShell language={scene.language} overlayBreakpoint={1040} />,
      scene,
      { width: 1100, height: 640, padding: 0 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`app-shell-vertical-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('horizontal layout, wide window, $name', async (scene) => {
    const locator = await renderScene(
      <DemoShell language={scene.language} layout="horizontal" contentWidth="full" />,
      scene,
      { width: 1100, height: 480, padding: 0 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`app-shell-horizontal-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('collapsed navigation, $name', async (scene) => {
    const locator = await renderScene(<DemoShell language={scene.language} navCollapsed />, scene, {
      width: 1100,
      height: 640,
      padding: 0,
    });
    await expect
      .element(locator)
      .toMatchScreenshot(`app-shell-collapsed-${scene.name}`, screenshotOptions);
  });

  test.each(scenes)('small screen with the drawer open, $name', async (scene) => {
    const locator = await renderScene(<DemoShell language={scene.language} />, scene, {
      width: 400,
      height: 700,
      padding: 0,
    });
    const open = document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
    await userEvent.click(open);
    await expect
      .element(locator)
      .toMatchScreenshot(`app-shell-drawer-${scene.name}`, screenshotOptions);
  });
});
