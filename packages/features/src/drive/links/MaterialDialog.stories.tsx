import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MaterialDialog } from './MaterialDialog.tsx';
import {
  driveFakeOf,
  PHONE_VIEWPORT,
  seedDrive,
  withDriveProviders,
} from '../testing/driveStories.tsx';

/** "Share as material": a titled page of chosen files with a note. */
const meta = {
  title: 'Features/Drive/MaterialDialog',
  component: MaterialDialog,
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  args: { items: null, onClose: fn() },
  render: (args, context) => {
    const fake = driveFakeOf(context);
    return (
      <MaterialDialog
        {...args}
        items={[
          fake.item('Brand guidelines.pdf'),
          fake.item('Team photo.jpg'),
          fake.item('Projects'),
        ]}
      />
    );
  },
} satisfies Meta<typeof MaterialDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two files chosen (the folder is left out, and it says so). */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share as material' });
    await waitFor(() => expect(within(dialog).getByText('Team photo.jpg')).toBeVisible());
    await expect(
      within(dialog).getByText('Folders, and files you can only view, are left out.'),
    ).toBeVisible();
  },
};

/** Made: the page's address, ready to copy. */
export const Created: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share as material' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Launch pack');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create material' }));
    const address = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Link' });
    await expect(address.value).toMatch(/\/material\/[\w-]{32}$/);
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedDrive({ language: 'ar' })],
  render: (args, context) => {
    const fake = driveFakeOf(context);
    return (
      <MaterialDialog
        {...args}
        items={[fake.item('دليل الهوية.pdf'), fake.item('صورة الفريق.jpg')]}
      />
    );
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'مشاركة كمادة' });
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: Default.play };
