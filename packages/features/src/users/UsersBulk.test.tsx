import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import type { Language } from '../i18n/languages.ts';
import {
  createUsersFake,
  MASTER_PASSWORD,
  type UsersFakeOptions,
} from './testing/usersFixtures.ts';
import { UsersPage } from './UsersPage.tsx';

async function renderUsers({
  language = 'en' as Language,
  ...options
}: UsersFakeOptions & { language?: Language } = {}) {
  const fake = await createUsersFake(options);
  render(
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <MasterKeyProvider store={fake.masterKey}>
        <UsersPage onOpenUser={vi.fn()} />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  await screen.findByRole('checkbox', { name: /Omar Haddad/ });
  return { ...fake, user: userEvent.setup() };
}

const bar = () => screen.getByRole('region', { name: 'Selected users' });

// Dialogs and lists on a shared 2-core machine: more than the default 5 s.
describe('UsersPage bulk actions', { timeout: 30_000 }, () => {
  it('selects rows, shows the bulk bar with the count and clears it', async () => {
    const { user } = await renderUsers();
    expect(screen.queryByRole('region', { name: 'Selected users' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Haddad' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lina Nasser' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Omar Haddad/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected users' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(within(bar()).getByText('7 selected')).toBeInTheDocument();
  });

  it('confirms how many and who before deactivating, then tells who was skipped and why', async () => {
    const { user, api } = await renderUsers();
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Haddad' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Karim Khalil' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Atrium Admin' }));
    await user.click(within(bar()).getByRole('button', { name: 'Deactivate' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 3 users?' });
    // British English, like every list and date in English (en-GB): no comma before "and".
    expect(within(dialog).getByText(/Omar Haddad, Karim Khalil and Atrium Admin/)).toBeVisible();
    expect(api.calls).not.toContain('user.bulkDeactivate');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate 3 users' }));

    expect(await screen.findByText('2 users deactivated')).toBeInTheDocument();
    expect(screen.getByText('1 skipped:')).toBeInTheDocument();
    expect(screen.getByText('Atrium Admin: your own account')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 5 of 5 entries')).toBeInTheDocument();
    expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument();
    // The selection is spent.
    expect(screen.queryByRole('region', { name: 'Selected users' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, api } = await renderUsers();
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Haddad' }));
    await user.click(within(bar()).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 1 user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain('user.bulkDeactivate');
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
  });

  it('asks for the master password first, naming the action, before adding to a team', async () => {
    const { user, api } = await renderUsers();
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Haddad' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Karim Khalil' }));
    await user.click(within(bar()).getByRole('button', { name: 'Add to team' }));

    const picker = await screen.findByRole('dialog', { name: 'Add 2 users to a team' });
    await user.click(within(picker).getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Video' }));
    await user.click(within(picker).getByRole('button', { name: 'Add 2 users to Video' }));

    const ask = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(within(ask).getByText(/^Add 2 users to Video\. Confirm it/)).toBeInTheDocument();
    // Ask first: nothing went to the server before the password.
    expect(api.calls).not.toContain('user.bulkAddToTeam');
    await user.type(within(ask).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('1 user added to Video')).toBeInTheDocument();
    expect(screen.getByText('Omar Haddad: already in the team')).toBeInTheDocument();
    expect(api.calls.indexOf('permission.masterKey')).toBeLessThan(
      api.calls.indexOf('user.bulkAddToTeam'),
    );
  });

  it('says nothing changed when the master password is not given', async () => {
    const { user, api } = await renderUsers();
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Haddad' }));
    await user.click(within(bar()).getByRole('button', { name: 'Add to team' }));
    const picker = await screen.findByRole('dialog', { name: 'Add 1 user to a team' });
    await user.click(within(picker).getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Design' }));
    await user.click(within(picker).getByRole('button', { name: 'Add 1 user to Design' }));
    const ask = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        within(bar()).getByText('The master password was not entered, so nothing was changed.'),
      ).toBeInTheDocument(),
    );
    expect(api.calls).not.toContain('user.bulkAddToTeam');
  });

  it('speaks Arabic', async () => {
    const { user } = await renderUsers({ language: 'ar' });
    await user.click(screen.getByRole('checkbox', { name: 'تحديد Omar Haddad' }));
    const region = screen.getByRole('region', { name: 'المستخدمون المحددون' });
    expect(within(region).getByText('مستخدم واحد محدد')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'إلغاء التفعيل' })).toBeInTheDocument();
  });
});
