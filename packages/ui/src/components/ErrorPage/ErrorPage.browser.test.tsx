import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { ErrorPage } from './ErrorPage';
import { errorPageVariants } from './errorPageVariants';
import { errorPageCopy } from './errorPageStory';

describe('ErrorPage (visual)', () => {
  for (const variant of errorPageVariants) {
    test.each(scenes)(`${variant}, $name`, async (scene) => {
      const t = errorPageCopy[scene.language];
      const locator = await renderScene(
        <ErrorPage
          variant={variant}
          title={t[variant].title}
          message={t[variant].message}
          actionLabel={t.action}
        />,
        scene,
        { width: 480, height: 560 },
      );
      await expect
        .element(locator)
        .toMatchScreenshot(`error-page-${variant}-${scene.name}`, screenshotOptions);
    });
  }
});
