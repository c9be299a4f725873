import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import type { Language } from '../i18n/languages.ts';
import {
  createUsersFake,
  MASTER_PASSWORD,
  PEOPLE,
  type UsersFakeOptions,
} from './testing/usersFixtures.ts';
import { UserPage } from './UserPage.tsx';
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
  return { ...fake, user: userEvent.setup() };
}

async function rowAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const INVITED = {
  username: 'nadia',
  full_name: 'Nadia Karam',
  email: 'nadia@atrium.test',
  invited: true,
};

describe('inviting people and asking for new passwords', { timeout: 30_000 }, () => {
  it('invites by e-mail: no password field, the e-mail required, then the list shows it pending', async () => {
    const { user, api } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.click(screen.getByRole('button', { name: 'Invite by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    expect(within(dialog).getByText(/expires after 7 days/)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Username/), 'nadia');
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Nadia Karam');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls).not.toContain('user.invite');

    await user.type(within(dialog).getByLabelText(/^Email/), 'nadia@atrium.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('An invitation was sent to nadia@atrium.test.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Invite a person' })).toBeNull();
    const row = (await screen.findByText('Nadia Karam')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Invitation pending')).toBeInTheDocument();
    // Nobody can sign in as her before she has chosen a password.
    await expect(api.user.login({ username: 'nadia', password: '' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('shows the server’s e-mail conflict on the field', async () => {
    const { user } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.click(screen.getByRole('button', { name: 'Invite by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'someone');
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Some One');
    await user.type(within(dialog).getByLabelText(/^Email/), 'huda@atrium.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Another user has this e-mail address'),
    ).toBeInTheDocument();
  });

  it('sends a pending invitation again from the list', async () => {
    const { user, api } = await renderUsers({ people: [...PEOPLE, INVITED] });
    await screen.findByText('Showing 1 to 8 of 8 entries');
    await rowAction(user, 'Nadia Karam', 'Resend invitation');
    expect(
      await screen.findByText(
        'A new invitation was sent to nadia@atrium.test. The previous link no longer works.',
      ),
    ).toBeInTheDocument();
    expect(api.calls).toContain('user.resendInvite');
    // Someone who has a password has no invitation to send.
    await user.click(screen.getByRole('button', { name: 'Actions for Lina Nasser' }));
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation' })).toBeNull();
  });

  it('shows the pending invitation on the person’s page with a resend button, in Arabic too', async () => {
    const fake = await createUsersFake({ people: [...PEOPLE, INVITED] });
    const nadia = fake.users.get('nadia')!;
    render(
      <FeatureHarness api={fake.api} session={fake.session} language="ar">
        <MasterKeyProvider store={fake.masterKey}>
          <UserPage userId={nadia.id} onBack={vi.fn()} />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    expect(await screen.findByText('الدعوة بانتظار القبول')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة إرسال الدعوة' }));
    expect(await screen.findByText(/أُرسلت دعوة جديدة إلى nadia@atrium.test/)).toBeInTheDocument();
  });

  it('asks for a new password at the next sign-in after a reset unless the box is cleared', async () => {
    const { user, api, users } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await rowAction(user, 'Lina Nasser', 'Reset password');
    let dialog = await screen.findByRole('dialog', { name: 'Reset the password of Lina Nasser' });
    const box = within(dialog).getByRole('checkbox', {
      name: 'Ask for a new password at next sign-in',
    });
    expect(box).toBeChecked();
    await user.type(within(dialog).getByLabelText(/^New password/), 'temporary passphrase 1');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    const master = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await user.type(within(master).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(master).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(
      'The password of Lina Nasser was reset. They have been signed out everywhere.',
    );
    expect((await api.user.info(users.get('lina')!.id)).must_change_password).toBe(true);

    await rowAction(user, 'Lina Nasser', 'Reset password');
    dialog = await screen.findByRole('dialog', { name: 'Reset the password of Lina Nasser' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Ask for a new password at next sign-in' }),
    );
    await user.type(within(dialog).getByLabelText(/^New password/), 'final passphrase 22');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await vi.waitFor(async () =>
      expect((await api.user.info(users.get('lina')!.id)).must_change_password).toBe(false),
    );
  });

  it('creates a user who must choose their own password when the box is ticked', async () => {
    const { user, api } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    const box = within(dialog).getByRole('checkbox', {
      name: 'Ask for a new password at next sign-in',
    });
    expect(box).not.toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Username/), 'fresh');
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Fresh Start');
    await user.type(within(dialog).getByLabelText(/^Password/), 'temporary passphrase 1');
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await screen.findByText('Fresh Start was created.');
    await expect(
      api.user.login({ username: 'fresh', password: 'temporary passphrase 1' }),
    ).resolves.toMatchObject({ must_change_password: true });
  });
});
