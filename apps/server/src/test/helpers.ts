import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppConfig, type AppDeps } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { Mailer, MailMessage } from '../lib/mail.ts';
import { hashPassword } from '../lib/password.ts';
import { createLogger } from '../logger.ts';
import { createUserRepo } from '../modules/user/user.repo.ts';
import type { Clock } from '../lib/clock.ts';
import { emptyTables, type TestDatabase } from './databases.ts';
import { startTestS3, testFileStore } from './fileStores.ts';

export const PASSWORD = 'correct horse battery staple';

let passwordHash: Promise<string> | undefined;
/** One argon2 hash shared by every seeded user (hashing is the slow part). */
export function seededHash(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

export async function seedUser(
  handle: DatabaseHandle,
  values: Partial<
    Pick<UserRow, 'username' | 'role' | 'isActive' | 'passwordHash' | 'fullName'>
  > = {},
): Promise<UserRow> {
  const user = await createUserRepo(handle.db).insertUser({
    username: values.username ?? 'alice',
    fullName: values.fullName ?? 'Alice Example',
    role: values.role ?? 'user',
    isActive: values.isActive ?? true,
    passwordHash: values.passwordHash ?? (await seededHash()),
  });
  if (!user) throw new Error('seedUser: username taken');
  return user;
}

/** Collects every log line the app writes. */
export function captureLog() {
  const lines: string[] = [];
  const logger = createLogger({
    level: 'trace',
    stream: { write: (line: string) => void lines.push(line) },
  });
  return { logger, text: () => lines.join('') };
}

export const testConfig: AppConfig = {
  production: false,
  webDistDir: undefined,
  publicOrigin: undefined,
  allowedOrigins: [],
  trustProxy: false,
  /** One temp folder per test process for uploads and the mail outbox. */
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'atrium-test-')),
  appOrigin: 'https://atrium.test',
  smtpUrl: undefined,
  mailFrom: 'Atrium <no-reply@atrium.test>',
};

/**
 * What a test app is built with besides its database: the test config with changes, and any of
 * buildApp's optional parts (clock, mailer, event bus, push sender, route observer, …).
 */
export interface TestAppOptions extends Omit<Partial<AppDeps>, 'database' | 'config'> {
  config?: Partial<AppConfig>;
}

export async function createTestApp(
  handle: DatabaseHandle,
  { config, logger, ...deps }: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    ...deps,
    database: handle,
    logger: logger ?? createLogger({ level: 'silent' }),
    config: { ...testConfig, ...config },
  });
}

export interface TestAppLifecycle extends TestAppOptions {
  /** Empties every table before each test (the default); false: the tests share what they seed. */
  emptyBeforeEach?: boolean;
  /** How long opening, building and `onReady` may take (default: the config's hookTimeout). */
  setupTimeout?: number;
}

/**
 * The lifecycle every integration suite shares: one fresh, migrated database and app per describe
 * block, empty tables before each test, both closed afterwards. `onReady` hands them to the suite
 * with the config the app was built with (and may seed, listen or build more on them). Register
 * the suite's own `beforeEach` after this call: it runs after the tables are emptied. With
 * TEST_FILE_STORE=s3 the drive's files go to an s3rver of the block's own (test/fileStores.ts).
 */
export function useTestApp(
  testDatabase: TestDatabase,
  onReady: (opened: { handle: DatabaseHandle; app: FastifyInstance; config: AppConfig }) => unknown,
  { emptyBeforeEach = true, setupTimeout, ...options }: TestAppLifecycle = {},
): void {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  let app: FastifyInstance | undefined;
  let stopS3: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ handle, drop } = await testDatabase.open());
    const s3 = testFileStore === 's3' ? await startTestS3() : undefined;
    stopS3 = s3?.stop;
    const config = { ...testConfig, ...options.config, ...(s3 ? { driveS3: s3.settings } : {}) };
    app = await createTestApp(handle, { ...options, config });
    await onReady({ handle, app, config });
  }, setupTimeout);
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await stopS3?.();
  });
  if (emptyBeforeEach) {
    beforeEach(async () => {
      if (handle) await emptyTables(handle);
    });
  }
}

/** The public origin the links of test mails point at. */
export const TEST_APP_ORIGIN = 'https://atrium.example';

/**
 * `useTestApp` for suites about mails with links (password reset, invitations): the sent mails
 * kept in `mails` (emptied before each test), the links on TEST_APP_ORIGIN, and a manual clock
 * the suite moves to make links expire.
 */
export function useMailingTestApp(
  testDatabase: TestDatabase,
  onReady: (opened: { handle: DatabaseHandle; app: FastifyInstance }) => unknown,
  start = new Date('2026-03-01T08:00:00Z'),
): { clock: Clock & { advance(ms: number): void }; mails: MailMessage[] } {
  const clock = manualClock(start);
  const { mailer, mails } = captureMail();
  useTestApp(testDatabase, onReady, { config: { appOrigin: TEST_APP_ORIGIN }, clock, mailer });
  beforeEach(() => {
    mails.length = 0;
  });
  return { clock, mails };
}

/** A mailer that keeps every message (`mails`; empty it in the suite's `beforeEach`). */
export function captureMail(): { mailer: Mailer; mails: MailMessage[] } {
  const mails: MailMessage[] = [];
  return {
    mails,
    mailer: {
      send: async (message) => {
        mails.push(message);
      },
    },
  };
}

/**
 * A new client address on each call (`10.43.0.1`, `10.43.0.2`, …), so the per-IP limits (sign-in,
 * forgot password) never answer a suite that makes many requests. Give each suite its own prefix.
 */
export function addressSequence(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}.${(counter >> 8) & 255}.${counter & 255}`;
  };
}

/** The headers the web client sends on every state-changing call. */
export const CLIENT_HEADERS = { [MASTER_KEY_HEADER]: '' } as const;

/** `POST /api/user/login`; `remoteAddress` (addressSequence) keeps the per-IP limit away. */
export function login(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { ...CLIENT_HEADERS, ...headers },
    payload: body as object,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'atrium_session');
  if (!cookie)
    throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return cookie.value;
}

export function profile(app: FastifyInstance, token?: string, via: 'cookie' | 'bearer' = 'cookie') {
  const headers: Record<string, string> =
    token === undefined
      ? {}
      : via === 'cookie'
        ? { cookie: `atrium_session=${token}` }
        : { authorization: `Bearer ${token}` };
  return app.inject({ method: 'GET', url: '/api/user/profile', headers });
}

export function logout(app: FastifyInstance, token?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/logout',
    headers: {
      ...CLIENT_HEADERS,
      ...(token === undefined ? {} : { cookie: `atrium_session=${token}` }),
    },
  });
}

/** A clock tests can move forward. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
