import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Transactional } from '../../db/transactional.ts';
import type { DriveQueries } from './drive.queries.ts';
import type { DriveBlobs } from './driveBlobs.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A stored file younger than this may belong to an upload or copy still committing. */
export const ORPHAN_MIN_AGE_MS = HOUR_MS;
/** A finished upload's own copy is kept this long (a retried last request still finds it). */
export const FINISHED_UPLOAD_KEEP_MS = HOUR_MS;
/** An unfinished upload is kept this long for resuming. */
export const UNFINISHED_UPLOAD_KEEP_MS = 7 * DAY_MS;

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Deletes for good what has been in the trash longer than the retention window (a setting), with
 * the stored files of everything it held; answers how many trashed items went.
 */
export async function purgeExpiredTrash({
  repo,
  blobs,
  now,
  retentionDays,
}: {
  repo: Transactional<DriveQueries>;
  blobs: DriveBlobs;
  now: Date;
  retentionDays: number;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let purged = 0;
  for (const id of await repo.trashedBefore(cutoff)) {
    // One transaction per item: a failure leaves the others purged and this one for next time.
    const keys = await repo.transaction(async (tx) => ((await tx.lock(id)) ? tx.remove(id) : []));
    await blobs.remove(keys);
    purged += 1;
  }
  return purged;
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
 * Removes the tus upload directory's leftovers: a finished upload's own bytes (the drive holds a
 * link to them) an hour after it finished, an unfinished one after a week without a byte.
 * Answers how many uploads went.
 */
export async function sweepUploads(directory: string, now: Date): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  let swept = 0;
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const id = name.slice(0, -'.json'.length);
    const data = path.join(directory, id);
    let size: number | undefined;
    try {
      size = (JSON.parse(await readFile(path.join(directory, name), 'utf8')) as { size?: number })
        .size;
    } catch {
      continue; // being written: next time
    }
    const age = await ageOf(data, now);
    const written = age === undefined ? undefined : (await stat(data)).size;
    const finished = size !== undefined && written === size;
    const limit = finished ? FINISHED_UPLOAD_KEEP_MS : UNFINISHED_UPLOAD_KEEP_MS;
    if (age === undefined || age > limit) {
      await rm(data, { force: true });
      await rm(path.join(directory, name), { force: true });
      swept += 1;
    }
  }
  return swept;
}

/**
 * Removes stored files no version points at (a crash between storing the bytes and committing
 * their row) and stale temp files, once they are old enough not to belong to work in progress.
 * Answers how many files went.
 */
export async function sweepOrphanBlobs({
  directory,
  repo,
  now,
}: {
  directory: string;
  repo: Pick<DriveQueries, 'keysInUse'>;
  now: Date;
}): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const age = await ageOf(path.join(directory, name), now);
    if (age !== undefined && age > ORPHAN_MIN_AGE_MS) old.push(name);
  }
  const keys = old.filter((name) => STORAGE_KEY.test(name));
  const inUse = await repo.keysInUse(keys);
  const orphans = [
    ...keys.filter((key) => !inUse.has(key)),
    ...old.filter((name) => name.startsWith('.tmp-')),
  ];
  for (const name of orphans) await rm(path.join(directory, name), { force: true });
  return orphans.length;
}
