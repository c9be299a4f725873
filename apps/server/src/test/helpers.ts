import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppConfig, type AppDeps } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { createLogger } from '../logger.ts';
import { createUserRepo } from '../modules/user/user.repo.ts';
import type { Clock } from '../lib/clock.ts';
import { emptyTables, type TestDatabase } from './databases.ts';

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

export async function createTestApp(
  handle: DatabaseHandle,
  options: {
    config?: Partial<AppConfig>;
    clock?: Clock;
    logger?: ReturnType<typeof createLogger>;
    onRoute?: AppDeps['onRoute'];
  } = {},
): Promise<FastifyInstance> {
  return buildApp({
    database: handle,
    logger: options.logger ?? createLogger({ level: 'silent' }),
    config: { ...testConfig, ...options.config },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
}

/**
 * The lifecycle every integration suite shares: one fresh, migrated database and app per describe
 * block, empty tables before each test, both closed afterwards. `onReady` hands them to the suite.
 */
export function useTestApp(
  testDatabase: TestDatabase,
  onReady: (opened: { handle: DatabaseHandle; app: FastifyInstance }) => void,
): void {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    ({ handle, drop } = await testDatabase.open());
    app = await createTestApp(handle);
    onReady({ handle, app });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });
  beforeEach(async () => {
    if (handle) await emptyTables(handle);
  });
}

/** The headers the web client sends on every state-changing call. */
export const CLIENT_HEADERS = { [MASTER_KEY_HEADER]: '' } as const;

export function login(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { ...CLIENT_HEADERS, ...headers },
    payload: body as object,
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
