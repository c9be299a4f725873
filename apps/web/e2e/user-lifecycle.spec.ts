import { E2E_MASTER_PASSWORD } from './credentials.ts';
import { expect, signedInAs, strongPassword, test, uniqueName } from './fixtures.ts';

test.use(signedInAs('admin'));

test.beforeAll(async ({ accounts }) => {
  // The server has no master password until a super admin sets one; set ours once per server.
  const api = await accounts.api(await accounts.admin());
  try {
    const state = await api.get('/api/settings/master-password');
    expect(state.status()).toBe(200);
    if (!((await state.json()) as { hasMasterPassword: boolean }).hasMasterPassword) {
      const set = await api.put('/api/settings/master-password', {
        data: { password: E2E_MASTER_PASSWORD },
      });
      // Another worker's beforeAll may have set it between our read and our write (the server
      // then asks for the current one): fine, as long as it is set now.
      if (set.status() !== 200) {
        const now = await api.get('/api/settings/master-password');
        expect(
          ((await now.json()) as { hasMasterPassword: boolean }).hasMasterPassword,
          await set.text(),
        ).toBe(true);
      }
    }
  } finally {
    await api.dispose();
  }
});

test('an admin creates, deactivates, reactivates and permanently deletes a user', async ({
  page,
}) => {
  // Eleven steps and two master-password checks (argon2) in one test: 30 s is too little on a
  // 2-core CI machine, where it ran out while the second check was typed.
  test.setTimeout(90_000);
  const username = uniqueName('life');
  const fullName = `Lifecycle ${username.slice(-5)}`;

  await page.goto('/main/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Create (dialog).
  await page.getByRole('button', { name: 'New user' }).click();
  const create = page.getByRole('dialog', { name: 'New user' });
  await create.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await create.getByRole('textbox', { name: 'Full name', exact: true }).fill(fullName);
  await create.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword());
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText(`${fullName} was created.`)).toBeVisible();

  const search = page.getByRole('search', { name: 'Filter users' }).getByRole('searchbox', {
    name: 'Search',
  });
  const activeTab = page.getByRole('tab', { name: 'Active users', exact: true });
  const inactiveTab = page.getByRole('tab', { name: 'Inactive users', exact: true });
  const actions = page.getByRole('button', { name: `Actions for ${fullName}` });

  /** Filters the active list down to our user; the search is debounced, so wait for its answer. */
  async function findActive() {
    await activeTab.click();
    await search.fill(username);
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(fullName) })).toBeVisible();
  }

  async function deactivate() {
    await findActive();
    await actions.click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${fullName}?` });
    await expect(confirm.getByText('What deactivation does')).toBeVisible();
    await expect(confirm.getByText('They cannot sign in until reactivated.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();

    // The offboarding summary: what the server did.
    const done = page.getByRole('dialog', { name: `${fullName} is deactivated` });
    const summary = done.getByRole('list', { name: 'What deactivation does' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('listitem')).toContainText([
      'Every session has ended.',
      'Push notification tokens are removed.',
      'They are marked unavailable.',
      'They are in no team.',
    ]);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(fullName) })).toHaveCount(0);
  }

  await deactivate();

  // Found in the inactive list, then reactivated.
  await inactiveTab.click();
  const inactive = page.getByRole('grid', { name: 'Inactive users' });
  await expect(inactive.getByRole('row', { name: new RegExp(fullName) })).toBeVisible();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  const reactivate = page.getByRole('alertdialog', { name: `Reactivate ${fullName}?` });
  await reactivate.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText(`${fullName} was reactivated.`)).toBeVisible();
  await expect(inactive.getByRole('row', { name: new RegExp(fullName) })).toHaveCount(0);

  await findActive();

  // Deactivate again, then delete for good: the master password is asked for.
  await deactivate();
  await inactiveTab.click();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete permanently' }).click();
  const remove = page.getByRole('alertdialog', { name: `Delete ${fullName} permanently?` });
  await expect(remove).toContainText('The master password is needed.');
  await remove.getByRole('button', { name: 'Delete permanently' }).click();

  const master = page.getByRole('dialog', { name: 'Enter the master password' });
  await master
    .getByRole('textbox', { name: 'Master password', exact: true })
    .fill('Not-The-Master-1');
  await master.getByRole('button', { name: 'Confirm' }).click();
  await expect(master.getByText('Invalid master password')).toBeVisible();
  await master
    .getByRole('textbox', { name: 'Master password', exact: true })
    .fill(E2E_MASTER_PASSWORD);
  await master.getByRole('button', { name: 'Confirm' }).click();
  await expect(master).toBeHidden();

  await expect(page.getByText(`${fullName} was deleted permanently.`)).toBeVisible();
  await expect(inactive.getByRole('row', { name: new RegExp(fullName) })).toHaveCount(0);
  // Gone on the server too.
  const after = await page.request.get('/api/users/inactive?size=-1');
  expect(after.status()).toBe(200);
  expect(await after.text()).not.toContain(username);
});
