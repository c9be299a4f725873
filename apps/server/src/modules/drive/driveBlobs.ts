import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the drive keeps the bytes of file versions: one file per version under a server-made
 * key (never the user's file name), written by rename so a reader or a crash sees all of it or
 * none. The local directory is the default; an object store takes this place for several
 * instances.
 */
export interface DriveBlobs {
  /** A new storage key. */
  newKey(): string;
  /**
   * Takes a finished upload's bytes in under `key`: a hard link on the same disk (instant, and
   * the upload itself stays whole until it is swept, so a retried last request still finds it),
   * else a copy.
   */
  adopt(sourcePath: string, key: string): Promise<void>;
  /** A copy of `from` under `to` (copying a file, restoring a version): a hard link when it can. */
  copy(from: string, to: string): Promise<void>;
  /** The file on disk (downloads, previews). */
  pathOf(key: string): string;
  size(key: string): Promise<number>;
  /** SHA-256 of the stored bytes, hex. */
  sha256(key: string): Promise<string>;
  /** Removes stored versions; a missing one is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** A storage key is a UUID: nothing in it can name another path. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`driveBlobs: "${key}" is not a storage key`);
  return key;
}

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

export function createLocalDriveBlobs(directory: string): DriveBlobs {
  const pathOf = (key: string) => path.join(directory, checked(key));
  return {
    newKey: () => randomUUID(),
    pathOf,

    async adopt(sourcePath, key) {
      await mkdir(directory, { recursive: true });
      const handle = await open(sourcePath, 'r');
      try {
        await handle.sync(); // the bytes are on disk before the row that points at them
      } finally {
        await handle.close();
      }
      try {
        await link(sourcePath, pathOf(key));
      } catch {
        // Another disk (EXDEV) or a file system without hard links: a copy, written atomically.
        const temp = path.join(directory, `.tmp-${randomUUID()}`);
        try {
          await copyFile(sourcePath, temp);
          await rename(temp, pathOf(key));
        } finally {
          await rm(temp, { force: true });
        }
      }
      await fsyncDirectory(directory);
    },

    async copy(from, to) {
      await mkdir(directory, { recursive: true });
      try {
        // Stored versions are never written again, so two names for one file are safe.
        await link(pathOf(from), pathOf(to));
        await fsyncDirectory(directory);
        return;
      } catch {
        // No hard links here: a real copy below.
      }
      const temp = path.join(directory, `.tmp-${randomUUID()}`);
      try {
        await copyFile(pathOf(from), temp);
        await rename(temp, pathOf(to));
      } finally {
        await rm(temp, { force: true });
      }
      await fsyncDirectory(directory);
    },

    async size(key) {
      return (await stat(pathOf(key))).size;
    },

    sha256(key) {
      return new Promise((resolve, reject) => {
        const hash = createHash('sha256');
        createReadStream(pathOf(key))
          .on('data', (chunk) => hash.update(chunk))
          .on('error', reject)
          .on('end', () => resolve(hash.digest('hex')));
      });
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
