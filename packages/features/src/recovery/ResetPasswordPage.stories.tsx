import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const meta = {
  title: 'Features/Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: {
    token: 'a-valid-token',
    onLanguageChange: fn(),
    onThemeChange: fn(),
    language: 'en',
    theme: 'light',
  },
  render: (args, { globals }) => (
    <ResetPasswordPage
      {...args}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
    />
  ),
  decorators: [withFeatureProviders()],
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, password = 'a long passphrase') {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/^New password/), password);
  await userEvent.type(page.getByLabelText(/^Confirm new password/), password);
  await userEvent.click(page.getByRole('button', { name: 'Set new password' }));
  return page;
}

export const Default: Story = {};

export const Submitting: Story = {
  decorators: [withFeatureProviders({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement);
    await expect(await page.findByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement);
    await expect(await page.findByText('Your password was changed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^New password/), 'short');
    await userEvent.click(page.getByRole('button', { name: 'Set new password' }));
    await expect(await page.findByText('Use at least 8 characters')).toBeVisible();
  },
};

export const ExpiredToken: Story = {
  args: { token: 'expired' },
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement);
    await expect(await page.findByText('This link does not work')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
};

export const MissingToken: Story = {
  args: { token: null },
};

/** The invitation's link (`&invite=1`): a welcome, and the first password. */
export const Invitation: Story = {
  args: { invite: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Welcome to Atrium' })).toBeVisible();
    await userEvent.type(page.getByLabelText(/^New password/), 'a long passphrase');
    await userEvent.type(page.getByLabelText(/^Confirm new password/), 'a long passphrase');
    await userEvent.click(page.getByRole('button', { name: 'Set my password' }));
    await expect(await page.findByText('Your password is set')).toBeVisible();
  },
};

/** A used or expired invitation: ask for a new one; sign in if it was already accepted. */
export const InvitationExpired: Story = {
  args: { invite: true, token: 'expired' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^New password/), 'a long passphrase');
    await userEvent.type(page.getByLabelText(/^Confirm new password/), 'a long passphrase');
    await userEvent.click(page.getByRole('button', { name: 'Set my password' }));
    await expect(await page.findByText(/Ask the person who invited you/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

export const InvitationArabic: Story = {
  args: { invite: true },
  globals: { locale: 'ar' },
};

export const ErrorState: Story = {
  name: 'Error',
  decorators: [
    withFeatureProviders({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/user/reset-password' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'No response received from server',
    );
  },
};

export const RateLimited: Story = {
  decorators: [
    withFeatureProviders({
      failWith: new ApiError({
        kind: 'detail',
        status: 429,
        url: '/api/user/reset-password',
        detail: 'Too many requests',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

export const ArabicRTL: Story = {
  name: 'Arabic (RTL)',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'تعيين كلمة مرور جديدة',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
