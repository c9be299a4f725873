import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Skeleton } from './Skeleton';

const copy = { en: { busy: 'Loading' }, ar: { busy: 'جارٍ التحميل' } };

describe('Skeleton (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <div
        aria-busy="true"
        title={t.busy}
        style={{ display: 'flex', gap: 12, alignItems: 'center' }}
      >
        <Skeleton variant="circle" blockSize={40} />
        <div style={{ flex: 1, display: 'grid', gap: 8 }}>
          <Skeleton inlineSize="60%" />
          <Skeleton />
          <Skeleton variant="rect" blockSize={48} />
        </div>
      </div>,
      scene,
      { width: 420, height: 140 },
    );
    await expect.element(locator).toMatchScreenshot(`skeleton-${scene.name}`, screenshotOptions);
  });
});
