import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DropdownMenuDemo } from './DropdownMenu.stories';

const meta = {
  title: 'Actions/DropdownMenu/Features',
  component: DropdownMenuDemo,
  args: { defaultOpen: true, modal: false },
} satisfies Meta<typeof DropdownMenuDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { trigger: 'الإجراءات', edit: 'تعديل', remove: 'حذف', heading: 'المستخدم' },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    edit: 'Edit the working times and the leave allowance of this staff member',
    remove: 'حذف حساب الموظف وجميع طلبات الإجازة المرتبطة به نهائيًا',
  },
};
