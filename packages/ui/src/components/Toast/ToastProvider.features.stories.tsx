import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { ToastProvider } from './ToastProvider';
import { ToastDemo } from './ToastDemo';
import { toastTones, type ToastTone } from './toastVariants';
import type { ToastOptions } from './ToastProvider';

// Long-lived toasts so the stories (and axe) see them.
const forever = 1_000_000;
const english: Record<ToastTone, ToastOptions> = {
  success: { title: 'Saved', description: 'Your profile was updated.' },
  info: { title: 'New Notification', description: 'Amal shared a document with you.' },
  warning: { title: 'Session ends soon', description: 'Save your work.' },
  error: { title: 'Could not save', description: 'Check your connection and try again.' },
};
const arabic: Record<ToastTone, ToastOptions> = {
  success: { title: 'تم الحفظ', description: 'حُدّث ملفك الشخصي.' },
  info: { title: 'إشعار جديد', description: 'شاركت أمل مستندًا معك.' },
  warning: { title: 'ستنتهي الجلسة قريبًا', description: 'احفظ عملك.' },
  error: { title: 'تعذّر الحفظ', description: 'تحقق من اتصالك وحاول مرة أخرى.' },
};
const all = (copy: Record<ToastTone, ToastOptions>) =>
  toastTones.map((tone) => ({ ...copy[tone], tone, duration: forever }));

interface Args {
  dismissLabel: string;
  regionLabels: Record<'top-end' | 'bottom-end', string>;
  initial: ToastOptions[];
}

const meta = {
  title: 'Feedback/Toast/Features',
  component: ToastProvider,
  parameters: { layout: 'fullscreen' },
  args: {
    dismissLabel: 'Dismiss',
    regionLabels: { 'top-end': 'Notifications', 'bottom-end': 'Push notifications' },
    initial: all(english),
  },
  render: ({ initial, ...args }) => (
    <div style={{ minBlockSize: 480 }}>
      <ToastProvider {...args}>
        <ToastDemo initial={initial} />
      </ToastProvider>
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const one = (tone: ToastTone): Story => ({
  args: { initial: [{ ...english[tone], tone, duration: forever }] },
});
export const Success = one('success');
export const Info = one('info');
export const Warning = one('warning');
export const Error = one('error');

export const AllTones: Story = {};

/** The spec's push toast: bottom right (bottom left in Arabic). */
export const BottomEnd: Story = {
  args: {
    initial: [{ ...english.info, tone: 'info', position: 'bottom-end', duration: forever }],
  },
  play: async () => {
    const toast = await screen.findByText('Amal shared a document with you.');
    await expect(toast.closest('ol')).toHaveAttribute('data-position', 'bottom-end');
  },
};

export const RTL: Story = {
  args: {
    dismissLabel: 'إغلاق',
    regionLabels: { 'top-end': 'الإشعارات', 'bottom-end': 'إشعارات الدفع' },
    initial: all(arabic),
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    initial: [
      {
        tone: 'warning',
        duration: forever,
        title:
          'Your attendance session ends in five minutes unless you confirm that you are still working',
        description:
          'Open the attendance prompt from the bell in the navigation bar and choose Continue Session, or save your work now: unsaved timesheet entries are kept as drafts.',
      },
    ],
  },
};
export const LongArabicLabels: Story = {
  args: {
    dismissLabel: 'إغلاق',
    regionLabels: { 'top-end': 'الإشعارات', 'bottom-end': 'إشعارات الدفع' },
    initial: [
      {
        tone: 'warning',
        duration: forever,
        title: 'تنتهي جلسة الحضور خلال خمس دقائق ما لم تؤكد أنك ما زلت تعمل',
        description:
          'افتح نافذة تأكيد الحضور من الجرس في شريط التنقل واختر متابعة الجلسة، أو احفظ عملك الآن: تُحفظ إدخالات سجل الدوام غير المحفوظة كمسودات.',
      },
    ],
  },
  globals: { locale: 'ar' },
};
