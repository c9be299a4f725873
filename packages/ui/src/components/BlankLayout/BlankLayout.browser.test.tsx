import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { BlankLayout } from './BlankLayout';
import { SampleContent, SampleFooter, SampleHeader } from './blankLayoutStory';

describe('BlankLayout (visual)', () => {
  test.each(scenes)('404 page, $name', async (scene) => {
    const locator = await renderScene(
      <BlankLayout
        header={<SampleHeader language={scene.language} />}
        footer={<SampleFooter language={scene.language} />}
      >
        <SampleContent language={scene.language} />
      </BlankLayout>,
      scene,
      { width: 800, height: 760, padding: 0 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`blank-layout-${scene.name}`, screenshotOptions);
  });

  test('phone width, rtl, content only', async () => {
    const scene = scenes[1]!;
    const locator = await renderScene(
      <BlankLayout>
        <SampleContent language="ar" />
      </BlankLayout>,
      scene,
      { width: 375, height: 700, padding: 0 },
    );
    await expect.element(locator).toMatchScreenshot('blank-layout-rtl-phone', screenshotOptions);
  });
});
