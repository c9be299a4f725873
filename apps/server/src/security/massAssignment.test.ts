import { PERMISSION_NAMES, PERMISSION_SUBJECTS } from '@atrium/api';
import { detailErrorSchema, fieldErrorsSchema } from '@atrium/api/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import { settings, teamMembers, teamPermissions, teams, users } from '../db/schema/index.ts';
import { grantMasterKey, NEW_PASSWORD, seedTeam, type Caller } from '../test/callers.ts';
import { testDatabases } from '../test/databases.ts';
import {
  addressSequence,
  CLIENT_HEADERS,
  PASSWORD,
  seedUser,
  useTestApp,
} from '../test/helpers.ts';
import { inputJsonSchema } from './arbitraries.ts';
import { signIn } from './principals.ts';
import {
  createRouteInventory,
  fillParams,
  routeKey,
  type InventoriedRoute,
} from './routeInventory.ts';
import { printScoreboard } from './scoreboard.ts';

/** A drive item id: the drive routes refuse the body before they look the item up. */
const DRIVE_ITEM_ID = '6f1d2c3b-4a59-4e7f-8a1b-2c3d4e5f6a7b';

/** The objects the valid bodies and the path ids refer to. */
interface Fixture {
  mallory: Caller;
  victimId: string;
  rootId: string;
  /** A team holding every permission; mallory is not in it. */
  powerTeamId: string;
  victimCorrectionId: string;
}

/**
 * A valid body (and the path id) for every write route that takes one: the request would succeed
 * as it stands, so a refusal can only come from the forbidden field added to it. A write route
 * with a body missing here fails the suite.
 */
