import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored file, both included (HTTP's way of counting). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the drive keeps the bytes of file versions: one object per version under a server-made
 * key (never the user's file name), written whole or not at all, and never written again. The
 * local directory is the default (createLocalDriveBlobs); an S3 bucket takes its place for
 * several instances (driveS3Blobs.ts). Nothing outside these files knows where the bytes are.
 */
export interface DriveBlobs {
  /** A new storage key. */
  newKey(): string;
  /**
   * Takes a finished tus upload's bytes in and answers their storage key: on disk a hard link
   * (the upload itself stays whole until it is swept, so a retried last request still finds
   * it), in S3 the upload's own object. Run again for the same upload, it answers the same bytes.
   */
  adopt(uploadId: string): Promise<string>;
  /** A copy of `from` under `to` (copying a file, restoring a version), without reading it here. */
  copy(from: string, to: string): Promise<void>;
  /** The stored bytes, or the range of them; rejects when the file is missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size, or undefined when the file is missing. */
  size(key: string): Promise<number | undefined>;
  /** SHA-256 of the stored bytes, hex (when the upload did not hash them on the way in). */
  sha256(key: string): Promise<string>;
  /** Removes stored versions; a missing one is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /**
   * The storage keys written before `cutoff`, for the sweep of files no version points at.
   * What a crash left half-written before it (local temp files) is removed on the way.
   */
  keysWrittenBefore(cutoff: Date): Promise<string[]>;
}

/** A storage key is a UUID: nothing in it can name another path or object. */
export const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`driveBlobs: "${key}" is not a storage key`);
  return key;
}

/** SHA-256 of a stream's bytes, hex. */
export function sha256Of(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    stream
      .on('data', (chunk: Buffer) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

const TEMP_PREFIX = '.tmp-';

async function fsyncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename is atomic all the same.
  } finally {
    await handle.close();
  }
}

/**
 * Versions as files in `directory` (`<data dir>/files/drive`), finished tus uploads taken from
 * `uploadsDirectory` (the file store's folder, on the same disk so they are linked, not copied).
 */
export function createLocalDriveBlobs(directory: string, uploadsDirectory: string): DriveBlobs {
  const pathOf = (key: string) => path.join(directory, checkedKey(key));

  /** `to` made from `source` by a hard link when the disk allows it, else a copy renamed in. */
  async function linkOrCopy(source: string, to: string): Promise<void> {
    await mkdir(directory, { recursive: true });
    try {
      // Stored versions are never written again, so two names for one file are safe.
      await link(source, pathOf(to));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return; // adopted before
      // Another disk (EXDEV) or a file system without hard links: a copy, written atomically.
      const temp = path.join(directory, `${TEMP_PREFIX}${randomUUID()}`);
      try {
        await copyFile(source, temp);
        await rename(temp, pathOf(to));
      } finally {
        await rm(temp, { force: true });
      }
    }
    await fsyncDirectory(directory);
  }

  return {
    newKey: () => randomUUID(),

    async adopt(uploadId) {
      const source = path.join(uploadsDirectory, path.basename(uploadId));
      const handle = await open(source, 'r');
      try {
        await handle.sync(); // the bytes are on disk before the row that points at them
      } finally {
        await handle.close();
      }
      // The upload id names the version's key, so adopting twice gives the same file.
      const key = STORAGE_KEY.test(uploadId) ? uploadId : randomUUID();
      await linkOrCopy(source, key);
      return key;
    },

    copy: (from, to) => linkOrCopy(pathOf(from), to),

    async read(key, range) {
      const file = pathOf(key);
      await stat(file); // missing: rejects here, before any header is sent
      return createReadStream(file, range);
    },

    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return undefined;
      }
    },

    sha256: (key) => sha256Of(createReadStream(pathOf(key))),

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },

    async keysWrittenBefore(cutoff) {
      const names = await readdir(directory).catch(() => [] as string[]);
      const keys: string[] = [];
      for (const name of names) {
        const file = path.join(directory, name);
        const written = await stat(file).then(
          (info) => info.mtimeMs,
          () => undefined,
        );
        if (written === undefined || written >= cutoff.getTime()) continue;
        if (STORAGE_KEY.test(name)) keys.push(name);
        else if (name.startsWith(TEMP_PREFIX)) await rm(file, { force: true });
      }
      return keys;
    },
  };
}
