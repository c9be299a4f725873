import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DropdownMenu, type DropdownMenuRootProps } from './DropdownMenu';

interface DemoProps extends DropdownMenuRootProps {
  onEdit?: () => void;
  onDelete?: () => void;
  trigger?: string;
  edit?: string;
  remove?: string;
  heading?: string;
}

export function DropdownMenuDemo({
  onEdit,
  onDelete,
  trigger = 'Actions',
  edit = 'Edit',
  remove = 'Delete',
  heading = 'User',
  ...root
}: DemoProps) {
  return (
    <DropdownMenu.Root {...root}>
      <DropdownMenu.Trigger asChild>
        <Button variant="soft">{trigger}</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{heading}</DropdownMenu.Label>
        <DropdownMenu.Item icon={<Pencil size={14} />} onSelect={onEdit}>
          {edit}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" icon={<Trash2 size={14} />} onSelect={onDelete}>
          {remove}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Actions/DropdownMenu',
  component: DropdownMenuDemo,
  args: { onEdit: fn(), onDelete: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Compose `DropdownMenu.Root`, `.Trigger` (use `asChild` with a Button), `.Content`, `.Item`, `.Label`, `.Separator`. Do keep destructive items last with `tone="danger"`; don\'t put navigation links for the main flow in a menu.',
      },
    },
  },
} satisfies Meta<typeof DropdownMenuDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    // The accessibility check runs right after play: wait until the menu has gone and the
    // page behind it is no longer aria-hidden (Radix restores it once the exit has finished).
    await waitFor(() => {
      const page = canvasElement.ownerDocument;
      if (page.querySelector('[role="menu"], [data-aria-hidden="true"]')) {
        throw new Error('the menu is still closing');
      }
    });
  },
};
export const Playground: Story = { args: { trigger: 'Actions', edit: 'Edit', remove: 'Delete' } };
