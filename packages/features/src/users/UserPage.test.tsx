import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { wasShownInPlace } from '../i18n/errorMessage.ts';
import { MasterKeyProvider } from '../masterKey/index.ts';
import type { Language } from '../i18n/languages.ts';
import { createUsersFake, type UsersFakeOptions } from './testing/usersFixtures.ts';
import { UserPage } from './UserPage.tsx';

async function renderUser(
  username: string,
  { language = 'en' as Language, ...options }: UsersFakeOptions & { language?: Language } = {},
) {
  const fake = await createUsersFake(options);
  const onBack = vi.fn();
  const signedIn = fake.session.getSnapshot().user;
  const id =
    fake.users.get(username)?.id ??
    (signedIn?.username === username ? signedIn.id : '00000000-0000-4000-8000-999999999999');
  render(
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <MasterKeyProvider store={fake.masterKey}>
        <UserPage userId={id} onBack={onBack} />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return { ...fake, id, onBack, user: userEvent.setup() };
}

describe('UserPage', { timeout: 30_000 }, () => {
  it('shows the profile, the status history as a timeline and an honest empty projects summary', async () => {
    const { user, onBack } = await renderUser('huda');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Huda Saleh' }),
    ).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('@huda')).toBeInTheDocument();
    expect(within(profile).getByText('Admin')).toBeInTheDocument();
    expect(within(profile).getAllByText('Online').length).toBeGreaterThan(0);
    expect(within(profile).getByText('Design')).toBeInTheDocument();
    expect(within(profile).getByText('Art director')).toBeInTheDocument();
    expect(within(profile).getByRole('img', { name: /Huda Saleh/ })).toBeInTheDocument();

    const history = await screen.findByRole('list', { name: 'Status history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Finished working'),
      expect.stringContaining('Started working'),
    ]);
    expect(entries[0]).toHaveTextContent('By the user');
    expect(within(entries[0]!).getByText(/\d{4}/).tagName).toBe('TIME');

    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(
      screen.getByText(/Projects and stories are not available in Atrium yet/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to users' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('asks for the status history of the chosen dates', async () => {
    const { user, api, id } = await renderUser('huda');
    await screen.findByRole('list', { name: 'Status history' });
    const history = vi.spyOn(api.attendance, 'statusHistory');
    const start = screen.getByRole('textbox', { name: /Start date/ });
    const end = screen.getByRole('textbox', { name: /End date/ });
    await user.clear(end);
    await user.clear(start);
    await user.type(start, '2026-01-01');
    await user.type(end, '2026-01-31');
    expect(await screen.findByText('No status changes in these dates')).toBeInTheDocument();
    await waitFor(() =>
      expect(history).toHaveBeenCalledWith({
        user_id: id,
        page: 1,
        size: 10,
        from_date: '2026-01-01',
        to_date: '2026-01-31',
      }),
    );
    // huda has history in other dates: wider dates would help
    expect(screen.getByText('Choose a wider date range.')).toBeInTheDocument();
  });

  it('says a new user has no status history yet, instead of asking for wider dates', async () => {
    const fake = await createUsersFake();
    const history = vi
      .spyOn(fake.api.attendance, 'statusHistory')
      .mockResolvedValue({ items: [], total: 0, page: 1, size: 10 });
    const id = fake.users.get('huda')!.id;
    render(
      <FeatureHarness api={fake.api} session={fake.session}>
        <MasterKeyProvider store={fake.masterKey}>
          <UserPage userId={id} onBack={vi.fn()} />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    expect(await screen.findByText('No status history yet')).toBeInTheDocument();
    expect(screen.getByText('Starting and finishing work will show here.')).toBeInTheDocument();
    expect(screen.queryByText('Choose a wider date range.')).toBeNull();
    // asked once more without dates, to tell "nothing in these dates" from "nothing at all"
    expect(history).toHaveBeenCalledWith({ user_id: id, page: 1, size: 2 });
  });

  it('edits the user from their page', async () => {
    const { user } = await renderUser('omar');
    await screen.findByRole('heading', { level: 1, name: 'Omar Haddad' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const fullName = within(dialog).getByLabelText(/^Full name/);
    await user.clear(fullName);
    await user.type(fullName, 'Omar H. Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Omar H. Haddad' }),
    ).toBeInTheDocument();
  });

  it('deactivates and reactivates from the user’s page', async () => {
    const { user } = await renderUser('omar');
    await screen.findByRole('heading', { level: 1, name: 'Omar Haddad' });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Omar Haddad?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('Inactive')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reactivate Omar Haddad?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Omar Haddad was reactivated.')).toBeInTheDocument();
    await waitFor(() => expect(within(profile).queryByText('Inactive')).not.toBeInTheDocument());
  });

  it('says so when the user does not exist: one clear state, no error and no toast as well', async () => {
    const fake = await createUsersFake();
    const info = vi.spyOn(fake.api.user, 'info');
    render(
      <FeatureHarness api={fake.api} session={fake.session}>
        <MasterKeyProvider store={fake.masterKey}>
          <UserPage userId="00000000-0000-4000-8000-999999999999" onBack={vi.fn()} />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    expect(await screen.findByText('User not found')).toBeVisible();
    expect(screen.getByText('This user does not exist or was deleted.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // the failed call is marked as shown on the page, so the app's error toasts skip it
    const failure = await info.mock.results[0]!.value.catch((error: unknown) => error);
    expect(wasShownInPlace(failure)).toBe(true);
  });

  it('shows an inactive user as inactive with the deactivation date', async () => {
    await renderUser('maya');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('Inactive')).toBeInTheDocument();
    expect(within(profile).getByText('Deactivated on')).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    await renderUser('huda', { language: 'ar' });
    const profile = await screen.findByRole('region', { name: 'الملف الشخصي' });
    expect(profile.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(profile).getByText('مشرف')).toBeInTheDocument();
    expect(await screen.findByText('أنهى العمل')).toBeInTheDocument();
    expect(screen.getByText('لا مشاريع بعد')).toBeInTheDocument();
  });
  it("lets a user manager change and remove someone else's photo, naming them", async () => {
    const { user, api } = await renderUser('omar');
    const card = await screen.findByRole('region', { name: 'Profile photo' });
    expect(within(card).getByText('Shown next to Omar Haddad’s name across Atrium.')).toBeVisible();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'omar.png', {
      type: 'image/png',
    });
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, photo);
    expect(await within(card).findByText('The photo of Omar Haddad was updated.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Remove photo' }));
    expect(await within(card).findByText('The photo of Omar Haddad was removed.')).toBeVisible();
    expect(api.calls).toEqual(
      expect.arrayContaining(['user.setUserImage', 'user.deleteUserImage']),
    );
  });

  it("offers no photo card on one's own page (account settings has it)", async () => {
    // Signed in as Rana (a user manager), on Rana's own page.
    await renderUser('rana', {
      signedInAs: { username: 'rana', role: 'admin', permissions: ['Users Management'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rana Manager' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Profile photo' })).not.toBeInTheDocument();
  });
});
