import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveBulkBar } from './DriveBulkBar.tsx';
import { PHONE_VIEWPORT } from './testing/driveStories.tsx';
import { STORY_ITEMS } from './testing/storyItems.ts';

/** The actions on the selected items of the list. */
const meta = {
  title: 'Features/Drive/DriveBulkBar',
  component: DriveBulkBar,
  decorators: [withFeatureProviders()],
  args: {
    items: STORY_ITEMS.slice(2, 5),
    inTrash: false,
    onClear: fn(),
    onDone: fn(),
    onFailed: fn(),
  },
} satisfies Meta<typeof DriveBulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Selected items' }),
    ).toHaveTextContent('3 selected');
  },
};

/** Some of them are shared for viewing only: they stay, and the bar says so. */
export const WithViewOnly: Story = {
  args: { items: STORY_ITEMS.slice(4) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('1 of them you can only view: it stays.'),
    ).toBeVisible();
  },
};

export const InTrash: Story = { args: { inTrash: true } };

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: { items: STORY_ITEMS.slice(2, 4) },
};

export const Phone: Story = { parameters: PHONE_VIEWPORT, args: { items: STORY_ITEMS.slice(4) } };
