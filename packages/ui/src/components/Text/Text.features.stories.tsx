import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '../Flex/Flex';
import { Heading, Text, textLink } from './Text';

const meta = {
  title: 'Typography/Text/Features',
  component: Text,
  args: { children: 'Six people are working now.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

const sizes = ['1', '2', '3', '4', '5'] as const;

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="2">
      {sizes.map((size) => (
        <Text key={size} as="p" size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Flex>
  ),
};
export const Weights: Story = {
  render: (args) => (
    <Flex direction="column" gap="2">
      {(['light', 'regular', 'medium', 'bold'] as const).map((weight) => (
        <Text key={weight} as="p" weight={weight}>
          {weight}: {args.children}
        </Text>
      ))}
    </Flex>
  ),
};
export const Colors: Story = {
  render: (args) => (
    <Flex direction="column" gap="2">
      <Text as="p">{args.children}</Text>
      <Text as="p" color="gray">
        Secondary: {args.children}
      </Text>
      <Text as="p" color="red">
        Error: the username is required.
      </Text>
    </Flex>
  ),
};
export const Headings: Story = {
  render: () => (
    <Flex direction="column" gap="3">
      <Heading>Sign in to Atrium</Heading>
      <Heading as="h2" size="4">
        Latest attendance
      </Heading>
    </Flex>
  ),
};
export const Link: Story = {
  render: () => (
    <Text as="p" size="2">
      {textLink(<a href="#forgot">Forgot password?</a>, { size: '2', weight: 'medium' })}
    </Text>
  ),
};
export const RTL: Story = {
  args: { as: 'p', children: 'يعمل ستة أشخاص الآن.' },
  globals: { locale: 'ar' },
};
export const Dark: Story = { args: { as: 'p', color: 'gray' }, globals: { theme: 'dark' } };
export const LongText: Story = {
  args: {
    as: 'p',
    children:
      'A very long paragraph that explains the attendance rules of the organisation, wrapping over several lines in a narrow container without overflowing it.',
  },
};
