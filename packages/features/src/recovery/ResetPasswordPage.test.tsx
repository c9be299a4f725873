import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import type { Language } from '../i18n/languages.ts';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

function renderPage({
  api = createFakeApi(),
  token = 'a-valid-token' as string | null,
  language = 'en' as Language,
} = {}) {
  const reset = vi.spyOn(api.user, 'resetPasswordWithToken');
  render(
    <FeatureHarness api={api} language={language}>
      <ResetPasswordPage
        token={token}
        language={language}
        onLanguageChange={vi.fn()}
        theme="light"
        onThemeChange={vi.fn()}
      />
    </FeatureHarness>,
  );
  return { reset, user: userEvent.setup() };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirm = password,
) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the token and links to sign in', async () => {
    const { reset, user } = renderPage();
    await fillAndSubmit(user, 'a long passphrase');
    expect(await screen.findByText('Your password was changed')).toBeVisible();
    expect(reset).toHaveBeenCalledWith({ token: 'a-valid-token', password: 'a long passphrase' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('mirrors the password policy and checks the confirmation', async () => {
    const { reset, user } = renderPage();
    await fillAndSubmit(user, 'short', 'different');
    expect(await screen.findByText('Use at least 8 characters')).toBeVisible();
    expect(screen.getByText('The two passwords do not match')).toBeVisible();
    expect(reset).not.toHaveBeenCalled();
  });

  it('says when the link expired or was used, with a way to ask again', async () => {
    const { user } = renderPage({ token: 'expired' });
    await fillAndSubmit(user, 'a long passphrase');
    expect(await screen.findByText('This link does not work')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('without a token offers a new link straight away', () => {
    renderPage({ token: null });
    expect(screen.getByText(/needs the link from the password reset e-mail/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });

  it('shows the server password policy under the field, translated', async () => {
    const { reset, user } = renderPage({ language: 'ar' });
    reset.mockRejectedValueOnce(
      new ApiError({
        kind: 'validation',
        status: 400,
        url: '/api/user/reset-password',
        fieldErrors: { password: ['Is one of the most common passwords'] },
      }),
    );
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'password1');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'password1');
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(await screen.findByText(/كلمة المرور هذه شائعة جدًا/)).toBeVisible();
    expect(screen.getByLabelText(/^كلمة المرور الجديدة/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says to wait when rate-limited', async () => {
    const { reset, user } = renderPage();
    reset.mockRejectedValueOnce(
      new ApiError({ kind: 'detail', status: 429, url: '/api/x', detail: 'Too many requests' }),
    );
    await fillAndSubmit(user, 'a long passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
