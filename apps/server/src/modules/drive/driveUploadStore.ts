import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, type DataStore } from '@tus/server';

/** An unfinished upload is kept this long for resuming (a week of lost connections). */
export const UPLOAD_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
/** A finished upload's own leftovers are kept this long (a retried last request still finds it). */
export const FINISHED_UPLOAD_KEEP_MS = 60 * 60 * 1000;

/** What an upload id may look like in its URL (`/api/drive/uploads/<id>`). */
const URL_ID = /^[\w-]{1,128}$/;

/**
 * Where tus keeps uploads in progress: the datastore `@tus/server` writes to, the ids it gives
 * them, and the sweep of what finished or was given up. The local folder is the default
 * (createLocalUploadStore); the S3 one (driveS3Uploads.ts) writes into the bucket the versions
 * are in, so a finished upload is the version's object already.
 */
export interface DriveUploadStore {
  datastore: DataStore;
  /** A new upload id, as the datastore keys it. */
  newId(): string;
  /** The id in the upload's URL (the datastore's may carry a prefix the URL leaves out). */
  idInUrl(id: string): string;
  /** The datastore's id from the URL's, or undefined when it cannot be one. */
  idFromUrl(segment: string): string | undefined;
  /**
   * Removes a finished upload's leftovers an hour after it finished (the drive has its bytes by
   * then) and an unfinished one a week after its last byte; answers how many uploads went.
   */
  sweep(now: Date): Promise<number>;
}

/** Upload ids are UUIDs (a finished one names its version's bytes), under `prefix` in the store. */
export function uploadIds(
  prefix: string,
): Pick<DriveUploadStore, 'newId' | 'idInUrl' | 'idFromUrl'> {
  return {
    newId: () => `${prefix}${randomUUID()}`,
    idInUrl: (id) => id.slice(prefix.length),
    idFromUrl: (segment) => (URL_ID.test(segment) ? `${prefix}${segment}` : undefined),
  };
}

/** The age of a file, or undefined when it is gone. */
async function ageOf(file: string, now: Date): Promise<number | undefined> {
  try {
    return now.getTime() - (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * How much of a request's body may wait for the disk. `@tus/file-store` writes with the stream
 * default (16 KiB): every 64 KiB chunk off the socket is then written on its own, the request
 * paused until the disk is done. With this room the socket is read while the disk writes, and
 * what arrived meanwhile goes down in one write.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * `@tus/file-store` with a part written into the upload's file through WRITE_BUFFER_BYTES of
 * room, and without its extra stream counting the bytes (the file stream counts them).
 */
class DriveFileStore extends FileStore {
  override async write(source: Readable, id: string, offset: number): Promise<number> {
    // Ids are the UUIDs uploadIds gives (URL_ID-checked when they come from a URL).
    const file = createWriteStream(path.join(this.directory, id), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
    });
    try {
      await pipeline(source, file);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + file.bytesWritten;
  }
}

/** Uploads as files in `directory` (`@tus/file-store`: the bytes, and `<id>.json` beside them). */
export function createLocalUploadStore(directory: string): DriveUploadStore {
  return {
    datastore: new DriveFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS }),
    ...uploadIds(''),

    async sweep(now) {
      const names = await readdir(directory).catch(() => [] as string[]);
      let swept = 0;
      for (const name of names.filter((entry) => entry.endsWith('.json'))) {
        const id = name.slice(0, -'.json'.length);
        const data = path.join(directory, id);
        let size: number | undefined;
        try {
          size = (
            JSON.parse(await readFile(path.join(directory, name), 'utf8')) as { size?: number }
          ).size;
        } catch {
          continue; // being written: next time
        }
        const age = await ageOf(data, now);
        const written = age === undefined ? undefined : (await stat(data)).size;
        const finished = size !== undefined && written === size;
        const limit = finished ? FINISHED_UPLOAD_KEEP_MS : UPLOAD_EXPIRY_MS;
        if (age === undefined || age > limit) {
          await rm(data, { force: true });
          await rm(path.join(directory, name), { force: true });
          swept += 1;
        }
      }
      return swept;
    },
  };
}
