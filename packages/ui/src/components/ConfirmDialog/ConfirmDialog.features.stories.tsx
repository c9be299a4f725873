import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    defaultOpen: true,
    title: 'Delete user?',
    message: 'Amal Haddad will lose access to Atrium at once. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn<() => unknown>(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {
  args: {
    tone: 'accent',
    title: 'Publish the schedule?',
    message: 'Everyone on the team will be notified.',
    confirmLabel: 'Publish',
  },
};
export const Danger: Story = { args: { tone: 'danger' } };

/** The confirm action is a request in flight: the button is busy and Cancel is disabled. */
export const Pending: Story = {
  args: { tone: 'danger', onConfirm: fn(() => new Promise(() => {})) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
export const WithError: Story = {
  args: { tone: 'danger', error: 'The user could not be deleted. Try again.' },
};
export const RTL: Story = {
  args: {
    tone: 'danger',
    title: 'حذف المستخدم؟',
    message: 'ستفقد أمل حداد الوصول إلى أتريوم فورًا. لا يمكن التراجع عن ذلك.',
    confirmLabel: 'حذف',
    cancelLabel: 'إلغاء',
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = { args: { tone: 'danger' }, globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    tone: 'danger',
    title: 'Permanently delete this user and every timesheet, leave request and document they own?',
    message:
      'Deleting Amal Haddad removes their account, their history in every team and all the files they uploaded. Reports that included their working times will be recalculated tonight.',
    confirmLabel: 'Yes, delete the user and everything they own',
    cancelLabel: 'No, keep the user',
  },
};
export const LongArabicLabels: Story = {
  args: {
    tone: 'danger',
    title: 'حذف هذا المستخدم نهائيًا مع كل سجلات الدوام وطلبات الإجازة والمستندات التي يملكها؟',
    message:
      'يؤدي حذف أمل حداد إلى إزالة حسابها وسجلها في كل فريق وجميع الملفات التي رفعتها. ستُعاد حساب التقارير التي تضمنت أوقات عملها الليلة.',
    confirmLabel: 'نعم، احذف المستخدم وكل ما يملكه',
    cancelLabel: 'لا، أبقِ المستخدم',
  },
  globals: { locale: 'ar' },
};
