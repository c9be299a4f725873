import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveSidebar } from './DriveSidebar.tsx';

const GB = 1024 ** 3;

/** The drive's left column: its five lists and the storage used. */
const meta = {
  title: 'Features/Drive/DriveSidebar',
  component: DriveSidebar,
  decorators: [withFeatureProviders()],
  args: {
    current: 'my',
    atRoot: true,
    onSelect: fn(),
    usage: { used_bytes: 1.2 * GB, quota_bytes: 10 * GB, max_file_bytes: 2 * GB },
  },
} satisfies Meta<typeof DriveSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Drive' });
    await expect(within(nav).getByRole('button', { name: 'My drive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Trash' }));
    await expect(args.onSelect).toHaveBeenCalledWith('trash');
  },
};

/** Inside a folder of Shared with me: that list is where the person is, not the page. */
export const InSharedFolder: Story = {
  args: { current: 'shared', atRoot: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Shared with me' }),
    ).toHaveAttribute('aria-current', 'location');
  },
};

export const UsageLoading: Story = { args: { usage: undefined } };

export const ArabicRtl: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { current: 'starred' } };
