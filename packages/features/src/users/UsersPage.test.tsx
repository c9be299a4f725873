import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, USER_ERROR_DETAILS } from '@atrium/api';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import type { Language } from '../i18n/languages.ts';
import {
  createUsersFake,
  MASTER_PASSWORD,
  type UsersFakeOptions,
} from './testing/usersFixtures.ts';
import { UsersPage } from './UsersPage.tsx';
import type { UsersTab } from './usersView.ts';

async function renderUsers({
  language = 'en' as Language,
  defaultTab = 'active' as UsersTab,
  ...options
}: UsersFakeOptions & { language?: Language; defaultTab?: UsersTab } = {}) {
  const fake = await createUsersFake(options);
  const onOpenUser = vi.fn();
  render(
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <MasterKeyProvider store={fake.masterKey}>
        <UsersPage onOpenUser={onOpenUser} defaultTab={defaultTab} />
      </MasterKeyProvider>
    </FeatureHarness>,
  );
  return { ...fake, onOpenUser, user: userEvent.setup() };
}

function grid(name = 'Active users') {
  return screen.getByRole('grid', { name });
}

function names(name = 'Active users') {
  return (
    within(grid(name))
      .queryAllByRole('row')
      .slice(1)
      // The first cell with text: managers' rows start with the selection checkbox.
      .map(
        (row) =>
          within(row)
            .queryAllByRole('gridcell')
            .find((cell) => cell.textContent)?.textContent ?? '',
      )
  );
}

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function enterMasterPassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
  await user.type(within(dialog).getByLabelText(/^Master password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

async function rowAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

// Several dialogs and lists per test on a shared 2-core machine: more than the default 5 s.
describe('UsersPage', { timeout: 30_000 }, () => {
  it('lists the active users a server page at a time', async () => {
    const { user, api } = await renderUsers();
    expect(await screen.findByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();
    expect(names()[0]).toContain('Atrium Admin');
    expect(screen.queryByText('Maya Farah')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '2');
    expect(await screen.findByText('Showing 1 to 2 of 7 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 3 to 4 of 7 entries')).toBeInTheDocument();
    expect(names()).toEqual([
      expect.stringContaining('Karim Khalil'),
      expect.stringContaining('Lina Nasser'),
    ]);

    await user.selectOptions(screen.getByLabelText('Rows per page'), 'All');
    expect(await screen.findByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();
    expect(names()).toHaveLength(7);
    expect(api.calls.filter((call) => call === 'user.list').length).toBeGreaterThanOrEqual(4);
  });

  it('filters by username (debounced), role, online status and team', async () => {
    const { user } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'oma');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(names()).toEqual([expect.stringContaining('Omar Haddad')]);
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();

    await chooseOption(user, 'Role', 'Admin');
    expect(await screen.findByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    expect(names().join()).toMatch(/Huda Saleh.*Sara Mansour/);

    await chooseOption(user, 'Role', 'All roles');
    await chooseOption(user, 'Online status', 'Online');
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names().join()).toMatch(/Huda Saleh.*Omar Haddad/);

    await chooseOption(user, 'Online status', 'Any status');
    await chooseOption(user, 'Team', 'Video');
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names().join()).toMatch(/Omar Haddad.*Yousef Aziz/);
  });

  it('says when nothing matches and clears the filters from the empty state', async () => {
    const { user } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody-here');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    // An empty table has no pager and no "Showing 0 to 0 of 0 entries".
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
    const empty = within(grid());
    await user.click(empty.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();
  });

  it('creates a user: client checks first, then the server’s field errors on the fields', async () => {
    const { user, api } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });

    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    const username = within(dialog).getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription('This field is required'));
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Must be at least 8 characters long'),
    );
    expect(api.calls).not.toContain('user.create');

    await user.type(username, 'huda');
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Huda Again');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a long enough secret');
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls).not.toContain('user.create');

    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('A user with this username already exists'),
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toContain('user.create');

    await user.clear(username);
    await user.type(username, 'noor');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Huda Again was created.')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 8 of 8 entries')).toBeInTheDocument();
    const created = (await api.user.list({ username: 'noor' })).items[0];
    expect(created?.team_ids).toHaveLength(1);
  });

  it('shows a rule the server refused, translated, in the dialog', async () => {
    const fake = await createUsersFake();
    fake.api.user.create = () =>
      Promise.reject(
        new ApiError({
          kind: 'detail',
          status: 403,
          url: '/api/user',
          detail: USER_ERROR_DETAILS.teamBeyondOwnPermissions,
        }),
      );
    const user = userEvent.setup();
    render(
      <FeatureHarness api={fake.api} session={fake.session} language="ar">
        <MasterKeyProvider store={fake.masterKey}>
          <UsersPage onOpenUser={vi.fn()} />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    await user.click(await screen.findByRole('button', { name: 'مستخدم جديد' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^اسم المستخدم/), 'noor');
    await user.type(within(dialog).getByLabelText(/^الاسم الكامل/), 'نور');
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/), 'a long enough secret');
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء المستخدم' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'لا يمكنك إضافة أشخاص إلا إلى فرق تملك أنت صلاحياتها.',
    );
  });

  it('edits a user and sends only what changed', async () => {
    const { user, api, users } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    const update = vi.spyOn(api.user, 'updateInfo');
    await rowAction(user, 'Karim Khalil', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const jobTitle = within(dialog).getByLabelText(/^Job title/);
    await user.type(jobTitle, 'Copywriter');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledWith(users.get('karim')!.id, { job_title: 'Copywriter' });
    expect(await screen.findByText('Karim Khalil was updated.')).toBeInTheDocument();
  });

  it('deactivates with the offboarding summary, and the user moves to the inactive list', async () => {
    const { user } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await rowAction(user, 'Omar Haddad', 'Deactivate');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Omar Haddad?' });
    expect(within(dialog).getByText('They are signed out of every device.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'They are working now: their attendance session is closed at this moment.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Their 1 team membership is kept and restored on reactivation.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByRole('dialog', { name: 'Omar Haddad is deactivated' }),
    ).toHaveTextContent('The server deactivated Omar Haddad on');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Showing 1 to 6 of 6 entries')).toBeInTheDocument();
    expect(screen.getByText('Omar Haddad was deactivated.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inactive users' }));
    const inactive = await screen.findByRole('grid', { name: 'Inactive users' });
    expect(await within(inactive).findByText('Omar Haddad')).toBeInTheDocument();
  });

  it('cannot deactivate or reset the password of one’s own account', async () => {
    const { user } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.click(await screen.findByRole('button', { name: 'Actions for Atrium Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Reset password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('resets a password after asking for the master password', async () => {
    const { user, api, users } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await rowAction(user, 'Lina Nasser', 'Reset password');
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset the password of Lina Nasser',
    });
    await user.type(within(dialog).getByLabelText(/^New password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(
      await within(dialog).findByText('Must be at least 8 characters long'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^New password/), ' but now longer');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await enterMasterPassword(user, MASTER_PASSWORD);
    expect(
      await screen.findByText(
        'The password of Lina Nasser was reset. They have been signed out everywhere.',
      ),
    ).toBeInTheDocument();
    await expect(
      api.user.login({ username: 'lina', password: 'short but now longer' }),
    ).resolves.toMatchObject({ id: users.get('lina')!.id });
  });

  it('reactivates an inactive user', async () => {
    const { user } = await renderUsers({ defaultTab: 'inactive' });
    const inactive = await screen.findByRole('grid', { name: 'Inactive users' });
    expect(await within(inactive).findByText('Maya Farah')).toBeInTheDocument();
    await rowAction(user, 'Maya Farah', 'Reactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Maya Farah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Maya Farah was reactivated.')).toBeInTheDocument();
    expect(await within(inactive).findByText('No inactive users')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Active users' }));
    expect(await screen.findByText('Showing 1 to 8 of 8 entries')).toBeInTheDocument();
  });

  it('deletes an inactive user permanently, with the master password', async () => {
    const { user, api } = await renderUsers({ defaultTab: 'inactive' });
    const inactive = await screen.findByRole('grid', { name: 'Inactive users' });
    await within(inactive).findByText('Maya Farah');
    await rowAction(user, 'Maya Farah', 'Delete permanently');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete Maya Farah permanently?',
    });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await enterMasterPassword(user, MASTER_PASSWORD);
    expect(await screen.findByText('Maya Farah was deleted permanently.')).toBeInTheDocument();
    expect(await within(inactive).findByText('No inactive users')).toBeInTheDocument();
    expect(api.calls).toContain('user.deleteInactive');
  });

  it('keeps the delete dialog open when the master password is not entered', async () => {
    const { user, api } = await renderUsers({ defaultTab: 'inactive' });
    await within(await screen.findByRole('grid', { name: 'Inactive users' })).findByText(
      'Maya Farah',
    );
    await rowAction(user, 'Maya Farah', 'Delete permanently');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    const prompt = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The master password was not entered, so nothing was changed.',
    );
    expect((await api.user.listInactive({})).total).toBe(1);
  });

  it('shows the server’s reason, translated, when a delete is refused', async () => {
    const fake = await createUsersFake();
    fake.api.user.deleteInactive = () =>
      Promise.reject(
        new ApiError({
          kind: 'detail',
          status: 409,
          url: '/api/user/x/inactive/delete',
          detail: USER_ERROR_DETAILS.stillActive,
        }),
      );
    // Already elevated: the refusal is the server's reason, not a master-password prompt.
    fake.masterKey.set('elevated', undefined);
    const user = userEvent.setup();
    render(
      <FeatureHarness api={fake.api} session={fake.session} language="ar">
        <MasterKeyProvider store={fake.masterKey}>
          <UsersPage onOpenUser={vi.fn()} defaultTab="inactive" />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    await within(await screen.findByRole('grid', { name: 'المستخدمون غير النشطين' })).findByText(
      'Maya Farah',
    );
    await user.click(await screen.findByRole('button', { name: 'إجراءات Maya Farah' }));
    await user.click(await screen.findByRole('menuitem', { name: 'حذف نهائي' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'حذف نهائي' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'لا يُحذف إلا المستخدم غير النشط.',
    );
  });

  it('gives a user manager without super admin rights only what the server allows', async () => {
    const { user } = await renderUsers({
      signedInAs: { username: 'rana', role: 'admin', permissions: ['Users Management'] },
    });
    expect(await screen.findByText('Showing 1 to 8 of 8 entries')).toBeInTheDocument();
    // No Teams Management: no team filter (the teams list would be refused).
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Actions for Atrium Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    expect(within(dialog).queryByRole('group', { name: 'Teams' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    const roles = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(roles).toEqual(['Admin', 'User']);
  });

  it('opens a user from the list', async () => {
    const { user, onOpenUser, users } = await renderUsers();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.click(screen.getByRole('button', { name: 'Huda Saleh' }));
    expect(onOpenUser).toHaveBeenCalledWith(users.get('huda')!.id);
  });

  it('shows the error state with a retry', async () => {
    const { ApiError: Err } = await import('@atrium/api');
    await renderUsers({ failWith: new Err({ kind: 'no-response', status: 0, url: '/api/users' }) });
    expect(await within(grid()).findByRole('alert')).toHaveTextContent(
      'The users could not be loaded',
    );
    expect(within(grid()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Arabic right to left with Arabic digits', async () => {
    await renderUsers({ language: 'ar' });
    expect(await screen.findByText('عرض ١ إلى ٧ من أصل ٧ مدخلات')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('المستخدمون');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('tab', { name: 'المستخدمون غير النشطين' })).toBeInTheDocument();
  });
});
