import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Avatar } from './Avatar';
import { avatarAvailabilities, avatarSizes } from './avatarVariants';

const copy = {
  en: { name: 'Huda Saleh', other: 'Omar Haddad' },
  ar: { name: 'هدى صالح', other: 'عمر حداد' },
};

describe('Avatar (visual)', () => {
  test.each(scenes)('$name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {avatarSizes.map((size) => (
          <Avatar key={size} name={t.name} size={size} />
        ))}
        {avatarAvailabilities.map((a) => (
          <Avatar key={a} name={t.other} size={3} availability={a} availabilityLabel={a} />
        ))}
      </div>,
      scene,
      { width: 520, height: 100 },
    );
    await expect.element(locator).toMatchScreenshot(`avatar-${scene.name}`, screenshotOptions);
  });
});
