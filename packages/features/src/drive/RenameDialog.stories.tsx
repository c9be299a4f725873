import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { RenameDialog } from './RenameDialog.tsx';
import { driveFakeOf, seedDrive, withDriveProviders } from './testing/driveStories.tsx';

/** Renames an item on the version the person saw. */
const meta = {
  title: 'Features/Drive/RenameDialog',
  component: RenameDialog,
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  args: { item: null, onClose: fn(), onRenamed: fn() },
  render: (args, context) => (
    <RenameDialog {...args} item={driveFakeOf(context).item('Budget 2026.xlsx')} />
  ),
} satisfies Meta<typeof RenameDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name without its extension is selected, ready to retype. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Budget 2026.xlsx');
  },
};

/** Someone renamed it meanwhile: the dialog says what it is called now. */
export const ChangedMeanwhile: Story = {
  play: async (context) => {
    const fake = driveFakeOf(context);
    const budget = fake.item('Budget 2026.xlsx');
    await fake.api.drive.update(budget.id, {
      name: 'Budget final.xlsx',
      revision: budget.revision,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Budget v2.xlsx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(async () =>
      expect(
        await within(dialog).findByText(
          'It is now called “Budget final.xlsx”. Rename it again to replace that name.',
        ),
      ).toBeVisible(),
    );
  },
};

export const NameTaken: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'team photo.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(async () =>
      expect(
        await within(dialog).findByText('An item with this name already exists in this folder'),
      ).toBeVisible(),
    );
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedDrive({ language: 'ar' })],
  render: (args, context) => (
    <RenameDialog {...args} item={driveFakeOf(context).item('دليل الهوية.pdf')} />
  ),
};
