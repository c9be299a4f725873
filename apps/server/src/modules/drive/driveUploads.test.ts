import { createHash } from 'node:crypto';
import {
  DRIVE_MESSAGES,
  ERROR_DETAILS,
  type DriveItem,
  type DriveUsage,
} from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { driveFileVersions, settings } from '../../db/schema/index.ts';
import { call as callApi, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { emptyTables, testDatabases } from '../../test/databases.ts';
import { testFileStore } from '../../test/fileStores.ts';
import { CLIENT_HEADERS, createTestApp, useTestApp } from '../../test/helpers.ts';
import type { AppConfig } from '../../app.ts';
import { createDriveStorage, type DriveStorage } from './driveStorage.ts';

/** A real 40 × 30 PNG (made by sharp below): its type comes from its bytes, whatever the name. */
let PNG = Buffer.alloc(0);

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(testDatabases)(`drive uploads on $name, files ${testFileStore}`, (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** The store the app keeps files in, to look at what it holds. */
  let storage: DriveStorage;
  let config: AppConfig;
  let alice: Caller;
  let bob: Caller;

  useTestApp(testDatabase, (opened) => {
    ({ handle, app, config } = opened);
    storage = createDriveStorage({ dataDir: config.dataDir, s3: config.driveS3 });
  });
  afterAll(() => storage.close());
  beforeAll(async () => {
    PNG = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2c8be9' },
    })
      .png()
      .toBuffer();
  });
  beforeEach(async () => {
    await emptyTables(handle);
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Example' });
    bob = await seedAndSignIn(app, handle, { username: 'bob', fullName: 'Bob Example' });
    await seedTeam(handle, 'Staff', [alice.user.id, bob.user.id], ['Drive']);
  });

  const headers = (who: Caller | undefined, more: Record<string, string> = {}) => ({
    ...CLIENT_HEADERS,
    'tus-resumable': '1.0.0',
    ...(who ? { cookie: `atrium_session=${who.token}` } : {}),
    ...more,
  });

  function create(who: Caller | undefined, size: number, values: Record<string, string>) {
    return app.inject({
      method: 'POST',
      url: '/api/drive/uploads',
      headers: headers(who, { 'upload-length': String(size), 'upload-metadata': metadata(values) }),
    });
  }

  function patch(who: Caller, location: string, offset: number, bytes: Buffer) {
    return app.inject({
      method: 'PATCH',
      url: location,
      headers: headers(who, {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
      payload: bytes,
    });
  }

  /** Creates and sends a whole file in one go; the last answer is the drive item. */
  async function upload(
    who: Caller,
    name: string,
    bytes: Buffer,
    extra: Record<string, string> = {},
  ) {
    const created = await create(who, bytes.length, { name, ...extra });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const done = await patch(who, location, 0, bytes);
    expect(done.statusCode, done.body).toBe(200);
    return done.json<DriveItem>();
  }

  const get = (who: Caller, url: string, more: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${who.token}`, ...more },
    });

  it('takes a file in two parts, resumes from where it stopped, and serves it back', async () => {
    const bytes = Buffer.from('hello, resumable world\n'.repeat(100));
    const created = await create(alice, bytes.length, { name: 'notes.txt' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/drive\/uploads\/[\w-]+$/);

    const first = await patch(alice, location, 0, bytes.subarray(0, 1000));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe('1000');
    // A lost connection: the client asks where it stopped, and goes on from there.
    const where = await app.inject({ method: 'HEAD', url: location, headers: headers(alice) });
    expect(where.headers['upload-offset']).toBe('1000');
    const last = await patch(alice, location, 1000, bytes.subarray(1000));
    expect(last.statusCode).toBe(200);
    const item = last.json<DriveItem>();
    expect(item).toMatchObject({
      kind: 'file',
      name: 'notes.txt',
      size: bytes.length,
      mime_type: 'text/plain',
      access: 'owner',
    });

    const content = await get(alice, `/api/drive/items/${item.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(bytes)).toBe(true);
    expect(content.headers['content-disposition']).toBe(
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    );
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-security-policy']).toContain('sandbox');
    const [version] = await handle.db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.itemId, item.id));
    expect(version?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await storage.blobs.size(version!.storageKey)).toBe(bytes.length);
  });

  it('resumes an upload on a server started again, and hashes what it did not see arrive', async () => {
    const bytes = Buffer.from('survives a restart\n'.repeat(300));
    const location = (await create(alice, bytes.length, { name: 'restart.txt' })).headers
      .location as string;
    expect((await patch(alice, location, 0, bytes.subarray(0, 2000))).statusCode).toBe(204);
    // Another server on the same database and store: the upload's first part is in the store.
    const restarted = await createTestApp(handle, { config });
    try {
      const where = await restarted.inject({
        method: 'HEAD',
        url: location,
        headers: headers(alice),
      });
      expect(where.headers['upload-offset']).toBe('2000');
      const last = await restarted.inject({
        method: 'PATCH',
        url: location,
        headers: headers(alice, {
          'upload-offset': '2000',
          'content-type': 'application/offset+octet-stream',
        }),
        payload: bytes.subarray(2000),
      });
      expect(last.statusCode, last.body).toBe(200);
      const item = last.json<DriveItem>();
      const content = await get(alice, `/api/drive/items/${item.id}/content`);
      expect(content.rawPayload.equals(bytes)).toBe(true);
      const [version] = await handle.db
        .select()
        .from(driveFileVersions)
        .where(eq(driveFileVersions.itemId, item.id));
      expect(version?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    } finally {
      await restarted.close();
    }
  });

  it('answers Range requests (206) so media seek and downloads resume', async () => {
    const item = await upload(alice, 'data.bin', Buffer.from('0123456789abcdef'));
    const part = await get(alice, `/api/drive/items/${item.id}/content`, { range: 'bytes=4-9' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('456789');
    expect(part.headers['content-range']).toBe('bytes 4-9/16');
    const outside = await get(alice, `/api/drive/items/${item.id}/content`, { range: 'bytes=99-' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */16');
    const tail = await get(alice, `/api/drive/items/${item.id}/content`, { range: 'bytes=-3' });
    expect([tail.statusCode, tail.body]).toEqual([206, 'def']);
  });

  it('answers HEAD, and If-None-Match and If-Range by the version, from either store', async () => {
    const item = await upload(alice, 'clip.bin', Buffer.from('0123456789abcdef'));
    const url = `/api/drive/items/${item.id}/content`;
    const whole = await get(alice, url);
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('16');
    const head = await app.inject({
      method: 'HEAD',
      url,
      headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${alice.token}` },
    });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '16', '']);
    const unchanged = await get(alice, url, { 'if-none-match': etag });
    expect([unchanged.statusCode, unchanged.body]).toEqual([304, '']);
    // Resuming a download of these bytes gets the rest; of other bytes, the whole new file.
    const resumed = await get(alice, url, { range: 'bytes=10-', 'if-range': etag });
    expect([resumed.statusCode, resumed.body]).toEqual([206, 'abcdef']);
    const changed = await get(alice, url, { range: 'bytes=10-', 'if-range': '"older"' });
    expect([changed.statusCode, changed.body]).toEqual([200, '0123456789abcdef']);
    // A new version is new bytes: the old ETag no longer matches.
    await upload(alice, 'clip.bin', Buffer.from('new bytes'), { version_of: item.id });
    expect((await get(alice, url, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('takes an empty file (finished as it is created) and serves it back empty', async () => {
    const created = await create(alice, 0, { name: 'empty.txt' });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json<DriveItem>();
    expect(item).toMatchObject({ name: 'empty.txt', size: 0 });
    const content = await get(alice, `/api/drive/items/${item.id}/content`);
    expect([content.statusCode, content.headers['content-length'], content.body]).toEqual([
      200,
      '0',
      '',
    ]);
  });

  it('stores the type the bytes say, and shows inline only what is safe to show', async () => {
    const image = await upload(alice, 'photo.txt', PNG);
    expect(image.mime_type).toBe('image/png');
    const inline = await get(alice, `/api/drive/items/${image.id}/content?disposition=inline`);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    const page = await upload(alice, 'page.html', Buffer.from('<script>alert(1)</script>'));
    expect(page.mime_type).toBe('text/plain');
    const svg = await upload(
      alice,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
    );
    const asked = await get(alice, `/api/drive/items/${svg.id}/content?disposition=inline`);
    expect(asked.headers['content-type']).not.toContain('svg');
    expect(
      await get(alice, `/api/drive/items/${page.id}/content?disposition=inline`),
    ).toMatchObject({
      headers: expect.objectContaining({ 'content-type': 'text/plain; charset=utf-8' }),
    });
  });

  it('refuses before any byte: too large, over quota, name taken, a folder it may not write', async () => {
    await handle.db
      .insert(settings)
      .values([
        { key: 'driveMaxFileMegabytes', value: 1 },
        { key: 'driveQuotaMegabytes', value: 2 },
      ])
      .onConflictDoNothing();
    const tooLarge = await create(alice, 1024 * 1024 + 1, { name: 'big.bin' });
    expect(tooLarge.statusCode).toBe(413);
    await upload(alice, 'one.bin', Buffer.alloc(1024 * 1024 - 10));
    await upload(alice, 'two.bin', Buffer.alloc(1024 * 1024 - 10));
    const overQuota = await create(alice, 100, { name: 'three.bin' });
    expect(overQuota.statusCode).toBe(413);
    expect(JSON.parse(overQuota.body)).toEqual({ detail: DRIVE_MESSAGES.overQuota });
    const usage = (
      await callApi(app, 'GET', '/api/drive/usage', { token: alice.token })
    ).json<DriveUsage>();
    expect(usage.used_bytes).toBe(2 * (1024 * 1024 - 10));

    const taken = await create(alice, 5, { name: 'ONE.bin' });
    expect(taken.statusCode).toBe(409);
    expect(JSON.parse(taken.body)).toEqual({ detail: DRIVE_MESSAGES.nameTaken });

    const folder = (
      await callApi(app, 'POST', '/api/drive/folders', {
        token: alice.token,
        payload: { name: 'Mine' },
      })
    ).json<DriveItem>();
    const notHis = await create(bob, 5, { name: 'x.bin', parent_id: folder.id });
    expect(notHis.statusCode).toBe(404);
    const badName = await create(alice, 5, { name: '../etc/passwd' });
    expect(badName.statusCode).toBe(400);
    expect(JSON.parse(badName.body)).toHaveProperty('errors.name');
  });

  it('keeps both under a free name, or adds a new version, as the person chose', async () => {
    const first = await upload(alice, 'report.pdf', Buffer.from('%PDF-1.4 first'));
    const both = await upload(alice, 'report.pdf', Buffer.from('%PDF-1.4 second'), {
      on_conflict: 'keep_both',
    });
    expect(both.name).toBe('report (1).pdf');
    const replaced = await upload(alice, 'report.pdf', Buffer.from('%PDF-1.4 third!'), {
      on_conflict: 'replace',
    });
    expect(replaced).toMatchObject({
      id: first.id,
      name: 'report.pdf',
      revision: first.revision + 1,
    });
    const versions = await handle.db
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.itemId, first.id));
    expect(versions).toHaveLength(2);
    const current = await get(alice, `/api/drive/items/${first.id}/content`);
    expect(current.body).toBe('%PDF-1.4 third!');
    const older = versions.find((version) => version.size === 14)!;
    const old = await get(alice, `/api/drive/items/${first.id}/content?version=${older.id}`);
    expect(old.body).toBe('%PDF-1.4 first');
  });

  it('never lets someone else touch an upload, or read a file they cannot see', async () => {
    const created = await create(alice, 10, { name: 'mine.bin' });
    const location = created.headers.location as string;
    const peek = await app.inject({ method: 'HEAD', url: location, headers: headers(bob) });
    expect(peek.statusCode).toBe(404);
    const write = await patch(bob, location, 0, Buffer.alloc(10));
    expect(write.statusCode).toBe(404);
    const signedOut = await app.inject({
      method: 'HEAD',
      url: location,
      headers: headers(undefined),
    });
    expect(signedOut.statusCode).toBe(401);

    const item = await upload(alice, 'secret.txt', Buffer.from('secret'));
    const read = await get(bob, `/api/drive/items/${item.id}/content`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ detail: ERROR_DETAILS.notFound });
  });

  it('finishes once: a retried last request answers the same file', async () => {
    const bytes = Buffer.from('once only');
    const created = await create(alice, bytes.length, { name: 'once.txt' });
    const location = created.headers.location as string;
    const done = (await patch(alice, location, 0, bytes)).json<DriveItem>();
    const again: LightMyRequestResponse = await patch(
      alice,
      location,
      bytes.length,
      Buffer.alloc(0),
    );
    expect([200, 204]).toContain(again.statusCode);
    if (again.statusCode === 200) expect(again.json<DriveItem>().id).toBe(done.id);
    const versions = await handle.db.select().from(driveFileVersions);
    expect(versions).toHaveLength(1);
  });

  it('cancels an unfinished upload, and keeps the file when a finished one is cancelled', async () => {
    const bytes = Buffer.from('mine to keep');
    const location = (await create(alice, bytes.length, { name: 'keep.txt' })).headers
      .location as string;
    const item = (await patch(alice, location, 0, bytes)).json<DriveItem>();
    const cancelled = await app.inject({
      method: 'DELETE',
      url: location,
      headers: headers(alice),
    });
    expect(cancelled.statusCode).toBe(204);
    const content = await get(alice, `/api/drive/items/${item.id}/content`);
    expect([content.statusCode, content.body]).toEqual([200, 'mine to keep']);
    // An unfinished one is cancelled for good.
    const started = (await create(alice, 100, { name: 'half.bin' })).headers.location as string;
    expect((await patch(alice, started, 0, Buffer.alloc(40))).statusCode).toBe(204);
    const dropped = await app.inject({ method: 'DELETE', url: started, headers: headers(alice) });
    expect(dropped.statusCode).toBe(204);
    const where = await app.inject({ method: 'HEAD', url: started, headers: headers(alice) });
    expect(where.statusCode).toBe(404);
  });

  it('lists versions and makes an earlier one current again, keeping the history', async () => {
    const file = await upload(alice, 'plan.txt', Buffer.from('first plan'));
    await upload(alice, 'plan.txt', Buffer.from('second plan'), { version_of: file.id });
    const listed = (
      await callApi(app, 'GET', `/api/drive/items/${file.id}/versions`, { token: alice.token })
    ).json<{
      items: {
        id: string;
        size: number;
        current: boolean;
        created_by: { username: string } | null;
      }[];
    }>();
    expect(listed.items.map((version) => [version.size, version.current])).toEqual([
      [11, true],
      [10, false],
    ]);
    expect(listed.items[0]?.created_by?.username).toBe('alice');
    const restored = await callApi(
      app,
      'POST',
      `/api/drive/items/${file.id}/versions/${listed.items[1]!.id}/restore`,
      { token: alice.token },
    );
    expect(restored.statusCode).toBe(200);
    expect((await get(alice, `/api/drive/items/${file.id}/content`)).body).toBe('first plan');
    const after = (
      await callApi(app, 'GET', `/api/drive/items/${file.id}/versions`, { token: alice.token })
    ).json<{
      items: unknown[];
    }>();
    expect(after.items).toHaveLength(3);
  });

  it('copies a folder with what it holds (not its trash) into another, under a free name', async () => {
    const folder = (
      await callApi(app, 'POST', '/api/drive/folders', {
        token: alice.token,
        payload: { name: 'Brand' },
      })
    ).json<DriveItem>();
    const logo = await upload(alice, 'logo.png', PNG, { parent_id: folder.id });
    const old = await upload(alice, 'old.txt', Buffer.from('old'), { parent_id: folder.id });
    await callApi(app, 'POST', `/api/drive/items/${old.id}/trash`, { token: alice.token });
    const copied = await callApi(app, 'POST', `/api/drive/items/${folder.id}/copy`, {
      token: alice.token,
      payload: {},
    });
    expect(copied.statusCode).toBe(201);
    const copy = copied.json<DriveItem>();
    expect(copy.name).toBe('Brand (1)');
    const inside = (
      await callApi(app, 'GET', `/api/drive/items?parent_id=${copy.id}`, { token: alice.token })
    ).json<{
      items: DriveItem[];
    }>();
    expect(inside.items.map((item) => item.name)).toEqual(['logo.png']);
    const copiedLogo = inside.items[0]!;
    expect(copiedLogo.id).not.toBe(logo.id);
    expect(
      (await get(alice, `/api/drive/items/${copiedLogo.id}/content`)).rawPayload.equals(PNG),
    ).toBe(true);
    // Deleting the original for good leaves the copy's bytes.
    await callApi(app, 'POST', `/api/drive/items/${folder.id}/trash`, { token: alice.token });
    await callApi(app, 'DELETE', `/api/drive/items/${folder.id}`, { token: alice.token });
    expect(
      (await get(alice, `/api/drive/items/${copiedLogo.id}/content`)).rawPayload.equals(PNG),
    ).toBe(true);
    const intoItself = await callApi(app, 'POST', `/api/drive/items/${copy.id}/copy`, {
      token: alice.token,
      payload: { parent_id: copy.id },
    });
    expect(intoItself.statusCode).toBe(409);
  });

  it('makes WebP thumbnails of images, and none of other files', async () => {
    const image = await upload(alice, 'dot.png', PNG);
    const thumb = await get(alice, `/api/drive/items/${image.id}/thumbnail?size=small`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const text = await upload(alice, 'a.txt', Buffer.from('text'));
    expect((await get(alice, `/api/drive/items/${text.id}/thumbnail`)).statusCode).toBe(404);
    expect((await get(bob, `/api/drive/items/${image.id}/thumbnail`)).statusCode).toBe(404);
  });

  it('streams a zip of a folder with its files and empty folders', async () => {
    const folder = (
      await callApi(app, 'POST', '/api/drive/folders', {
        token: alice.token,
        payload: { name: 'Pack' },
      })
    ).json<DriveItem>();
    await callApi(app, 'POST', '/api/drive/folders', {
      token: alice.token,
      payload: { name: 'Empty', parent_id: folder.id },
    });
    await upload(alice, 'readme.txt', Buffer.from('read me'), { parent_id: folder.id });
    await upload(alice, 'photo.png', PNG, { parent_id: folder.id });
    const zipped = await get(alice, `/api/drive/zip?ids=${folder.id}`);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    expect(zipped.headers['content-disposition']).toContain('Pack.zip');
    const bytes = zipped.rawPayload;
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    const text = bytes.toString('latin1');
    expect(text).toContain('Pack/readme.txt');
    expect(text).toContain('Pack/Empty/');
    // Images are stored as they are (compressed already): their bytes are in the zip whole.
    expect(bytes.includes(PNG)).toBe(true);
    expect(text).toContain('Pack/photo.png');
    expect((await get(bob, `/api/drive/zip?ids=${folder.id}`)).statusCode).toBe(404);
    expect((await get(alice, '/api/drive/zip?ids=nope')).statusCode).toBe(400);
  });
});
