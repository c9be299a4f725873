import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Checkbox } from './Checkbox';

const copy = {
  en: {
    label: 'Remember me',
    hint: 'On this device only',
    error: 'You must accept the terms',
    terms: 'I accept the terms',
  },
  ar: {
    label: 'تذكرني',
    hint: 'على هذا الجهاز فقط',
    error: 'يجب قبول الشروط',
    terms: 'أوافق على الشروط',
  },
};

describe('Checkbox (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <Checkbox label={t.label} hint={t.hint} defaultChecked />
        <Checkbox label={t.label} checked="indeterminate" />
        <Checkbox label={t.terms} error={t.error} required />
        <Checkbox label={t.label} disabled size={3} />
      </Flex>,
      scene,
      { width: 420, height: 280 },
    );
    await expect.element(locator).toMatchScreenshot(`checkbox-${scene.name}`, screenshotOptions);
  });
});
