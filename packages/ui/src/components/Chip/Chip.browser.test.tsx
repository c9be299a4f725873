import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Chip } from './Chip';
import { chipTones } from './chipVariants';

const copy = {
  en: { label: 'Sales', remove: 'Remove Sales' },
  ar: { label: 'المبيعات', remove: 'إزالة المبيعات' },
};

describe('Chip (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {chipTones.map((tone) => (
          <Chip key={tone} tone={tone} onRemove={() => {}} removeLabel={t.remove}>
            {t.label}
          </Chip>
        ))}
        <Chip>{t.label}</Chip>
      </div>,
      scene,
      { width: 520, height: 120 },
    );
    await expect.element(locator).toMatchScreenshot(`chip-${scene.name}`, screenshotOptions);
  });
});
