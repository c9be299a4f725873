import { E2E_ADMIN } from './credentials.ts';
import { AR, EN, expect, signIn, test } from './fixtures.ts';

test('English: a deep link while signed out goes through /login?to=… and lands on its target', async ({
  page,
}) => {
  await page.goto('/main/user');
  await expect(page).toHaveURL(/\/login\?to=%2Fmain%2Fuser$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, EN);
  await expect(page).toHaveURL(/\/main\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: 'Active users', exact: true, selected: true }),
  ).toBeVisible();
});

test('Arabic: a signed-in user without the User permission is sent to /not-authorized', async ({
  browser,
  accounts,
}) => {
  // A plain user (role `user`, no team) made by the admin through POST /api/user.
  const plain = await accounts.createUser('plain');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/main/user');
    await expect(page).toHaveURL(/\/login\?to=%2Fmain%2Fuser$/);
    await page.getByRole('radio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await signIn(page, plain.username, plain.password, AR);
    // The target needs `manage User`: the guard answers with the 401 page, in Arabic.
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1, name: 'غير مصرّح لك' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Opening it directly again gives the same answer; the way home works.
    await page.goto('/main/user');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await page.getByRole('button', { name: 'العودة إلى الرئيسية' }).click();
    await expect(page).toHaveURL(/\/main\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مرحبًا،');

    // The server says no too (the guard is not the only lock).
    const response = await page.request.get('/api/users');
    expect(response.status()).toBe(403);
  } finally {
    await context.close();
  }
});
