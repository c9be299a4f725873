import type { DriveFileVersionRow, DriveItemRow } from '../../db/schema/index.ts';
import type { DriveQueries } from './drive.queries.ts';
import { uniqueIn, type ZipEntry } from './driveZip.ts';

export interface ZipEntries {
  /** The zip's file name: the one item's name, or "Drive.zip" for several. */
  name: string;
  entries: ZipEntry[];
}

type ZipSource = Pick<DriveItemRow, 'id' | 'kind' | 'name' | 'currentVersionId' | 'updatedAt'>;

/**
 * What a zip of these items holds: each file at its path below the items named, empty folders
 * as folders, names made unique per folder, nothing in the trash. The caller has already
 * checked that every item may be given out.
 */
export async function zipEntriesFor(
  drive: Pick<DriveQueries, 'children'>,
  version: (versionId: string) => Promise<DriveFileVersionRow | undefined>,
  items: readonly ZipSource[],
): Promise<ZipEntries> {
  const entries: ZipEntries['entries'] = [];
  const add = async (row: ZipSource, folder: string, taken: Set<string>) => {
    const at = `${folder}${uniqueIn(taken, row.name)}`;
    if (row.kind === 'file') {
      const stored = row.currentVersionId ? await version(row.currentVersionId) : undefined;
      if (stored) {
        entries.push({
          path: at,
          storageKey: stored.storageKey,
          modified: row.updatedAt,
          mimeType: stored.mimeType,
        });
      }
      return;
    }
    const children = await drive.children(row.id);
    if (children.length === 0) entries.push({ path: `${at}/`, modified: row.updatedAt });
    const inside = new Set<string>();
    for (const child of children) await add(child, `${at}/`, inside);
  };
  const top = new Set<string>();
  for (const row of items) await add(row, '', top);
  const [only] = items;
  return { name: items.length === 1 && only ? `${only.name}.zip` : 'Drive.zip', entries };
}
