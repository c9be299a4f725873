import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const copy = {
  en: {
    title: 'Edit profile',
    description: 'Changes are saved when you press Done.',
    done: 'Done',
    cancel: 'Cancel',
    close: 'Close',
  },
  ar: {
    title: 'تعديل الملف الشخصي',
    description: 'تُحفظ التغييرات عند الضغط على تم.',
    done: 'تم',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
};

describe('Dialog (visual)', () => {
  test.each(scenes)('dialog, $name', async (scene) => {
    const t = copy[scene.language];
    await renderScene(
      <Dialog.Root open>
        <Dialog.Content closeLabel={t.close}>
          <Dialog.Title>{t.title}</Dialog.Title>
          <Dialog.Description>{t.description}</Dialog.Description>
          <Dialog.Actions>
            <Button variant="soft" tone="neutral">
              {t.cancel}
            </Button>
            <Button>{t.done}</Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>,
      scene,
      { width: 560, height: 320 },
    );
    await expect
      .element(page.getByRole('dialog'))
      .toMatchScreenshot(`dialog-${scene.name}`, screenshotOptions);
  });
});
