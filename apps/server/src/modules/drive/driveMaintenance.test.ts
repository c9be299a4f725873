import type { DriveItem } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { driveFileVersions, driveItems } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import { call, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { emptyTables, testDatabases } from '../../test/databases.ts';
import { testFileStore } from '../../test/fileStores.ts';
import { CLIENT_HEADERS, useTestApp } from '../../test/helpers.ts';
import { createDriveQueries } from './drive.queries.ts';
import { purgeExpiredTrash, sweepOrphanBlobs } from './driveMaintenance.ts';
import { createDriveStorage, type DriveStorage } from './driveStorage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(testDatabases)(
  `drive maintenance on $name, files ${testFileStore}`,
  (testDatabase) => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    /** The store the app keeps files in (the data directory or S3), looked at directly. */
    let storage: DriveStorage;
    let alice: Caller;

    useTestApp(testDatabase, (opened) => {
      ({ handle, app } = opened);
      storage = createDriveStorage({ dataDir: opened.config.dataDir, s3: opened.config.driveS3 });
    });
    afterAll(() => storage.close());
    beforeEach(async () => {
      await emptyTables(handle);
      // Each test sees only its own files: what earlier tests stored has no version now.
      await storage.blobs.remove(await storage.blobs.keysWrittenBefore(later(DAY_MS)));
      await storage.uploads.sweep(later(30 * DAY_MS));
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
    const stored = () => storage.blobs.keysWrittenBefore(later(DAY_MS));

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

      const notYet = { repo: repo(), blobs: storage.blobs, retentionDays: 30 };
      expect(await purgeExpiredTrash({ ...notYet, now: later(29 * DAY_MS) })).toBe(0);
      expect(await storage.blobs.size(version!.storageKey)).toBe(6);
      expect(await purgeExpiredTrash({ ...notYet, now: later(31 * DAY_MS) })).toBe(1);
      expect(
        (await call(app, 'GET', `/api/drive/items/${file.id}`, { token: alice.token })).statusCode,
      ).toBe(404);
      expect(await storage.blobs.size(version!.storageKey)).toBeUndefined();
      // No orphan left behind: every stored file is a version's.
      const left = await stored();
      expect([...(await repo().keysInUse(left))].sort()).toEqual([...left].sort());
    });

    it('removes stored files no version points at, once they are an hour old, and nothing else', async () => {
      await upload('kept.txt', Buffer.from('kept'));
      const lost = await upload('lost.txt', Buffer.from('lost'));
      const [kept] = await handle.db.select().from(driveFileVersions);
      const [orphan] = await handle.db
        .select()
        .from(driveFileVersions)
        .where(eq(driveFileVersions.itemId, lost.id));
      // A crash between storing the bytes and committing their row: bytes without a version.
      await handle.db.delete(driveItems).where(eq(driveItems.id, lost.id));
      expect(await storage.blobs.size(orphan!.storageKey)).toBe(4);

      // Still young: it may belong to an upload or copy committing now.
      expect(await sweepOrphanBlobs({ blobs: storage.blobs, repo: repo(), now: new Date() })).toBe(
        0,
      );
      const inTwoHours = later(2 * 60 * 60 * 1000);
      expect(await sweepOrphanBlobs({ blobs: storage.blobs, repo: repo(), now: inTwoHours })).toBe(
        1,
      );
      expect(await stored()).toEqual([kept!.storageKey]);
    });

    it("sweeps finished uploads' leftovers after an hour and unfinished ones after a week", async () => {
      const unfinished = await startUpload('slow.bin', 100);
      expect(
        (await app.inject({ method: 'HEAD', url: unfinished, headers: tus({}) })).statusCode,
      ).toBe(200);
      const finished = await upload('quick.txt', Buffer.from('quick'));
      expect(await storage.uploads.sweep(later(30 * 60 * 1000))).toBe(0);
      expect(await storage.uploads.sweep(later(2 * 60 * 60 * 1000))).toBe(1);
      // The drive's file outlives the upload's leftovers.
      const content = await app.inject({
        method: 'GET',
        url: `/api/drive/items/${finished.id}/content`,
        headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${alice.token}` },
      });
      expect(content.body).toBe('quick');
      expect(
        (await app.inject({ method: 'HEAD', url: unfinished, headers: tus({}) })).statusCode,
      ).toBe(200);
      expect(await storage.uploads.sweep(later(8 * DAY_MS))).toBe(1);
      // Gone from the store (the app itself refuses it by then: tus expires it after a week).
      const id = storage.uploads.idFromUrl(unfinished.split('/').pop() ?? '') ?? '';
      await expect(storage.uploads.datastore.getUpload(id)).rejects.toBeDefined();
    });
  },
);
