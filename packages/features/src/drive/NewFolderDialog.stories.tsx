import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NewFolderDialog } from './NewFolderDialog.tsx';
import { PHONE_VIEWPORT, seedDrive, withDriveProviders } from './testing/driveStories.tsx';

/** Names a new folder; the server's word on the name is on the field. */
const meta = {
  title: 'Features/Drive/NewFolderDialog',
  component: NewFolderDialog,
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  args: { open: true, parentId: null, parentName: 'My drive', onClose: fn(), onCreated: fn() },
} satisfies Meta<typeof NewFolderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByLabelText(/^Folder name/);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Contracts{Enter}');
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Contracts' })),
    );
  },
};

/** The name is taken in this folder (any case): said on the field. */
export const NameTaken: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByLabelText(/^Folder name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'PROJECTS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(async () =>
      expect(
        await within(dialog).findByText('An item with this name already exists in this folder'),
      ).toBeVisible(),
    );
  },
};

export const ReservedName: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByLabelText(/^Folder name/);
    await userEvent.clear(name);
    await userEvent.type(name, '..');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(async () =>
      expect(await within(dialog).findByText('This name is reserved')).toBeVisible(),
    );
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedDrive({ language: 'ar' })],
  args: { parentName: 'ملفاتي' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'مجلد جديد' });
    await expect(within(dialog).getByLabelText(/^اسم المجلد/)).toHaveValue('مجلد بلا عنوان');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { parameters: PHONE_VIEWPORT };
