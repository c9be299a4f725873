import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { skeletonVariants } from './skeletonVariants';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', inlineSize: '16rem' },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
  parameters: {
    docs: {
      description: {
        component:
          'Placeholder while content loads. Do mark the loading region with `aria-busy` and a status text; the skeleton itself is hidden from assistive tech. Under prefers-reduced-motion it holds still.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-variant="text"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
export const Playground: Story = {
  args: { variant: 'rect', inlineSize: '12rem', blockSize: '4rem' },
};
