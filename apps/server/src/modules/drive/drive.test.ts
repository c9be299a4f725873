import {
  DRIVE_MESSAGES,
  ERROR_DETAILS,
  type DriveAccess,
  type DriveItem,
  type DriveItemDetail,
  type DriveItemPage,
  type DriveUsage,
} from '@atrium/api/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, notifications } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import {
  call as callApi,
  seedAndSignIn,
  seedTeam,
  UNKNOWN_ID,
  type Caller,
} from '../../test/callers.ts';
import { emptyTables, testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testDatabases)('drive on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** Alice and Bob may use the drive (their team grants Drive); Carol may not; root is admin. */
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let root: Caller;
  let staffTeam: string;
  let leaks = 0;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));
  afterAll(() => {
    printScoreboard(`drive module on ${testDatabase.name}`, [
      ['items of others answered to a caller without access (get, list, change)', String(leaks)],
    ]);
  });
  beforeEach(async () => {
    await emptyTables(handle);
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Example' });
    bob = await seedAndSignIn(app, handle, { username: 'bob', fullName: 'Bob Example' });
    carol = await seedAndSignIn(app, handle, { username: 'carol', fullName: 'Carol Example' });
    root = await seedAndSignIn(app, handle, { username: 'root', role: 'super_admin' });
    staffTeam = await seedTeam(handle, 'Staff', [alice.user.id, bob.user.id], ['Drive']);
  });

  const call = (method: Method, url: string, who: Caller | undefined, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who?.token, payload });

  function ok<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  const folder = async (who: Caller, name: string, parentId?: string) =>
    ok<DriveItem>(
      await call('POST', '/drive/folders', who, { name, parent_id: parentId ?? null }),
      201,
    );

  const list = async (who: Caller, query = '') =>
    ok<DriveItemPage>(await call('GET', `/drive/items${query}`, who));

  const names = (page: DriveItemPage) => page.items.map((item) => item.name);

  /** A 404 where the caller has no access; a 200 would be a leak. */
  async function expectHidden(response: Promise<LightMyRequestResponse>) {
    const answered = await response;
    if (answered.statusCode < 400) leaks += 1;
    expect(answered.statusCode).toBe(404);
    expect(answered.json()).toEqual({ detail: ERROR_DETAILS.notFound });
  }

  describe('who may call it', () => {
    it('answers 401 signed out and 403 without the Drive permission', async () => {
      const signedOut = await call('GET', '/drive/items', undefined);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
      const withoutPermission = await call('POST', '/drive/folders', carol, { name: 'Mine' });
      expect(withoutPermission.statusCode).toBe(403);
      expect(withoutPermission.json()).toEqual({ detail: ERROR_DETAILS.forbidden });
    });
  });

  describe('folders', () => {
    it('creates folders, lists them folders first by name, and reads one with its path', async () => {
      const projects = await folder(alice, 'Projects');
      await folder(alice, 'archive');
      const design = await folder(alice, 'Design', projects.id);
      const logos = await folder(alice, 'Logos', design.id);
      expect(projects).toMatchObject({
        kind: 'folder',
        name: 'Projects',
        parent_id: null,
        owner: { id: alice.user.id, username: 'alice', full_name: 'Alice Example' },
        size: null,
        access: 'owner',
        shared: false,
        starred: false,
        revision: 1,
        trashed_at: null,
      });
      expect(names(await list(alice))).toEqual(['archive', 'Projects']);
      expect(names(await list(alice, '?order=desc'))).toEqual(['Projects', 'archive']);
      expect(names(await list(alice, `?parent_id=${projects.id}`))).toEqual(['Design']);
      const detail = ok<DriveItemDetail>(await call('GET', `/drive/items/${logos.id}`, alice));
      expect(detail.breadcrumbs).toEqual([
        { id: projects.id, name: 'Projects' },
        { id: design.id, name: 'Design' },
      ]);
    });

    it('refuses a name taken in the same folder, in any case, but not in another folder', async () => {
      const projects = await folder(alice, 'Projects');
      const taken = await call('POST', '/drive/folders', alice, { name: 'PROJECTS' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: DRIVE_MESSAGES.nameTaken });
      await folder(alice, 'Projects', projects.id);
      // Bob's root is his own.
      await folder(bob, 'Projects');
    });

    it.each([
      ['', 'This field is required'],
      ['   ', 'This field is required'],
      ['..', 'This name is reserved'],
      ['a/b', 'Must not contain / or \\'],
      ['a\\b', 'Must not contain / or \\'],
      ['invoice\u202Efdp.exe', 'Must not contain control or direction-override characters'],
      ['tab\there', 'Must not contain control or direction-override characters'],
      ['é'.repeat(128), 'Must be at most 255 bytes'],
    ])('refuses the name %j', async (name, message) => {
      const response = await call('POST', '/drive/folders', alice, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { name: [message] } });
    });

    it('stores names NFC-normalised and trimmed', async () => {
      const created = await folder(alice, '  Cafe\u0301  ');
      expect(created.name).toBe('Café');
      expect(created.name).toHaveLength(4);
    });

    it('renames on the revision the caller saw; a stale revision gets 409 with the item as it is', async () => {
      const item = await folder(alice, 'Draft');
      const renamed = ok<DriveItem>(
        await call('PATCH', `/drive/items/${item.id}`, alice, { name: 'Final', revision: 1 }),
      );
      expect(renamed).toMatchObject({ name: 'Final', revision: 2 });
      const stale = await call('PATCH', `/drive/items/${item.id}`, alice, {
        name: 'Other',
        revision: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        detail: DRIVE_MESSAGES.changedMeanwhile,
        item: { name: 'Final', revision: 2 },
      });
    });

    it('lets one of two concurrent renames win; the other gets 409', async () => {
      const item = await folder(alice, 'Draft');
      const answers = await Promise.all(
        ['One', 'Two'].map((name) =>
          call('PATCH', `/drive/items/${item.id}`, alice, { name, revision: 1 }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('moves into another folder, but never into itself or one of its folders', async () => {
      const a = await folder(alice, 'A');
      const b = await folder(alice, 'B', a.id);
      const c = await folder(alice, 'C');
      for (const target of [a.id, b.id]) {
        const loop = await call('PATCH', `/drive/items/${a.id}`, alice, {
          parent_id: target,
          revision: 1,
        });
        expect(loop.statusCode).toBe(409);
        expect(loop.json()).toEqual({ detail: DRIVE_MESSAGES.moveIntoItself });
      }
      const moved = ok<DriveItem>(
        await call('PATCH', `/drive/items/${a.id}`, alice, { parent_id: c.id, revision: 1 }),
      );
      expect(moved.parent_id).toBe(c.id);
      const detail = ok<DriveItemDetail>(await call('GET', `/drive/items/${b.id}`, alice));
      expect(detail.breadcrumbs.map((crumb) => crumb.name)).toEqual(['C', 'A']);
      // Back to the root, where a folder of that name now exists: 409.
      await folder(alice, 'A');
      const taken = await call('PATCH', `/drive/items/${a.id}`, alice, {
        parent_id: null,
        revision: 2,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: DRIVE_MESSAGES.nameTaken });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await expectHidden(call('GET', `/drive/items/${UNKNOWN_ID}`, alice));
      const malformed = await call('GET', '/drive/items/not-an-id', alice);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toHaveProperty('errors');
    });
  });

  describe('access', () => {
    it("hides another person's items until they are shared", async () => {
      const secret = await folder(alice, 'Secret');
      await expectHidden(call('GET', `/drive/items/${secret.id}`, bob));
      await expectHidden(call('GET', `/drive/items?parent_id=${secret.id}`, bob));
      await expectHidden(
        call('PATCH', `/drive/items/${secret.id}`, bob, { name: 'Mine', revision: 1 }),
      );
      await expectHidden(call('POST', `/drive/items/${secret.id}/trash`, bob));
      await expectHidden(call('GET', `/drive/items/${secret.id}/access`, bob));
      await expectHidden(call('PUT', `/drive/items/${secret.id}/star`, bob));
      await expectHidden(call('POST', '/drive/folders', bob, { name: 'In', parent_id: secret.id }));
      expect((await list(bob, '?q=Secret')).total).toBe(0);
      expect((await list(bob, '?view=shared')).total).toBe(0);
    });

    it('a viewer sees the folder and what it holds, may star, but may not change it', async () => {
      const shared = await folder(alice, 'Shared');
      const inside = await folder(alice, 'Inside', shared.id);
      const access = ok<DriveAccess>(
        await call('PUT', `/drive/items/${shared.id}/access`, alice, {
          entries: [{ principal_type: 'user', principal_id: bob.user.id, role: 'viewer' }],
        }),
      );
      expect(access.entries).toEqual([
        { principal_type: 'user', principal_id: bob.user.id, name: 'Bob Example', role: 'viewer' },
      ]);

      const sharedWithBob = await list(bob, '?view=shared');
      expect(sharedWithBob.items).toMatchObject([
        { id: shared.id, access: 'viewer', shared: true },
      ]);
      const contents = await list(bob, `?parent_id=${shared.id}`);
      expect(contents.items).toMatchObject([{ id: inside.id, access: 'viewer', shared: true }]);
      // Bob's path starts at what was shared with him.
      const detail = ok<DriveItemDetail>(await call('GET', `/drive/items/${inside.id}`, bob));
      expect(detail.breadcrumbs).toEqual([{ id: shared.id, name: 'Shared' }]);

      const rename = await call('PATCH', `/drive/items/${inside.id}`, bob, {
        name: 'Mine',
        revision: 1,
      });
      expect(rename.statusCode).toBe(403);
      expect(rename.json()).toEqual({ detail: DRIVE_MESSAGES.readOnly });
      const create = await call('POST', '/drive/folders', bob, {
        name: 'New',
        parent_id: shared.id,
      });
      expect(create.statusCode).toBe(403);
      ok(await call('PUT', `/drive/items/${inside.id}/star`, bob));
      expect(names(await list(bob, '?view=starred'))).toEqual(['Inside']);
      // Alice's star list is her own.
      expect((await list(alice, '?view=starred')).total).toBe(0);

      // What the child inherits is shown with where it comes from.
      const inherited = ok<DriveAccess>(await call('GET', `/drive/items/${inside.id}/access`, bob));
      expect(inherited.entries).toEqual([]);
      expect(inherited.inherited).toEqual([
        {
          principal_type: 'user',
          principal_id: bob.user.id,
          name: 'Bob Example',
          role: 'viewer',
          from: { id: shared.id, name: 'Shared' },
        },
      ]);
    });

    it('a team editor adds and renames inside; the members hear about it; the change is audited', async () => {
      const shared = await folder(alice, 'Team space');
      ok(
        await call('PUT', `/drive/items/${shared.id}/access`, alice, {
          entries: [{ principal_type: 'team', principal_id: staffTeam, role: 'editor' }],
        }),
      );
      const added = await folder(bob, 'From Bob', shared.id);
      expect(added).toMatchObject({ access: 'owner', owner: { id: bob.user.id } });
      // Alice owns the folder it is in: she may change it too.
      const byAlice = ok<DriveItem>(
        await call('PATCH', `/drive/items/${added.id}`, alice, { name: 'Renamed', revision: 1 }),
      );
      expect(byAlice.access).toBe('editor');

      const told = await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.event, 'drive.shared'));
      // Bob (through the team), not Alice, who shared it.
      expect(told.map((row) => row.recipientId)).toEqual([bob.user.id]);
      expect(told[0]).toMatchObject({
        title: 'Alice Example shared the folder “Team space” with you',
        data: { link: `/main/drive/${shared.id}`, item_id: shared.id },
      });
      const [audit] = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'drive_access_changed'), eq(auditLog.targetId, shared.id)));
      expect(audit).toMatchObject({ actorId: alice.user.id, targetType: 'drive_item' });
    });

    it('refuses access for an unknown person, an inactive one, or the owner', async () => {
      const item = await folder(alice, 'Doc');
      for (const principal_id of [UNKNOWN_ID, alice.user.id]) {
        const response = await call('PUT', `/drive/items/${item.id}/access`, alice, {
          entries: [{ principal_type: 'user', principal_id, role: 'viewer' }],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('errors.entries');
      }
      const badRole = await call('PUT', `/drive/items/${item.id}/access`, alice, {
        entries: [{ principal_type: 'user', principal_id: bob.user.id, role: 'owner' }],
      });
      expect(badRole.statusCode).toBe(400);
    });

    it('a super admin sees and may change every item', async () => {
      const item = await folder(alice, 'Private');
      const seen = ok<DriveItemDetail>(await call('GET', `/drive/items/${item.id}`, root));
      expect(seen.access).toBe('editor');
      expect(names(await list(root, '?q=Priv'))).toEqual(['Private']);
      ok(await call('PATCH', `/drive/items/${item.id}`, root, { name: 'Checked', revision: 1 }));
    });
  });

  describe('trash', () => {
    it('hides a trashed folder with what it holds, lists it in the trash, and restores it', async () => {
      const projects = await folder(alice, 'Projects');
      await folder(alice, 'Design', projects.id);
      const trashed = ok<DriveItem>(await call('POST', `/drive/items/${projects.id}/trash`, alice));
      expect(trashed.trashed_at).not.toBeNull();
      expect((await list(alice)).total).toBe(0);
      expect((await list(alice, '?q=Design')).total).toBe(0);
      expect(names(await list(alice, '?view=trash'))).toEqual(['Projects']);
      const inTrash = await call('GET', `/drive/items?parent_id=${projects.id}`, alice);
      expect(inTrash.statusCode).toBe(409);
      expect(inTrash.json()).toEqual({ detail: DRIVE_MESSAGES.inTrash });

      const restored = ok<DriveItem>(
        await call('POST', `/drive/items/${projects.id}/restore`, alice),
      );
      expect(restored).toMatchObject({ trashed_at: null, parent_id: null, name: 'Projects' });
      expect(names(await list(alice, '?q=Design'))).toEqual(['Design']);
      const again = await call('POST', `/drive/items/${projects.id}/restore`, alice);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: DRIVE_MESSAGES.notInTrash });
    });

    it('restores to the root when its folder is in the trash, under a free name', async () => {
      const a = await folder(alice, 'A');
      const notes = await folder(alice, 'Notes', a.id);
      ok(await call('POST', `/drive/items/${notes.id}/trash`, alice));
      ok(await call('POST', `/drive/items/${a.id}/trash`, alice));
      await folder(alice, 'Notes');
      const restored = ok<DriveItem>(await call('POST', `/drive/items/${notes.id}/restore`, alice));
      expect(restored).toMatchObject({ parent_id: null, name: 'Notes (1)' });
    });

    it('deletes for good only from the trash; what was trashed on its own inside stays there', async () => {
      const a = await folder(alice, 'A');
      const kept = await folder(alice, 'Kept', a.id);
      ok(await call('POST', `/drive/items/${kept.id}/trash`, alice));
      const notTrashed = await call('DELETE', `/drive/items/${a.id}`, alice);
      expect(notTrashed.statusCode).toBe(409);
      ok(await call('POST', `/drive/items/${a.id}/trash`, alice));
      ok(await call('DELETE', `/drive/items/${a.id}`, alice));
      await expectHidden(call('GET', `/drive/items/${a.id}`, alice));
      expect(names(await list(alice, '?view=trash'))).toEqual(['Kept']);
      // …and comes back to the root, its folder being gone.
      const restored = ok<DriveItem>(await call('POST', `/drive/items/${kept.id}/restore`, alice));
      expect(restored.parent_id).toBeNull();
      const [audit] = await handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'drive_item_deleted'));
      expect(audit).toMatchObject({ targetId: a.id, details: { name: 'A', kind: 'folder' } });
    });

    it('empties the trash of the caller only', async () => {
      for (const name of ['One', 'Two']) {
        const item = await folder(alice, name);
        ok(await call('POST', `/drive/items/${item.id}/trash`, alice));
      }
      const bobs = await folder(bob, 'Bob keeps');
      ok(await call('POST', `/drive/items/${bobs.id}/trash`, bob));
      expect(ok(await call('DELETE', '/drive/trash', alice))).toEqual({ ok: true, deleted: 2 });
      expect((await list(alice, '?view=trash')).total).toBe(0);
      expect((await list(bob, '?view=trash')).total).toBe(1);
    });

    it('a viewer may not trash, and may not restore what someone else trashed', async () => {
      const shared = await folder(alice, 'Shared');
      ok(
        await call('PUT', `/drive/items/${shared.id}/access`, alice, {
          entries: [{ principal_type: 'user', principal_id: bob.user.id, role: 'viewer' }],
        }),
      );
      const refused = await call('POST', `/drive/items/${shared.id}/trash`, bob);
      expect(refused.statusCode).toBe(403);
      ok(await call('POST', `/drive/items/${shared.id}/trash`, alice));
      await expectHidden(call('POST', `/drive/items/${shared.id}/restore`, bob));
    });
  });

  describe('lists', () => {
    it('pages a large folder, with the total', async () => {
      const big = await folder(alice, 'Big');
      for (let index = 0; index < 25; index += 1) {
        await folder(alice, `Item ${String(index).padStart(2, '0')}`, big.id);
      }
      const second = await list(alice, `?parent_id=${big.id}&page=2&size=10`);
      expect(second.total).toBe(25);
      expect(names(second)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Item ${String(index + 10).padStart(2, '0')}`),
      );
    });

    it('searches by part of the name, with % and _ matching themselves', async () => {
      await folder(alice, 'Budget 2026');
      await folder(alice, '100% done');
      await folder(alice, 'a_b');
      expect(names(await list(alice, '?q=budget'))).toEqual(['Budget 2026']);
      expect(names(await list(alice, `?q=${encodeURIComponent('%')}`))).toEqual(['100% done']);
      expect(names(await list(alice, '?q=_'))).toEqual(['a_b']);
    });

    it('refuses unknown views, sorts and page sizes', async () => {
      for (const query of ['?view=everything', '?sort=owner', '?size=7', '?page=0']) {
        const response = await call('GET', `/drive/items${query}`, alice);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toHaveProperty('errors');
      }
    });
  });

  it('answers the caller’s usage and the limits from the settings', async () => {
    const usage = ok<DriveUsage>(await call('GET', '/drive/usage', alice));
    expect(usage).toEqual({
      used_bytes: 0,
      quota_bytes: 10 * 1024 * 1024 * 1024,
      max_file_bytes: 2048 * 1024 * 1024,
    });
  });
});
