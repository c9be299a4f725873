import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Timeline } from './Timeline';
import { timelineItems } from './timelineFixtures';

const copy = { en: { items: timelineItems.en }, ar: { items: timelineItems.ar } };

describe('Timeline (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(<Timeline items={t.items} />, scene, {
      width: 420,
      height: 300,
    });
    await expect.element(locator).toMatchScreenshot(`timeline-${scene.name}`, screenshotOptions);
  });
});
