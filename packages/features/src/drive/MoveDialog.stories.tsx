import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { MoveDialog } from './MoveDialog.tsx';
import {
  driveFakeOf,
  PHONE_VIEWPORT,
  seedDrive,
  withDriveProviders,
} from './testing/driveStories.tsx';

/** Moves an item into a folder chosen by browsing My drive. */
const meta = {
  title: 'Features/Drive/MoveDialog',
  component: MoveDialog,
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  args: { item: null, onClose: fn(), onMoved: fn() },
  render: (args, context) => <MoveDialog {...args} item={driveFakeOf(context).item('Projects')} />,
} satisfies Meta<typeof MoveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the root, where it already is: Move here waits for another folder. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Move “Projects”' });
    await waitFor(async () =>
      expect(await within(dialog).findByText('It is already in this folder.')).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
  },
};

/** Into one of its own folders: the server refuses, in its words. */
export const IntoItself: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Move “Projects”' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Projects' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Website' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(async () =>
      expect(
        await within(dialog).findByText(
          'A folder cannot be moved into itself or one of its folders',
        ),
      ).toBeVisible(),
    );
  },
};

export const Loading: Story = { loaders: [seedDrive({ latencyMs: Infinity })] };

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedDrive({ language: 'ar' })],
  render: (args, context) => (
    <MoveDialog {...args} item={driveFakeOf(context).item('دليل الهوية.pdf')} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'نقل «دليل الهوية.pdf»' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'المشاريع' }));
    await waitFor(async () =>
      expect(await within(dialog).findByRole('button', { name: 'الشعارات' })).toBeVisible(),
    );
  },
};

export const Phone: Story = { parameters: PHONE_VIEWPORT };
