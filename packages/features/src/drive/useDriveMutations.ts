import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { DriveAccess, DriveItem, SetDriveAccessRequest } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { driveKeys, startsWith } from './driveKeys.ts';

export interface DriveMutations {
  createFolder(name: string, parentId: string | null): Promise<DriveItem>;
  /** On the revision the person saw: a 409 says someone changed it meanwhile. */
  rename(item: Pick<DriveItem, 'id' | 'revision'>, name: string): Promise<DriveItem>;
  /** Into a folder (null: the root of the owner's drive), on the revision the person saw. */
  move(item: Pick<DriveItem, 'id' | 'revision'>, parentId: string | null): Promise<DriveItem>;
  setStarred(id: string, starred: boolean): Promise<void>;
  trash(id: string): Promise<DriveItem>;
  restore(id: string): Promise<DriveItem>;
  /** Deletes an item in the trash for good. */
  remove(id: string): Promise<void>;
  /** Deletes everything in the trash for good; how many items went. */
  emptyTrash(): Promise<number>;
  setAccess(id: string, entries: SetDriveAccessRequest['entries']): Promise<DriveAccess>;
  /** A copy in the same folder, numbered when the name is taken ("Report (1).pdf"). */
  copy(item: Pick<DriveItem, 'id' | 'parent_id'>): Promise<DriveItem>;
  /** Makes an earlier version of a file current again. */
  restoreVersion(id: string, versionId: string): Promise<DriveItem>;
}

/**
 * Drive writes with the cache kept right. Any change can move an item between lists (a folder,
 * Starred, Trash, a search) and change the folders' details, so every drive answer is asked again;
 * deletions change the storage used too.
 */
export function useDriveMutations(): DriveMutations {
  const api = useApi();
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    const refresh = () => mutate(startsWith(driveKeys.all));
    const after = async <T>(call: Promise<T>): Promise<T> => {
      const result = await call;
      await refresh();
      return result;
    };
    return {
      createFolder: (name, parentId) =>
        after(api.drive.createFolder({ name, ...(parentId ? { parent_id: parentId } : {}) })),
      rename: (item, name) => after(api.drive.update(item.id, { name, revision: item.revision })),
      move: (item, parentId) =>
        after(api.drive.update(item.id, { parent_id: parentId, revision: item.revision })),
      async setStarred(id, starred) {
        await after(starred ? api.drive.star(id) : api.drive.unstar(id));
      },
      trash: (id) => after(api.drive.trash(id)),
      restore: (id) => after(api.drive.restore(id)),
      async remove(id) {
        await after(api.drive.remove(id));
      },
      copy: (item) => after(api.drive.copy(item.id, { parent_id: item.parent_id })),
      restoreVersion: (id, versionId) => after(api.drive.restoreVersion(id, versionId)),
      async emptyTrash() {
        return (await after(api.drive.emptyTrash())).deleted;
      },
      async setAccess(id, entries) {
        const access = await api.drive.setAccess(id, entries);
        await Promise.all([
          mutate(driveKeys.access(id), access, { revalidate: false }),
          mutate(
            (key: unknown) =>
              startsWith(driveKeys.all)(key) && !startsWith(driveKeys.access(id))(key),
          ),
        ]);
        return access;
      },
    };
  }, [api, mutate]);
}
