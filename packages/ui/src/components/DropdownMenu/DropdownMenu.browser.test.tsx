import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { DropdownMenuDemo } from './DropdownMenu.stories';

const copy = {
  en: { trigger: 'Actions', edit: 'Edit', remove: 'Delete', heading: 'User' },
  ar: { trigger: 'الإجراءات', edit: 'تعديل', remove: 'حذف', heading: 'المستخدم' },
};

describe('DropdownMenu (visual)', () => {
  test.each(scenes)('open, $name', async (scene) => {
    const locator = await renderScene(
      <div style={{ blockSize: 180 }}>
        <DropdownMenuDemo {...copy[scene.language]} defaultOpen modal={false} />
      </div>,
      scene,
      { width: 320, height: 240 },
    );
    // the Radix menu is loaded on demand (see DropdownMenu): wait until it has opened
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect
      .element(locator)
      .toMatchScreenshot(`dropdown-menu-${scene.name}`, screenshotOptions);
  });
});
