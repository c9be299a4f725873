import type { Transactional } from '../../db/transactional.ts';
import type { DriveQueries } from './drive.queries.ts';
import type { DriveBlobs } from './driveBlobs.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Keys checked against the versions per query. */
const KEYS_PER_QUERY = 1000;
const DAY_MS = 24 * HOUR_MS;
/** A stored file younger than this may belong to an upload or copy still committing. */
export const ORPHAN_MIN_AGE_MS = HOUR_MS;

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

/**
 * Removes stored files no version points at (a crash between storing the bytes and committing
 * their row, an upload refused at its end), once they are old enough not to belong to work in
 * progress, in either store. Answers how many files went.
 */
export async function sweepOrphanBlobs({
  blobs,
  repo,
  now,
}: {
  blobs: DriveBlobs;
  repo: Pick<DriveQueries, 'keysInUse'>;
  now: Date;
}): Promise<number> {
  const keys = await blobs.keysWrittenBefore(new Date(now.getTime() - ORPHAN_MIN_AGE_MS));
  let removed = 0;
  for (let index = 0; index < keys.length; index += KEYS_PER_QUERY) {
    const batch = keys.slice(index, index + KEYS_PER_QUERY);
    const inUse = await repo.keysInUse(batch);
    const orphans = batch.filter((key) => !inUse.has(key));
    await blobs.remove(orphans);
    removed += orphans.length;
  }
  return removed;
}
