import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './AuthLayout';
import { Brand, SignInForm, Toolbar, copy } from './authLayoutStory';

const meta = {
  title: 'Layout/AuthLayout/Features',
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

export const WithError: Story = { args: { children: <SignInForm language="en" withError /> } };
export const Minimal: Story = {
  args: { brand: undefined, subtitle: undefined, toolbar: undefined, footer: undefined },
};
export const RTL: Story = {
  args: {
    title: copy.ar.title,
    subtitle: copy.ar.subtitle,
    toolbar: <Toolbar language="ar" />,
    footer: <span>{copy.ar.footer}</span>,
    children: <SignInForm language="ar" withError />,
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
export const LongTitle: Story = {
  args: {
    title: 'Sign in to the Atrium staff workspace of the Ministry of Culture and Heritage',
    subtitle:
      'Use the staff account your administrator created for you. Contractors sign in with their partner account.',
  },
};
