import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './credentials.ts';

async function signIn(
  page: Page,
  labels: { username: string; password: string; submit: string },
  password: string,
) {
  await page.getByRole('textbox', { name: labels.username, exact: true }).fill(E2E_ADMIN.username);
  // A password input has the textbox role; `exact` keeps the "Show password" button out.
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

const EN = { username: 'Username', password: 'Password', submit: 'Sign in' };
const AR = { username: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول' };

test('English: the guard keeps the target, sign-in lands there and survives a reload, sign-out ends it', async ({
  page,
}) => {
  await page.goto('/main/home');
  await expect(page).toHaveURL(/\/login\?to=%2Fmain%2Fhome$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await signIn(page, EN, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/main\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome,');

  // The stored user is the profile only: no token, no password.
  const stored = await page.evaluate(() => window.localStorage.getItem('user'));
  expect(stored).toContain('"username":"admin"');
  expect(stored).not.toContain('token');

  await page.reload();
  await expect(page).toHaveURL(/\/main\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome,');

  // Signed in, /login sends you home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/main\/home$/);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

  // The server session is gone too: the guard sends us back to /login.
  await page.goto('/main/home');
  await expect(page).toHaveURL(/\/login\?to=%2Fmain%2Fhome$/);
});

test('Arabic: the language switch mirrors the page, and home follows in Arabic', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('textbox', { name: AR.username, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: AR.submit })).toBeVisible();

  await signIn(page, AR, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/main\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('مرحبًا،');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The language is a cookie preference: it survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  await page.getByRole('button', { name: /^قائمة حساب / }).click();
  await expect(page.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
});

test('a wrong password shows the catalogue error and leaks the password nowhere', async ({
  page,
}) => {
  const typed = `Wrong-${Date.now()}-Passphrase`;
  const consoleLines: string[] = [];
  const requestUrls: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(String(error)));
  page.on('request', (request) => requestUrls.push(request.url()));

  await page.goto('/login');
  await signIn(page, EN, typed);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
  // The password field keeps what was typed so the user can correct it; nothing else may.
  await expect(page.getByRole('textbox', { name: EN.password, exact: true })).toHaveValue(typed);

  const traces = await page.evaluate(() => ({
    local: JSON.stringify({ ...window.localStorage }),
    session: JSON.stringify({ ...window.sessionStorage }),
    cookie: document.cookie,
    user: window.localStorage.getItem('user'),
  }));
  expect(traces.user).toBeNull();
  expect(traces.local).not.toContain(typed);
  expect(traces.session).not.toContain(typed);
  expect(traces.cookie).not.toContain(typed);
  expect(consoleLines.join('\n')).not.toContain(typed);
  expect(requestUrls.join('\n')).not.toContain(typed);
  expect(page.url()).not.toContain(typed);
});
