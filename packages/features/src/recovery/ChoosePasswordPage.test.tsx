import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, USER_FIELD_MESSAGES } from '@atrium/api';
import { createFakeApi, fakeProfile } from '@atrium/api/testing';
import { createSessionStore } from '../app/sessionStore.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import type { Language } from '../i18n/languages.ts';
import { ChoosePasswordPage } from './ChoosePasswordPage.tsx';

/** The password an administrator set, just used to sign in. */
const TEMPORARY = 'temporary passphrase 1';
const FRESH = { username: 'fresh', password: TEMPORARY, full_name: 'Fresh Start' };
const URL = '/api/user/profile/password';

function renderPage({ language = 'en' as Language } = {}) {
  // A copy: the fake keeps the new password on the user it was given.
  const api = createFakeApi({ users: [{ ...FRESH }], signedInAs: 'fresh' });
  // Signed in as after the login that answered "choose a new password first".
  const session = createSessionStore({ storage: undefined });
  session.signIn(
    fakeProfile({ username: 'fresh', full_name: 'Fresh Start', must_change_password: true }),
  );
  const changePassword = vi.spyOn(api.user, 'changePassword');
  const profile = vi.spyOn(api.user, 'profile');
  const onDone = vi.fn();
  const onSignedOut = vi.fn();
  render(
    <FeatureHarness api={api} session={session} language={language}>
      <ChoosePasswordPage
        language={language}
        onLanguageChange={vi.fn()}
        theme="light"
        onThemeChange={vi.fn()}
        onDone={onDone}
        onSignedOut={onSignedOut}
      />
    </FeatureHarness>,
  );
  return {
    api,
    session,
    changePassword,
    profile,
    onDone,
    onSignedOut,
    user: userEvent.setup(),
  };
}

const fields = () => ({
  current: screen.getByLabelText(/^Current password/),
  password: screen.getByLabelText(/^New password/),
  confirm: screen.getByLabelText(/^Confirm new password/),
});

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  {
    current = TEMPORARY,
    password = 'my own passphrase 22',
    confirm = password,
  }: { current?: string; password?: string; confirm?: string } = {},
) {
  const { current: currentField, password: passwordField, confirm: confirmField } = fields();
  if (current) await user.type(currentField, current);
  if (password) await user.type(passwordField, password);
  if (confirm) await user.type(confirmField, confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

const validation = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ kind: 'validation', status: 400, url: URL, fieldErrors });

