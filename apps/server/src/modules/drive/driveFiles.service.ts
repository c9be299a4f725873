import {
  DRIVE_MESSAGES,
  type DriveThumbnailSize,
  type CopyDriveItemRequest,
  type DriveItem,
  type DriveVersionList,
} from '@atrium/api/contracts';
import type { DriveItemRow } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import { atLeast, type DriveCaller } from './drive.access.ts';
import type { DriveQueries } from './drive.queries.ts';
import {
  conflict,
  NOT_FOUND,
  ok,
  presentOne,
  READ_ONLY,
  visible,
  writableFolder,
  type DriveLimits,
  type DriveStoredResult,
} from './drive.reads.ts';
import type { DriveBlobs } from './driveBlobs.ts';
import { freeName } from './driveNames.ts';
import type { DriveThumbnails } from './driveThumbnails.ts';
import { uniqueIn, type ZipEntry } from './driveZip.ts';

/** Most items one copy makes (a folder with more is refused rather than half copied). */
export const COPY_MAX_ITEMS = 10_000;

export type DriveFilesService = ReturnType<typeof createDriveFilesService>;

/**
 * What the drive does with files' stored bytes besides uploads: their versions (listed, an
 * earlier one made current again) and copies of files and whole folders.
 */
export function createDriveFilesService({
  repo,
  blobs,
  thumbnails,
  clock,
  limits,
}: {
  repo: Transactional<DriveQueries>;
  blobs: DriveBlobs;
  thumbnails: DriveThumbnails;
  clock: Clock;
  limits: () => Promise<DriveLimits>;
}) {
  return {
    /** The thumbnail file of an image file the caller may see (its current version). */
    async thumbnail(
      caller: DriveCaller,
      id: string,
      size: DriveThumbnailSize,
    ): Promise<DriveStoredResult<string>> {
      const found = await visible(repo, caller, id);
      if (!found || found.row.kind !== 'file' || !found.row.currentVersionId) return NOT_FOUND;
      const version = await repo.version(found.row.currentVersionId);
      if (!version) return NOT_FOUND;
      const file = await thumbnails.fileFor(
        {
          id: version.id,
          storageKey: version.storageKey,
          mimeType: version.mimeType,
          size: version.size,
        },
        size,
      );
      return file ? ok(file) : NOT_FOUND;
    },

    /**
     * What a zip of these items holds: each file at its path below the items the caller named,
     * empty folders as folders, names made unique per folder; nothing in the trash.
     */
    async zipEntries(
      caller: DriveCaller,
      ids: readonly string[],
    ): Promise<DriveStoredResult<{ name: string; entries: ZipEntry[] }>> {
      const entries: ZipEntry[] = [];
      const add = async (row: DriveItemRow, folder: string, taken: Set<string>) => {
        const at = `${folder}${uniqueIn(taken, row.name)}`;
        if (row.kind === 'file') {
          const version = row.currentVersionId
            ? await repo.version(row.currentVersionId)
            : undefined;
          if (version) {
            entries.push({
              path: at,
              storageKey: version.storageKey,
              modified: version.createdAt,
              mimeType: version.mimeType,
            });
          }
          return;
        }
        const children = await repo.children(row.id);
        if (children.length === 0) entries.push({ path: `${at}/`, modified: row.updatedAt });
        const inside = new Set<string>();
        for (const child of children) await add(child, `${at}/`, inside);
      };
      const top = new Set<string>();
      const named: DriveItemRow[] = [];
      for (const id of ids) {
        const found = await visible(repo, caller, id);
        if (!found || found.row.inTrash) return NOT_FOUND;
        named.push(found.row);
      }
      for (const row of named) await add(row, '', top);
      const [only] = named;
      const name = named.length === 1 && only ? `${only.name}.zip` : 'Drive.zip';
      return ok({ name, entries });
    },

    async versions(caller: DriveCaller, id: string): Promise<DriveStoredResult<DriveVersionList>> {
      const found = await visible(repo, caller, id);
      if (!found || found.row.kind !== 'file') return NOT_FOUND;
      const rows = await repo.versionsOf(id);
      return ok({
        items: rows.map((version) => ({
          id: version.id,
          name: version.name,
          size: version.size,
          mime_type: version.mimeType,
          created_at: version.createdAt.toISOString(),
          created_by:
            version.createdBy && version.creatorUsername !== null
              ? {
                  id: version.createdBy,
                  username: version.creatorUsername,
                  full_name: version.creatorFullName ?? '',
                }
              : null,
          current: version.id === found.row.currentVersionId,
        })),
      });
    },

    /** The earlier version becomes current as a new version: the history keeps every step. */
    async restoreVersion(
      caller: DriveCaller,
      id: string,
      versionId: string,
    ): Promise<DriveStoredResult<DriveItem>> {
      const key = blobs.newKey();
      let linked = false;
      const result = await repo.transaction(async (tx): Promise<DriveStoredResult<DriveItem>> => {
        const found = (await tx.lock(id)) && (await visible(tx, caller, id));
        if (!found || found.row.kind !== 'file') return NOT_FOUND;
        if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
        if (!atLeast(found.access.level, 'editor')) return READ_ONLY;
        const version = await tx.version(versionId);
        if (!version || version.itemId !== id) return NOT_FOUND;
        await blobs.copy(version.storageKey, key);
        linked = true;
        await tx.addVersion(id, {
          storageKey: key,
          size: version.size,
          mimeType: version.mimeType,
          sha256: version.sha256,
          name: found.row.name,
          uploadId: null,
          by: caller.id,
          now: clock.now(),
        });
        const row = await tx.find(caller, id);
        if (!row) throw new Error('drive: the file is not there');
        return ok(await presentOne(tx, caller, row));
      });
      if (result.kind !== 'ok' && linked) await blobs.remove([key]);
      return result;
    },

    /**
     * A copy of a file, or of a folder with everything it holds (not what is in the trash), owned
     * by the caller, in a folder they may write to, under a free name.
     */
    async copy(
      caller: DriveCaller,
      id: string,
      request: CopyDriveItemRequest,
    ): Promise<DriveStoredResult<DriveItem>> {
      // Read before the transaction: on PGlite (one connection) a read beside it would wait forever.
      const { quotaBytes } = await limits();
      const madeKeys: string[] = [];
      // Stored copies of a copy that did not commit are removed, whatever stopped it.
      const result = await repo
        .transaction(async (tx): Promise<DriveStoredResult<DriveItem>> => {
          const found = await visible(tx, caller, id);
          if (!found) return NOT_FOUND;
          if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
          const parentId = request.parent_id ?? null;
          if (parentId) {
            if (parentId === id || (await tx.subtree(id)).includes(parentId)) {
              return conflict(DRIVE_MESSAGES.moveIntoItself);
            }
            const folder = await writableFolder(tx, caller, parentId);
            if (folder.kind !== 'ok') return folder;
          }

          // Everything the copy will hold, checked against the caller's quota first.
          const plan: { row: DriveItemRow; depth: number }[] = [];
          const walk = async (row: DriveItemRow, depth: number) => {
            plan.push({ row, depth });
            if (plan.length > COPY_MAX_ITEMS) return;
            if (row.kind === 'folder')
              for (const child of await tx.children(row.id)) await walk(child, depth + 1);
          };
          await walk(found.row, 0);
          if (plan.length > COPY_MAX_ITEMS) {
            return {
              kind: 'invalid',
              errors: { _: [`A copy may hold at most ${COPY_MAX_ITEMS} items`] },
            };
          }
          const bytes = plan.reduce(
            (total, { row }) => total + (row.kind === 'file' ? (row.size ?? 0) : 0),
            0,
          );
          if (quotaBytes !== null && (await tx.usedBytes(caller.id)) + bytes > quotaBytes) {
            return { kind: 'too_large', detail: DRIVE_MESSAGES.overQuota };
          }

          const now = clock.now();
          const place = { parentId, ownerId: caller.id };
          const name =
            request.name ??
            (await freeName(found.row.name, found.row.kind, (candidate) =>
              tx.nameTaken(place, candidate),
            ));
          if (request.name && (await tx.nameTaken(place, request.name))) {
            return conflict(DRIVE_MESSAGES.nameTaken);
          }
          const copied = new Map<string, string>(); // original id → copy id
          for (const { row, depth } of plan) {
            const into = depth === 0 ? parentId : (copied.get(row.parentId ?? '') ?? null);
            const values = {
              name: depth === 0 ? name : row.name,
              parentId: into,
              ownerId: caller.id,
              now,
            };
            if (row.kind === 'folder') {
              copied.set(row.id, (await tx.insertItem('folder', values)).id);
              continue;
            }
            const file = await tx.insertItem('file', values);
            copied.set(row.id, file.id);
            const version = row.currentVersionId
              ? await tx.version(row.currentVersionId)
              : undefined;
            if (!version) continue;
            const key = blobs.newKey();
            await blobs.copy(version.storageKey, key);
            madeKeys.push(key);
            await tx.addVersion(file.id, {
              storageKey: key,
              size: version.size,
              mimeType: version.mimeType,
              sha256: version.sha256,
              name: values.name,
              uploadId: null,
              by: caller.id,
              now,
            });
          }
          const top = await tx.find(caller, copied.get(id) ?? '');
          if (!top) throw new Error('drive: the copy is not there');
          return ok(await presentOne(tx, caller, top));
        })
        .catch(async (error: unknown) => {
          await blobs.remove(madeKeys);
          throw error;
        });
      if (result.kind !== 'ok') await blobs.remove(madeKeys);
      return result;
    },
  };
}
