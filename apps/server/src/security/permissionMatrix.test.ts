import { randomUUID } from 'node:crypto';
import {
  buildAbilityRules,
  createAppAbility,
  SUBJECTS,
  type Action,
  type Subject,
} from '@atrium/api';
import { ERROR_DETAILS, profileSchema } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { testDatabases } from '../test/databases.ts';
import { addressSequence, CLIENT_HEADERS, useTestApp } from '../test/helpers.ts';
import { createPrincipals, type Principal } from './principals.ts';
import {
  createRouteInventory,
  fillParams,
  routeKey,
  type InventoriedRoute,
} from './routeInventory.ts';
import { printScoreboard } from './scoreboard.ts';

/**
 * Routes that stream (Server-Sent Events): an allowed caller's request never ends, so only the
 * refusals are exercised here; the stream itself is tested in its module.
 */
const STREAMING_ROUTES = new Set(['GET /api/events']);

/**
 * Routes declared `auth` whose handler adds an ability check for part of their answers
 * (the reason is written next to each). The matrix expects the handler's decision.
 */
const HANDLER_CHECKS: Record<string, { subject: Subject; reason: string }> = {
  'GET /api/users': {
    subject: 'User',
    reason: 'the full list needs User; `minimal=true` (pickers) is open to every signed-in user',
  },
};

/** Calls that end the caller's own session run after everything else. */
const SESSION_ENDING = new Set(['POST /api/user/logout']);

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden';

function expectedOutcome(route: InventoriedRoute, principal: Principal): Outcome {
  if (route.access.kind === 'public') return 'allowed';
  if (principal.token === undefined || principal.revoked) return 'unauthenticated';
  // Stated here, not derived from buildAbilityRules: the super admin reaches every route (ADR 0011).
  if (principal.role === 'super_admin') return 'allowed';
  const ability = createAppAbility(
    buildAbilityRules({ role: principal.role, permissions: principal.permissions }),
  );
  switch (route.access.kind) {
    case 'auth': {
      const check = HANDLER_CHECKS[routeKey(route)];
      if (!check) return 'allowed';
      return ability.can('manage', check.subject) ? 'allowed' : 'forbidden';
    }
    case 'superAdmin':
      // The super admin was answered above.
      return 'forbidden';
    case 'ability':
      return ability.can(route.access.action as Action, route.access.subject as Subject)
        ? 'allowed'
        : 'forbidden';
    case 'undeclared':
      return 'forbidden';
  }
}

function observedOutcome(status: number, detail: string | undefined): Outcome {
  if (status === 401) return 'unauthenticated';
  if (status === 403 && detail === ERROR_DETAILS.forbidden) return 'forbidden';
  // Anything else (200, 400, 404, 409, 403 "Master password required", …) got past authorization.
  return 'allowed';
}

function detailOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'detail' in parsed) {
      const { detail } = parsed as { detail: unknown };
      return typeof detail === 'string' ? detail : undefined;
    }
  } catch {
    // Not JSON: no detail.
  }
  return undefined;
}

const nextAddress = addressSequence('10.88');
function call(app: FastifyInstance, route: InventoriedRoute, principal: Principal) {
  const url = fillParams(route.url, () => randomUUID());
  return app.inject({
    method: route.method as 'GET',
    url,
    // Public routes such as login and forgot-password are rate limited per IP.
    remoteAddress: nextAddress(),
    headers: {
      ...CLIENT_HEADERS,
      ...(principal.token ? { cookie: `atrium_session=${principal.token}` } : {}),
    },
    ...(route.schema.body ? { payload: {} } : {}),
  });
}

describe.each(testDatabases)('permission matrix on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const inventory = createRouteInventory();
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { onRoute: inventory.observe });

  it('every route × every kind of principal: no unexpected allow or deny, no route missing', async () => {
    const principals = await createPrincipals(app, handle);
    const routes = [...inventory.routes].sort(
      (a, b) => Number(SESSION_ENDING.has(routeKey(a))) - Number(SESSION_ENDING.has(routeKey(b))),
    );
    const unexpectedAllows: string[] = [];
    const unexpectedDenies: string[] = [];
    const wrongDetail: string[] = [];
    const missing = routes
      .filter((route) => route.access.kind === 'undeclared')
      .map((route) => routeKey(route));
    const clientMismatches: string[] = [];
    // Subjects the super admin's profile rules do not cover: screens they could not open.
    const superAdminGaps: string[] = [];

    for (const principal of principals) {
      // What the client would show: the profile's rules (spec section 6).
      let clientAbility: ReturnType<typeof createAppAbility> | undefined;
      if (principal.token && !principal.revoked) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/user/profile',
          headers: { cookie: `atrium_session=${principal.token}` },
        });
        clientAbility = createAppAbility(profileSchema.parse(response.json()).userAbilityRules);
        if (principal.role === 'super_admin') {
          const ability = clientAbility;
          superAdminGaps.push(...SUBJECTS.filter((subject) => !ability.can('manage', subject)));
        }
      }

      for (const route of routes) {
        const key = routeKey(route);
        const expected = expectedOutcome(route, principal);
        if (STREAMING_ROUTES.has(key) && expected === 'allowed') continue;
        const response = await call(app, route, principal);
        const detail = detailOf(response.body);
        const observed = observedOutcome(response.statusCode, detail);
        const label = `${key} as ${principal.name}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`;

        if (response.statusCode === 401 && detail !== ERROR_DETAILS.invalidToken)
          wrongDetail.push(`401 without Invalid Token: ${label}`);
        if (response.statusCode === 403 && detail === ERROR_DETAILS.invalidToken)
          wrongDetail.push(`403 with Invalid Token: ${label}`);

        if (observed !== expected) {
          if (observed === 'allowed') unexpectedAllows.push(label);
          else unexpectedDenies.push(label);
        }

        if (clientAbility && route.access.kind === 'ability') {
          const clientAllows = clientAbility.can(
            route.access.action as Action,
            route.access.subject as Subject,
          );
          if (clientAllows !== (observed === 'allowed'))
            clientMismatches.push(`${key} as ${principal.name}: client says ${clientAllows}`);
        }
      }
    }

    printScoreboard(`permission matrix on ${testDatabase.name}`, [
      [
        `permission matrix (${routes.length} routes × ${principals.length} principals): unexpected allows / denies / routes missing from the matrix`,
        `${unexpectedAllows.length} / ${unexpectedDenies.length} / ${missing.length}`,
      ],
      ['client rules vs server decisions: mismatches', String(clientMismatches.length)],
      ['subjects the super admin cannot manage', String(superAdminGaps.length)],
      [
        '401 without `Invalid Token` / 403 with it',
        `${wrongDetail.filter((line) => line.startsWith('401')).length} / ${wrongDetail.filter((line) => line.startsWith('403')).length}`,
      ],
    ]);

    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenies).toEqual([]);
    expect(missing).toEqual([]);
    expect(clientMismatches).toEqual([]);
    expect(superAdminGaps).toEqual([]);
    expect(wrongDetail).toEqual([]);
    // The login, profile and logout routes at least; the list grows with every module.
    expect(routes.length).toBeGreaterThanOrEqual(3);
  }, 600_000);
});
