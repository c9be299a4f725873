import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveUsageMeter } from './DriveUsageMeter.tsx';

const GB = 1024 ** 3;
const usage = (used: number, quota: number | null) => ({
  used_bytes: used,
  quota_bytes: quota,
  max_file_bytes: 2 * GB,
});

/** The storage used in the drive's left column (under the list on a phone). */
const meta = {
  title: 'Features/Drive/DriveUsageMeter',
  component: DriveUsageMeter,
  decorators: [
    withFeatureProviders(),
    (Story) => (
      <div style={{ maxInlineSize: '15rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { usage: usage(1.2 * GB, 10 * GB) },
} satisfies Meta<typeof DriveUsageMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement);
    await expect(meter.getByText(/^1\.2\sGB of 10\sGB used$/)).toBeVisible();
    await expect(meter.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute(
      'aria-valuetext',
      '12% used',
    );
  },
};

/** From 90 % on the bar turns amber and says so. */
export const NearlyFull: Story = { args: { usage: usage(9.3 * GB, 10 * GB) } };

export const Full: Story = { args: { usage: usage(10.2 * GB, 10 * GB) } };

/** No quota: what is used, without a bar. */
export const NoQuota: Story = {
  args: { usage: usage(740 * 1024 * 1024, null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = { args: { usage: undefined } };

export const Failed: Story = { args: { usage: undefined, failed: true } };

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: { usage: usage(9.3 * GB, 10 * GB) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^مُستخدَم ٩٫٣\sغ\.ب من ١٠\sغ\.ب$/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { usage: usage(9.3 * GB, 10 * GB) },
};
