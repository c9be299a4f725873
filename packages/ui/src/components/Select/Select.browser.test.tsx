import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Select } from './Select';

const copy = {
  en: {
    label: 'Team',
    hint: 'You can change it later',
    error: 'Choose a team',
    placeholder: 'Choose a team',
    options: [{ value: 'ops', label: 'Operations' }],
  },
  ar: {
    label: 'الفريق',
    hint: 'يمكنك تغييره لاحقًا',
    error: 'اختر فريقًا',
    placeholder: 'اختر فريقًا',
    options: [{ value: 'ops', label: 'العمليات' }],
  },
};

describe('Select (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <Select label={t.label} hint={t.hint} options={t.options} defaultValue="ops" required />
        <Select label={t.label} error={t.error} options={t.options} placeholder={t.placeholder} />
        <Select label={t.label} options={t.options} defaultValue="ops" disabled size={1} />
      </Flex>,
      scene,
      { width: 420, height: 330 },
    );
    await expect.element(locator).toMatchScreenshot(`select-${scene.name}`, screenshotOptions);
  });
});
