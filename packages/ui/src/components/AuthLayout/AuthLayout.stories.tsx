import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './AuthLayout';
import { Brand, SignInForm, Toolbar, copy } from './authLayoutStory';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: copy.en.title,
    subtitle: copy.en.subtitle,
    brand: <Brand />,
    toolbar: <Toolbar language="en" />,
    footer: <span>{copy.en.footer}</span>,
    children: <SignInForm language="en" />,
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { title: 'Reset your password', subtitle: 'We will email you a link' },
};
