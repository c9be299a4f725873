import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

const meta = {
  title: 'Features/Auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: {
    onLanguageChange: fn(),
    onThemeChange: fn(),
    language: 'en',
    theme: 'light',
  },
  render: (args, { globals }) => (
    <ForgotPasswordPage
      {...args}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
    />
  ),
  decorators: [withFeatureProviders()],
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const failWith = (status: number, detail: string) =>
  withFeatureProviders({
    failWith: new ApiError({ kind: 'detail', status, url: '/api/user/forget-password', detail }),
  });

async function send(canvasElement: HTMLElement, identifier = 'someone@example.com') {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/^Username or e-mail/), identifier);
  await userEvent.click(page.getByRole('button', { name: 'Send reset link' }));
  return page;
}

export const Default: Story = {};

export const Submitting: Story = {
  decorators: [withFeatureProviders({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement);
    await expect(await page.findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement);
    await expect(await page.findByText('Check your e-mail')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  decorators: [failWith(500, 'An error occurred')],
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Could not send the link');
  },
};

export const RateLimited: Story = {
  decorators: [failWith(429, 'Too many requests')],
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Too many requests');
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Send reset link' }));
    await expect(await page.findByText('Enter your username or e-mail address')).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  name: 'Arabic (RTL)',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/^اسم المستخدم أو البريد الإلكتروني/), 'admin');
    await userEvent.click(page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    await expect(await page.findByText('تحقّق من بريدك الإلكتروني')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
