import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Tabs } from './Tabs';

const copy = {
  en: { list: 'Profile', tabs: ['Details', 'Working times', 'Leave'] },
  ar: { list: 'الملف الشخصي', tabs: ['التفاصيل', 'أوقات العمل', 'الإجازات'] },
};

describe('Tabs (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Tabs.Root defaultValue="1">
        <Tabs.List aria-label={t.list}>
          {t.tabs.map((tab, i) => (
            <Tabs.Trigger key={tab} value={String(i)}>
              {tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {t.tabs.map((tab, i) => (
          <Tabs.Content key={tab} value={String(i)}>
            {tab}
          </Tabs.Content>
        ))}
      </Tabs.Root>,
      scene,
      { width: 420, height: 120 },
    );
    await expect.element(locator).toMatchScreenshot(`tabs-${scene.name}`, screenshotOptions);
  });
});
