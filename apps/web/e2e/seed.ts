import type { APIRequestContext, APIResponse, Browser } from '@playwright/test';
import { E2E_MASTER_PASSWORD } from './credentials.ts';
import { type Account, expect } from './fixtures.ts';

// Seeding through the API, shared by the specs that set up people, teams and calendars.

/** Checks an API answer's status (the body is in the failure message) and returns its JSON. */
export async function ok(response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json() as Promise<{ id: string }>;
}

/**
 * A master-key token of the admin's session: setting a team's members or permissions is an
 * authorization change (spec section 6). The server has no master password until a super admin
 * sets one.
 */
export async function masterKey(admin: APIRequestContext): Promise<string> {
  const state = await admin.get('/api/settings/master-password');
  if (!((await state.json()) as { hasMasterPassword: boolean }).hasMasterPassword) {
    // Another spec's worker may set it first (the server then asks for the current one): fine.
    await admin.put('/api/settings/master-password', { data: { password: E2E_MASTER_PASSWORD } });
  }
  const answer = await admin.post('/api/user/permission/master-key', {
    data: { password: E2E_MASTER_PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { masterkey_token: string }).masterkey_token;
}

/** A browser of its own for `account` (signed in from its saved state). */
export async function pageAs(browser: Browser, account: Account) {
  const context = await browser.newContext({ storageState: account.statePath, locale: 'en-GB' });
  return { context, page: await context.newPage() };
}
