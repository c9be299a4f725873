import {
  ERROR_DETAILS,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  userMinimalPageSchema,
  userPageSchema,
  userSchema,
} from '@atrium/api/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  attendanceSessions,
  auditLog,
  pushTokens,
  sessions,
  statusEvents,
  teamMembers,
  teamPermissions,
  users,
} from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, manualClock, PASSWORD, profile, seedUser, useTestApp } from '../../test/helpers.ts';
import {
  call,
  type Caller,
  FORBIDDEN,
  grantMasterKey,
  INVALID_TOKEN,
  MASTER_PASSWORD_REQUIRED,
  NEW_PASSWORD,
  NOT_FOUND,
  seedAndSignIn,
  seedTeam,
  signInPlainUser,
  signInRoot,
  signInUserManager,
  UNKNOWN_ID,
} from '../../test/callers.ts';
import { createUsersRepo } from './users.repo.ts';
import { createUsersService } from './users.service.ts';

/** Mass-assignment attempts that got through (security.md scoreboard). */
let escalations = 0;
let massAssignmentAttempts = 0;
/** Old cookies that still worked after deactivation or an admin password reset. */
let staleAccepted = 0;

afterAll(() => {
  printScoreboard('users module', [
    [
      `mass assignment on every write route (users pages, ${massAssignmentAttempts} attempts): escalations`,
      String(escalations),
    ],
    [
      'stale token accepted after logout, deactivation, password change (users pages: deactivation, admin password reset)',
      String(staleAccepted),
    ],
  ]);
});

