import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogContentProps } from './Dialog';
import { dialogSizes } from './dialogVariants';

interface DialogStoryArgs extends DialogContentProps {
  title: string;
  description: string;
  doneLabel: string;
}

// Open from the start, so each variant is visible (and checked by axe) without a click.
const meta = {
  title: 'Feedback/Dialog/Features',
  component: Dialog.Content,
  args: {
    title: 'Edit profile',
    description: 'Changes are saved when you press Done.',
    doneLabel: 'Done',
    closeLabel: 'Close',
  },
  render: ({ title, description, doneLabel, ...content }) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...content}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>{doneLabel}</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<DialogStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: dialogSizes[0] } };
export const Medium: Story = { args: { size: dialogSizes[1] } };
export const Large: Story = { args: { size: dialogSizes[2] } };

export const Persistent: Story = {
  args: {
    persistent: true,
    closeLabel: undefined,
    title: 'Unsaved changes',
    description: 'Finish or discard your changes to leave.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RTL: Story = {
  args: {
    title: 'تعديل الملف الشخصي',
    description: 'تُحفظ التغييرات عند الضغط على تم.',
    doneLabel: 'تم',
    closeLabel: 'إغلاق',
  },
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'تعديل الملف الشخصي' });
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const LongLabels: Story = {
  args: {
    title:
      'Update the profile details that your team and the administrators of this workspace can see',
    description:
      'Your name, job title and working times appear in the staff directory, on timesheets and in every notification you send. Changes are saved when you press Done and take effect at once.',
    doneLabel: 'Save these changes and return to my profile',
  },
};

export const LongArabicLabels: Story = {
  args: {
    title: 'تحديث بيانات الملف الشخصي التي يراها فريقك ومسؤولو مساحة العمل هذه',
    description:
      'يظهر اسمك ومسمّاك الوظيفي وأوقات عملك في دليل الموظفين وفي سجلات الدوام وفي كل إشعار ترسله. تُحفظ التغييرات عند الضغط على تم وتسري فورًا.',
    doneLabel: 'احفظ هذه التغييرات وعُد إلى ملفي الشخصي',
    closeLabel: 'إغلاق',
  },
  globals: { locale: 'ar' },
};
