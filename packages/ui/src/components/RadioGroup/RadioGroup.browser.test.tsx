import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { RadioGroup } from './RadioGroup';

const copy = {
  en: {
    label: 'Content width',
    hint: 'Applies to every page',
    error: 'Choose one',
    options: [
      { value: 'boxed', label: 'Boxed' },
      { value: 'full', label: 'Full width' },
    ],
  },
  ar: {
    label: 'عرض المحتوى',
    hint: 'ينطبق على كل الصفحات',
    error: 'اختر واحدًا',
    options: [
      { value: 'boxed', label: 'محدود' },
      { value: 'full', label: 'كامل العرض' },
    ],
  },
};

describe('RadioGroup (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <RadioGroup label={t.label} hint={t.hint} options={t.options} defaultValue="boxed" />
        <RadioGroup
          label={t.label}
          error={t.error}
          options={t.options}
          orientation="horizontal"
          required
        />
        <RadioGroup
          label={t.label}
          options={t.options}
          disabled
          defaultValue="full"
          orientation="horizontal"
        />
      </Flex>,
      scene,
      { width: 420, height: 340 },
    );
    await expect.element(locator).toMatchScreenshot(`radio-group-${scene.name}`, screenshotOptions);
  });
});
