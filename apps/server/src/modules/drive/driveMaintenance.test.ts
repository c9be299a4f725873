import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DriveItem } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { driveFileVersions } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import { call, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { emptyTables, testDatabases } from '../../test/databases.ts';
import { CLIENT_HEADERS, testConfig, useTestApp } from '../../test/helpers.ts';
import { driveFilesDir, driveUploadsDir } from './drive.module.ts';
import { createDriveQueries } from './drive.queries.ts';
import { createLocalDriveBlobs } from './driveBlobs.ts';
import { purgeExpiredTrash, sweepOrphanBlobs, sweepUploads } from './driveMaintenance.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(testDatabases)('drive maintenance on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let alice: Caller;
  const blobsDir = driveFilesDir(testConfig.dataDir);
  const uploadsDir = driveUploadsDir(testConfig.dataDir);

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));
  beforeEach(async () => {
    await emptyTables(handle);
    // Each test sees only its own files (a stored file and its upload share one inode).
    await rm(blobsDir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
    alice = await seedAndSignIn(app, handle, { username: 'alice' });
    await seedTeam(handle, 'Staff', [alice.user.id], ['Drive']);
  });

  const tus = (more: Record<string, string>) => ({
    ...CLIENT_HEADERS,
    cookie: `atrium_session=${alice.token}`,
    'tus-resumable': '1.0.0',
    ...more,
  });

  async function startUpload(name: string, size: number) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/drive/uploads',
      headers: tus({
        'upload-length': String(size),
        'upload-metadata': `name ${Buffer.from(name).toString('base64')}`,
      }),
    });
    expect(created.statusCode).toBe(201);
    return created.headers.location as string;
  }

  async function upload(name: string, bytes: Buffer, parentId?: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/drive/uploads',
      headers: tus({
        'upload-length': String(bytes.length),
        'upload-metadata': [
          `name ${Buffer.from(name).toString('base64')}`,
          ...(parentId ? [`parent_id ${Buffer.from(parentId).toString('base64')}`] : []),
        ].join(','),
      }),
    });
    const done = await app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: tus({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      payload: bytes,
    });
    expect(done.statusCode).toBe(200);
    return done.json<DriveItem>();
  }

  const repo = () => transactional(handle.db, createDriveQueries);
  const blobs = () => createLocalDriveBlobs(blobsDir);

  it('purges what has been in the trash past the retention window, with its stored files', async () => {
    const folder = (
      await call(app, 'POST', '/api/drive/folders', {
        token: alice.token,
        payload: { name: 'Old' },
      })
    ).json<DriveItem>();
    const file = await upload('inside.txt', Buffer.from('inside'), folder.id);
    const [version] = await handle.db.select().from(driveFileVersions);
    await call(app, 'POST', `/api/drive/items/${folder.id}/trash`, { token: alice.token });

    const notYet = { repo: repo(), blobs: blobs(), retentionDays: 30 };
    expect(await purgeExpiredTrash({ ...notYet, now: later(29 * DAY_MS) })).toBe(0);
    expect(await purgeExpiredTrash({ ...notYet, now: later(31 * DAY_MS) })).toBe(1);
    expect(
      (await call(app, 'GET', `/api/drive/items/${file.id}`, { token: alice.token })).statusCode,
    ).toBe(404);
    expect(existsSync(path.join(blobsDir, version!.storageKey))).toBe(false);
  });

  it('removes stored files no version points at, once they are an hour old, and nothing else', async () => {
    await upload('kept.txt', Buffer.from('kept'));
    const [kept] = await handle.db.select().from(driveFileVersions);
    await mkdir(blobsDir, { recursive: true });
    const orphan = randomUUID();
    const young = randomUUID();
    await writeFile(path.join(blobsDir, orphan), 'lost');
    await writeFile(path.join(blobsDir, young), 'still committing');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(blobsDir, orphan), twoHoursAgo, twoHoursAgo);
    await utimes(path.join(blobsDir, kept!.storageKey), twoHoursAgo, twoHoursAgo);

    expect(await sweepOrphanBlobs({ directory: blobsDir, repo: repo(), now: new Date() })).toBe(1);
    const left = await readdir(blobsDir);
    expect(left).toContain(kept!.storageKey);
    expect(left).toContain(young);
    expect(left).not.toContain(orphan);
  });

  it("sweeps finished uploads' leftovers after an hour and unfinished ones after a week", async () => {
    const unfinished = (await startUpload('slow.bin', 100)).split('/').pop()!;
    const finished = await upload('quick.txt', Buffer.from('quick'));
    expect(await sweepUploads(uploadsDir, later(30 * 60 * 1000))).toBe(0);
    expect(await sweepUploads(uploadsDir, later(2 * 60 * 60 * 1000))).toBe(1);
    // The drive's file is a link of its own: it outlives the upload's copy.
    const content = await app.inject({
      method: 'GET',
      url: `/api/drive/items/${finished.id}/content`,
      headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${alice.token}` },
    });
    expect(content.body).toBe('quick');
    expect(existsSync(path.join(uploadsDir, unfinished))).toBe(true);
    expect(await sweepUploads(uploadsDir, later(8 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(uploadsDir, unfinished))).toBe(false);
  });
});
