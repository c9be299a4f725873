import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const copy = {
  en: { label: 'Copy', tip: 'Copy the invitation link' },
  ar: { label: 'نسخ', tip: 'انسخ رابط الدعوة' },
};

describe('Tooltip (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <div style={{ paddingBlockStart: 48, display: 'flex', justifyContent: 'center' }}>
        <Tooltip content={t.tip} open>
          <Button>{t.label}</Button>
        </Tooltip>
      </div>,
      scene,
      { width: 360, height: 140 },
    );
    await expect.element(locator).toMatchScreenshot(`tooltip-${scene.name}`, screenshotOptions);
  });
});
