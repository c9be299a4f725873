import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN } from './credentials.ts';

/** The header the web client sends on every state-changing call (the server's CSRF check). */
export const CLIENT_HEADERS = { [MASTER_KEY_HEADER]: '' } as const;

export const EN = { username: 'Username', password: 'Password', submit: 'Sign in' };
export const AR = { username: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول' };

export type SignInLabels = typeof EN;

/** Fills the login form and submits it (the page is on /login). */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  labels: SignInLabels = EN,
) {
  await page.getByRole('textbox', { name: labels.username, exact: true }).fill(username);
  // A password input has the textbox role; `exact` keeps the "Show password" button out.
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

export interface Account {
  id: string;
  username: string;
  password: string;
  fullName: string;
  /** Playwright storage state (session cookie + the stored profile) of a signed-in browser. */
  statePath: string;
}

/** A name unique to this run, so a reused server (local runs) never sees it twice. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A password the server's policy accepts (no context words such as "admin" or "atrium"). */
export function strongPassword(): string {
  return `Pw-${Math.random().toString(36).slice(2, 10)}-Lantern-${Date.now() % 100000}`;
}

const LOCK_STALE_MS = 30_000;

/** One worker at a time (the accounts cache is shared by both workers). */
async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_MS)
          rmSync(lockDir, { force: true, recursive: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { force: true, recursive: true });
  }
}

/**
 * Signed-in browser states, one sign-in per account per run, shared by both workers through
 * files under the run's output folder (Playwright empties it at the start of a run). The login
 * limit is 10 a minute per IP and every test runs from 127.0.0.1: signing in per test would
 * hit it.
 */
export function createAccounts(browser: Browser, baseURL: string, cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });

  async function signInAndSave(
    username: string,
    password: string,
    statePath: string,
  ): Promise<string> {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await signIn(page, username, password);
      await expect(page).toHaveURL(/\/main\/home$/);
      const stored = await page.evaluate(() => window.localStorage.getItem('user'));
      const id = (JSON.parse(stored ?? '{}') as { id?: string }).id ?? '';
      await context.storageState({ path: statePath });
      return id;
    } finally {
      await context.close();
    }
  }

  async function cached(key: string, make: (statePath: string) => Promise<Account>) {
    const file = path.join(cacheDir, `${key}.account.json`);
    // One lock per account: making a member takes the admin's lock inside its own.
    return withLock(path.join(cacheDir, `${key}.lock`), async () => {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as Account;
      } catch {
        const account = await make(path.join(cacheDir, `${key}.state.json`));
        writeFileSync(file, JSON.stringify(account));
        return account;
      }
    });
  }

  const accounts = {
    /** The bootstrap super admin. */
    admin(): Promise<Account> {
      return cached('admin', async (statePath) => {
        const id = await signInAndSave(E2E_ADMIN.username, E2E_ADMIN.password, statePath);
        return { id, ...E2E_ADMIN, fullName: '', statePath };
      });
    },

    /** An API client signed in as `account` (its session cookie). */
    async api(account: Account): Promise<APIRequestContext> {
      return playwrightRequest.newContext({
        baseURL,
        storageState: account.statePath,
        extraHTTPHeaders: CLIENT_HEADERS,
      });
    },

    /** A plain user (role `user`, no team, so no permissions) created by the admin. */
    async createUser(prefix: string): Promise<Omit<Account, 'statePath'>> {
      const admin = await accounts.api(await accounts.admin());
      try {
        const username = uniqueName(prefix);
        const password = strongPassword();
        const fullName = `E2E ${prefix} ${username.slice(-4)}`;
        const response = await admin.post('/api/user', {
          data: { username, full_name: fullName, role: 'user', password },
        });
        expect(response.status(), await response.text()).toBe(201);
        const { id } = (await response.json()) as { id: string };
        return { id, username, password, fullName };
      } finally {
        await admin.dispose();
      }
    },

    /** A plain user for one purpose (`key`), created and signed in once per run. */
    member(key: string): Promise<Account> {
      return cached(`member-${key}`, async (statePath) => {
        const user = await accounts.createUser(key);
        await signInAndSave(user.username, user.password, statePath);
        return { ...user, statePath };
      });
    },
  };
  return accounts;
}

export type Accounts = ReturnType<typeof createAccounts>;

export const test = base.extend<object, { accounts: Accounts }>({
  accounts: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('e2e: playwright.config.ts sets use.baseURL');
      await use(
        createAccounts(browser, baseURL, path.join(workerInfo.project.outputDir, '.accounts')),
      );
    },
    { scope: 'worker' },
  ],
});

/** `test.use(signedInAs('admin'))`: the tests of the file run in that account's signed-in browser. */
export function signedInAs(who: 'admin' | { member: string }) {
  return {
    storageState: async (
      { accounts }: { accounts: Accounts },
      provide: (statePath: string) => Promise<void>,
    ) => {
      const account = who === 'admin' ? await accounts.admin() : await accounts.member(who.member);
      await provide(account.statePath);
    },
  };
}

export { expect };
