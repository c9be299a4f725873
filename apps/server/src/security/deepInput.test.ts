import { ERROR_DETAILS, errorBodySchema } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, NUL_REFUSED, TOO_DEEP } from '../plugins/inputGuards.ts';
import { testDatabases } from '../test/databases.ts';
import { addressSequence, CLIENT_HEADERS, seedUser, useTestApp } from '../test/helpers.ts';
import { deeplyNested } from './arbitraries.ts';
import { signIn } from './principals.ts';
import { createRouteInventory, fillParams, routeKey } from './routeInventory.ts';
import { printScoreboard } from './scoreboard.ts';

/** What the probe sent: 10,000 levels in about 20 kB, well under the body limit. */
const PROBE_DEPTH = 10_000;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('deeply nested input on $name', (testDatabase) => {
  let app: FastifyInstance;
  const inventory = createRouteInventory();
  const nextAddress = addressSequence('10.98');

  useTestApp(
    testDatabase,
    async (opened) => {
      app = opened.app;
      await seedUser(opened.handle, { username: 'deep-admin', role: 'super_admin' });
    },
    {
      onRoute: inventory.observe,
      // The tests share the admin seeded here.
      emptyBeforeEach: false,
      // A migrated database, the app and an argon2 hash: minutes on a busy 2-core machine.
      setupTimeout: 300_000,
    },
  );

  function send(method: string, url: string, payload: string, token?: string) {
    return app.inject({
      method: method as 'POST',
      url,
      payload,
      remoteAddress: nextAddress(),
      headers: {
        ...CLIENT_HEADERS,
        'content-type': 'application/json',
        ...(token ? { cookie: `atrium_session=${token}` } : {}),
      },
    });
  }

  it(`answers a ${PROBE_DEPTH}-level body on every route that takes one with a 4xx in the spec's shapes, signed in or not`, async () => {
    const token = await signIn(app, 'deep-admin');
    const routes = inventory.routes.filter((route) => route.schema.body);
    expect(routes.length).toBeGreaterThan(10);
    const serverErrors: string[] = [];
    const wrongShapes: string[] = [];
    let refusedAsTooDeep = 0;
    const superAdminElsewhere: string[] = [];
    for (const route of routes) {
      const url = fillParams(route.url, () => SOME_ID);
      for (const [who, as] of [
        ['signed out', undefined],
        ['super admin', token],
      ] as const) {
        for (const shape of ['array', 'object'] as const) {
          const payload = deeplyNested(PROBE_DEPTH, shape);
          const response = await send(route.method, url, payload, as);
          const label = `${routeKey(route)} ${who} ${shape} → ${response.statusCode} ${response.body.slice(0, 120)}`;
          if (response.statusCode >= 500) serverErrors.push(label);
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          if (!errorBodySchema.safeParse(body).success) wrongShapes.push(label);
          // The super admin passes every check but the master password's (asked before the
          // body is read), so each of their requests is refused as too deep or as not elevated.
          const tooDeep = response.statusCode === 400 && response.body.includes(TOO_DEEP);
          const notElevated =
            response.statusCode === 403 &&
            response.body.includes(ERROR_DETAILS.masterPasswordRequired);
          if (as && !tooDeep && !notElevated) superAdminElsewhere.push(label);
          if (tooDeep) refusedAsTooDeep += 1;
        }
      }
    }
    printScoreboard(`deep input on ${testDatabase.name}`, [
      [
        `JSON nested ${PROBE_DEPTH} levels deep on every route with a body (${routes.length} routes, signed out and super admin): 5xx, wrong error shape`,
        `${serverErrors.length}, ${wrongShapes.length}`,
      ],
    ]);
    expect(serverErrors.slice(0, 10)).toEqual([]);
    expect(wrongShapes.slice(0, 10)).toEqual([]);
    // The super admin reaches the guard on every route that needs no master password.
    expect(superAdminElsewhere).toEqual([]);
    expect(refusedAsTooDeep).toBeGreaterThan(routes.length);
  }, 300_000);

  it('names the field the deep value came in, in the field-error shape', async () => {
    const inner = deeplyNested(MAX_INPUT_DEPTH, 'array');
    const response = await send(
      'POST',
      '/api/user/login',
      `{"username":"a","password":"b","bearer":${inner}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { bearer: [TOO_DEEP] } });
    const root = await send('POST', '/api/user/login', deeplyNested(MAX_INPUT_DEPTH + 1, 'array'));
    // A body that is itself an array names its first element.
    expect(root.json()).toEqual({ errors: { '0': [TOO_DEEP] } });
  });

  it(`lets ${MAX_INPUT_DEPTH} levels through to validation`, async () => {
    // Level 1 is the body object, so the value under `bearer` may nest 63 more.
    const inner = deeplyNested(MAX_INPUT_DEPTH - 1, 'array');
    const response = await send(
      'POST',
      '/api/user/login',
      `{"username":"a","password":"b","bearer":${inner}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(TOO_DEEP);
    expect(Object.keys(response.json().errors)).toEqual(['bearer']);
  });

  it('still finds the first NUL in document order, with its path', async () => {
    const response = await send(
      'POST',
      '/api/user/login',
      JSON.stringify({ username: 'a', password: 'b', bearer: [{ ok: 'x' }, { x: 'a\u0000' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { 'bearer.1.x': [NUL_REFUSED] } });
    const key = await send(
      'POST',
      '/api/user/login',
      JSON.stringify({ username: 'a', 'p\u0000w': 1 }),
    );
    expect(key.json()).toEqual({ errors: { pw: [NUL_REFUSED] } });
  });
});
