import { expect, signedInAs, test } from './fixtures.ts';

test.use(signedInAs('admin'));

test('the users list keeps its search, filters and order in the URL, and Back returns to them', async ({
  page,
  accounts,
}) => {
  const person = await accounts.createUser('view');

  await page.goto('/main/user');
  await page.getByRole('searchbox', { name: 'Search' }).fill(person.username);
  // The search lands in the URL once typing pauses (debounced), with the list narrowed to it.
  await expect(page).toHaveURL(new RegExp(`[?&]username=${person.username}(&|$)`));
  await expect(page.getByRole('button', { name: person.fullName, exact: true })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await expect(page).toHaveURL(/[?&]role=user(&|$)/);

  // Open the person, then Back: the same search and filter, shown in the controls.
  await page.getByRole('button', { name: person.fullName, exact: true }).click();
  await expect(page).toHaveURL(/\/main\/user\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`username=${person.username}`));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(person.username);
  await expect(page.getByRole('combobox', { name: 'Role' })).toContainText('User');

  // A shared link opens the inactive list with its search; a reload keeps it.
  await page.goto('/main/user?tab=inactive&username=nobody-has-this-name');
  await expect(page.getByRole('tab', { name: 'Inactive users', selected: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody-has-this-name');
  await expect(page.getByText('No users match these filters')).toBeVisible();
});
