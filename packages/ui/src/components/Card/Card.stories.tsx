import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';
import { cardPaddings, cardVariants } from './cardVariants';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: {
    title: 'Working times',
    description: 'Monday to Friday',
    children: 'Your team works 08:00–16:00 with a 30-minute break.',
    footer: <Button variant="soft">Edit working times</Button>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A surface that follows the skin (shadow in `default`, border in `bordered`). With a `title` it is a named region; pick `titleAs` to fit the page outline.',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Working times' })).toBeVisible();
  },
};
export const Playground: Story = { args: { variant: 'surface', padding: 4 } };
