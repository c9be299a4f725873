import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { ConfirmDialog } from './ConfirmDialog';

const copy = {
  en: {
    title: 'Delete user?',
    message: 'Amal Haddad will lose access to Atrium at once.',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  ar: {
    title: 'حذف المستخدم؟',
    message: 'ستفقد أمل حداد الوصول إلى أتريوم فورًا.',
    confirm: 'حذف',
    cancel: 'إلغاء',
  },
};

describe('ConfirmDialog (visual)', () => {
  test.each(scenes)('danger confirm, $name', async (scene) => {
    const t = copy[scene.language];
    await renderScene(
      <ConfirmDialog
        open
        tone="danger"
        title={t.title}
        message={t.message}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => {}}
      />,
      scene,
      { width: 480, height: 300 },
    );
    await expect
      .element(page.getByRole('alertdialog'))
      .toMatchScreenshot(`confirm-dialog-${scene.name}`, screenshotOptions);
  });
});
