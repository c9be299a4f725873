import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@atrium/api';
import { createFakeApi, FAKE_ADMIN, type FakeApi } from '@atrium/api/testing';
import { defaultPreferences } from '@atrium/ui';
import { createSessionStore } from '../app/sessionStore.ts';
import type { Language } from '../i18n/languages.ts';
import { MasterKeyProvider } from '../masterKey/MasterKeyProvider.tsx';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { AccountSettingsPage } from './AccountSettingsPage.tsx';

async function renderPage({
  tab = 'account' as string | undefined,
  language = 'en' as Language,
  api = createFakeApi({ signedInAs: 'admin' }) as FakeApi,
} = {}) {
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  const onTabChange = vi.fn();
  const onPreferenceChange = vi.fn();
  render(
    <FeatureHarness api={api} language={language} session={session}>
      {/* As in the app: the security tab's master password card uses the elevation. */}
      <MasterKeyProvider>
        <AccountSettingsPage
          tab={tab}
          onTabChange={onTabChange}
          preferences={{ ...defaultPreferences }}
          onPreferenceChange={onPreferenceChange}
        />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return {
    api,
    session,
    onTabChange,
    onPreferenceChange,
    user: userEvent.setup({ applyAccept: false }),
  };
}

const session = (id: string, current: boolean, agent: string | null, seen: string): Session => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  created_at: '2026-01-01T08:00:00.000Z',
  last_seen_at: seen,
  user_agent: agent,
  ip: '10.0.0.1',
  current,
});

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('AccountSettingsPage', { timeout: 20_000 }, () => {
  it('shows the account tab for an unknown tab and asks the app to change tabs', async () => {
    const { onTabChange, user } = await renderPage({ tab: 'nonsense' });
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('admin');
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(onTabChange).toHaveBeenCalledWith('security');
  });

  it('saves only the edited profile fields and refreshes the stored profile', async () => {
    const { api, session: store, user } = await renderPage();
    const update = vi.spyOn(api.user, 'updateProfile');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText(/^Full name/);
    expect(name).toHaveValue(FAKE_ADMIN.full_name);
    await user.clear(name);
    await user.type(name, 'Rana Haddad');
    await user.type(screen.getByLabelText(/^Phone/), '+966 50 123 4567');
    await user.click(save);
    expect(await screen.findByText('Your profile was saved.')).toBeVisible();
    expect(update).toHaveBeenCalledWith({ full_name: 'Rana Haddad', phone: '+966 50 123 4567' });
    expect(api.calls.slice(-1)).toEqual(['user.profile']);
    expect(store.getSnapshot().user?.full_name).toBe('Rana Haddad');
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('\u2066UTC (UTC+00:00)\u2069');
  });

  it('checks the fields like the server before saving', async () => {
    const { api, user } = await renderPage();
    const update = vi.spyOn(api.user, 'updateProfile');
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('picks the time zone from the IANA list by searching, with offsets, not as free text', async () => {
    const { api, user } = await renderPage();
    const update = vi.spyOn(api.user, 'updateProfile');
    const zone = screen.getByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveValue('\u2066UTC (UTC+00:00)\u2069');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    expect(await screen.findByText('No time zone matches')).toBeVisible();
    await user.clear(zone);
    await user.type(zone, 'riyadh');
    const option = await screen.findByRole('option', { name: /Asia\/Riyadh \(UTC\+03:00\)/ });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeVisible();
    expect(update).toHaveBeenCalledWith({ time_zone: 'Asia/Riyadh' });
  });

  it('uploads a photo, refuses other types and removes it', async () => {
    const { api, user } = await renderPage();
    const upload = vi.spyOn(api.user, 'uploadImage');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Your photo was updated.')).toBeVisible();
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'me.png');
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo was removed.')).toBeVisible();
    expect(api.calls).toContain('user.deleteImage');
  });

  it('changes the password, with the wrong current password as a field error', async () => {
    const { user } = await renderPage({ tab: 'security' });
    const fill = async (current: string) => {
      await user.type(screen.getByLabelText(/^Current password/), current);
      await user.type(screen.getByLabelText(/^New password/), 'a brand new phrase');
      await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new phrase');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };
    await fill('not it');
    expect(await screen.findByText('The current password is wrong')).toBeVisible();
    await user.clear(screen.getByLabelText(/^Current password/));
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await fill(FAKE_ADMIN.password);
    expect(await screen.findByText(/Your password was changed/)).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('lists the devices with this one marked and signs others out', async () => {
    const api = createFakeApi({ signedInAs: 'admin' });
    let list = [
      session('1', false, FIREFOX_LINUX, '2026-01-02T08:00:00.000Z'),
      session('2', true, CHROME_MAC, '2026-01-01T08:00:00.000Z'),
      session('3', false, null, '2026-01-03T08:00:00.000Z'),
    ];
    vi.spyOn(api.user, 'sessions').mockImplementation(async () => ({
      items: list,
      total: list.length,
      page: 1,
      size: -1,
    }));
    const end = vi.spyOn(api.user, 'endSession').mockImplementation(async (id) => {
      list = list.filter((item) => item.id !== id);
      return { ended: 1 };
    });
    const endOthers = vi.spyOn(api.user, 'endOtherSessions').mockImplementation(async () => {
      const ended = list.filter((item) => !item.current).length;
      list = list.filter((item) => item.current);
      return { ended };
    });
    const { user } = await renderPage({ tab: 'security', api });
    const devices = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(devices).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Chrome on macOSThis device'),
      expect.stringContaining('Unknown device'),
      expect.stringContaining('Firefox on Linux'),
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out Firefox on Linux' }));
    expect(end).toHaveBeenCalledWith(session('1', false, null, '').id);
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Log out other devices' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('1 other device will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Log out other devices' }));
    expect(await screen.findByText('1 device was signed out.')).toBeVisible();
    expect(endOthers).toHaveBeenCalledTimes(1);
    expect(screen.getByText('No other devices')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out other devices' })).toBeNull();
  });

  it('changes preferences through onPreferenceChange', async () => {
    const { onPreferenceChange, user } = await renderPage({ tab: 'preferences' });
    await user.click(screen.getByRole('switch', { name: 'Collapse the side menu to icons' }));
    expect(onPreferenceChange).toHaveBeenCalledWith('navCollapsed', true);
    await user.click(screen.getByRole('radio', { name: 'Horizontal' }));
    expect(onPreferenceChange).toHaveBeenCalledWith('layout', 'horizontal');
    await user.click(screen.getByRole('radio', { name: 'Bordered' }));
    expect(onPreferenceChange).toHaveBeenCalledWith('skin', 'bordered');
  });

  it('shows the notification preferences, in Arabic right to left', async () => {
    await renderPage({ tab: 'notifications', language: 'ar' });
    expect(screen.getByRole('tab', { name: 'الإشعارات' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('إعدادات الحساب');
    expect(await screen.findByRole('group', { name: 'إسناد قصة' })).toBeVisible();
  });
});
