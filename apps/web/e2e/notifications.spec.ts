import type { Locator, Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, signedInAs, test, uniqueName } from './fixtures.ts';

// Its own user, so nothing else (attendance prompts, other tests) moves its unread count.
test.use(signedInAs({ member: 'notifications' }));

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications/unread-count');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** A notification for the signed-in user, made by the server's notification service. */
async function notify(page: Page, title: string) {
  const response = await page.request.post('/api/testing/notify', {
    headers: CLIENT_HEADERS,
    data: { title },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Arabic-Indic digits (٠–٩) to a number. */
/**
 * /main/home once its live event stream is open: the API client (and so the stream) loads after
 * the page's first render, and a notification sent before it connects only reaches the bell.
 */
async function openHomeWithLiveEvents(page: Page) {
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/main/home');
  expect((await streamOpen).status()).toBe(200);
}

function digits(text: string): number {
  return Number(text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)));
}

/** Where the toast sits in the viewport: its far edges' distances to the window's edges. */
async function gaps(page: Page, toast: Locator) {
  const box = await toast.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) throw new Error('no layout');
  return {
    left: box.x,
    right: size.width - (box.x + box.width),
    bottom: size.height - (box.y + box.height),
    top: box.y,
  };
}

test('English: a notification arrives as a "New Notification" toast at the bottom right and the bell counts it', async ({
  page,
}) => {
  await openHomeWithLiveEvents(page);
  const before = await unreadCount(page);
  const bellName = (count: number) =>
    count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  const bell = page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toHaveAccessibleName(bellName(before));

  const title = uniqueName('Quarterly report ready ');
  await notify(page, title);

  const toast = page
    .getByRole('region', { name: 'Push notifications' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('New Notification');
  const where = await gaps(page, toast);
  expect(where.right).toBeLessThan(where.left);
  expect(where.bottom).toBeLessThan(where.top);

  await expect(bell).toHaveAccessibleName(bellName(before + 1));
  expect(await unreadCount(page)).toBe(before + 1);
});

test('Arabic: the toast is mirrored to the bottom left and the bell counts in Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'atrium-language', value: 'ar', url: baseURL ?? '' }]);
  await openHomeWithLiveEvents(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await unreadCount(page);
  const bell = page
    .getByRole('banner')
    .getByRole('button', { name: /^الإشعارات(، \S+ غير مقروءة)?$/ });
  await expect(bell).toBeVisible();

  const title = uniqueName('التقرير جاهز ');
  await notify(page, title);

  const toast = page
    .getByRole('region', { name: 'الإشعارات الفورية' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('إشعار جديد');
  const where = await gaps(page, toast);
  expect(where.left).toBeLessThan(where.right);
  expect(where.bottom).toBeLessThan(where.top);

  await expect(bell).toHaveAccessibleName(/^الإشعارات، \S+ غير مقروءة$/);
  await expect
    .poll(async () => {
      const name = (await bell.getAttribute('aria-label')) ?? '';
      return digits(/^الإشعارات، (\S+) غير مقروءة$/.exec(name)?.[1] ?? '');
    })
    .toBe(before + 1);
});