describe('ChoosePasswordPage', () => {
  it('changes the password, refreshes the profile into the session, then goes on', async () => {
    const { api, session, changePassword, profile, onDone, user } = renderPage();
    expect(session.getSnapshot().user?.must_change_password).toBe(true);
    expect(document.title).toBe('Choose a new password · Atrium');

    await fillAndSubmit(user);

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(changePassword).toHaveBeenCalledWith({
      current_password: TEMPORARY,
      password: 'my own passphrase 22',
    });
    expect(api.calls).toEqual(['user.changePassword', 'user.profile']);
    // The profile is read after the change and before handing over.
    const [changedAt] = changePassword.mock.invocationCallOrder;
    const [refreshedAt] = profile.mock.invocationCallOrder;
    expect(changedAt).toBeLessThan(refreshedAt ?? 0);
    expect(refreshedAt).toBeLessThan(onDone.mock.invocationCallOrder[0] ?? 0);
    // The fresh profile (flag cleared by the server) replaced the stored user.
    expect(session.getSnapshot().user).toMatchObject({ username: 'fresh' });
    expect(session.getSnapshot().user?.must_change_password).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for every field before calling the server', async () => {
    const { changePassword, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const { current, password, confirm } = fields();
    expect(await screen.findByText('Enter your current password')).toBeVisible();
    expect(current).toHaveAccessibleDescription(/^Enter your current password/);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/^Enter a new password/);
    expect(confirm).toHaveAccessibleDescription('Enter the new password again');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('checks the policy (translated, with its numbers) and the confirmation on the client', async () => {
    const { changePassword, user } = renderPage();
    await fillAndSubmit(user, { current: '', password: 'short', confirm: 'different' });
    expect(await screen.findByText('Use at least 8 characters')).toBeVisible();
    const { current, password, confirm } = fields();
    expect(current).toHaveAccessibleDescription(/^Enter your current password/);
    expect(password).toHaveAccessibleDescription(/^Use at least 8 characters/);
    expect(confirm).toHaveAccessibleDescription('The two passwords do not match');
    expect(changePassword).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Use at most 128 characters')).toBeVisible();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says a wrong current password on that field, translated, and moves the focus there', async () => {
    const { onDone, profile, user } = renderPage();
    await fillAndSubmit(user, { current: 'not the one' });
    const { current } = fields();
    expect(await screen.findByText('The current password is wrong')).toBeVisible();
    expect(current).toHaveAccessibleDescription(/^The current password is wrong/);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(fields().password).not.toHaveAttribute('aria-invalid', 'true');
    // On the field, not again at the top.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Could not change the password')).toBeNull();
    expect(profile).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's password problems on the new password field, translated", async () => {
    const { changePassword, onDone, user } = renderPage();
    changePassword.mockRejectedValueOnce(
      validation({
        password: ['Is one of the most common passwords', 'Must not contain "atrium"'],
      }),
    );
    await fillAndSubmit(user);
    const { current, password } = fields();
    expect(
      await screen.findByText(
        'This password is too common. Choose one that is harder to guess The password must not contain “atrium”',
      ),
    ).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/^This password is too common/);
    expect(current).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows an unknown current-password message as it came, beside the translated one', async () => {
    const { changePassword, user } = renderPage();
    changePassword.mockRejectedValueOnce(
      validation({
        current_password: ['Something the app does not know'],
        password: ['Must be at least 8 characters long'],
      }),
    );
    await fillAndSubmit(user);
    const { current, password } = fields();
    expect(await screen.findByText('Something the app does not know')).toBeVisible();
    expect(current).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/^Use at least 8 characters/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure in the danger alert and keeps what was typed', async () => {
    const { changePassword, onDone, user } = renderPage();
    changePassword.mockRejectedValueOnce(
      new ApiError({ kind: 'no-response', status: 0, url: URL }),
    );
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-tone', 'danger');
    expect(alert).toHaveTextContent('Could not change the password');
    expect(alert).toHaveTextContent('No response received from server');
    expect(fields().current).toHaveValue(TEMPORARY);
    expect(fields().current).not.toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();

    // Sending again clears the alert; this time it works.
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says to wait when rate-limited', async () => {
    const { changePassword, user } = renderPage();
    changePassword.mockRejectedValueOnce(
      new ApiError({ kind: 'detail', status: 429, url: URL, detail: 'Too many requests' }),
    );
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-tone', 'warning');
    expect(alert).toHaveTextContent('Too many attemptsWait a minute, then try again.');
    expect(screen.queryByText('Could not change the password')).toBeNull();
  });

  it('signs out from the page', async () => {
    const { api, session, changePassword, onDone, onSignedOut, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual(['user.logout']);
    expect(session.getSnapshot()).toEqual({ user: null, signOutReason: 'user' });
    expect(changePassword).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks Arabic right to left, its own messages and the server field errors too', async () => {
    const { changePassword, user } = renderPage({ language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('اختر كلمة مرور جديدة');
    const current = screen.getByLabelText(/^كلمة المرور الحالية/);
    const password = screen.getByLabelText(/^كلمة المرور الجديدة/);
    const confirm = screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/);
    expect(current.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('كلمة المرور التي سجّلت الدخول بها للتو.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    const submit = screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' });

    await user.type(password, 'short');
    await user.type(confirm, 'other');
    await user.click(submit);
    expect(await screen.findByText('أدخل كلمة المرور الحالية')).toBeVisible();
    expect(screen.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
    expect(password).toHaveAccessibleDescription(/^استخدم .+ أحرف على الأقل/);

    await user.type(current, 'not the one');
    await user.clear(password);
    await user.type(password, 'password123');
    await user.clear(confirm);
    await user.type(confirm, 'password123');
    await user.click(submit);
    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة')).toBeVisible();
    expect(current).toHaveFocus();

    changePassword.mockRejectedValueOnce(
      validation({ password: ['Is one of the most common passwords'] }),
    );
    await user.clear(current);
    await user.type(current, TEMPORARY);
    await user.click(submit);
    expect(await screen.findByText(/^كلمة المرور هذه شائعة جدًا/)).toBeVisible();
    expect(screen.queryByText(USER_FIELD_MESSAGES.wrongPassword)).toBeNull();
  });
});
