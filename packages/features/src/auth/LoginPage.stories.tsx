import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FAKE_ADMIN } from '@atrium/api/testing';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { LoginPage } from './LoginPage.tsx';

const meta = {
  title: 'Features/Auth/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  args: {
    onSignedIn: fn(),
    onLanguageChange: fn(),
    onThemeChange: fn(),
    language: 'en',
    theme: 'light',
  },
  // The page shows the language and theme the toolbar (globals) picked.
  render: (args, { globals }) => (
    <LoginPage
      {...args}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
    />
  ),
  decorators: [withFeatureProviders()],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^Username/), FAKE_ADMIN.username);
    await userEvent.type(page.getByLabelText(/^Password/), FAKE_ADMIN.password);
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'admin' }),
    );
  },
};

export const Submitting: Story = {
  decorators: [withFeatureProviders({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^Username/), 'admin');
    await userEvent.type(page.getByLabelText(/^Password/), 'a passphrase');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^Username/), 'admin');
    await userEvent.type(page.getByLabelText(/^Password/), 'not the password');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid username or password');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByText('Enter your username')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ArabicRTL: Story = {
  name: 'Arabic (RTL)',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل الدخول');
    await userEvent.click(page.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await page.findByText('أدخل اسم المستخدم')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const WithForgotPasswordLink: Story = {
  args: { forgotPasswordHref: '/authentication/forgot-password' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Forgot password?' }),
    ).toHaveAttribute('href', '/authentication/forgot-password');
  },
};
