import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';
import { avatarAvailabilities, avatarSizes } from './avatarVariants';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Huda Saleh' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    availability: { control: 'inline-radio', options: [undefined, ...avatarAvailabilities] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A photo or initials (Arabic initials are kept apart with a zero-width non-joiner). Do pass `availabilityLabel` with `availability`: the dot is labelled in words.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Huda Saleh' })).toHaveTextContent('HS');
  },
};
export const Playground: Story = {
  args: { size: 3, availability: 'online', availabilityLabel: 'Online' },
};
