import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderScene, scenes, screenshotOptions } from '../../test/visual';
import { ToastProvider, type ToastOptions } from './ToastProvider';
import { ToastDemo } from './ToastDemo';

const copy: Record<
  'en' | 'ar',
  { dismiss: string; region: Record<'top-end' | 'bottom-end', string>; toasts: ToastOptions[] }
> = {
  en: {
    dismiss: 'Dismiss',
    region: { 'top-end': 'Notifications', 'bottom-end': 'Push notifications' },
    toasts: [
      { tone: 'success', title: 'Saved', description: 'Your profile was updated.' },
      { tone: 'info', title: 'New Notification' },
      { tone: 'warning', title: 'Session ends soon', description: 'Save your work.' },
      { tone: 'error', title: 'Could not save', description: 'Check your connection.' },
    ],
  },
  ar: {
    dismiss: 'إغلاق',
    region: { 'top-end': 'الإشعارات', 'bottom-end': 'إشعارات الدفع' },
    toasts: [
      { tone: 'success', title: 'تم الحفظ', description: 'حُدّث ملفك الشخصي.' },
      { tone: 'info', title: 'إشعار جديد' },
      { tone: 'warning', title: 'ستنتهي الجلسة قريبًا', description: 'احفظ عملك.' },
      { tone: 'error', title: 'تعذّر الحفظ', description: 'تحقق من اتصالك.' },
    ],
  },
};

describe('Toast (visual)', () => {
  test.each(scenes)('tones in the top-end corner, $name', async (scene) => {
    const t = copy[scene.language];
    await renderScene(
      <ToastProvider dismissLabel={t.dismiss} regionLabels={t.region}>
        <ToastDemo initial={t.toasts.map((toast) => ({ ...toast, duration: 1_000_000 }))} />
      </ToastProvider>,
      scene,
      { width: 640, height: 420 },
    );
    await expect.element(page.getByText(t.toasts[3]!.title as string)).toBeVisible();
    // the whole page: the corner (right in English, left in Arabic) is part of what is checked
    await expect
      .element(page.getByTestId('scene').element().ownerDocument.body)
      .toMatchScreenshot(`toasts-${scene.name}`, screenshotOptions);
  });
});
