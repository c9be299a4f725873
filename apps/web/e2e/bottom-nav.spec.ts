import type { Locator } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures.ts';

test.use(signedInAs('admin'));

const PHONE = { width: 390, height: 844 };

async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.x + box.width / 2;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('English: the bottom navigation is shown, navigates, and its selection follows the route', async ({
    page,
  }) => {
    await page.goto('/main/home');
    const nav = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(nav).toBeVisible();
    const home = nav.getByRole('link', { name: 'Home' });
    const attendance = nav.getByRole('link', { name: 'Latest Attendance' });
    const notifications = nav.getByRole('link', { name: 'Notifications' });
    const account = nav.getByRole('link', { name: 'Account' });
    await expect(home).toHaveAttribute('aria-current', 'page');

    // It sits at the bottom of the screen.
    const box = await nav.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(PHONE.height - 2);

    await notifications.click();
    await expect(page).toHaveURL(/\/main\/notification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(notifications).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current', 'page');

    await attendance.click();
    await expect(page).toHaveURL(/\/main\/attendance$/);
    await expect(attendance).toHaveAttribute('aria-current', 'page');

    // The selection follows the route, however it changed: history, then a link elsewhere.
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/notification$/);
    await expect(notifications).toHaveAttribute('aria-current', 'page');
    await expect(attendance).not.toHaveAttribute('aria-current', 'page');

    await account.click();
    await expect(page).toHaveURL(/\/account-settings\/account$/);
    await expect(account).toHaveAttribute('aria-current', 'page');

    // Home comes first, at the start (left) of the bar.
    expect(await centreX(home)).toBeLessThan(await centreX(account));
  });

  test('Arabic: the bottom navigation is mirrored', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'atrium-language', value: 'ar', url: baseURL ?? '' }]);
    await page.goto('/main/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nav = page.getByRole('navigation', { name: 'التنقل السريع' });
    await expect(nav).toBeVisible();
    const home = nav.getByRole('link', { name: 'الرئيسية' });
    const attendance = nav.getByRole('link', { name: 'آخر الحضور' });
    const notifications = nav.getByRole('link', { name: 'الإشعارات' });
    const account = nav.getByRole('link', { name: 'الحساب' });
    await expect(home).toHaveAttribute('aria-current', 'page');

    // Right to left: Home at the right, then attendance, notifications, account to the left.
    const xs = [
      await centreX(home),
      await centreX(attendance),
      await centreX(notifications),
      await centreX(account),
    ];
    expect(xs).toEqual([...xs].sort((a, b) => b - a));

    await notifications.click();
    await expect(page).toHaveURL(/\/main\/notification$/);
    await expect(notifications).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current', 'page');
  });
});

test('on a desktop, the bottom navigation is not shown', async ({ page }) => {
  await page.goto('/main/home');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
});
