import {
  bulkResultSchema,
  ERROR_DETAILS,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  USERS_BULK_MAX,
} from '@atrium/api/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  auditLog,
  notifications,
  sessions,
  teamMembers,
  teamPermissions,
  users,
} from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { profile, seedUser, useTestApp } from '../../test/helpers.ts';
import {
  call,
  FORBIDDEN,
  grantMasterKey,
  INVALID_TOKEN,
  MASTER_PASSWORD_REQUIRED,
  seedAndSignIn,
  seedTeam,
  signInPlainUser,
  signInRoot,
  signInUserManager,
  UNKNOWN_ID,
} from '../../test/callers.ts';

const DEACTIVATE = '/api/users/bulk/deactivate';
const ADD_TO_TEAM = '/api/users/bulk/add-to-team';

/** Issue 18: bulk deactivate and bulk add to a team, with per-person outcomes. */
describe.each(testDatabases)('users bulk actions on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  const superAdmin = () => signInRoot(app, handle);
  const plainUser = () => signInPlainUser(app, handle);
  const userManager = () => signInUserManager(app, handle);
  const person = (username: string, values: Parameters<typeof seedUser>[1] = {}) =>
    seedUser(handle, { username, fullName: `${username} Person`, ...values });

  async function auditRows(action: string) {
    return handle.db
      .select({ targetId: auditLog.targetId, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(asc(auditLog.targetId));
  }

  describe(`POST ${DEACTIVATE}`, () => {
    it('deactivates each person as the single call does and skips the protected ones', async () => {
      const manager = await userManager();
      const a = await seedAndSignIn(app, handle, { username: 'amal', fullName: 'Amal' });
      const b = await person('badr');
      const gone = await person('gone', { isActive: false });
      const boss = await person('boss', { role: 'super_admin' });
      const response = await call(app, 'POST', DEACTIVATE, {
        token: manager.token,
        payload: {
          user_ids: [a.user.id, manager.user.id, b.id, boss.id, gone.id, UNKNOWN_ID, a.user.id],
        },
      });
      expect(response.statusCode).toBe(200);
      expect(bulkResultSchema.parse(response.json())).toEqual({
        done: [a.user.id, b.id],
        skipped: [
          { id: manager.user.id, reason: 'yourself' },
          { id: boss.id, reason: 'super_admin_only' },
          { id: gone.id, reason: 'already_inactive' },
          { id: UNKNOWN_ID, reason: 'not_found' },
        ],
      });
      const rows = await handle.db
        .select({ id: users.id, isActive: users.isActive, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(inArray(users.id, [a.user.id, b.id, boss.id, manager.user.id]));
      const active = new Map(rows.map((row) => [row.id, row.isActive]));
      expect(active.get(a.user.id)).toBe(false);
      expect(active.get(b.id)).toBe(false);
      expect(active.get(boss.id)).toBe(true);
      expect(active.get(manager.user.id)).toBe(true);
      // Their sessions ended with the account, as with the single deactivation.
      expect(await handle.db.select().from(sessions).where(eq(sessions.userId, a.user.id))).toEqual(
        [],
      );
      expect((await profile(app, a.token)).json()).toEqual(INVALID_TOKEN);
      const audit = await auditRows('user_deactivated');
      expect(audit.map((row) => row.targetId).sort()).toEqual([a.user.id, b.id].sort());
      for (const row of audit) {
        expect(row.actorId).toBe(manager.user.id);
        expect(row.details).toMatchObject({ bulk: true, sessions_ended: expect.any(Number) });
      }
    });

    it('lets a super admin deactivate other super admins', async () => {
      const root = await superAdmin();
      const other = await person('other-root', { role: 'super_admin' });
      const third = await person('third-root', { role: 'super_admin' });
      const response = await call(app, 'POST', DEACTIVATE, {
        token: root.token,
        payload: { user_ids: [other.id, third.id, root.user.id] },
      });
      expect(response.json()).toEqual({
        done: [other.id, third.id],
        skipped: [{ id: root.user.id, reason: 'yourself' }],
      });
    });

    it('answers bad input as field errors', async () => {
      const manager = await userManager();
      const tooMany = Array.from(
        { length: USERS_BULK_MAX + 1 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      );
      const cases: Array<[unknown, string]> = [
        [{ user_ids: [] }, 'user_ids'],
        [{ user_ids: ['not-an-id'] }, 'user_ids.0'],
        [{ user_ids: tooMany }, 'user_ids'],
        [{}, 'user_ids'],
      ];
      for (const [payload, field] of cases) {
        const response = await call(app, 'POST', DEACTIVATE, { token: manager.token, payload });
        expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(response.json().errors).toHaveProperty([field]);
      }
      const extra = await call(app, 'POST', DEACTIVATE, {
        token: manager.token,
        payload: { user_ids: [UNKNOWN_ID], is_active: true },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toHaveProperty('errors');
    });

    it('needs the User permission (403) and a signed-in caller (401)', async () => {
      const plain = await plainUser();
      const target = await person('target');
      const forbidden = await call(app, 'POST', DEACTIVATE, {
        token: plain.token,
        payload: { user_ids: [target.id] },
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual(FORBIDDEN);
      const anonymous = await call(app, 'POST', DEACTIVATE, { payload: { user_ids: [target.id] } });
      expect(anonymous.statusCode).toBe(401);
      const [row] = await handle.db.select().from(users).where(eq(users.id, target.id));
      expect(row?.isActive).toBe(true);
    });
  });

  describe(`POST ${ADD_TO_TEAM}`, () => {
    async function membersOf(teamId: string): Promise<string[]> {
      const rows = await handle.db
        .select({ userId: teamMembers.userId, isLead: teamMembers.isLead })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId));
      return rows.map((row) => row.userId).sort();
    }

    it('adds each person, skips the protected ones, tells the added and audits each', async () => {
      const manager = await userManager();
      const key = await grantMasterKey(handle, manager);
      const a = await person('amal');
      const b = await person('badr');
      const member = await person('member');
      const boss = await person('boss', { role: 'super_admin' });
      const teamId = await seedTeam(handle, 'Design', [member.id]);
      const response = await call(app, 'POST', ADD_TO_TEAM, {
        token: manager.token,
        masterKey: key,
        payload: {
          user_ids: [a.id, member.id, manager.user.id, boss.id, UNKNOWN_ID, b.id],
          team_id: teamId,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(bulkResultSchema.parse(response.json())).toEqual({
        done: [a.id, b.id],
        skipped: [
          { id: member.id, reason: 'already_member' },
          { id: manager.user.id, reason: 'yourself' },
          { id: boss.id, reason: 'super_admin_only' },
          { id: UNKNOWN_ID, reason: 'not_found' },
        ],
      });
      expect(await membersOf(teamId)).toEqual([a.id, b.id, member.id].sort());

      // The same "added to a team" notification as a single add, for each added person only.
      const inbox = await handle.db
        .select({
          recipientId: notifications.recipientId,
          event: notifications.event,
          title: notifications.title,
          data: notifications.data,
        })
        .from(notifications)
        .where(eq(notifications.event, 'team.member_added'));
      expect(inbox.map((row) => row.recipientId).sort()).toEqual([a.id, b.id].sort());
      for (const row of inbox) {
        expect(row.title).toBe('Team Manager added you to Design');
        expect(row.data).toMatchObject({ team_id: teamId, link: `/main/team/${teamId}` });
      }

      const audit = await auditRows('user_updated');
      expect(audit.map((row) => row.targetId)).toEqual([a.id, b.id].sort());
      for (const row of audit) {
        expect(row.actorId).toBe(manager.user.id);
        expect(row.details).toMatchObject({
          fields: ['team_ids'],
          teams_added: [teamId],
          bulk: true,
        });
      }
    });

    it('needs the master key, as a team membership change does', async () => {
      const manager = await userManager();
      const a = await person('amal');
      const teamId = await seedTeam(handle, 'Design');
      const response = await call(app, 'POST', ADD_TO_TEAM, {
        token: manager.token,
        payload: { user_ids: [a.id], team_id: teamId },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MASTER_PASSWORD_REQUIRED);
      expect(await membersOf(teamId)).toEqual([]);
    });

    it('refuses a team whose permissions the caller lacks, and an unknown team', async () => {
      const manager = await userManager();
      const key = await grantMasterKey(handle, manager);
      const a = await person('amal');
      const powerful = await seedTeam(handle, 'Powerful');
      await handle.db.insert(teamPermissions).values({ teamId: powerful, permission: 'Drive' });
      const beyond = await call(app, 'POST', ADD_TO_TEAM, {
        token: manager.token,
        masterKey: key,
        payload: { user_ids: [a.id], team_id: powerful },
      });
      expect(beyond.statusCode).toBe(403);
      expect(beyond.json()).toEqual({ detail: USER_ERROR_DETAILS.teamBeyondOwnPermissions });
      expect(await membersOf(powerful)).toEqual([]);

      const unknown = await call(app, 'POST', ADD_TO_TEAM, {
        token: manager.token,
        masterKey: key,
        payload: { user_ids: [a.id], team_id: UNKNOWN_ID },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ errors: { team_id: [USER_FIELD_MESSAGES.unknownTeam] } });
    });

    it('answers bad input as field errors', async () => {
      const root = await superAdmin();
      const key = await grantMasterKey(handle, root);
      const teamId = await seedTeam(handle, 'Design');
      const cases: Array<[unknown, string]> = [
        [{ user_ids: [], team_id: teamId }, 'user_ids'],
        [{ user_ids: [UNKNOWN_ID] }, 'team_id'],
        [{ user_ids: [UNKNOWN_ID], team_id: 'design' }, 'team_id'],
      ];
      for (const [payload, field] of cases) {
        const response = await call(app, 'POST', ADD_TO_TEAM, {
          token: root.token,
          masterKey: key,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty([field]);
      }
    });

    it('needs the User permission (403) and a signed-in caller (401)', async () => {
      const plain = await plainUser();
      const key = await grantMasterKey(handle, plain);
      const a = await person('amal');
      const teamId = await seedTeam(handle, 'Design');
      const forbidden = await call(app, 'POST', ADD_TO_TEAM, {
        token: plain.token,
        masterKey: key,
        payload: { user_ids: [a.id], team_id: teamId },
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ detail: ERROR_DETAILS.forbidden });
      const anonymous = await call(app, 'POST', ADD_TO_TEAM, {
        payload: { user_ids: [a.id], team_id: teamId },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(
        await handle.db
          .select()
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, a.id))),
      ).toEqual([]);
    });
  });
});