describe.each(testDatabases)('users management on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  const superAdmin = () => signInRoot(app, handle);
  const plainUser = () => signInPlainUser(app, handle);
  const userManager = () => signInUserManager(app, handle);

  async function stillSignedIn(token: string): Promise<boolean> {
    const response = await profile(app, token);
    if (response.statusCode === 200) return true;
    expect(response.json()).toEqual(INVALID_TOKEN);
    return false;
  }

  async function auditActions(targetId: string): Promise<string[]> {
    const rows = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId));
    return rows.map((row) => row.action);
  }

  const validUser = {
    username: 'newbie',
    full_name: 'New Person',
    email: 'newbie@example.com',
    phone: '+966 55 123 4567',
    job_title: 'Designer',
    role: 'user',
    password: NEW_PASSWORD,
  };

  describe('POST /api/user', () => {
    it('creates a user with teams, an audit row, and a password that signs in', async () => {
      const root = await superAdmin();
      const teamId = await seedTeam(handle, 'Design');
      const response = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...validUser, team_ids: [teamId], time_zone: 'Asia/Riyadh', language: 'ar' },
      });
      expect(response.statusCode).toBe(201);
      const body = userSchema.parse(response.json());
      expect(body).toMatchObject({
        username: 'newbie',
        full_name: 'New Person',
        email: 'newbie@example.com',
        phone: '+966 55 123 4567',
        job_title: 'Designer',
        role: 'user',
        is_active: true,
        is_available: false,
        language: 'ar',
        time_zone: 'Asia/Riyadh',
        avatar: null,
        team_ids: [teamId],
        deactivated_at: null,
      });
      expect(response.body).not.toContain('argon2');
      // No password field of any kind: only the `must_change_password` flag names one.
      expect(Object.keys(response.json()).filter((key) => key.includes('password'))).toEqual([
        'must_change_password',
      ]);
      expect(response.body).not.toContain(NEW_PASSWORD);
      const members = await handle.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.userId, body.id));
      expect(members.map((row) => row.teamId)).toEqual([teamId]);
      expect(await auditActions(body.id)).toEqual(['user_created']);
      expect((await login(app, { username: 'newbie', password: NEW_PASSWORD })).statusCode).toBe(
        200,
      );
    });

    it('answers validation errors as {errors} per field', async () => {
      const root = await superAdmin();
      const empty = await call(app, 'POST', '/api/user', { token: root.token, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors).sort()).toEqual(
        ['full_name', 'password', 'role', 'username'].sort(),
      );

      const bad = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: {
          ...validUser,
          username: 'has space',
          email: 'not-an-email',
          phone: 'call me',
          role: 'owner',
          time_zone: 'Mars/Olympus',
          password: 'short',
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(
        ['email', 'password', 'phone', 'role', 'time_zone', 'username'].sort(),
      );

      const common = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...validUser, password: 'iloveyou' },
      });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({
        errors: { password: ['Is one of the most common passwords'] },
      });

      const team = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...validUser, team_ids: [UNKNOWN_ID] },
      });
      expect(team.json()).toEqual({ errors: { team_ids: [USER_FIELD_MESSAGES.unknownTeam] } });
    });

    it('refuses a taken username regardless of case as a field error', async () => {
      const root = await superAdmin();
      const response = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...validUser, username: 'ROOT' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { username: [USER_FIELD_MESSAGES.usernameTaken] },
      });
    });

    it('refuses an e-mail address another user has, regardless of case, as invitations do', async () => {
      const root = await superAdmin();
      const emailTaken = { errors: { email: [USER_FIELD_MESSAGES.emailTaken] } };
      // An inactive account keeps its address too.
      const other = await seedUser(handle, { username: 'someone', isActive: false });
      await handle.db
        .update(users)
        .set({ email: 'Newbie@Example.COM' })
        .where(eq(users.id, other.id));
      const taken = await call(app, 'POST', '/api/user', { token: root.token, payload: validUser });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual(emailTaken);
      expect(await handle.db.select().from(users).where(eq(users.username, 'newbie'))).toEqual([]);

      const created = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...validUser, email: 'fresh@example.com' },
      });
      expect(created.statusCode).toBe(201);
      const again = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...validUser, username: 'newbie2', email: 'FRESH@example.com' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(emailTaken);

      // Two at once with one address: one account gets it.
      const [first, second] = await Promise.all(
        ['racer1', 'racer2'].map((username, index) =>
          call(app, 'POST', '/api/user', {
            token: root.token,
            payload: {
              ...validUser,
              username,
              email: index ? 'race@example.com' : 'Race@example.com',
            },
          }),
        ),
      );
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 400]);
      expect([first, second].find((response) => response?.statusCode === 400)?.json()).toEqual(
        emailTaken,
      );

      // No address is nobody's: accounts without one never clash.
      for (const [username, email] of [
        ['no-mail-1', undefined],
        ['no-mail-2', undefined],
        ['null-mail', null],
      ] as const) {
        const response = await call(app, 'POST', '/api/user', {
          token: root.token,
          payload: { ...validUser, username, email },
        });
        expect(response.statusCode).toBe(201);
      }
      const created2 = await handle.db.select({ email: users.email }).from(users);
      expect(created2.filter((row) => row.email === null)).toHaveLength(4); // root and those three
    });

    it('refuses mass assignment: is_active, id, permissions, is_available', async () => {
      const root = await superAdmin();
      for (const extra of [
        { is_active: false },
        { id: UNKNOWN_ID },
        { permissions: ['Users Management'] },
        { is_available: true },
        { password_hash: 'x' },
      ]) {
        massAssignmentAttempts += 1;
        const response = await call(app, 'POST', '/api/user', {
          token: root.token,
          payload: { ...validUser, ...extra },
        });
        if (response.statusCode < 400) escalations += 1;
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toBeDefined();
      }
      expect(await handle.db.select().from(users).where(eq(users.username, 'newbie'))).toEqual([]);
    });

    it('lets only a super admin create a super admin', async () => {
      const manager = await userManager();
      massAssignmentAttempts += 1;
      const refused = await call(app, 'POST', '/api/user', {
        token: manager.token,
        payload: { ...validUser, role: 'super_admin' },
      });
      if (refused.statusCode < 400) escalations += 1;
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: USER_ERROR_DETAILS.superAdminOnly });

      const allowed = await call(app, 'POST', '/api/user', {
        token: manager.token,
        payload: validUser,
      });
      expect(allowed.statusCode).toBe(201);

      const root = await superAdmin();
      const byRoot = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: {
          ...validUser,
          username: 'second-root',
          email: 'second-root@example.com',
          role: 'super_admin',
        },
      });
      expect(byRoot.statusCode).toBe(201);
    });

    it('answers 401 signed out and 403 without the User permission', async () => {
      const anonymous = await call(app, 'POST', '/api/user', { payload: validUser });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(INVALID_TOKEN);
      const plain = await plainUser();
      const response = await call(app, 'POST', '/api/user', {
        token: plain.token,
        payload: validUser,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      const admin = await seedAndSignIn(app, handle, { username: 'bare-admin', role: 'admin' });
      expect(
        (await call(app, 'POST', '/api/user', { token: admin.token, payload: validUser }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/users', () => {
    async function seedPeople() {
      const root = await superAdmin();
      const team = await seedTeam(handle, 'Video');
      const amal = await seedAndSignIn(app, handle, {
        username: 'amal',
        fullName: 'Amal Haddad',
        role: 'admin',
      });
      const bilal = await seedAndSignIn(app, handle, {
        username: 'bilal',
        fullName: 'Bilal Saeed',
      });
      await seedUser(handle, { username: 'gone', fullName: 'Gone Away', isActive: false });
      await handle.db.insert(teamMembers).values([
        { teamId: team, userId: amal.user.id },
        { teamId: team, userId: bilal.user.id },
      ]);
      await handle.db.update(users).set({ isAvailable: true }).where(eq(users.id, bilal.user.id));
      return { root, team, amal, bilal };
    }

    it('lists active users only, paged, with total, sorted by name', async () => {
      const { root } = await seedPeople();
      const response = await call(app, 'GET', '/api/users?page=1&size=2', { token: root.token });
      expect(response.statusCode).toBe(200);
      const body = userPageSchema.parse(response.json());
      expect(body.total).toBe(3);
      expect(body.page).toBe(1);
      expect(body.size).toBe(2);
      expect(body.items.map((item) => item.username)).toEqual(['amal', 'bilal']);
      const second = userPageSchema.parse(
        (await call(app, 'GET', '/api/users?page=2&size=2', { token: root.token })).json(),
      );
      expect(second.items.map((item) => item.username)).toEqual(['root']);
      const all = userPageSchema.parse(
        (await call(app, 'GET', '/api/users?size=-1', { token: root.token })).json(),
      );
      expect(all.items).toHaveLength(3);
      expect(all.size).toBe(-1);
    });

    it('filters by username/full name (case-insensitive contains), role, availability and team', async () => {
      const { root, team, amal, bilal } = await seedPeople();
      const names = async (query: string) =>
        userPageSchema
          .parse((await call(app, 'GET', `/api/users?${query}`, { token: root.token })).json())
          .items.map((item) => item.username);
      expect(await names('username=HADD')).toEqual(['amal']);
      expect(await names('username=bil')).toEqual(['bilal']);
      expect(await names('username=%25')).toEqual([]);
      expect(await names('role=admin')).toEqual(['amal']);
      expect(await names('is_available=true')).toEqual(['bilal']);
      expect(await names('is_available=false')).toEqual(['amal', 'root']);
      expect(await names(`team_id=${team}`)).toEqual(['amal', 'bilal']);
      const [first] = userPageSchema.parse(
        (await call(app, 'GET', `/api/users?team_id=${team}`, { token: root.token })).json(),
      ).items;
      expect(first?.team_ids).toEqual([team]);
      // projects_partners: users sharing a team with the caller, not the caller.
      const partners = await call(app, 'GET', '/api/users?minimal=true&projects_partners=true', {
        token: amal.token,
      });
      expect(partners.json().items.map((item: { id: string }) => item.id)).toEqual([bilal.user.id]);
    });

    it('answers minimal=true to any signed-in user with id, username, full_name and avatar only', async () => {
      await seedPeople();
      const plain = await plainUser();
      const response = await call(app, 'GET', '/api/users?minimal=true&size=-1', {
        token: plain.token,
      });
      expect(response.statusCode).toBe(200);
      const body = userMinimalPageSchema.parse(response.json());
      expect(body.total).toBe(4);
      for (const item of response.json().items) {
        expect(Object.keys(item).sort()).toEqual(['avatar', 'full_name', 'id', 'username']);
      }
      const full = await call(app, 'GET', '/api/users', { token: plain.token });
      expect(full.statusCode).toBe(403);
      expect(full.json()).toEqual(FORBIDDEN);
      const notMinimal = await call(app, 'GET', '/api/users?minimal=false', { token: plain.token });
      expect(notMinimal.statusCode).toBe(403);
    });

    it('answers 401 signed out and refuses bad queries with {errors}', async () => {
      expect((await call(app, 'GET', '/api/users?minimal=true')).json()).toEqual(INVALID_TOKEN);
      const root = await superAdmin();
      for (const query of [
        'size=7',
        'page=0',
        'team_id=nope',
        'role=owner',
        'minimal=yes',
        'sort=id',
      ]) {
        const response = await call(app, 'GET', `/api/users?${query}`, { token: root.token });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors, query).toBeDefined();
      }
    });
  });

  describe('GET and PUT /api/user/{id}/info', () => {
    it('reads a user, inactive ones included; 404 for an unknown id, 400 for a malformed one', async () => {
      const root = await superAdmin();
      const gone = await seedAndSignIn(app, handle, { username: 'gone', isActive: true });
      await handle.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
      const response = await call(app, 'GET', `/api/user/${gone.user.id}/info`, {
        token: root.token,
      });
      expect(response.statusCode).toBe(200);
      expect(userSchema.parse(response.json())).toMatchObject({
        username: 'gone',
        is_active: false,
      });
      const unknown = await call(app, 'GET', `/api/user/${UNKNOWN_ID}/info`, { token: root.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
      const malformed = await call(app, 'GET', '/api/user/12/info', { token: root.token });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors.id).toBeDefined();
    });

    it('answers 401 and 403 on both', async () => {
      const plain = await plainUser();
      for (const method of ['GET', 'PUT'] as const) {
        const payload = method === 'PUT' ? { full_name: 'X' } : undefined;
        const anonymous = await call(app, method, `/api/user/${plain.user.id}/info`, { payload });
        expect(anonymous.json()).toEqual(INVALID_TOKEN);
        const denied = await call(app, method, `/api/user/${plain.user.id}/info`, {
          token: plain.token,
          payload,
        });
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toEqual(FORBIDDEN);
      }
    });

    it('updates fields and teams (a kept team keeps its lead flag), with an audit row', async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const kept = await seedTeam(handle, 'Kept');
      const dropped = await seedTeam(handle, 'Dropped', [target.user.id]);
      const added = await seedTeam(handle, 'Added');
      await handle.db
        .insert(teamMembers)
        .values({ teamId: kept, userId: target.user.id, isLead: true });
      const response = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
        token: root.token,
        payload: {
          username: 'Target2',
          full_name: 'Target Two',
          email: null,
          job_title: 'Editor',
          team_ids: [kept, added],
        },
      });
      expect(response.statusCode).toBe(200);
      const body = userSchema.parse(response.json());
      expect(body).toMatchObject({
        username: 'Target2',
        full_name: 'Target Two',
        email: null,
        job_title: 'Editor',
      });
      expect([...body.team_ids].sort()).toEqual([kept, added].sort());
      const lead = await handle.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, kept), eq(teamMembers.userId, target.user.id)));
      expect(lead[0]?.isLead).toBe(true);
      expect(body.team_ids).not.toContain(dropped);
      expect(await auditActions(target.user.id)).toEqual(['user_updated']);
    });

    it('lets a non-super-admin add people only to teams whose permissions they hold', async () => {
      const manager = await userManager();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const people = await seedTeam(handle, 'People too'); // same permission as the manager's team
      await handle.db
        .insert(teamPermissions)
        .values({ teamId: people, permission: 'Users Management' });
      const plain = await seedTeam(handle, 'No permissions');
      const powerful = await seedTeam(handle, 'Powerful');
      await handle.db.insert(teamPermissions).values([
        { teamId: powerful, permission: 'Users Management' },
        { teamId: powerful, permission: 'Team Management' },
      ]);
      const beyond = { detail: USER_ERROR_DETAILS.teamBeyondOwnPermissions };

      const intoPowerful = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
        token: manager.token,
        payload: { team_ids: [powerful] },
      });
      expect(intoPowerful.statusCode).toBe(403);
      expect(intoPowerful.json()).toEqual(beyond);
      const created = await call(app, 'POST', '/api/user', {
        token: manager.token,
        payload: { ...validUser, team_ids: [plain, powerful] },
      });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual(beyond);
      expect(await handle.db.select().from(users).where(eq(users.username, 'newbie'))).toEqual([]);

      const allowed = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
        token: manager.token,
        payload: { team_ids: [people, plain] },
      });
      expect(allowed.statusCode).toBe(200);
      expect([...userSchema.parse(allowed.json()).team_ids].sort()).toEqual([people, plain].sort());

      // a super admin puts them in; the manager may still edit them while keeping that team
      const root = await superAdmin();
      const byRoot = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
        token: root.token,
        payload: { team_ids: [people, powerful] },
      });
      expect(byRoot.statusCode).toBe(200);
      const keepsPowerful = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
        token: manager.token,
        payload: { job_title: 'Editor', team_ids: [powerful] },
      });
      expect(keepsPowerful.statusCode).toBe(200);
    });

    it('refuses a taken username and unknown keys', async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const taken = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
        token: root.token,
        payload: { username: 'Root' },
      });
      expect(taken.json()).toEqual({ errors: { username: [USER_FIELD_MESSAGES.usernameTaken] } });
      for (const extra of [
        { is_active: false },
        { id: UNKNOWN_ID },
        { password: NEW_PASSWORD },
        { permissions: ['Users Management'] },
        { userAbilityRules: [{ action: 'manage', subject: 'all' }] },
      ]) {
        massAssignmentAttempts += 1;
        const response = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
          token: root.token,
          payload: extra,
        });
        if (response.statusCode < 400) escalations += 1;
        expect(response.statusCode).toBe(400);
      }
      const [row] = await handle.db.select().from(users).where(eq(users.id, target.user.id));
      expect(row?.isActive).toBe(true);
      expect(row?.passwordHash).toBe(target.user.passwordHash);
    });

    it("refuses another user's e-mail address regardless of case, and lets a user keep their own", async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const other = await seedUser(handle, { username: 'other' });
      const setEmail = (id: string, email: string | null) =>
        handle.db.update(users).set({ email }).where(eq(users.id, id));
      await setEmail(other.id, 'Other@Example.com');
      await setEmail(target.user.id, 'target@example.com');
      const edit = (id: string, payload: object) =>
        call(app, 'PUT', `/api/user/${id}/info`, { token: root.token, payload });
      const emailOf = async (id: string) =>
        (await handle.db.select().from(users).where(eq(users.id, id)))[0]?.email;

      const taken = await edit(target.user.id, { email: 'other@EXAMPLE.com', job_title: 'Editor' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ errors: { email: [USER_FIELD_MESSAGES.emailTaken] } });
      const [unchanged] = await handle.db.select().from(users).where(eq(users.id, target.user.id));
      expect(unchanged).toMatchObject({ email: 'target@example.com', jobTitle: null });
      expect(await auditActions(target.user.id)).toEqual([]);

      // Their own address, as it is or in another case, with other changes.
      for (const email of ['target@example.com', 'Target@Example.COM']) {
        const kept = await edit(target.user.id, { email, full_name: 'Target Kept' });
        expect(kept.statusCode).toBe(200);
        expect(userSchema.parse(kept.json()).email).toBe(email);
      }
      // A free address, then none; the one given up is free for someone else.
      expect((await edit(target.user.id, { email: 'new@example.com' })).statusCode).toBe(200);
      expect((await edit(target.user.id, { email: null })).statusCode).toBe(200);
      expect(await emailOf(target.user.id)).toBeNull();
      expect((await edit(other.id, { email: 'Target@example.com' })).statusCode).toBe(200);
      expect(await emailOf(other.id)).toBe('Target@example.com');

      // An address two accounts already shared (from before this rule) may be kept, not spread.
      await setEmail(target.user.id, 'shared@example.com');
      await setEmail(other.id, 'Shared@example.com');
      const keepsShared = await edit(target.user.id, {
        email: 'shared@example.com',
        job_title: 'Lead',
      });
      expect(keepsShared.statusCode).toBe(200);
      const third = await seedUser(handle, { username: 'third' });
      expect((await edit(third.id, { email: 'SHARED@example.com' })).json()).toEqual({
        errors: { email: [USER_FIELD_MESSAGES.emailTaken] },
      });
      expect(await emailOf(third.id)).toBeNull();
    });

    it('lets only a super admin change a role, never their own, and guards super admin accounts', async () => {
      const root = await superAdmin();
      const manager = await userManager();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const attempts: Array<[Caller, string, object, number]> = [
        [manager, target.user.id, { role: 'admin' }, 403],
        [manager, target.user.id, { role: 'super_admin' }, 403],
        [manager, manager.user.id, { role: 'super_admin' }, 403],
        [manager, root.user.id, { full_name: 'Hijacked', email: 'evil@example.com' }, 403],
        [root, root.user.id, { role: 'user' }, 403],
      ];
      for (const [caller, id, payload, status] of attempts) {
        massAssignmentAttempts += 1;
        const response = await call(app, 'PUT', `/api/user/${id}/info`, {
          token: caller.token,
          payload,
        });
        if (response.statusCode < 400) escalations += 1;
        expect(response.statusCode).toBe(status);
        expect(response.json().detail).not.toBe(ERROR_DETAILS.invalidToken);
      }
      const roles = await handle.db.select({ u: users.username, r: users.role }).from(users);
      expect(Object.fromEntries(roles.map((row) => [row.u, row.r]))).toEqual({
        root: 'super_admin',
        manager: 'admin',
        target: 'user',
      });
      // Unchanged role in the body is not a change.
      const same = await call(app, 'PUT', `/api/user/${manager.user.id}/info`, {
        token: manager.token,
        payload: { role: 'admin', job_title: 'Lead' },
      });
      expect(same.statusCode).toBe(200);

      const promoted = await call(app, 'PUT', `/api/user/${target.user.id}/info`, {
        token: root.token,
        payload: { role: 'admin' },
      });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json().role).toBe('admin');
      expect(await auditActions(target.user.id)).toEqual(['authz_change']);
    });

    it('answers 404 for an unknown id', async () => {
      const root = await superAdmin();
      const response = await call(app, 'PUT', `/api/user/${UNKNOWN_ID}/info`, {
        token: root.token,
        payload: { full_name: 'Nobody' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });
  });

  describe('DELETE /api/user/{id}/inactive', () => {
    it('deactivates in one go: sessions, push tokens, open attendance, availability, status event, audit', async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const now = new Date();
      await handle.db.update(users).set({ isAvailable: true }).where(eq(users.id, target.user.id));
      await handle.db.insert(pushTokens).values({
        userId: target.user.id,
        token: 'fcm-token-1',
        type: 'browser',
        createdAt: now,
        lastSeenAt: now,
      });
      await handle.db.insert(attendanceSessions).values({
        userId: target.user.id,
        startedAt: new Date(now.getTime() - 3_600_000),
        lastConfirmedAt: now,
      });
      expect(await stillSignedIn(target.token)).toBe(true);

      const response = await call(app, 'DELETE', `/api/user/${target.user.id}/inactive`, {
        token: root.token,
      });
      expect(response.statusCode).toBe(200);
      expect(userSchema.parse(response.json())).toMatchObject({
        is_active: false,
        is_available: false,
      });
      expect(response.json().deactivated_at).not.toBeNull();

      if (await stillSignedIn(target.token)) staleAccepted += 1;
      expect(
        await handle.db.select().from(sessions).where(eq(sessions.userId, target.user.id)),
      ).toEqual([]);
      expect(
        await handle.db.select().from(pushTokens).where(eq(pushTokens.userId, target.user.id)),
      ).toEqual([]);
      const [attendance] = await handle.db
        .select()
        .from(attendanceSessions)
        .where(eq(attendanceSessions.userId, target.user.id));
      expect(attendance?.endedAt).not.toBeNull();
      expect(attendance?.endReason).toBe('deactivated');
      const events = await handle.db
        .select()
        .from(statusEvents)
        .where(eq(statusEvents.userId, target.user.id));
      expect(events).toMatchObject([{ isAvailable: false, source: 'admin' }]);
      expect(await auditActions(target.user.id)).toEqual(['user_deactivated']);
      expect((await login(app, { username: 'target', password: PASSWORD })).statusCode).toBe(401);

      const again = await call(app, 'DELETE', `/api/user/${target.user.id}/inactive`, {
        token: root.token,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: USER_ERROR_DETAILS.alreadyInactive });
    });

    it('never deactivates oneself or, for a non-super-admin, a super admin', async () => {
      const root = await superAdmin();
      const manager = await userManager();
      const self = await call(app, 'DELETE', `/api/user/${root.user.id}/inactive`, {
        token: root.token,
      });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ detail: USER_ERROR_DETAILS.notYourself });
      const superTarget = await call(app, 'DELETE', `/api/user/${root.user.id}/inactive`, {
        token: manager.token,
      });
      expect(superTarget.statusCode).toBe(403);
      expect(await stillSignedIn(root.token)).toBe(true);
    });

    it('keeps the last active super admin (service rule, whoever asks)', async () => {
      const root = await superAdmin();
      const other = await seedAndSignIn(app, handle, { username: 'other', role: 'admin' });
      const service = createUsersService({
        repo: createUsersRepo(handle.db),
        clock: manualClock(),
      });
      await expect(
        service.deactivate(
          {
            id: other.user.id,
            role: 'super_admin',
            permissions: [],
            sessionId: UNKNOWN_ID,
            ip: null,
          },
          root.user.id,
        ),
      ).rejects.toMatchObject({ kind: 'conflict', detail: USER_ERROR_DETAILS.lastSuperAdmin });
      await expect(
        service.update(
          {
            id: other.user.id,
            role: 'super_admin',
            permissions: [],
            sessionId: UNKNOWN_ID,
            ip: null,
          },
          root.user.id,
          { role: 'user' },
        ),
      ).rejects.toMatchObject({ kind: 'conflict', detail: USER_ERROR_DETAILS.lastSuperAdmin });
      expect(await stillSignedIn(root.token)).toBe(true);
    });

    it('answers 401, 403 and 404', async () => {
      const plain = await plainUser();
      expect((await call(app, 'DELETE', `/api/user/${plain.user.id}/inactive`)).json()).toEqual(
        INVALID_TOKEN,
      );
      const denied = await call(app, 'DELETE', `/api/user/${plain.user.id}/inactive`, {
        token: plain.token,
      });
      expect(denied.statusCode).toBe(403);
      const root = await superAdmin();
      const unknown = await call(app, 'DELETE', `/api/user/${UNKNOWN_ID}/inactive`, {
        token: root.token,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('inactive users: list, reactivate, delete', () => {
    it('lists inactive users only; reactivation lets them sign in again', async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      await call(app, 'DELETE', `/api/user/${target.user.id}/inactive`, { token: root.token });
      const list = userPageSchema.parse(
        (
          await call(app, 'GET', '/api/users/inactive?page=1&size=10', { token: root.token })
        ).json(),
      );
      expect(list.items.map((item) => item.username)).toEqual(['target']);
      expect(list.total).toBe(1);

      const back = await call(app, 'PUT', `/api/user/deleted/active?user_id=${target.user.id}`, {
        token: root.token,
      });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ is_active: true, deactivated_at: null });
      expect((await login(app, { username: 'target', password: PASSWORD })).statusCode).toBe(200);
      expect(await auditActions(target.user.id)).toEqual(['user_deactivated', 'user_reactivated']);

      const again = await call(app, 'PUT', `/api/user/deleted/active?user_id=${target.user.id}`, {
        token: root.token,
      });
      expect(again.statusCode).toBe(409);
      const unknown = await call(app, 'PUT', `/api/user/deleted/active?user_id=${UNKNOWN_ID}`, {
        token: root.token,
      });
      expect(unknown.statusCode).toBe(404);
      const missing = await call(app, 'PUT', '/api/user/deleted/active', { token: root.token });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.user_id).toBeDefined();
    });

    it('needs the User permission for the inactive list and reactivation', async () => {
      const plain = await plainUser();
      expect((await call(app, 'GET', '/api/users/inactive')).json()).toEqual(INVALID_TOKEN);
      expect(
        (await call(app, 'GET', '/api/users/inactive', { token: plain.token })).statusCode,
      ).toBe(403);
      const reactivate = await call(
        app,
        'PUT',
        `/api/user/deleted/active?user_id=${plain.user.id}`,
        {
          token: plain.token,
        },
      );
      expect(reactivate.statusCode).toBe(403);
      // Authorization comes before validation: no hints about the query to the unauthorized.
      expect(
        (await call(app, 'GET', '/api/users/inactive?size=4', { token: plain.token })).statusCode,
      ).toBe(403);
      const root = await superAdmin();
      const bad = await call(app, 'GET', '/api/users/inactive?size=4', { token: root.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.size).toBeDefined();
    });

    it('deletes an inactive user for good, only with the master password', async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const url = `/api/user/${target.user.id}/inactive/delete`;

      const noKey = await call(app, 'DELETE', url, { token: root.token });
      expect(noKey.statusCode).toBe(403);
      expect(noKey.json()).toEqual(MASTER_PASSWORD_REQUIRED);

      const masterKey = await grantMasterKey(handle, root);
      const active = await call(app, 'DELETE', url, { token: root.token, masterKey });
      expect(active.statusCode).toBe(409);
      expect(active.json()).toEqual({ detail: USER_ERROR_DETAILS.stillActive });

      await call(app, 'DELETE', `/api/user/${target.user.id}/inactive`, { token: root.token });
      const deleted = await call(app, 'DELETE', url, { token: root.token, masterKey });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });
      expect(await handle.db.select().from(users).where(eq(users.id, target.user.id))).toEqual([]);
      expect(await auditActions(target.user.id)).toContain('user_deleted');

      const gone = await call(app, 'DELETE', url, { token: root.token, masterKey });
      expect(gone.statusCode).toBe(404);
      const self = await call(app, 'DELETE', `/api/user/${root.user.id}/inactive/delete`, {
        token: root.token,
        masterKey,
      });
      expect(self.statusCode).toBe(409);
    });

    it('answers 401 and a plain 403 (not a master-key prompt) without the permission', async () => {
      const plain = await plainUser();
      const url = `/api/user/${plain.user.id}/inactive/delete`;
      expect((await call(app, 'DELETE', url)).json()).toEqual(INVALID_TOKEN);
      const denied = await call(app, 'DELETE', url, { token: plain.token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(FORBIDDEN);
    });
  });

  describe('PUT /api/user/password', () => {
    it("sets a user's password with the master password and ends their sessions", async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const payload = { user_id: target.user.id, password: NEW_PASSWORD };

      const noKey = await call(app, 'PUT', '/api/user/password', { token: root.token, payload });
      expect(noKey.statusCode).toBe(403);
      expect(noKey.json()).toEqual(MASTER_PASSWORD_REQUIRED);
      expect(await stillSignedIn(target.token)).toBe(true);

      const masterKey = await grantMasterKey(handle, root);
      const response = await call(app, 'PUT', '/api/user/password', {
        token: root.token,
        payload,
        masterKey,
      });
      expect(response.statusCode).toBe(200);
      if (await stillSignedIn(target.token)) staleAccepted += 1;
      expect((await login(app, { username: 'target', password: PASSWORD })).statusCode).toBe(401);
      expect((await login(app, { username: 'target', password: NEW_PASSWORD })).statusCode).toBe(
        200,
      );
      expect(await auditActions(target.user.id)).toEqual(['authn_password_reset_by_admin']);
    });

    it('refuses weak passwords, unknown users, oneself and extra keys', async () => {
      const root = await superAdmin();
      const target = await seedAndSignIn(app, handle, { username: 'target' });
      const masterKey = await grantMasterKey(handle, root);
      const put = (payload: object) =>
        call(app, 'PUT', '/api/user/password', { token: root.token, payload, masterKey });
      const weak = await put({ user_id: target.user.id, password: 'atrium2024' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password).toBeDefined();
      expect((await put({ user_id: UNKNOWN_ID, password: NEW_PASSWORD })).statusCode).toBe(404);
      expect((await put({ user_id: root.user.id, password: NEW_PASSWORD })).statusCode).toBe(409);
      expect(
        (await put({ user_id: target.user.id, password: NEW_PASSWORD, role: 'admin' })).statusCode,
      ).toBe(400);
      expect((await put({})).json().errors).toBeDefined();
    });

    it('answers 401 and 403', async () => {
      const plain = await plainUser();
      const payload = { user_id: plain.user.id, password: NEW_PASSWORD };
      expect((await call(app, 'PUT', '/api/user/password', { payload })).json()).toEqual(
        INVALID_TOKEN,
      );
      const denied = await call(app, 'PUT', '/api/user/password', { token: plain.token, payload });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(FORBIDDEN);
    });
  });
});
