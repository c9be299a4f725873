import {
  DRIVE_MESSAGES,
  type DriveItem,
  type DriveUploadConflict,
  type driveUploadMetadataSchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import { atLeast, type DriveCaller } from './drive.access.ts';
import type { DriveListRow, DriveQueries } from './drive.queries.ts';
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

export type DriveUploadMetadataInput = z.output<typeof driveUploadMetadataSchema>;

/** An upload the server may take: where it goes, checked before any byte is sent. */
export interface DriveUploadPlan {
  parentId: string | null;
  versionOf: string | null;
  name: string;
  onConflict: DriveUploadConflict;
}

/** A finished tus upload: its id, size, hash if made on the way in, and the plan it was created with. */
export interface FinishedUpload {
  id: string;
  size: number;
  /** SHA-256 of the bytes, hex, when they were hashed as they arrived (driveUploadHashes). */
  sha256: string | undefined;
  plan: DriveUploadPlan;
}

export type DriveUploadService = ReturnType<typeof createDriveUploadService>;

/**
 * Resumable uploads into the drive (the tus protocol runs in driveUploads.routes.ts): `plan`
 * checks an upload before it starts (access, name, size, quota), `finish` turns its bytes into a
 * file or a new version, once, however often the last request is retried.
 */
export function createDriveUploadService({
  repo,
  blobs,
  clock,
  limits,
  typeOf,
}: {
  repo: Transactional<DriveQueries>;
  blobs: DriveBlobs;
  clock: Clock;
  limits: () => Promise<DriveLimits>;
  /** The type the stored bytes say (never the name or the browser's guess). */
  typeOf: (key: string) => Promise<string>;
}) {
  /** The place and name an upload goes to, as things are now. */
  async function resolve(
    queries: DriveQueries,
    caller: DriveCaller,
    metadata: { name: string; parentId: string | null; versionOf: string | null },
  ): Promise<DriveStoredResult<{ parentId: string | null; target: DriveListRow | null }>> {
    if (metadata.versionOf) {
      const found = await visible(queries, caller, metadata.versionOf);
      if (!found) return NOT_FOUND;
      if (found.row.kind !== 'file') {
        return { kind: 'invalid', errors: { version_of: [DRIVE_MESSAGES.notAFile] } };
      }
      if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
      if (!atLeast(found.access.level, 'editor')) return READ_ONLY;
      return ok({ parentId: found.row.parentId, target: found.row });
    }
    if (metadata.parentId) {
      const folder = await writableFolder(queries, caller, metadata.parentId);
      if (folder.kind !== 'ok') return folder;
    }
    return ok({ parentId: metadata.parentId, target: null });
  }

  return {
    /** Checks an upload of `size` bytes before any byte is accepted. */
    async plan(
      caller: DriveCaller,
      metadata: DriveUploadMetadataInput,
      size: number,
    ): Promise<DriveStoredResult<DriveUploadPlan>> {
      const current = await limits();
      if (size > current.maxFileBytes)
        return { kind: 'too_large', detail: DRIVE_MESSAGES.tooLarge };
      if (current.quotaBytes !== null) {
        const used = await repo.usedBytes(caller.id);
        if (used + size > current.quotaBytes) {
          return { kind: 'too_large', detail: DRIVE_MESSAGES.overQuota };
        }
      }
      const place = await resolve(repo, caller, {
        name: metadata.name,
        parentId: metadata.parent_id ?? null,
        versionOf: metadata.version_of ?? null,
      });
      if (place.kind !== 'ok') return place;
      if (
        !place.value.target &&
        metadata.on_conflict === 'fail' &&
        (await repo.nameTaken(
          { parentId: place.value.parentId, ownerId: caller.id },
          metadata.name,
        ))
      ) {
        return conflict(DRIVE_MESSAGES.nameTaken);
      }
      return ok({
        parentId: place.value.parentId,
        versionOf: place.value.target?.id ?? null,
        name: metadata.name,
        onConflict: metadata.on_conflict,
      });
    },

    /**
     * The uploaded bytes become the file (or its new version). Run again for the same upload (a
     * retried last request), it answers the file it made the first time.
     */
    async finish(
      caller: DriveCaller,
      upload: FinishedUpload,
    ): Promise<DriveStoredResult<DriveItem>> {
      const done = await repo.versionOfUpload(upload.id);
      if (done) {
        const row = await repo.find(caller, done.itemId);
        return row ? ok(await presentOne(repo, caller, row)) : NOT_FOUND;
      }
      // The bytes are the drive's before the row that points at them: a crash in between leaves
      // a file without a row (swept later), never a row without its file.
      const key = await blobs.adopt(upload.id);
      const mimeType = await typeOf(key);
      const sha256 = upload.sha256 ?? (await blobs.sha256(key));
      const result = await repo.transaction(async (tx): Promise<DriveStoredResult<DriveItem>> => {
        const place = await resolve(tx, caller, {
          name: upload.plan.name,
          parentId: upload.plan.parentId,
          versionOf: upload.plan.versionOf,
        });
        if (place.kind !== 'ok') return place;
        const { parentId } = place.value;
        const owner = { parentId, ownerId: caller.id };
        let target = place.value.target;
        let name = target?.name ?? upload.plan.name;
        if (!target) {
          const existing = await tx.fileNamed(owner, name);
          if (existing && upload.plan.onConflict === 'replace')
            target = (await tx.find(caller, existing.id)) ?? null;
          else if (await tx.nameTaken(owner, name)) {
            if (upload.plan.onConflict === 'fail') return conflict(DRIVE_MESSAGES.nameTaken);
            name = await freeName(name, 'file', (candidate) => tx.nameTaken(owner, candidate));
          }
        }
        const now = clock.now();
        const itemId =
          target?.id ??
          (await tx.insertItem('file', { name, parentId, ownerId: caller.id, now })).id;
        await tx.addVersion(itemId, {
          storageKey: key,
          size: upload.size,
          mimeType,
          sha256,
          name,
          uploadId: upload.id,
          by: caller.id,
          now,
        });
        const row = await tx.find(caller, itemId);
        if (!row) throw new Error('drive: the uploaded file is not there');
        return ok(await presentOne(tx, caller, row));
      });
      // Refused (the folder went, the name was taken): the adopted bytes stay where a retried
      // last request finds them again (in S3 they are the upload itself); the hourly sweep
      // removes them once they are an hour old with no version pointing at them.
      return result;
    },
  };
}
