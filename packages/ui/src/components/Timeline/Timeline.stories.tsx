import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline } from './Timeline';
import { timelineItems } from './timelineFixtures';

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  args: { items: timelineItems.en },
  parameters: {
    docs: {
      description: {
        component:
          'A status history as an ordered list. The app formats `time` (and passes `dateTime` for machines). Do say the status in the title; the marker colour only repeats it.',
      },
    },
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Playground: Story = {};
