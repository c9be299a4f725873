import type { Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, signedInAs, test } from './fixtures.ts';

// Its own user: the prompt reaches every open page of the account (and its notifications too).
test.use(signedInAs({ member: 'attendance' }));

/** Spec section 9: the client's countdown is fixed at five minutes. */
const COUNTDOWN_MS = 300_000;

/** Sends the "Confirm attendance" prompt now, through the server's test-only switch. */
async function promptNow(page: Page) {
  const response = await page.request.post('/api/testing/attendance/prompt', {
    headers: CLIENT_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface SessionDto {
  ended_at: string | null;
  end_reason: string | null;
  prompt_sent_at: string | null;
}

/** The caller's newest attendance session. */
async function latestSession(page: Page): Promise<SessionDto | undefined> {
  const response = await page.request.get('/api/attendance/sessions?page=1&size=10');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: SessionDto[] };
  return items[0];
}

test.beforeEach(async ({ page }) => {
  // Each case starts off work (the previous one may have left a session open).
  const finished = await page.request.post('/api/user/status', {
    headers: CLIENT_HEADERS,
    data: { is_available: false },
  });
  expect([200, 409]).toContain(finished.status());
});

test('English: Start Working, the prompt arrives, Continue Session keeps the session open', async ({
  page,
}) => {
  await page.goto('/main/home');
  const navbar = page.getByRole('banner');
  await navbar.getByRole('button', { name: 'Start Working' }).click();
  await expect(navbar.getByRole('button', { name: 'Finish Working' })).toBeVisible();

  await promptNow(page);
  const prompt = page.getByRole('dialog', { name: 'Confirm attendance' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Are you still working?');
  await expect(prompt.getByRole('progressbar', { name: 'Time left' })).toBeVisible();

  await prompt.getByRole('button', { name: 'Continue Session' }).click();
  await expect(prompt).toBeHidden();
  await expect(navbar.getByRole('button', { name: 'Finish Working' })).toBeVisible();

  // The server agrees: the session is open and the prompt answered.
  await expect
    .poll(() => latestSession(page))
    .toMatchObject({ ended_at: null, prompt_sent_at: null });
  await page.reload();
  await expect(navbar.getByRole('button', { name: 'Finish Working' })).toBeVisible();
});

test('Arabic: an unanswered prompt ends the session when the countdown reaches zero, and the page reloads', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'atrium-language', value: 'ar', url: baseURL ?? '' }]);
  // The browser's clock, so the five-minute countdown can be skipped.
  await page.clock.install();
  await page.goto('/main/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const navbar = page.getByRole('banner');
  await navbar.getByRole('button', { name: 'بدء العمل' }).click();
  await expect(navbar.getByRole('button', { name: 'إنهاء العمل' })).toBeVisible();

  await promptNow(page);
  const prompt = page.getByRole('dialog', { name: 'تأكيد الحضور' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'متابعة الجلسة' })).toBeVisible();

  // Nobody answers. A marker on this document tells a reload apart from a re-render.
  await page.evaluate(() => {
    (window as unknown as { e2eBeforeReload?: boolean }).e2eBeforeReload = true;
  });
  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward(COUNTDOWN_MS + 1_000);
  await reloaded;
  expect(
    await page.evaluate(
      () => (window as unknown as { e2eBeforeReload?: boolean }).e2eBeforeReload ?? false,
    ),
  ).toBe(false);

  await expect(page.getByRole('dialog', { name: 'تأكيد الحضور' })).toBeHidden();
  await expect(navbar.getByRole('button', { name: 'بدء العمل' })).toBeVisible();
  // The countdown's End Session finished the session on the server.
  // This session (its prompt was sent, never answered), not the previous case's.
  const ended = await latestSession(page);
  expect(ended).toMatchObject({ end_reason: 'finish', prompt_sent_at: expect.any(String) });
  expect(ended?.ended_at).not.toBeNull();
});
