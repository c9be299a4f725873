import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, FAKE_ADMIN, type FakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import type { Language } from '../i18n/languages.ts';
import { LoginPage } from './LoginPage.tsx';

function renderLogin({ api = createFakeApi(), language = 'en' as Language } = {}) {
  const onSignedIn = vi.fn();
  const onLanguageChange = vi.fn();
  render(
    <FeatureHarness api={api} language={language}>
      <LoginPage
        onSignedIn={onSignedIn}
        language={language}
        onLanguageChange={onLanguageChange}
        theme="light"
        onThemeChange={vi.fn()}
      />
    </FeatureHarness>,
  );
  return { api, onSignedIn, onLanguageChange, user: userEvent.setup() };
}

/** A login answer that also carries a bearer token, as the server gives non-browser clients. */
function apiAnsweringWithToken(): FakeApi {
  const api = createFakeApi();
  const login = api.user.login;
  api.user.login = async (credentials) => ({
    ...(await login(credentials)),
    token: 'bearer-secret-123',
  });
  return api;
}

describe('LoginPage', () => {
  it('signs in, calls onSignedIn and stores the profile without any token', async () => {
    const { onSignedIn, user } = renderLogin({ api: apiAnsweringWithToken() });
    await user.type(screen.getByLabelText(/^Username/), FAKE_ADMIN.username);
    await user.type(screen.getByLabelText(/^Password/), FAKE_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ username: 'admin', role: 'super_admin' });
    const stored = window.localStorage.getItem('user') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ username: 'admin' });
    expect(stored).not.toContain('token');
    expect(stored).not.toContain('bearer-secret-123');
    expect(stored).not.toContain(FAKE_ADMIN.password);
  });

  it('shows the translated catalogue error for a wrong password and stores nothing', async () => {
    const { onSignedIn, user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.localStorage.length).toBe(0);
  });

  it('validates both fields before calling the API, with messages linked to the inputs', async () => {
    const { api, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const username = screen.getByLabelText(/^Username/);
    const password = screen.getByLabelText(/^Password/);
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Enter your username');
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(username).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('does not accept a username of spaces', async () => {
    const { api, user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), '   ');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the loading state while signing in', async () => {
    const { user } = renderLogin({ api: createFakeApi({ latencyMs: Infinity }) });
    await user.type(screen.getByLabelText(/^Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('reports "No response received from server" when the server cannot be reached', async () => {
    const { ApiError } = await import('@atrium/api');
    const api = createFakeApi({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/user/login' }),
    });
    const { user } = renderLogin({ api });
    await user.type(screen.getByLabelText(/^Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No response received from server');
  });

  it('renders in Arabic, right to left, with Arabic errors', async () => {
    const { user, onLanguageChange } = renderLogin({ language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل الدخول');
    const username = screen.getByLabelText(/^اسم المستخدم/);
    expect(username.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();

    await user.type(username, 'admin');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'اسم المستخدم أو كلمة المرور غير صحيحة',
    );

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(onLanguageChange).toHaveBeenCalledWith('en');
  });

  it('offers "Forgot password?" only when the app gives the page its address', () => {
    const { unmount } = render(
      <FeatureHarness api={createFakeApi()}>
        <LoginPage
          onSignedIn={vi.fn()}
          language="en"
          onLanguageChange={vi.fn()}
          theme="light"
          onThemeChange={vi.fn()}
          forgotPasswordHref="/authentication/forgot-password"
        />
      </FeatureHarness>,
    );
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/authentication/forgot-password');
    // by the password field, inside the form: not in the page footer at the foot of the window
    expect(screen.getByLabelText(/^Password/).closest('form')).toContainElement(forgot);
    expect(forgot.closest('footer')).toBeNull();
    expect(screen.queryByText(/Ask an administrator/)).toBeNull();
    unmount();
    renderLogin();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    expect(screen.getByText(/Ask an administrator/)).toBeVisible();
  });

  it('asks for both fields before calling the server, and focuses the first empty one', async () => {
    const api = createFakeApi();
    const login = vi.spyOn(api.user, 'login');
    const { user } = renderLogin({ api });
    await user.type(screen.getByLabelText(/^Username/), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('trims the username but sends the password exactly as typed', async () => {
    const api = createFakeApi();
    const login = vi.spyOn(api.user, 'login');
    const { user } = renderLogin({ api });
    await user.type(screen.getByLabelText(/^Username/), '  admin ');
    await user.type(screen.getByLabelText(/^Password/), ' pass word ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ username: 'admin', password: ' pass word ' }),
    );
  });

  it('shows the required-field messages in Arabic', async () => {
    const { user } = renderLogin({ language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('أدخل اسم المستخدم')).toBeInTheDocument();
    expect(screen.getByText('أدخل كلمة المرور')).toBeInTheDocument();
  });
});
