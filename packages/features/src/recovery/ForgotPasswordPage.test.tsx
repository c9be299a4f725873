import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import type { Language } from '../i18n/languages.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

function renderPage({ api = createFakeApi(), language = 'en' as Language } = {}) {
  const forgot = vi.spyOn(api.user, 'forgotPassword');
  render(
    <FeatureHarness api={api} language={language}>
      <ForgotPasswordPage
        language={language}
        onLanguageChange={vi.fn()}
        theme="light"
        onThemeChange={vi.fn()}
        renderLink={({ href, children }) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      />
    </FeatureHarness>,
  );
  return { api, forgot, user: userEvent.setup() };
}

const rejectOnce = (status: number, detail: string) =>
  new ApiError({ kind: 'detail', status, url: '/api/user/forget-password', detail });

describe('ForgotPasswordPage', () => {
  it('sends the trimmed identifier and shows the neutral confirmation', async () => {
    const { forgot, user } = renderPage();
    await user.type(screen.getByLabelText(/^Username or e-mail/), '  someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your e-mail')).toBeVisible();
    expect(forgot).toHaveBeenCalledWith({ username_or_email: 'someone@example.com' });
    expect(screen.getByText(/If an account exists for “someone@example.com”/)).toBeVisible();
    expect(screen.getByText(/for 30 minutes/)).toBeVisible();
    expect(screen.queryByLabelText(/^Username or e-mail/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText(/^Username or e-mail/)).toBeVisible();
  });

  it('asks for the identifier before calling the server', async () => {
    const { forgot, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your username or e-mail address')).toBeVisible();
    expect(forgot).not.toHaveBeenCalled();
  });

  it('says to wait when rate-limited', async () => {
    const { forgot, user } = renderPage();
    forgot.mockRejectedValueOnce(rejectOnce(429, 'Too many requests'));
    await user.type(screen.getByLabelText(/^Username or e-mail/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requestsYou have asked for several links in a short time.',
    );
    expect(screen.queryByText('Check your e-mail')).toBeNull();
  });

  it('shows a server error and keeps the form', async () => {
    const { forgot, user } = renderPage();
    forgot.mockRejectedValueOnce(rejectOnce(500, 'An error occurred'));
    await user.type(screen.getByLabelText(/^Username or e-mail/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the link');
    expect(screen.getByLabelText(/^Username or e-mail/)).toHaveValue('admin');
  });

  it('links back to sign in with the app link, in Arabic right to left', async () => {
    renderPage({ language: 'ar' });
    const back = screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' });
    expect(back).toHaveAttribute('href', '/login');
    expect(back).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نسيت كلمة المرور؟');
    expect(
      document.documentElement.dir === 'rtl' || document.querySelector('[dir="rtl"]'),
    ).toBeTruthy();
  });
});
