import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Textarea } from './Textarea';

const copy = {
  en: {
    label: 'About you',
    hint: 'Shown in the directory',
    error: 'At most 40 characters',
    value: 'Designer in the product team',
  },
  ar: {
    label: 'نبذة عنك',
    hint: 'تظهر في الدليل',
    error: 'أربعون حرفًا كحد أقصى',
    value: 'مصممة في فريق المنتجات',
  },
};

describe('Textarea (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <Textarea label={t.label} hint={t.hint} defaultValue={t.value} required />
        <Textarea label={t.label} error={t.error} defaultValue={t.value} rows={2} />
        <Textarea label={t.label} disabled defaultValue={t.value} rows={2} size={1} />
      </Flex>,
      scene,
      { width: 420, height: 420 },
    );
    await expect.element(locator).toMatchScreenshot(`textarea-${scene.name}`, screenshotOptions);
  });
});
