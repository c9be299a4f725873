import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Badge } from './Badge';
import { badgeTones, badgeVariants } from './badgeVariants';

const copy = { en: { label: 'Active' }, ar: { label: 'نشط' } };

describe('Badge (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <div style={{ display: 'grid', gap: 8 }}>
        {badgeVariants.map((variant) => (
          <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {badgeTones.map((tone) => (
              <Badge key={tone} variant={variant} tone={tone}>
                {t.label}
              </Badge>
            ))}
            <Badge variant={variant} size={2}>
              {t.label}
            </Badge>
          </div>
        ))}
      </div>,
      scene,
      { width: 520, height: 140 },
    );
    await expect.element(locator).toMatchScreenshot(`badge-${scene.name}`, screenshotOptions);
  });
});
