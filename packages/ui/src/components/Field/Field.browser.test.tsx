import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { ProfileForm } from './ProfileForm';

// The react-hook-form example after a submit with empty values: every field shows its schema error.
describe('Field (visual)', () => {
  test.each(scenes.filter((scene) => scene.language === 'en'))(
    'form errors, $name',
    async (scene) => {
      const locator = await renderScene(
        <div style={{ maxInlineSize: 400 }}>
          <ProfileForm onValid={() => {}} />
        </div>,
        scene,
        { width: 440, height: 720 },
      );
      await locator.getByRole('button', { name: 'Save' }).click();
      await expect.element(locator.getByText('You must accept the terms')).toBeVisible();
      await expect
        .element(locator)
        .toMatchScreenshot(`form-errors-${scene.name}`, screenshotOptions);
    },
  );
});
