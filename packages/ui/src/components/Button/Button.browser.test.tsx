import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { LogIn } from 'lucide-react';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Button } from './Button';
import { buttonTones, buttonVariants } from './buttonVariants';

const copy = {
  en: { label: 'Sign in', busy: 'Signing in…' },
  ar: { label: 'تسجيل الدخول', busy: 'جارٍ تسجيل الدخول…' },
};

describe('Button (visual)', () => {
  test.each(scenes)('variants and tones, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="3">
        {buttonTones.map((tone) => (
          <Flex key={tone} gap="3" align="center">
            {buttonVariants.map((variant) => (
              <Button
                key={variant}
                variant={variant}
                tone={tone}
                startIcon={<LogIn size={16} aria-hidden />}
              >
                {t.label}
              </Button>
            ))}
          </Flex>
        ))}
        <Flex gap="3" align="center">
          <Button size={1}>{t.label}</Button>
          <Button size={3} loading>
            {t.busy}
          </Button>
        </Flex>
        <Button fullWidth size={3}>
          {t.label}
        </Button>
      </Flex>,
      scene,
      { width: 640, height: 320 },
    );
    await expect.element(locator).toMatchScreenshot(`button-${scene.name}`, screenshotOptions);
  });
});
