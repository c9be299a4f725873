import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { Spinner } from './Spinner';
import { spinnerSizes } from './spinnerVariants';

const meta = {
  title: 'Feedback/Spinner/Features',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Flex gap="4" align="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`${args.label} ${size}`} />
      ))}
    </Flex>
  ),
};
export const Decorative: Story = { args: { label: undefined } };
export const RTL: Story = { args: { label: 'جارٍ التحميل' }, globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabel: Story = {
  args: { label: 'Loading the list of every announcement published this year' },
};
