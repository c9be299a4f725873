import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Menu } from './Menu';
import { sampleMenu } from './menuStory';

describe('Menu (visual)', () => {
  test.each(scenes)('vertical, collapsed and horizontal, $name', async (scene) => {
    const items = sampleMenu(scene.language);
    const locator = await renderScene(
      <div style={{ display: 'grid', gap: 16 }}>
        <Menu mode="horizontal" items={items} currentPath="/main/report/user" aria-label="top" />
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
          <div style={{ inlineSize: 260 }}>
            <Menu items={items} currentPath="/main/report/user" aria-label="side" />
          </div>
          <div style={{ inlineSize: 64 }}>
            <Menu
              mode="collapsed"
              items={items}
              currentPath="/main/notification"
              aria-label="rail"
            />
          </div>
        </div>
      </div>,
      scene,
      { width: 760, height: 760 },
    );
    await expect.element(locator).toMatchScreenshot(`menu-${scene.name}`, screenshotOptions);
  });
});
