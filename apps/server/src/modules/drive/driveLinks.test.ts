import {
  DRIVE_LINK_MESSAGES,
  ERROR_DETAILS,
  type DriveItem,
  type DriveLink,
  type DriveLinkLogPage,
  type DriveLinkPage,
  type SharedItemPage,
  type SharedLink,
} from '@atrium/api/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { driveShareLinkLog, driveShareLinks, notifications, users } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import {
  call as callApi,
  grantMasterKey,
  seedAndSignIn,
  seedTeam,
  type Caller,
} from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import { CLIENT_HEADERS, manualClock, useTestApp } from '../../test/helpers.ts';
import { SHARE_GRANT_COOKIE } from './driveLinkGrant.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const DAY_MS = 24 * 3_600_000;
/** Every link that does not open: the answer to anything unknown. */
const NOT_AVAILABLE = { detail: ERROR_DETAILS.notFound };

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(testDatabases)('drive share links on $name', (testDatabase) => {
  const clock = manualClock(new Date('2026-11-27T09:00:00Z'));
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** Alice and Bob use the drive; Carol has no Drive permission; root is a super admin. */
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let root: Caller;
  let guessed = 0;
  let escapes = 0;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { clock });
  afterAll(() => {
    printScoreboard(`share links on ${testDatabase.name}`, [
      ['share links: random tokens that opened something', String(guessed)],
      ['share links: items outside a shared folder answered', String(escapes)],
    ]);
  });
  beforeEach(async () => {
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Example' });
    bob = await seedAndSignIn(app, handle, { username: 'bob', fullName: 'Bob Example' });
    carol = await seedAndSignIn(app, handle, { username: 'carol', fullName: 'Carol Example' });
    root = await seedAndSignIn(app, handle, { username: 'root', role: 'super_admin' });
    await seedTeam(handle, 'Staff', [alice.user.id, bob.user.id], ['Drive']);
  });

  const call = (method: Method, url: string, who: Caller | undefined, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who?.token, payload });

  /** A signed-out visitor, with the grant cookie of an unlocked link when given. */
  const visit = (
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: unknown; grant?: string; ip?: string; range?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...CLIENT_HEADERS,
        ...(options.grant ? { cookie: `${SHARE_GRANT_COOKIE}=${options.grant}` } : {}),
        ...(options.range ? { range: options.range } : {}),
      },
      remoteAddress: options.ip ?? '203.0.113.7',
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  function ok<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  const folder = async (who: Caller, name: string, parentId?: string) =>
    ok<DriveItem>(
      await call('POST', '/drive/folders', who, { name, parent_id: parentId ?? null }),
      201,
    );

  async function upload(who: Caller, name: string, text: string, parentId?: string) {
    const bytes = Buffer.from(text);
    const headers = {
      ...CLIENT_HEADERS,
      'tus-resumable': '1.0.0',
      cookie: `atrium_session=${who.token}`,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/drive/uploads',
      headers: {
        ...headers,
        'upload-length': String(bytes.length),
        'upload-metadata': metadata({ name, ...(parentId ? { parent_id: parentId } : {}) }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(done.statusCode, done.body).toBe(200);
    return done.json<DriveItem>();
  }

  const createLink = async (who: Caller, body: Record<string, unknown>) =>
    ok<DriveLink>(await call('POST', '/drive/links', who, body), 201);

  /** A folder "Client" holding "brief.txt" and "Drafts/draft.txt", and "private.txt" beside it. */
  async function sharedFolder() {
    const client = await folder(alice, 'Client');
    const brief = await upload(alice, 'brief.txt', 'the brief', client.id);
    const drafts = await folder(alice, 'Drafts', client.id);
    const draft = await upload(alice, 'draft.txt', 'a draft', drafts.id);
    const outside = await upload(alice, 'private.txt', 'not for them');
    return { client, brief, drafts, draft, outside };
  }

  describe('who may make and manage links', () => {
    it('answers 401 signed out and 403 without the Drive permission', async () => {
      const signedOut = await call('GET', '/drive/links', undefined);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
      const withoutPermission = await call('GET', '/drive/links', carol);
      expect(withoutPermission.statusCode).toBe(403);
      expect(withoutPermission.json()).toEqual({ detail: ERROR_DETAILS.forbidden });
    });

    it('lets the owner and editors share, not viewers nor strangers', async () => {
      const { client } = await sharedFolder();
      const stranger = await call('POST', '/drive/links', bob, {
        kind: 'item',
        item_id: client.id,
      });
      expect(stranger.statusCode).toBe(404);
      await call('PUT', `/drive/items/${client.id}/access`, alice, {
        entries: [{ principal_type: 'user', principal_id: bob.user.id, role: 'viewer' }],
      });
      const viewer = await call('POST', '/drive/links', bob, { kind: 'item', item_id: client.id });
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toEqual({ detail: DRIVE_LINK_MESSAGES.notShareable });
      await call('PUT', `/drive/items/${client.id}/access`, alice, {
        entries: [{ principal_type: 'user', principal_id: bob.user.id, role: 'editor' }],
      });
      const byEditor = await createLink(bob, { kind: 'item', item_id: client.id });
      expect(byEditor.created_by?.id).toBe(bob.user.id);
      // The owner sees and manages the links on her item, whoever made them.
      const onItem = ok<{ items: DriveLink[] }>(
        await call('GET', `/drive/items/${client.id}/links`, alice),
      );
      expect(onItem.items.map((link) => link.id)).toEqual([byEditor.id]);
      ok(await call('POST', `/drive/links/${byEditor.id}/revoke`, alice));
    });

    it('refuses bad input in the spec shapes and never answers 500', async () => {
      const { client, brief } = await sharedFolder();
      const cases: [unknown, number][] = [
        [{}, 400],
        [{ kind: 'item' }, 400],
        [{ kind: 'item', item_id: 'nope' }, 400],
        [{ kind: 'item', item_id: client.id, extra: 1 }, 400],
        [{ kind: 'item', item_id: client.id, download_limit: 0 }, 400],
        [{ kind: 'item', item_id: client.id, expires_at: 'tomorrow' }, 400],
        [{ kind: 'material', title: '', item_ids: [brief.id] }, 400],
        [{ kind: 'material', title: 'Pack', item_ids: [] }, 400],
        [{ kind: 'material', title: 'Pack', item_ids: [brief.id, brief.id] }, 400],
        [{ kind: 'material', title: 'Pack', item_ids: [client.id] }, 400],
      ];
      for (const [body, status] of cases) {
        const response = await call('POST', '/drive/links', alice, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(Object.keys(response.json())).toEqual(['errors']);
      }
    });

    it('keeps expiry within the organisation maximum, with its default', async () => {
      const { client } = await sharedFolder();
      const byDefault = await createLink(alice, { kind: 'item', item_id: client.id });
      expect(new Date(byDefault.expires_at ?? 0).getTime()).toBe(
        clock.now().getTime() + 14 * DAY_MS,
      );
      const tooLate = await call('POST', '/drive/links', alice, {
        kind: 'item',
        item_id: client.id,
        expires_at: new Date(clock.now().getTime() + 400 * DAY_MS).toISOString(),
      });
      expect(tooLate.json()).toEqual({
        errors: { expires_at: [DRIVE_LINK_MESSAGES.expiryTooLate] },
      });
      const never = await call('POST', '/drive/links', alice, {
        kind: 'item',
        item_id: client.id,
        expires_at: null,
      });
      expect(never.json()).toEqual({ errors: { expires_at: [DRIVE_LINK_MESSAGES.expiryTooLate] } });
      const past = await call('PATCH', `/drive/links/${byDefault.id}`, alice, {
        expires_at: new Date(clock.now().getTime() - 1000).toISOString(),
      });
      expect(past.json()).toEqual({ errors: { expires_at: [DRIVE_LINK_MESSAGES.expiryInPast] } });
    });

    it('lists my links, and all links for administrators only', async () => {
      const { client } = await sharedFolder();
      const mine = await createLink(alice, { kind: 'item', item_id: client.id, label: 'Client' });
      const bobsFile = await upload(bob, 'bob.txt', 'bob');
      const bobs = await createLink(bob, { kind: 'item', item_id: bobsFile.id, label: 'Bob' });
      const ids = (page: DriveLinkPage) => page.items.map((link) => link.id);
      expect(ids(ok(await call('GET', '/drive/links', alice)))).toEqual([mine.id]);
      // Asking for all without being an administrator answers one's own.
      expect(ids(ok(await call('GET', '/drive/links?scope=all', alice)))).toEqual([mine.id]);
      expect(
        ids(ok(await call('GET', '/drive/links?scope=all&sort=label&order=asc', root))),
      ).toEqual([bobs.id, mine.id]);
      expect(ids(ok(await call('GET', '/drive/links?scope=all&q=bob', root)))).toEqual([bobs.id]);
      // Someone else's link is not there to read, change or revoke.
      for (const [method, url] of [
        ['GET', `/drive/links/${bobs.id}`],
        ['PATCH', `/drive/links/${bobs.id}`],
        ['POST', `/drive/links/${bobs.id}/revoke`],
        ['GET', `/drive/links/${bobs.id}/log`],
      ] as const) {
        const response = await call(
          method,
          url,
          alice,
          method === 'PATCH' ? { label: 'x' } : undefined,
        );
        expect(response.statusCode, url).toBe(404);
      }
      ok(await call('POST', `/drive/links/${mine.id}/revoke`, alice));
      expect(ids(ok(await call('GET', '/drive/links?state=revoked', alice)))).toEqual([mine.id]);
      expect(ids(ok(await call('GET', '/drive/links?state=active', alice)))).toEqual([]);
    });
  });

  describe('the public side', () => {
    it('opens a shared folder signed out, lists inside it and never outside', async () => {
      const { client, brief, drafts, draft, outside } = await sharedFolder();
      const link = await createLink(alice, { kind: 'item', item_id: client.id });
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const opened = await visit('GET', `/shared/${link.token}`);
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
      expect(opened.headers['x-robots-tag']).toContain('noindex');
      expect(opened.headers['cache-control']).toBe('no-store');
      const shared = ok<SharedLink>(opened);
      expect(shared).toMatchObject({
        kind: 'item',
        shared_by: 'Alice Example',
        unlocked: true,
        root: { id: client.id, kind: 'folder', name: 'Client' },
      });

      const top = ok<SharedItemPage>(await visit('GET', `/shared/${link.token}/items`));
      expect(top.items.map((item) => item.name)).toEqual(['Drafts', 'brief.txt']);
      const inside = ok<SharedItemPage>(
        await visit('GET', `/shared/${link.token}/items?parent_id=${drafts.id}`),
      );
      expect(inside.items.map((item) => item.name)).toEqual(['draft.txt']);
      expect(inside.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Client', 'Drafts']);

      const file = await visit('GET', `/shared/${link.token}/items/${draft.id}/content`);
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe('a draft');
      expect(file.headers['content-disposition']).toContain('attachment');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const part = await visit(
        'GET',
        `/shared/${link.token}/items/${brief.id}/content?disposition=inline`,
        { range: 'bytes=4-8' },
      );
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('brief');

      // What is beside the shared folder, or above it, is not there.
      for (const url of [
        `/shared/${link.token}/items/${outside.id}/content`,
        `/shared/${link.token}/items?parent_id=${outside.id}`,
        `/shared/${link.token}/items/${outside.id}/thumbnail`,
        `/shared/${link.token}/zip?ids=${outside.id}`,
        `/shared/${link.token}/items/..%2F${outside.id}/content`,
      ]) {
        const response = await visit('GET', url);
        if (response.statusCode < 400) escapes += 1;
        expect(response.statusCode, url).toBe(404);
      }

      const zip = await visit('GET', `/shared/${link.token}/zip?ids=${brief.id},${drafts.id}`);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');

      const counted = ok<DriveLink>(await call('GET', `/drive/links/${link.id}`, alice));
      expect(counted.view_count).toBe(1);
      // The download of draft.txt and the zip; the inline preview is not a download.
      expect(counted.download_count).toBe(2);
      expect(counted.last_accessed_at).not.toBeNull();
      const log = ok<DriveLinkLogPage>(await call('GET', `/drive/links/${link.id}/log`, alice));
      expect(log.items.map((entry) => entry.action)).toEqual(['download', 'download', 'view']);
      expect(log.items[1]?.item_name).toBe('draft.txt');
      expect(log.items[0]?.ip).toBe('203.0.113.7');
    });

    it('answers unknown, malformed, revoked, expired and exhausted links with the same 404', async () => {
      const { brief } = await sharedFolder();
      const revoked = await createLink(alice, { kind: 'item', item_id: brief.id });
      ok(await call('POST', `/drive/links/${revoked.id}/revoke`, alice));
      const expiring = await createLink(alice, { kind: 'item', item_id: brief.id });
      // Expired a second ago (the clock stays: sessions would expire with it).
      await handle.db
        .update(driveShareLinks)
        .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
        .where(eq(driveShareLinks.id, expiring.id));
      const once = await createLink(alice, { kind: 'item', item_id: brief.id, download_limit: 1 });
      ok(await visit('GET', `/shared/${once.token}`));
      expect(
        (await visit('GET', `/shared/${once.token}/items/${brief.id}/content`)).statusCode,
      ).toBe(200);

      const answers = await Promise.all(
        ['A'.repeat(32), 'not-a-token', revoked.token, expiring.token, once.token].map((token) =>
          visit('GET', `/shared/${token}`, { ip: '198.51.100.1' }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual(NOT_AVAILABLE);
      }
      const states = ok<DriveLinkPage>(await call('GET', '/drive/links?sort=created_at', alice));
      expect(states.items.map((link) => link.state).sort()).toEqual([
        'exhausted',
        'expired',
        'revoked',
      ]);
    });

    it('stops a link when its item goes to the trash, and revokes them when its creator leaves', async () => {
      const { brief, client } = await sharedFolder();
      const fileLink = await createLink(alice, { kind: 'item', item_id: brief.id });
      const folderLink = await createLink(alice, { kind: 'item', item_id: client.id });
      ok(await call('POST', `/drive/items/${brief.id}/trash`, alice));
      expect((await visit('GET', `/shared/${fileLink.token}`)).statusCode).toBe(404);
      ok(await visit('GET', `/shared/${folderLink.token}`));
      // Offboarding revokes what they shared (and a link of an inactive person never opens).
      const deactivated = await callApi(app, 'DELETE', `/api/user/${alice.user.id}/inactive`, {
        token: root.token,
        masterKey: await grantMasterKey(handle, root),
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect((await visit('GET', `/shared/${folderLink.token}`)).statusCode).toBe(404);
      const [row] = await handle.db
        .select()
        .from(driveShareLinks)
        .where(eq(driveShareLinks.id, folderLink.id));
      expect(row?.revokedAt).not.toBeNull();
      await handle.db.update(users).set({ isActive: true }).where(eq(users.id, alice.user.id));
      expect((await visit('GET', `/shared/${folderLink.token}`)).statusCode).toBe(404);
    });

    it('throttles someone guessing tokens', async () => {
      let last = 0;
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const token = Buffer.from(`${attempt}`.padEnd(24, 'x')).toString('base64url');
        const response = await visit('GET', `/shared/${token}`, { ip: '192.0.2.99' });
        if (response.statusCode === 200) guessed += 1;
        last = response.statusCode;
      }
      expect(last).toBe(429);
    });

    it('asks for the password, backs off wrong ones, and locks out after ten', async () => {
      const { client, brief } = await sharedFolder();
      const link = await createLink(alice, {
        kind: 'item',
        item_id: client.id,
        password: 'open sesame',
      });
      const locked = ok<SharedLink>(await visit('GET', `/shared/${link.token}`));
      expect(locked).toMatchObject({ password_required: true, unlocked: false, root: null });
      const listLocked = await visit('GET', `/shared/${link.token}/items`);
      expect(listLocked.statusCode).toBe(401);
      expect(listLocked.json()).toEqual({ detail: DRIVE_LINK_MESSAGES.passwordRequired });
      expect(
        (await visit('GET', `/shared/${link.token}/items/${brief.id}/content`)).statusCode,
      ).toBe(401);

      const started = Date.now();
      const wrong = await visit('POST', `/shared/${link.token}/unlock`, {
        payload: { password: 'guess' },
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ errors: { password: [DRIVE_LINK_MESSAGES.wrongPassword] } });

      const right = await visit('POST', `/shared/${link.token}/unlock`, {
        payload: { password: 'open sesame' },
      });
      expect(ok<SharedLink>(right)).toMatchObject({ unlocked: true, root: { id: client.id } });
      const cookie = right.cookies.find((entry) => entry.name === SHARE_GRANT_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, path: `/api/shared/${link.token}` });
      const grant = cookie?.value ?? '';
      ok(await visit('GET', `/shared/${link.token}/items`, { grant }));

      // A new password ends every grant given with the old one.
      ok(await call('PATCH', `/drive/links/${link.id}`, alice, { password: 'new secret' }));
      expect((await visit('GET', `/shared/${link.token}/items`, { grant })).statusCode).toBe(401);

      // Nine more failures on record from one address (the one above makes ten): the next is 429.
      await handle.db.insert(driveShareLinkLog).values(
        Array.from({ length: 9 }, () => ({
          linkId: link.id,
          action: 'password_failed' as const,
          ip: '203.0.113.7',
          at: clock.now(),
        })),
      );
      const lockedOut = await visit('POST', `/shared/${link.token}/unlock`, {
        payload: { password: 'new secret' },
      });
      expect(lockedOut.statusCode).toBe(429);
      expect(Number(lockedOut.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not locked out.
      ok(
        await visit('POST', `/shared/${link.token}/unlock`, {
          payload: { password: 'new secret' },
          ip: '203.0.113.8',
        }),
      );
    });

    it('lets a view-only link preview but not download', async () => {
      const { brief, client } = await sharedFolder();
      const link = await createLink(alice, {
        kind: 'item',
        item_id: client.id,
        allow_download: false,
      });
      const download = await visit('GET', `/shared/${link.token}/items/${brief.id}/content`);
      expect(download.statusCode).toBe(403);
      expect(download.json()).toEqual({ detail: DRIVE_LINK_MESSAGES.viewOnly });
      expect((await visit('GET', `/shared/${link.token}/zip?ids=${brief.id}`)).statusCode).toBe(
        403,
      );
      const preview = await visit(
        'GET',
        `/shared/${link.token}/items/${brief.id}/content?disposition=inline`,
      );
      expect(preview.statusCode).toBe(200);
    });

    it('shows a material: its title, note and chosen files only', async () => {
      const { brief, draft, outside } = await sharedFolder();
      const material = await createLink(alice, {
        kind: 'material',
        title: 'Launch pack',
        note: 'Final files for review.',
        item_ids: [draft.id, brief.id],
      });
      expect(material.items.map((item) => item.name)).toEqual(['draft.txt', 'brief.txt']);
      const shared = ok<SharedLink>(await visit('GET', `/shared/${material.token}`));
      expect(shared).toMatchObject({ kind: 'material', title: 'Launch pack', root: null });
      expect(shared.items.map((item) => item.name)).toEqual(['draft.txt', 'brief.txt']);
      expect((await visit('GET', `/shared/${material.token}/items/${brief.id}/content`)).body).toBe(
        'the brief',
      );
      expect(
        (await visit('GET', `/shared/${material.token}/items/${outside.id}/content`)).statusCode,
      ).toBe(404);
      const changed = ok<DriveLink>(
        await call('PATCH', `/drive/links/${material.id}`, alice, { item_ids: [brief.id] }),
      );
      expect(changed.items.map((item) => item.name)).toEqual(['brief.txt']);
    });
  });

  it('tells the creator once, a day before the link expires', async () => {
    const { brief } = await sharedFolder();
    const link = await createLink(alice, {
      kind: 'item',
      item_id: brief.id,
      expires_at: new Date(clock.now().getTime() + 3 * DAY_MS).toISOString(),
    });
    const notices = () =>
      handle.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, alice.user.id),
            eq(notifications.event, 'drive.link_expiring'),
          ),
        );
    clock.advance(DAY_MS);
    await app.jobs.runDue();
    expect(await notices()).toHaveLength(0);
    clock.advance(DAY_MS + 60_000);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toMatchObject({ share_link_id: link.id });
    const [row] = await handle.db
      .select()
      .from(driveShareLinks)
      .where(eq(driveShareLinks.id, link.id));
    expect(row?.expiryNoticeAt).not.toBeNull();
  });
});
