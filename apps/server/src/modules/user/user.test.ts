import { buildAbilityRules, createAppAbility, SUBJECTS } from '@atrium/api';
import {
  ERROR_DETAILS,
  errorBodySchema,
  loginResponseSchema,
  profileSchema,
} from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { hashToken } from '../../lib/tokens.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  CLIENT_HEADERS,
  captureLog,
  createTestApp,
  login,
  logout,
  manualClock,
  PASSWORD,
  profile,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';
import { createUserRepo } from './user.repo.ts';
import { SESSION_IDLE_MS } from './sessionPolicy.ts';

const INVALID_TOKEN = { detail: ERROR_DETAILS.invalidToken };
const INVALID_CREDENTIALS = { detail: ERROR_DETAILS.invalidCredentials };
const TOO_MANY_REQUESTS = { detail: ERROR_DETAILS.tooManyRequests };

/** A login from a given client address. */
function loginFrom(app: FastifyInstance, ip: string, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    headers: CLIENT_HEADERS,
    payload: body,
  });
}

describe.each(testDatabases)('user module on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  describe('POST /api/user/login', () => {
    it('signs in: HttpOnly SameSite=Strict cookie, profile with the super admin rules', async () => {
      await seedUser(handle, { username: 'admin', role: 'super_admin', fullName: 'Administrator' });
      const response = await login(app, { username: 'admin', password: PASSWORD });
      expect(response.statusCode).toBe(200);

      const cookie = response.cookies.find((item) => item.name === 'atrium_session');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: 43_200,
      });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const body = response.json();
      expect(profileSchema.parse(body)).toBeTruthy();
      expect(body).not.toHaveProperty('token');
      expect(JSON.stringify(body)).not.toContain('argon2');
      expect(body).toMatchObject({
        username: 'admin',
        role: 'super_admin',
        permissions: [],
        full_name: 'Administrator',
      });
      // Every subject, beyond the spec's list (ADR 0011).
      expect(body.userAbilityRules.map((rule: { subject: string }) => rule.subject)).toEqual([
        ...SUBJECTS,
      ]);
      const ability = createAppAbility(body.userAbilityRules);
      expect(ability.can('manage', 'User')).toBe(true);
      expect(ability.can('manage', 'ImageEditor')).toBe(true);
      expect(ability.can('manage', 'VideoEditor')).toBe(true);
    });

    it('stores only the SHA-256 of the token', async () => {
      const user = await seedUser(handle);
      const token = sessionCookie(await login(app, { username: 'alice', password: PASSWORD }));
      const found = await createUserRepo(handle.db).findSession(hashToken(token));
      expect(found?.user.id).toBe(user.id);
      if (!found) throw new Error('session not stored');
      expect(found.session.tokenHash).toBe(hashToken(token));
      expect(found.session.tokenHash).not.toContain(token);
      expect(found.session.expiresAt.getTime() - found.session.createdAt.getTime()).toBe(
        12 * 3600 * 1000,
      );
    });

    it('matches usernames regardless of case and surrounding spaces', async () => {
      await seedUser(handle, { username: 'Alice' });
      const response = await login(app, { username: '  aLiCe ', password: PASSWORD });
      expect(response.statusCode).toBe(200);
    });

    it('returns a bearer token only when asked, and it works on the profile', async () => {
      await seedUser(handle);
      const response = await login(app, { username: 'alice', password: PASSWORD, bearer: true });
      expect(response.statusCode).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await profile(app, body.token, 'bearer');
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe('alice');
    });

    it('answers unknown user, wrong password and inactive user identically', async () => {
      await seedUser(handle);
      await seedUser(handle, { username: 'bob', isActive: false });
      const attempts = [
        await login(app, { username: 'nobody', password: PASSWORD }),
        await login(app, { username: 'alice', password: 'wrong password' }),
        await login(app, { username: 'bob', password: PASSWORD }),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(401);
        expect(response.body).toBe(JSON.stringify(INVALID_CREDENTIALS));
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.headers['content-type']).toBe(attempts[0]?.headers['content-type']);
      }
    });

    it('rehashes a password stored with older parameters', async () => {
      const { hash } = await import('@node-rs/argon2');
      const weak = await hash(PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
      const user = await seedUser(handle, { passwordHash: weak });
      expect((await login(app, { username: 'alice', password: PASSWORD })).statusCode).toBe(200);
      const stored = await createUserRepo(handle.db).findByUsername('alice');
      expect(stored?.id).toBe(user.id);
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('keeps at most five sessions per user, dropping the oldest', async () => {
      const user = await seedUser(handle);
      const tokens: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        tokens.push(sessionCookie(await login(app, { username: 'alice', password: PASSWORD })));
      }
      expect(await createUserRepo(handle.db).countSessions(user.id)).toBe(5);
      expect((await profile(app, tokens[0])).statusCode).toBe(401);
      for (const token of tokens.slice(1)) expect((await profile(app, token)).statusCode).toBe(200);
    });

    describe('validation errors', () => {
      it.each([
        ['missing username', { password: PASSWORD }, { username: expect.any(Array) }],
        [
          'empty username',
          { username: '   ', password: PASSWORD },
          { username: ['This field is required'] },
        ],
        [
          'wrong types',
          { username: 42, password: true },
          { username: expect.any(Array), password: expect.any(Array) },
        ],
        [
          'an unknown key',
          { username: 'a', password: 'b', role: 'super_admin' },
          { _: [expect.stringContaining('role')] },
        ],
        ['a non-object body', ['alice'], { _: expect.any(Array) }],
        [
          'bearer of the wrong type',
          { username: 'a', password: 'b', bearer: 'yes' },
          { bearer: expect.any(Array) },
        ],
      ])('refuses %s with {errors}', async (_name, body, errors) => {
        const response = await login(app, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors });
      });

      it('refuses a body that is not JSON with {detail}', async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
          payload: '{"username": "alice", ',
        });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json())).toEqual(['detail']);
      });

      it('refuses a missing body with {errors}', async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: CLIENT_HEADERS,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: { _: expect.any(Array) } });
      });

      it('refuses a body over 1 MiB with 413', async () => {
        const response = await login(app, { username: 'alice', password: 'x'.repeat(1024 * 1024) });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ detail: expect.any(String) });
      });

      it.each([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ])('refuses content type %s with 415', async (contentType) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { ...CLIENT_HEADERS, 'content-type': contentType },
          payload: 'username=alice&password=x',
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ detail: expect.any(String) });
      });
    });

    it('survives 200 random and malformed bodies: never a 5xx, always one of the two error shapes', async () => {
      await seedUser(handle);
      let seed = 20_261_122;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      const junkString = () =>
        Array.from({ length: Math.floor(random() * 40) }, () =>
          String.fromCharCode(Math.floor(random() * 0x2fff)),
        ).join('');
      const value = (depth: number): unknown => {
        const kind = Math.floor(random() * (depth > 2 ? 6 : 8));
        if (kind === 0) return null;
        if (kind === 1) return random() < 0.5;
        if (kind === 2) return pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14]);
        if (kind === 3) return junkString();
        if (kind === 4)
          return pick(['', ' ', 'alice', 'admin', '\u0000', 'a'.repeat(200), '__proto__']);
        if (kind === 5) return pick([PASSWORD, 'x'.repeat(129)]);
        if (kind === 6)
          return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
        const object: Record<string, unknown> = {};
        for (const key of ['username', 'password', 'bearer', 'constructor', 'role', junkString()]) {
          if (random() < 0.6) object[key] = value(depth + 1);
        }
        return object;
      };
      const rawBodies = [
        '{',
        '}',
        '[',
        'null',
        '"',
        '{"username":}',
        '\u0000\u0001',
        '{"__proto__":{"x":1}}',
        'NaN',
        '',
      ];

      for (let i = 0; i < 200; i += 1) {
        const raw = random() < 0.25;
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          // One address each: this is about bodies, not the per-IP rate limit.
          remoteAddress: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          headers: {
            ...CLIENT_HEADERS,
            'content-type':
              random() < 0.9
                ? 'application/json'
                : pick(['text/plain', 'application/xml', 'application/json; charset=latin1']),
          },
          payload: raw ? pick(rawBodies) + junkString() : JSON.stringify(value(0)),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(errorBodySchema.safeParse(response.json()).success, response.body).toBe(true);
        expect(Object.keys(response.json())).toHaveLength(1);
      }
    });

    it('logs neither the password nor the token', async () => {
      const log = captureLog();
      const logged = await createTestApp(handle, { logger: log.logger });
      try {
        await seedUser(handle);
        const secret = 'my-very-secret-passphrase';
        const failed = await login(logged, { username: 'alice', password: secret });
        expect(failed.statusCode).toBe(401);
        const ok = await login(logged, { username: 'alice', password: PASSWORD, bearer: true });
        const token = sessionCookie(ok);
        await profile(logged, token, 'bearer');
        await logout(logged, token);

        const text = log.text();
        expect(text).toContain('authn_login_fail');
        expect(text).toContain('authn_login_success');
        expect(text).not.toContain(secret);
        expect(text).not.toContain(PASSWORD);
        expect(text).not.toContain(token);
      } finally {
        await logged.close();
      }
    });
  });

  describe('brute force', () => {
    // 20 s into a minute: the fixed window ends 40 s later.
    const start = () => manualClock(new Date('2026-11-22T10:00:20.000Z'));

    it('refuses the 11th login in a minute from one IP with 429 and Retry-After', async () => {
      await seedUser(handle);
      const clock = start();
      const timed = await createTestApp(handle, { clock });
      try {
        const wrong = { username: 'alice', password: 'wrong password' };
        let accepted = 0;
        let refused: Awaited<ReturnType<typeof loginFrom>> | undefined;
        for (let i = 0; i < 20 && !refused; i += 1) {
          // The first one signs in; the rest are wrong passwords, all processed (401).
          const response = await loginFrom(
            timed,
            '203.0.113.7',
            i === 0 ? { username: 'alice', password: PASSWORD } : wrong,
          );
          if (response.statusCode === 429) refused = response;
          else {
            expect(response.statusCode).toBe(i === 0 ? 200 : 401);
            accepted += 1;
          }
        }
        printScoreboard(`user module on ${testDatabase.name}`, [
          ['brute force from one IP: attempts accepted before 429 (login)', String(accepted)],
        ]);
        expect(accepted).toBe(10);
        expect(refused?.json()).toEqual(TOO_MANY_REQUESTS);
        expect(refused?.headers['retry-after']).toBe('40');
        expect(refused?.headers['set-cookie']).toBeUndefined();

        // Refused before anything else, even the right password.
        clock.advance(15_000);
        const still = await loginFrom(timed, '203.0.113.7', {
          username: 'alice',
          password: PASSWORD,
        });
        expect(still.statusCode).toBe(429);
        expect(still.headers['retry-after']).toBe('25');

        // Another address is unaffected.
        const other = await loginFrom(timed, '198.51.100.9', {
          username: 'alice',
          password: PASSWORD,
        });
        expect(other.statusCode).toBe(200);

        // The next window starts afresh.
        clock.advance(25_000);
        const next = await loginFrom(timed, '203.0.113.7', {
          username: 'alice',
          password: PASSWORD,
        });
        expect(next.statusCode).toBe(200);
      } finally {
        await timed.close();
      }
    });

    it('counts every request, malformed ones included, and leaves other routes alone', async () => {
      const clock = start();
      const timed = await createTestApp(handle, { clock });
      try {
        for (let i = 0; i < 10; i += 1) {
          expect((await loginFrom(timed, '203.0.113.8', { username: 42 })).statusCode).toBe(400);
        }
        const refused = await loginFrom(timed, '203.0.113.8', { username: 42 });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual(TOO_MANY_REQUESTS);
        const me = await timed.inject({
          method: 'GET',
          url: '/api/user/profile',
          remoteAddress: '203.0.113.8',
        });
        expect(me.statusCode).toBe(401);
      } finally {
        await timed.close();
      }
    });

    it('deletes windows older than an hour when a new one starts', async () => {
      const clock = start();
      const timed = await createTestApp(handle, { clock });
      try {
        await loginFrom(timed, '203.0.113.9', { username: 42 });
        clock.advance(30 * 60_000);
        await loginFrom(timed, '203.0.113.10', { username: 42 });
        const { rateLimits } = await import('../../db/schema/index.ts');
        expect(await handle.db.select().from(rateLimits)).toHaveLength(2);
        clock.advance(31 * 60_000);
        await loginFrom(timed, '203.0.113.11', { username: 42 });
        const keys = (await handle.db.select().from(rateLimits)).map((row) => row.key).sort();
        expect(keys).toEqual(['203.0.113.10', '203.0.113.11']);
      } finally {
        await timed.close();
      }
    });

    it('counts concurrent requests exactly', async () => {
      const clock = start();
      const timed = await createTestApp(handle, { clock });
      try {
        const responses = await Promise.all(
          Array.from({ length: 25 }, () => loginFrom(timed, '203.0.113.12', { username: 42 })),
        );
        const codes = responses.map((response) => response.statusCode);
        expect(codes.filter((code) => code === 400)).toHaveLength(10);
        expect(codes.filter((code) => code === 429)).toHaveLength(15);
      } finally {
        await timed.close();
      }
    });

    // The wrong-password lockouts (per account+address, per account) are in signInThrottle.test.ts.
  });

  describe('GET /api/user/profile', () => {
    it('returns the signed-in profile', async () => {
      await seedUser(handle, { role: 'admin' });
      const token = sessionCookie(await login(app, { username: 'alice', password: PASSWORD }));
      const response = await profile(app, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = profileSchema.parse(response.json());
      expect(body.role).toBe('admin');
      expect(body.userAbilityRules).toEqual(buildAbilityRules({ role: 'admin', permissions: [] }));
    });

    it.each([
      ['no cookie', undefined],
      ['a garbage cookie', 'garbage'],
      ['a well-formed unknown token', 'A'.repeat(43)],
      ['an overlong cookie', 'A'.repeat(5000)],
    ])('answers 401 Invalid Token with %s', async (_name, token) => {
      const response = await profile(app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_TOKEN);
    });

    it('answers 401 Invalid Token for a malformed Authorization header', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: 'Basic abc' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_TOKEN);
    });

    it('ends a session after 30 idle minutes and slides while in use', async () => {
      await seedUser(handle);
      const clock = manualClock();
      const timed = await createTestApp(handle, { clock });
      try {
        const token = sessionCookie(await login(timed, { username: 'alice', password: PASSWORD }));
        clock.advance(SESSION_IDLE_MS - 60_000);
        expect((await profile(timed, token)).statusCode).toBe(200);
        clock.advance(SESSION_IDLE_MS - 60_000);
        expect((await profile(timed, token)).statusCode).toBe(200);
        clock.advance(SESSION_IDLE_MS + 1);
        const expired = await profile(timed, token);
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toEqual(INVALID_TOKEN);
      } finally {
        await timed.close();
      }
    });

    it('ends a session 12 hours after sign-in, however active', async () => {
      await seedUser(handle);
      const clock = manualClock();
      const timed = await createTestApp(handle, { clock });
      try {
        const token = sessionCookie(await login(timed, { username: 'alice', password: PASSWORD }));
        for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
          clock.advance(20 * 60_000);
          expect((await profile(timed, token)).statusCode, `after ${minutes} min`).toBe(200);
        }
        clock.advance(20 * 60_000);
        expect((await profile(timed, token)).json()).toEqual(INVALID_TOKEN);
      } finally {
        await timed.close();
      }
    });

    it('refuses the session of a user deactivated since', async () => {
      const user = await seedUser(handle);
      const token = sessionCookie(await login(app, { username: 'alice', password: PASSWORD }));
      const { users } = await import('../../db/schema/index.ts');
      const { eq } = await import('drizzle-orm');
      await handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await profile(app, token)).json()).toEqual(INVALID_TOKEN);
    });
  });

  describe('POST /api/user/logout', () => {
    it('ends the session and clears the cookie', async () => {
      await seedUser(handle);
      const token = sessionCookie(await login(app, { username: 'alice', password: PASSWORD }));
      const response = await logout(app, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const cleared = response.cookies.find((item) => item.name === 'atrium_session');
      expect(cleared?.value).toBe('');
      expect(cleared?.maxAge).toBe(0);
      expect((await profile(app, token)).json()).toEqual(INVALID_TOKEN);
      expect((await logout(app, token)).json()).toEqual(INVALID_TOKEN);
    });

    it('answers 401 Invalid Token without a session', async () => {
      const response = await logout(app);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_TOKEN);
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request without the master-key-token header', async () => {
      await seedUser(handle);
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'alice', password: PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: expect.any(String) });
      expect(response.json().detail).not.toBe(ERROR_DETAILS.invalidToken);
    });

    it('refuses Sec-Fetch-Site: cross-site', async () => {
      await seedUser(handle);
      const response = await login(
        app,
        { username: 'alice', password: PASSWORD },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(response.statusCode).toBe(403);
    });

    it('refuses a foreign Origin and accepts our own or an allowed one', async () => {
      await seedUser(handle);
      const body = { username: 'alice', password: PASSWORD };
      expect((await login(app, body, { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await login(app, body, { origin: 'null' })).statusCode).toBe(403);
      expect(
        (await login(app, body, { origin: 'http://localhost:80', host: 'localhost:80' }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await login(app, body, {
            origin: 'http://localhost:3000',
            host: 'localhost:3000',
            'sec-fetch-site': 'same-origin',
          })
        ).statusCode,
      ).toBe(200);

      const allowed = await createTestApp(handle, {
        config: { allowedOrigins: ['https://app.example'] },
      });
      try {
        expect((await login(allowed, body, { origin: 'https://app.example' })).statusCode).toBe(
          200,
        );
      } finally {
        await allowed.close();
      }
    });

    it('refuses logout without the header even with a valid session', async () => {
      await seedUser(handle);
      const token = sessionCookie(await login(app, { username: 'alice', password: PASSWORD }));
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { cookie: `atrium_session=${token}` },
      });
      expect(response.statusCode).toBe(403);
      expect((await profile(app, token)).statusCode).toBe(200);
    });
  });

  it('marks the cookie Secure in production over https only', async () => {
    await seedUser(handle);
    const production = await createTestApp(handle, {
      config: { production: true, trustProxy: true },
    });
    try {
      const body = { username: 'alice', password: PASSWORD };
      const overHttps = await login(production, body, { 'x-forwarded-proto': 'https' });
      expect(overHttps.cookies.find((item) => item.name === 'atrium_session')?.secure).toBe(true);
      const overHttp = await login(production, body);
      expect(overHttp.cookies.find((item) => item.name === 'atrium_session')?.secure).toBeFalsy();
    } finally {
      await production.close();
    }
  });
});