const VALID: Record<string, (f: Fixture) => { body: Record<string, unknown>; id?: string }> = {
  'POST /api/user/login': (f) => ({
    body: { username: f.mallory.user.username, password: PASSWORD },
  }),
  'POST /api/user': () => ({
    body: { username: 'ma-new', full_name: 'New Person', role: 'user', password: NEW_PASSWORD },
  }),
  'POST /api/user/invite': () => ({
    body: {
      username: 'ma-invited',
      full_name: 'Invited Person',
      email: 'ma-invited@example.com',
      role: 'user',
    },
  }),
  'PUT /api/user/:id/info': (f) => ({ body: { full_name: 'Renamed' }, id: f.mallory.user.id }),
  'POST /api/users/bulk/deactivate': (f) => ({ body: { user_ids: [f.victimId] } }),
  'POST /api/users/bulk/add-to-team': (f) => ({
    body: { user_ids: [f.victimId], team_id: f.powerTeamId },
  }),
  'PUT /api/user/password': (f) => ({ body: { user_id: f.victimId, password: NEW_PASSWORD } }),
  'POST /api/users/import/preview': () => ({
    body: { csv: 'username,full_name\nma-imported,Imported Person' },
  }),
  'POST /api/users/import': () => ({
    body: { csv: 'username,full_name\nma-imported,Imported Person' },
  }),
  'PUT /api/user/profile': () => ({ body: { full_name: 'Mallory M' } }),
  'PUT /api/user/profile/password': () => ({
    body: { current_password: PASSWORD, password: NEW_PASSWORD },
  }),
  'PUT /api/user/forget-password': (f) => ({
    body: { username_or_email: f.mallory.user.username },
  }),
  'PUT /api/user/reset-password': () => ({
    body: { token: 'a'.repeat(43), password: NEW_PASSWORD },
  }),
  'PUT /api/user/permission/team/:id': (f) => ({
    body: { permissions: ['Drive'] },
    id: f.powerTeamId,
  }),
  'POST /api/user/permission/master-key': () => ({ body: { password: 'not the master password' } }),
  'PUT /api/settings': () => ({ body: { sessionIdleMinutes: 30 } }),
  'PUT /api/settings/master-password': () => ({ body: { password: 'a new master password' } }),
  'POST /api/team': () => ({ body: { name: 'ma-team' } }),
  'PUT /api/team/:id': (f) => ({ body: { name: 'renamed team' }, id: f.powerTeamId }),
  'PUT /api/team/:id/members': (f) => ({
    body: { members: [{ user_id: f.victimId }] },
    id: f.powerTeamId,
  }),
  'POST /api/notification/fcmtoken': () => ({
    body: { token: 'mallory-push-token', type: 'browser' },
  }),
  'PUT /api/notification/preferences': () => ({ body: { system: { in_app: true } } }),
  'POST /api/user/status': () => ({ body: { is_available: true } }),
  'PUT /api/user/attendance': () => ({ body: {} }),
  'POST /api/attendance/corrections': () => ({
    body: {
      start: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      end: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      reason: 'forgot to start',
    },
  }),
  'PUT /api/attendance/correction/:id': (f) => ({
    body: { decision: 'approve' },
    id: f.victimCorrectionId,
  }),
  // The body is refused before the item is looked up: any well-formed id will do.
  'POST /api/drive/folders': () => ({ body: { name: 'ma-folder' } }),
  'PATCH /api/drive/items/:id': () => ({
    body: { name: 'renamed', revision: 1 },
    id: DRIVE_ITEM_ID,
  }),
  'PUT /api/drive/items/:id/access': () => ({ body: { entries: [] }, id: DRIVE_ITEM_ID }),
  'POST /api/drive/items/:id/copy': () => ({ body: { name: 'copied' }, id: DRIVE_ITEM_ID }),
  'POST /api/drive/links': () => ({ body: { kind: 'item', item_id: DRIVE_ITEM_ID } }),
  'PATCH /api/drive/links/:id': () => ({ body: { label: 'renamed' }, id: DRIVE_ITEM_ID }),
  // Public: an unknown token answers 404 after the body is checked.
  'POST /api/shared/:token/unlock': () => ({ body: { password: 'guess' }, id: 'x'.repeat(32) }),
  // Projects and stories: the body is refused before the project or story is looked up.
  'POST /api/projects': () => ({ body: { name: 'ma-project', key: 'MAPRJ' } }),
  'PATCH /api/projects/:id': () => ({ body: { name: 'renamed' }, id: DRIVE_ITEM_ID }),
  'PUT /api/projects/:id/members': () => ({ body: { member_ids: [] }, id: DRIVE_ITEM_ID }),
  'POST /api/projects/:id/states': () => ({
    body: { name: 'ma-state', color: '#000000', group: 'started' },
    id: DRIVE_ITEM_ID,
  }),
  'PATCH /api/projects/:id/states/:stateId': () => ({
    body: { name: 'renamed' },
    id: DRIVE_ITEM_ID,
  }),
  'PUT /api/projects/:id/states/order': () => ({
    body: { state_ids: [DRIVE_ITEM_ID] },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/projects/:id/labels': () => ({
    body: { name: 'ma-label', color: '#000000' },
    id: DRIVE_ITEM_ID,
  }),
  'PATCH /api/projects/:id/labels/:labelId': () => ({
    body: { name: 'renamed' },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/story': () => ({ body: { project_id: DRIVE_ITEM_ID, title: 'ma-story' } }),
  'PATCH /api/story/:id': () => ({ body: { title: 'renamed', version: 1 }, id: DRIVE_ITEM_ID }),
  'POST /api/story/:id/links': () => ({
    body: { type: 'blocks', story_id: DRIVE_ITEM_ID },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/story/:id/comments': () => ({
    body: { body: { root: { type: 'root', version: 1, children: [] } } },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/story/:id/review': () => ({
    body: { decision: 'approve', version: 1 },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/story/:id/attachments': () => ({
    body: { item_ids: [DRIVE_ITEM_ID] },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/story/:id/material': () => ({ body: {}, id: DRIVE_ITEM_ID }),
  // Public: an unknown token answers 404 after the body is checked.
  'POST /api/shared/:token/review': () => ({
    body: { decision: 'approve', name: 'Guess' },
    id: 'x'.repeat(32),
  }),
  'POST /api/story/:id/time': () => ({
    body: { minutes: 5, date: '2026-01-01' },
    id: DRIVE_ITEM_ID,
  }),
  'PATCH /api/task/story/comment/:commentId': () => ({
    body: { body: { root: { type: 'root', version: 1, children: [] } } },
    id: DRIVE_ITEM_ID,
  }),
  'PUT /api/task/story/comment/:commentId/reactions': () => ({
    body: { emoji: 'x' },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/task/story/views': () => ({ body: { name: 'ma-view', query: {} } }),
  // Working time: the body is refused before the calendar, holiday, type or request is looked up.
  'POST /api/calendar/calendars': () => ({
    body: { name: 'ma-calendar', time_zone: 'UTC', lines: [] },
  }),
  'PUT /api/calendar/calendars/:id': () => ({
    body: { name: 'ma-calendar', time_zone: 'UTC', lines: [] },
    id: DRIVE_ITEM_ID,
  }),
  'PUT /api/calendar/teams/:id': (f) => ({ body: { calendar_id: null }, id: f.powerTeamId }),
  'PUT /api/calendar/users/:id': (f) => ({ body: { calendar_id: null }, id: f.victimId }),
  'POST /api/calendar/calendars/:id/holidays': () => ({
    body: { name: 'ma-holiday', date: '2031-01-01' },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/calendar/calendars/:id/holidays/import': () => ({
    body: { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
    id: DRIVE_ITEM_ID,
  }),
  'PUT /api/calendar/holidays/:id': () => ({
    body: { name: 'ma-holiday', date: '2031-01-01' },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/leave/types': () => ({ body: { name: 'ma-type', color: '#000000' } }),
  'PUT /api/leave/types/:id': () => ({
    body: { name: 'ma-type', color: '#000000' },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/leave/adjustments': (f) => ({
    body: { user_id: f.victimId, leave_type_id: DRIVE_ITEM_ID, year: 2031, days: 1, reason: 'ma' },
  }),
  'POST /api/leave/requests': () => ({
    body: { leave_type_id: DRIVE_ITEM_ID, start_date: '2031-03-03', end_date: '2031-03-03' },
  }),
  'POST /api/leave/requests/:id/decision': () => ({
    body: { decision: 'approve' },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/leave/requests/:id/cancel': () => ({ body: {}, id: DRIVE_ITEM_ID }),
  // Timesheets: the week and the target are the caller's own; ids are looked up after the body.
  'POST /api/timesheet/week/rows': () => ({
    body: { week_start: '2031-03-03', activity: 'ma-activity' },
  }),
  'POST /api/timesheet/week/rows/remove': () => ({
    body: { week_start: '2031-03-03', activity: 'ma-activity' },
  }),
  'PUT /api/timesheet/cells': () => ({
    body: { date: '2031-03-03', activity: 'ma-activity', minutes: 30 },
  }),
  'POST /api/timesheet/week/copy': () => ({ body: { week_start: '2031-03-03' } }),
  'POST /api/timesheet/week/submit': () => ({ body: { week_start: '2031-03-03' } }),
  'POST /api/timesheet/timer': () => ({ body: { activity: 'ma-activity' } }),
  'POST /api/timesheet/drafts/:id/confirm': () => ({ body: { lines: [] }, id: DRIVE_ITEM_ID }),
  'POST /api/timesheet/weeks/:id/decision': () => ({
    body: { decision: 'approve' },
    id: DRIVE_ITEM_ID,
  }),
  'POST /api/timesheet/weeks/:id/reopen': () => ({ body: {}, id: DRIVE_ITEM_ID }),
};

/** Fields an ordinary caller must never set where the route does not take them. */
function forbiddenFields(f: Fixture): [string, unknown][] {
  const fields: Record<string, unknown> = {
    role: 'super_admin',
    permissions: [...PERMISSION_NAMES],
    is_active: true,
    isActive: true,
    id: f.victimId,
    user_id: f.victimId,
    userId: f.victimId,
    password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    team_ids: [f.powerTeamId],
    teams: [f.powerTeamId],
    is_lead: true,
    is_super_admin: true,
    recipient_id: f.victimId,
    reviewer_id: f.mallory.user.id,
    status: 'approved',
    created_at: '2000-01-01T00:00:00.000Z',
  };
  return [
    ...Object.entries(fields),
    ...PROTOTYPE_POISON.map((field): [string, unknown] => [
      field,
      { prototype: { role: 'super_admin' } },
    ]),
  ];
}

/** Keys that reach the prototype: the JSON parser itself refuses them (400 {detail}). */
const PROTOTYPE_POISON = ['__proto__', 'constructor'];

/** The top-level keys a body schema takes. */
function bodyKeys(schema: ZodType): Set<string> {
  const json = inputJsonSchema(schema) as { properties?: Record<string, unknown> };
  return new Set(Object.keys(json.properties ?? {}));
}

const PERMISSION_OF_SUBJECT = new Map<string, string>(
  Object.entries(PERMISSION_SUBJECTS).map(([permission, subject]) => [subject, permission]),
);

const nextAddress = addressSequence('10.55');
function send(
  app: FastifyInstance,
  method: string,
  url: string,
  caller: Caller,
  body: string,
  masterKey?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'PUT',
    url,
    // Public routes (login, forgot password) are rate limited per IP.
    remoteAddress: nextAddress(),
    headers: {
      ...CLIENT_HEADERS,
      'content-type': 'application/json',
      cookie: `atrium_session=${caller.token}`,
      ...(masterKey ? { 'master-key-token': masterKey } : {}),
    },
    payload: body,
  });
}

describe.each(testDatabases)('mass assignment on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const inventory = createRouteInventory();
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { onRoute: inventory.observe });

  /** Who holds which rights, every password and account state, and the settings. */
  async function privilegeState(): Promise<string> {
    return JSON.stringify({
      users: await handle.db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          isActive: users.isActive,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .orderBy(asc(users.id)),
      teams: await handle.db.select().from(teams).orderBy(asc(teams.id)),
      members: await handle.db
        .select({
          teamId: teamMembers.teamId,
          userId: teamMembers.userId,
          isLead: teamMembers.isLead,
        })
        .from(teamMembers)
        .orderBy(asc(teamMembers.teamId), asc(teamMembers.userId)),
      permissions: await handle.db
        .select()
        .from(teamPermissions)
        .orderBy(asc(teamPermissions.teamId), asc(teamPermissions.permission)),
      settings: await handle.db.select().from(settings),
    });
  }

  it('the valid body plus role, permissions, is_active, id, password_hash, team ids, user_id … on every write route: refused, nothing escalated', async () => {
    const root = await seedUser(handle, { username: 'ma-root', role: 'super_admin' });
    const mallory = await seedUser(handle, { username: 'ma-mallory', role: 'user' });
    const victim = await seedUser(handle, { username: 'ma-victim', role: 'user' });
    const powerTeamId = await seedTeam(handle, 'ma-power-team');
    await handle.db
      .insert(teamPermissions)
      .values(PERMISSION_NAMES.map((permission) => ({ teamId: powerTeamId, permission })));
    const victimCaller = { user: victim, token: await signIn(app, victim.username) };
    const correction = await app.inject({
      method: 'POST',
      url: '/api/attendance/corrections',
      headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${victimCaller.token}` },
      payload: {
        start: new Date(Date.now() - 5 * 3_600_000).toISOString(),
        end: new Date(Date.now() - 4 * 3_600_000).toISOString(),
        reason: 'victim correction',
      },
    });
    expect(correction.statusCode).toBe(201);
    const fixture: Fixture = {
      mallory: { user: mallory, token: await signIn(app, mallory.username) },
      victimId: victim.id,
      rootId: root.id,
      powerTeamId,
      victimCorrectionId: correction.json<{ id: string }>().id,
    };

    // Mallory is an ordinary user; for a right-based route she holds exactly that route's right.
    const withRight = new Map<string, Caller>();
    async function callerFor(route: InventoriedRoute): Promise<Caller> {
      if (route.access.kind !== 'ability') return fixture.mallory;
      const permission = PERMISSION_OF_SUBJECT.get(route.access.subject);
      if (!permission) throw new Error(`no permission grants ${route.access.subject}`);
      let caller = withRight.get(permission);
      if (!caller) {
        const username = `ma-mallory-${withRight.size}`;
        const user = await seedUser(handle, { username, role: 'user' });
        const teamId = await seedTeam(handle, `ma-rights-${withRight.size}`, [user.id]);
        await handle.db.insert(teamPermissions).values({ teamId, permission });
        caller = { user, token: await signIn(app, username) };
        withRight.set(permission, caller);
      }
      return caller;
    }

    const writeRoutes = inventory.routes.filter(
      (route) => route.method !== 'GET' && route.schema.body !== undefined,
    );
    const missing = writeRoutes.map(routeKey).filter((key) => !(key in VALID));
    const invalidBodies: string[] = [];
    const escalations: string[] = [];
    const notRefused: string[] = [];
    let attempts = 0;

    async function attempt(
      label: string,
      route: InventoriedRoute,
      caller: Caller,
      url: string,
      body: string,
      expected: number[],
      detailAllowed = false,
    ) {
      attempts += 1;
      const masterKey = route.masterKey ? await grantMasterKey(handle, caller) : undefined;
      const before = await privilegeState();
      const response = await send(app, route.method, url, caller, body, masterKey);
      const after = await privilegeState();
      const summary = `${label} → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (before !== after) escalations.push(summary);
      if (!expected.includes(response.statusCode))
        notRefused.push(`${summary} (expected ${expected})`);
      if (
        response.statusCode === 400 &&
        !fieldErrorsSchema.safeParse(response.json()).success &&
        !(detailAllowed && detailErrorSchema.safeParse(response.json()).success)
      )
        notRefused.push(`${summary} (400 without {errors})`);
    }

    for (const route of writeRoutes) {
      const key = routeKey(route);
      const valid = VALID[key];
      const schema = route.schema.body;
      if (!valid || !schema) continue;
      const { body, id } = valid(fixture);
      if (!schema.safeParse(body).success) invalidBodies.push(key);
      const caller = await callerFor(route);
      const url = fillParams(route.url, () => id ?? '');
      const taken = bodyKeys(schema);
      // Without the right (super-admin routes) the refusal may come first: 403 Forbidden.
      const refusals = route.access.kind === 'superAdmin' ? [400, 403] : [400];
      for (const [field, value] of forbiddenFields(fixture)) {
        if (taken.has(field)) continue;
        const poison = PROTOTYPE_POISON.includes(field);
        // JSON text, so `__proto__` and `constructor` arrive as the keys they are.
        const payload = `${JSON.stringify(body).slice(0, -1)}${Object.keys(body).length > 0 ? ',' : ''}${JSON.stringify(field)}:${JSON.stringify(value)}}`;
        await attempt(`${key} + ${field}`, route, caller, url, payload, refusals, poison);
      }
    }

    // Fields a route does take, set to values only others may set.
    const userManager = await callerFor(
      writeRoutes.find((route) => routeKey(route) === 'POST /api/user') ?? writeRoutes[0]!,
    );
    const byKey = (key: string) => {
      const route = writeRoutes.find((item) => routeKey(item) === key);
      if (!route) throw new Error(`no route ${key}`);
      return route;
    };
    const inSchema: [string, string, Record<string, unknown>, number[]][] = [
      [
        'POST /api/user',
        '/api/user',
        { ...VALID['POST /api/user']!(fixture).body, role: 'super_admin' },
        [403],
      ],
      [
        'POST /api/user/invite',
        '/api/user/invite',
        { ...VALID['POST /api/user/invite']!(fixture).body, role: 'super_admin' },
        [403],
      ],
      [
        'POST /api/user/invite',
        '/api/user/invite',
        { ...VALID['POST /api/user/invite']!(fixture).body, team_ids: [powerTeamId] },
        [403],
      ],
      ['PUT /api/user/:id/info', `/api/user/${userManager.user.id}/info`, { role: 'admin' }, [403]],
      [
        'PUT /api/user/:id/info',
        `/api/user/${userManager.user.id}/info`,
        { team_ids: [powerTeamId] },
        [403],
      ],
      ['PUT /api/user/:id/info', `/api/user/${root.id}/info`, { role: 'user' }, [403]],
      // An import's rows follow creating a user: the row is reported, nobody is made.
      [
        'POST /api/users/import',
        '/api/users/import',
        { csv: 'username,full_name,role\nma-import-root,Root Two,super_admin' },
        [200],
      ],
      [
        'POST /api/users/import',
        '/api/users/import',
        { csv: 'username,full_name,teams\nma-import-power,Power Two,ma-power-team' },
        [200],
      ],
      [
        'PUT /api/user/password',
        '/api/user/password',
        { user_id: root.id, password: NEW_PASSWORD },
        [403],
      ],
      [
        'PUT /api/user/password',
        '/api/user/password',
        { user_id: userManager.user.id, password: NEW_PASSWORD },
        [409],
      ],
    ];
    for (const [key, url, body, expected] of inSchema) {
      await attempt(
        `${key} ${url} ${JSON.stringify(body)} as a user manager`,
        byKey(key),
        userManager,
        url,
        JSON.stringify(body),
        expected,
      );
    }

    printScoreboard(`mass assignment on ${testDatabase.name}`, [
      [
        `mass assignment on every write route (${writeRoutes.length} routes, ${attempts} attempts): escalations`,
        String(escalations.length),
      ],
    ]);
    expect(missing).toEqual([]);
    expect(invalidBodies).toEqual([]);
    expect(escalations).toEqual([]);
    expect(notRefused).toEqual([]);
  }, 600_000);
});
