import { ERROR_DETAILS } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  addressSequence,
  login,
  manualClock,
  PASSWORD,
  seedUser,
  useTestApp,
} from '../../test/helpers.ts';
import {
  SIGN_IN_FAILURES_EVENT,
  SIGN_IN_FAILURES_NOTICE_AT,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from './signInThrottle.ts';

const INVALID_CREDENTIALS = JSON.stringify({ detail: ERROR_DETAILS.invalidCredentials });
const WRONG = { username: 'alice', password: 'wrong password' };
const RIGHT = { username: 'alice', password: PASSWORD };

describe.each(testDatabases)('sign-in lockout on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  // 20 s into an hour: both windows (10 minutes, 1 hour) started 20 s ago.
  const clock = manualClock(new Date('2026-11-22T10:00:20.000Z'));
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
    clock,
    setupTimeout: 300_000,
  });

  const from = (ip: string, body: object) => login(app, body, {}, ip);
  /** A fresh address each time: the route's per-IP limit (10 a minute) stays out of the way. */
  const fresh = addressSequence('198.18');
  /** Wrong passwords from one address, spread over minutes so the per-IP limit never answers. */
  async function failFrom(ip: string, times: number) {
    for (let i = 0; i < times; i += 1) {
      const response = await from(ip, WRONG);
      expect(response.body).toBe(INVALID_CREDENTIALS);
    }
  }

  it("ten wrong passwords from one address lock that address out, not the owner's", async () => {
    await seedUser(handle);
    const attacker = '203.0.113.66';
    await failFrom(attacker, SIGN_IN_FAILURES_PER_ADDRESS.max);
    clock.advance(60_000); // past the per-IP request limit's minute

    // The attacker's address gets the usual 401 even with the right password…
    const refused = await from(attacker, RIGHT);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe(INVALID_CREDENTIALS);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // …and the owner elsewhere signs in.
    const owner = await from('192.0.2.10', RIGHT);
    expect(owner.statusCode).toBe(200);

    printScoreboard(`sign-in lockout on ${testDatabase.name}`, [
      [
        `owner locked out by ${SIGN_IN_FAILURES_PER_ADDRESS.max} wrong passwords from another address`,
        owner.statusCode === 200 ? '0' : '1',
      ],
    ]);

    // The address's lock ends with its window.
    clock.advance(SIGN_IN_FAILURES_PER_ADDRESS.windowMs);
    expect((await from(attacker, RIGHT)).statusCode).toBe(200);
  });

  it('starts the count of an address again when the right password comes from it', async () => {
    await seedUser(handle);
    const desk = '192.0.2.20';
    for (let round = 0; round < 2; round += 1) {
      await failFrom(desk, SIGN_IN_FAILURES_PER_ADDRESS.max - 1);
      clock.advance(60_000);
      expect((await from(desk, RIGHT)).statusCode).toBe(200);
    }
  });

  it(`locks the account everywhere after ${SIGN_IN_FAILURES_PER_ACCOUNT.max} wrong passwords in an hour from many addresses, until the hour ends`, async () => {
    await seedUser(handle);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT.max - 1; i += 1) {
      expect((await from(fresh(), WRONG)).body).toBe(INVALID_CREDENTIALS);
    }
    // One short of the budget: the owner still gets in.
    expect((await from('192.0.2.30', RIGHT)).statusCode).toBe(200);
    expect((await from(fresh(), WRONG)).statusCode).toBe(401);

    // Spent: the right password from a new address gets the usual 401.
    const locked = await from('192.0.2.31', RIGHT);
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toBe(INVALID_CREDENTIALS);
    const [row] = await handle.db.select().from(users).where(eq(users.username, 'alice'));
    const hour = SIGN_IN_FAILURES_PER_ACCOUNT.windowMs;
    const windowEnd = (Math.floor(clock.now().getTime() / hour) + 1) * hour;
    expect(row?.lockedUntil?.getTime()).toBe(windowEnd);

    clock.advance(SIGN_IN_FAILURES_PER_ACCOUNT.windowMs);
    expect((await from('192.0.2.31', RIGHT)).statusCode).toBe(200);
  }, 600_000);

  it('tells the owner once per burst, in their language, through the notification service', async () => {
    const user = await seedUser(handle);
    await handle.db.update(users).set({ language: 'ar' }).where(eq(users.id, user.id));
    const bystander = await seedUser(handle, { username: 'bob' });
    const burst = async (times: number) => {
      for (let i = 0; i < times; i += 1) await from(fresh(), WRONG);
    };
    const sent = () =>
      handle.db.select().from(notifications).where(eq(notifications.event, SIGN_IN_FAILURES_EVENT));

    await burst(SIGN_IN_FAILURES_NOTICE_AT - 1);
    expect(await sent()).toHaveLength(0); // a typo or four stays quiet
    await burst(1 + 15);
    const rows = await sent();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.recipientId).toBe(user.id);
    expect(rows[0]?.title).toBe('محاولات دخول فاشلة إلى حسابك');
    expect(rows[0]?.body).toContain(String(SIGN_IN_FAILURES_NOTICE_AT));
    expect(rows.some((item) => item.recipientId === bystander.id)).toBe(false);

    // A burst in the next hour is news again.
    clock.advance(SIGN_IN_FAILURES_PER_ACCOUNT.windowMs);
    await burst(SIGN_IN_FAILURES_NOTICE_AT);
    expect(await sent()).toHaveLength(2);
  });

  it('respects the preference: the owner can turn the in-app notice off', async () => {
    const user = await seedUser(handle);
    const { notificationPreferences } = await import('../../db/schema/index.ts');
    await handle.db.insert(notificationPreferences).values({
      userId: user.id,
      event: SIGN_IN_FAILURES_EVENT,
      channel: 'in_app',
      enabled: false,
    });
    for (let i = 0; i < SIGN_IN_FAILURES_NOTICE_AT; i += 1) await from(fresh(), WRONG);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
  });
});
