import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { ColorPicker } from './ColorPicker';
import {
  brandSwatches,
  brandSwatchesAr,
  pickerLabels,
  pickerLabelsAr,
} from './colorPickerFixtures';

const copy = {
  en: {
    label: 'Team colour',
    hint: 'Shown on badges',
    error: 'Too light to read',
    swatches: brandSwatches,
    labels: pickerLabels,
  },
  ar: {
    label: 'لون الفريق',
    hint: 'يظهر على الشارات',
    error: 'فاتح جدًا للقراءة',
    swatches: brandSwatchesAr,
    labels: pickerLabelsAr,
  },
};

describe('ColorPicker (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex gap="4" align="start">
        <ColorPicker
          label={t.label}
          hint={t.hint}
          swatches={t.swatches}
          labels={t.labels}
          defaultValue="#12a594"
          required
          style={{ inlineSize: 260 }}
        />
        <ColorPicker
          label={t.label}
          error={t.error}
          swatches={t.swatches}
          labels={t.labels}
          defaultValue="#ffe7a3"
          disabled
          style={{ inlineSize: 260 }}
        />
      </Flex>,
      scene,
      { width: 600, height: 420 },
    );
    await expect
      .element(locator)
      .toMatchScreenshot(`color-picker-${scene.name}`, screenshotOptions);
  });
});
