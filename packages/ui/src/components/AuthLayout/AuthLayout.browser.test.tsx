import { describe, expect, test } from 'vitest';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { AuthLayout } from './AuthLayout';
import { Brand, SignInForm, Toolbar, copy } from './authLayoutStory';

describe('AuthLayout (visual)', () => {
  test.each(scenes)('sign-in page, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <AuthLayout
        title={t.title}
        subtitle={t.subtitle}
        brand={<Brand />}
        toolbar={<Toolbar language={scene.language} />}
        footer={<span>{t.footer}</span>}
      >
        <SignInForm language={scene.language} withError />
      </AuthLayout>,
      scene,
      { width: 800, height: 760, padding: 0 },
    );
    await expect.element(locator).toMatchScreenshot(`auth-layout-${scene.name}`, screenshotOptions);
  });

  test('sign-in page, rtl, phone width', async () => {
    const scene = scenes[1]!;
    const t = copy.ar;
    const locator = await renderScene(
      <AuthLayout
        title={t.title}
        subtitle={t.subtitle}
        brand={<Brand />}
        toolbar={<Toolbar language="ar" />}
      >
        <SignInForm language="ar" />
      </AuthLayout>,
      scene,
      { width: 375, height: 700, padding: 0 },
    );
    await expect.element(locator).toMatchScreenshot('auth-layout-rtl-phone', screenshotOptions);
  });
});
