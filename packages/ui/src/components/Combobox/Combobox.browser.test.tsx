import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Combobox } from './Combobox';
import { cities, citiesAr } from './comboboxFixtures';

const copy = {
  en: {
    label: 'City',
    multiLabel: 'Cities',
    hint: 'The city on your contract',
    error: 'Choose your city',
    placeholder: 'Search a city',
    loading: 'Loading…',
    empty: 'No cities found',
    remove: (city: string) => `Remove ${city}`,
    options: cities,
  },
  ar: {
    label: 'المدينة',
    multiLabel: 'المدن',
    hint: 'المدينة المذكورة في عقدك',
    error: 'اختر مدينتك',
    placeholder: 'ابحث عن مدينة',
    loading: 'جارٍ التحميل…',
    empty: 'لا توجد نتائج',
    remove: (city: string) => `إزالة ${city}`,
    options: citiesAr,
  },
};

describe('Combobox (visual)', () => {
  test.each(scenes)('states, $name', async (scene) => {
    const t = copy[scene.language];
    const labels = { loadingLabel: t.loading, noResultsLabel: t.empty, options: t.options };
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <Combobox label={t.label} hint={t.hint} defaultValue="riyadh" required {...labels} />
        <Combobox
          multiple
          label={t.multiLabel}
          defaultValue={['amman', 'cairo', 'dubai']}
          removeLabel={t.remove}
          {...labels}
        />
        <Combobox label={t.label} error={t.error} placeholder={t.placeholder} {...labels} />
        <Combobox label={t.label} defaultValue="cairo" disabled size={1} {...labels} />
      </Flex>,
      scene,
      { width: 420, height: 420 },
    );
    await expect.element(locator).toMatchScreenshot(`combobox-${scene.name}`, screenshotOptions);
  });
});
