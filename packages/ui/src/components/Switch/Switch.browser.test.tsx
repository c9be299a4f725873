import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Switch } from './Switch';

const copy = {
  en: { label: 'Navbar blur', hint: 'Blurs content under the bar', error: 'Not available' },
  ar: { label: 'تمويه شريط التنقل', hint: 'يموّه المحتوى تحت الشريط', error: 'غير متاح' },
};

describe('Switch (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <Switch label={t.label} hint={t.hint} defaultChecked />
        <Switch label={t.label} />
        <Switch label={t.label} error={t.error} size={3} defaultChecked />
        <Switch label={t.label} disabled size={1} />
      </Flex>,
      scene,
      { width: 420, height: 260 },
    );
    await expect.element(locator).toMatchScreenshot(`switch-${scene.name}`, screenshotOptions);
  });
});
