import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { AVATAR_MAX_BYTES, USER_ERROR_DETAILS, userSchema } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, teamPermissions, users } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import { CLIENT_HEADERS, seedUser, testConfig, useTestApp } from '../../test/helpers.ts';
import {
  call,
  INVALID_TOKEN,
  NOT_FOUND,
  seedAndSignIn,
  seedTeam,
  UNKNOWN_ID,
} from '../../test/callers.ts';

const AVATARS = path.join(testConfig.dataDir, 'files', 'avatars');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG; `chunks` go before IDAT (e.g. a tEXt chunk). */
function png(width: number, height: number, chunks: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, 0x7f);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...chunks,
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header (JFIF + SOF0 with the dimensions) ending in EOI. */
function jpeg(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A lossless WebP (VP8L) header with the dimensions; the RIFF size matches the file. */
function webp(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const data = Buffer.from([
    0x2f,
    bits & 255,
    (bits >> 8) & 255,
    (bits >> 16) & 255,
    bits >>> 24,
    0,
  ]);
  const chunkHeader = Buffer.alloc(8);
  chunkHeader.write('VP8L', 0, 'latin1');
  chunkHeader.writeUInt32LE(5, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + chunkHeader.length + data.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunkHeader, data]);
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename*=UTF-8''${encodeURIComponent(part.filename)}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let hostileAccepted = 0;
let hostileTried = 0;
afterAll(() => {
  printScoreboard('avatar upload', [
    [
      `hostile upload corpus (polyglots, SVG with script, huge dimensions, odd names; profile images, ${hostileTried} files): accepted`,
      String(hostileAccepted),
    ],
  ]);
});

describe.each(testDatabases)('profile image on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  function upload(token: string | undefined, parts: Part[], url = '/api/user/profile/image') {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url,
      headers: {
        ...CLIENT_HEADERS,
        ...body.headers,
        ...(token ? { cookie: `atrium_session=${token}` } : {}),
      },
      payload: body.payload,
    });
  }
  const file = (data: Buffer, filename: string, type = 'image/png'): Part[] => [
    { name: 'file', filename, type, data },
  ];

  async function storedName(userId: string): Promise<string | null> {
    const [row] = await handle.db.select().from(users).where(eq(users.id, userId));
    return row?.avatarPath ?? null;
  }

  it('stores PNG, JPEG and WebP under a server-made name and serves them safely', async () => {
    const me = await seedAndSignIn(app, handle, { username: 'alice' });
    const other = await seedAndSignIn(app, handle, { username: 'bob' });
    const image = png(64, 48);
    const response = await upload(me.token, file(image, 'me.png'));
    expect(response.statusCode).toBe(200);
    const avatar = response.json().avatar as string;
    expect(avatar).toMatch(new RegExp(`^/api/user/${me.user.id}/image\\?v=[0-9a-f]{12}$`));
    const stored = await storedName(me.user.id);
    expect(stored).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await readdir(AVATARS)).toContain(stored);

    const served = await call(app, 'GET', avatar, { token: other.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.rawPayload.equals(image)).toBe(true);
    const etag = String(served.headers.etag);
    const again = await call(app, 'GET', avatar, {
      token: other.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // The own profile carries it too (the navbar and account settings show it).
    const profile = await call(app, 'GET', '/api/user/profile', { token: me.token });
    expect(profile.json().avatar).toBe(avatar);

    const info = await call(app, 'GET', '/api/users?minimal=true&size=-1', { token: me.token });
    expect(info.json().items.find((item: { id: string }) => item.id === me.user.id).avatar).toBe(
      avatar,
    );

    for (const [data, name, type, ext] of [
      [jpeg(640, 480), 'photo.JPEG', 'image/jpeg', 'jpg'],
      [webp(300, 200), 'photo.webp', 'image/webp', 'webp'],
    ] as const) {
      const previous = await storedName(me.user.id);
      const replaced = await upload(me.token, file(data, name, type));
      expect(replaced.statusCode, name).toBe(200);
      const now = await storedName(me.user.id);
      expect(now?.endsWith(`.${ext}`)).toBe(true);
      const names = await readdir(AVATARS);
      expect(names).toContain(now);
      expect(names).not.toContain(previous);
      const get = await call(app, 'GET', replaced.json().avatar, { token: me.token });
      expect(get.headers['content-type']).toBe(type);
    }
    expect((await readdir(AVATARS)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it('removes the image: the row, the file, and GET answers 404', async () => {
    const me = await seedAndSignIn(app, handle, { username: 'alice' });
    await upload(me.token, file(png(10, 10), 'a.png'));
    const stored = await storedName(me.user.id);
    const response = await call(app, 'DELETE', '/api/user/profile/image', { token: me.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ avatar: null });
    expect(
      (await call(app, 'GET', '/api/user/profile', { token: me.token })).json().avatar,
    ).toBeNull();
    expect(await storedName(me.user.id)).toBeNull();
    expect(await readdir(AVATARS)).not.toContain(stored);
    const get = await call(app, 'GET', `/api/user/${me.user.id}/image`, { token: me.token });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual(NOT_FOUND);
    // Removing when there is none is fine.
    expect(
      (await call(app, 'DELETE', '/api/user/profile/image', { token: me.token })).statusCode,
    ).toBe(200);
  });

  it('answers 401 signed out, 404 for an unknown user, 400 for a malformed id', async () => {
    const me = await seedAndSignIn(app, handle, { username: 'alice' });
    expect((await upload(undefined, file(png(4, 4), 'a.png'))).json()).toEqual(INVALID_TOKEN);
    expect((await call(app, 'DELETE', '/api/user/profile/image')).json()).toEqual(INVALID_TOKEN);
    expect((await call(app, 'GET', `/api/user/${me.user.id}/image`)).json()).toEqual(INVALID_TOKEN);
    const unknown = await call(app, 'GET', `/api/user/${UNKNOWN_ID}/image`, { token: me.token });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(app, 'GET', '/api/user/..%2F..%2Fetc/image', { token: me.token });
    expect(malformed.statusCode).toBe(400);
  });

  describe("someone else's image (issue 18: admins set another user's photo)", () => {
    const imageOf = (id: string) => `/api/user/${id}/image`;
    /** An admin whose team grants Users Management. */
    async function userManager() {
      const caller = await seedAndSignIn(app, handle, { username: 'manager', role: 'admin' });
      const teamId = await seedTeam(handle, 'People', [caller.user.id]);
      await handle.db.insert(teamPermissions).values({ teamId, permission: 'Users Management' });
      return caller;
    }
    async function auditOf(action: string) {
      return handle.db
        .select({ actorId: auditLog.actorId, targetId: auditLog.targetId })
        .from(auditLog)
        .where(eq(auditLog.action, action));
    }

    it('lets a user manager set and remove it, audited, with the same file handling', async () => {
      const manager = await userManager();
      const sara = await seedUser(handle, { username: 'sara' });
      const set = await upload(manager.token, file(png(32, 32), 'sara.png'), imageOf(sara.id));
      expect(set.statusCode).toBe(200);
      expect(set.json().avatar).toMatch(new RegExp(`^/api/user/${sara.id}/image\\?v=`));
      const stored = await storedName(sara.id);
      expect(await readdir(AVATARS)).toContain(stored);
      expect(await storedName(manager.user.id)).toBeNull();
      expect(await auditOf('user_avatar_set_by_admin')).toEqual([
        { actorId: manager.user.id, targetId: sara.id },
      ]);

      const removed = await call(app, 'DELETE', imageOf(sara.id), { token: manager.token });
      expect(removed.json()).toEqual({ avatar: null });
      expect(await storedName(sara.id)).toBeNull();
      expect(await readdir(AVATARS)).not.toContain(stored);
      expect(await auditOf('user_avatar_removed_by_admin')).toHaveLength(1);
      // Removing when there is none changes nothing and writes no audit entry.
      await call(app, 'DELETE', imageOf(sara.id), { token: manager.token });
      expect(await auditOf('user_avatar_removed_by_admin')).toHaveLength(1);
    });

    it('refuses people without the permission, signed-out callers, and bad input', async () => {
      const plain = await seedAndSignIn(app, handle, { username: 'plain' });
      const manager = await userManager();
      const sara = await seedUser(handle, { username: 'sara' });
      const denied = await upload(plain.token, file(png(8, 8), 'x.png'), imageOf(sara.id));
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toHaveProperty('detail');
      expect((await call(app, 'DELETE', imageOf(sara.id), { token: plain.token })).statusCode).toBe(
        403,
      );
      expect((await upload(undefined, file(png(8, 8), 'x.png'), imageOf(sara.id))).json()).toEqual(
        INVALID_TOKEN,
      );
      expect((await call(app, 'DELETE', imageOf(sara.id))).json()).toEqual(INVALID_TOKEN);
      const unknown = await upload(manager.token, file(png(8, 8), 'x.png'), imageOf(UNKNOWN_ID));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
      const malformed = await call(app, 'DELETE', '/api/user/not-a-uuid/image', {
        token: manager.token,
      });
      expect(malformed.statusCode).toBe(400);
      const json = await call(app, 'POST', imageOf(sara.id), {
        token: manager.token,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      const notImage = await upload(
        manager.token,
        file(Buffer.from('hello'), 'x.png'),
        imageOf(sara.id),
      );
      expect(notImage.statusCode).toBe(415);
      expect(await storedName(sara.id)).toBeNull();
    });

    it("keeps a super admin's image for super admins", async () => {
      const manager = await userManager();
      const root = await seedAndSignIn(app, handle, { username: 'root', role: 'super_admin' });
      const chief = await seedUser(handle, { username: 'chief', role: 'super_admin' });
      const refused = await upload(manager.token, file(png(8, 8), 'x.png'), imageOf(chief.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: USER_ERROR_DETAILS.superAdminOnly });
      expect(await storedName(chief.id)).toBeNull();
      const allowed = await upload(root.token, file(png(8, 8), 'x.png'), imageOf(chief.id));
      expect(allowed.statusCode).toBe(200);
    });
  });

  it('refuses the hostile upload corpus and keeps no file of it', async () => {
    const me = await seedAndSignIn(app, handle, { username: 'alice' });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const text = (content: string) =>
      pngChunk('tEXt', Buffer.from(`Comment\0${content}`, 'latin1'));
    const corpus: Array<[string, Part[], number]> = [
      ['SVG with script', file(svg, 'avatar.svg', 'image/svg+xml'), 415],
      ['SVG named .png', file(svg, 'avatar.png'), 415],
      ['HTML named .png', file(html, 'avatar.png', 'image/png'), 415],
      ['GIF', file(gif, 'avatar.gif', 'image/gif'), 415],
      ['PNG + appended script', file(Buffer.concat([png(8, 8), html]), 'poly.png'), 415],
      [
        'PNG + appended zip',
        file(Buffer.concat([png(8, 8), Buffer.from('PK\x03\x04junk')]), 'poly.png'),
        415,
      ],
      [
        'PNG with HTML in a text chunk',
        file(png(8, 8, [text('<html><script>alert(1)</script>')]), 'poly.png'),
        415,
      ],
      [
        'JPEG + appended HTML',
        file(Buffer.concat([jpeg(8, 8), html]), 'poly.jpg', 'image/jpeg'),
        415,
      ],
      [
        'WebP with a lying RIFF size',
        file(Buffer.concat([webp(8, 8), html]), 'poly.webp', 'image/webp'),
        415,
      ],
      ['truncated PNG', file(png(8, 8).subarray(0, 40), 'cut.png'), 415],
      ['empty file', file(Buffer.alloc(0), 'empty.png'), 415],
      ['PNG 7681 wide', file(png(7681, 1), 'wide.png'), 413],
      ['PNG 4321 tall', file(png(1, 4321), 'tall.png'), 413],
      ['JPEG 20000 × 20000 header', file(jpeg(20000, 20000), 'bomb.jpg', 'image/jpeg'), 413],
      ['WebP 16000 × 16000', file(webp(16000, 16000), 'big.webp', 'image/webp'), 413],
      ['PNG named .jpg', file(png(8, 8), 'photo.jpg', 'image/jpeg'), 415],
      ['PNG named .exe', file(png(8, 8), 'photo.exe'), 415],
      ['PNG without extension', file(png(8, 8), 'photo'), 415],
      ['PNG named .png.html', file(png(8, 8), 'photo.png.html'), 415],
      ['right-to-left override', file(png(8, 8), 'photo\u202Egnp.exe.png'), 400],
      ['control character', file(png(8, 8), 'ph\u0007oto.png'), 400],
      ['path traversal', file(png(8, 8), '../../etc/avatar.png'), 400],
      ['Windows path', file(png(8, 8), '..\\..\\avatar.png'), 400],
      ['name over 255 bytes', file(png(8, 8), `${'ع'.repeat(130)}.png`), 400],
      [
        'over 5 MiB',
        file(Buffer.concat([png(8, 8), Buffer.alloc(AVATAR_MAX_BYTES)]), 'big.png'),
        413,
      ],
      [
        'field not named file',
        [{ name: 'image', filename: 'a.png', type: 'image/png', data: png(8, 8) }],
        400,
      ],
      ['no file at all', [{ name: 'note', data: Buffer.from('hello') }], 400],
      ['two files', [...file(png(8, 8), 'a.png'), ...file(svg, 'b.svg', 'image/svg+xml')], 413],
    ];
    const before = await readdir(AVATARS).catch(() => [] as string[]);
    for (const [label, parts, status] of corpus) {
      hostileTried += 1;
      const response = await upload(me.token, parts);
      if (response.statusCode < 300) hostileAccepted += 1;
      expect(response.statusCode, label).toBe(status);
      const body = response.json();
      expect('detail' in body || 'errors' in body, label).toBe(true);
    }
    expect(await storedName(me.user.id)).toBeNull();
    expect(await readdir(AVATARS).catch(() => [] as string[])).toEqual(before);
  });

  it('refuses a JSON body with 415 and sizes the answer as the contract says', async () => {
    const me = await seedAndSignIn(app, handle, { username: 'alice' });
    const json = await call(app, 'POST', '/api/user/profile/image', {
      token: me.token,
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: USER_ERROR_DETAILS.multipartRequired });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/user/profile/image',
      headers: {
        ...CLIENT_HEADERS,
        cookie: `atrium_session=${me.token}`,
        'content-type': 'multipart/form-data; boundary=nothing-here',
      },
      payload: 'garbage without any boundary',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const info = await call(app, 'GET', `/api/users?minimal=true`, { token: me.token });
    expect(info.statusCode).toBe(200);
    expect(userSchema.shape.avatar.parse(null)).toBeNull();
  });
});
