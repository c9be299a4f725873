import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { ScrollToTop } from './ScrollToTop';

const copy = { en: 'Scroll to top', ar: 'العودة إلى الأعلى' };

describe('ScrollToTop (visual)', () => {
  test.each(scenes)('visible button at the inline-end corner, $name', async (scene) => {
    const locator = await renderScene(
      <div style={{ position: 'relative', blockSize: 120, transform: 'translateZ(0)' }}>
        {/* the transform makes this box the containing block of the fixed button */}
        <ScrollToTop label={copy[scene.language]} threshold={-1} />
      </div>,
      scene,
      { width: 320, height: 160 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`scroll-to-top-${scene.name}`, screenshotOptions);
  });
});
