import { describe, expect, test } from 'vitest';
import { Flex } from '@radix-ui/themes';
import { Mail } from 'lucide-react';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from './TextField';

const copy = {
  en: {
    email: 'Email',
    hint: 'Use your work address',
    password: 'Password',
    error: 'Enter your password',
    show: 'Show password',
    hide: 'Hide password',
  },
  ar: {
    email: 'البريد الإلكتروني',
    hint: 'استخدم بريد العمل',
    password: 'كلمة المرور',
    error: 'أدخل كلمة المرور',
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
  },
};

describe('TextField and PasswordField (visual)', () => {
  test.each(scenes)('fields, $name', async (scene) => {
    const t = copy[scene.language];
    const locator = await renderScene(
      <Flex direction="column" gap="4" style={{ maxInlineSize: 360 }}>
        <TextField
          label={t.email}
          hint={t.hint}
          startIcon={<Mail size={16} />}
          defaultValue="amal@example.com"
          required
        />
        <PasswordField
          label={t.password}
          showLabel={t.show}
          hideLabel={t.hide}
          defaultValue="secret-password"
        />
        <PasswordField
          label={t.password}
          showLabel={t.show}
          hideLabel={t.hide}
          error={t.error}
          defaultVisible
        />
      </Flex>,
      scene,
      { width: 420, height: 360 },
    );
    await expect.element(locator).toMatchScreenshot(`fields-${scene.name}`, screenshotOptions);
  });
});
