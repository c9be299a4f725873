import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { LogIn } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonTones, buttonVariants } from './buttonVariants';

const meta = {
  title: 'Actions/Button/Features',
  component: Button,
  args: { children: 'Sign in', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const matrix: Story['render'] = (args) => (
  <Flex direction="column" gap="3">
    {buttonTones.map((tone) => (
      <Flex key={tone} gap="3" align="center" wrap="wrap">
        {buttonVariants.map((variant) => (
          <Button key={variant} {...args} variant={variant} tone={tone}>
            {`${args.children as string} (${variant}, ${tone})`}
          </Button>
        ))}
      </Flex>
    ))}
  </Flex>
);

export const Solid: Story = { args: { variant: 'solid' } };
export const Soft: Story = { args: { variant: 'soft' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Neutral: Story = { args: { tone: 'neutral' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Delete account' } };
export const AllVariantsAndTones: Story = { render: matrix };
export const Sizes: Story = {
  render: (args) => (
    <Flex gap="3" align="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>{`Size ${size}`}</Button>
      ))}
    </Flex>
  ),
};
export const WithIcon: Story = { args: { startIcon: <LogIn size={16} aria-hidden /> } };
export const Loading: Story = {
  args: { loading: true, children: 'Signing in…' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const FullWidth: Story = { args: { fullWidth: true } };
export const RTL: Story = {
  args: { children: 'تسجيل الدخول', startIcon: <LogIn size={16} aria-hidden /> },
  globals: { locale: 'ar' },
  render: matrix,
};
export const Dark: Story = { globals: { theme: 'dark' }, render: matrix };
export const LongLabel: Story = {
  args: { children: 'Send me a link to reset the password of my staff account by email' },
  render: (args) => (
    <div style={{ maxInlineSize: 260 }}>
      <Button {...args} />
    </div>
  ),
};
