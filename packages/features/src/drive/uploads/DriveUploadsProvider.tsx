import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { DRIVE_MESSAGES, type DriveUsage } from '@atrium/api';
import { useApi } from '../../app/ApiProvider.tsx';
import { useSession } from '../../app/SessionProvider.tsx';
import { driveKeys, startsWith } from '../driveKeys.ts';
import { useDriveUsage } from '../useDrive.ts';
import { foldersOf } from './droppedFiles.ts';
import { sharedUploadQueue } from './sharedUploadQueue.ts';
import { createUploadQueue, type UploadQueue, type UploadQueueSnapshot } from './uploadQueue.ts';
import type { Uploader } from './uploader.ts';

/** A file the browser refused before sending, with the server's own text. */
export interface RefusedUpload {
  name: string;
  reason: (typeof DRIVE_MESSAGES)['tooLarge' | 'overQuota'];
}

export interface DriveUploads {
  snapshot: UploadQueueSnapshot;
  queue: UploadQueue;
  /**
   * Queues files into a folder (null: the root of My drive). Files of a folder picked or dropped
   * whole go into folders of the same names, found or made first. What is too large
   * or does not fit is refused here and returned.
   */
  addFiles(files: readonly File[], parentId: string | null): Promise<RefusedUpload[]>;
  /** Queues a new version of a file. */
  addVersion(file: File, fileId: string): RefusedUpload[];
}

const DriveUploadsContext = createContext<DriveUploads | null>(null);

/** The files that fit: each under the largest file, all together within the quota left. */
export function refuseOversized(
  files: readonly File[],
  usage: DriveUsage | undefined,
  pendingBytes: number,
): { accepted: File[]; refused: RefusedUpload[] } {
  const accepted: File[] = [];
  const refused: RefusedUpload[] = [];
  let planned = pendingBytes;
  for (const file of files) {
    if (usage && file.size > usage.max_file_bytes) {
      refused.push({ name: file.name, reason: DRIVE_MESSAGES.tooLarge });
      continue;
    }
    if (usage?.quota_bytes != null && usage.used_bytes + planned + file.size > usage.quota_bytes) {
      refused.push({ name: file.name, reason: DRIVE_MESSAGES.overQuota });
      continue;
    }
    planned += file.size;
    accepted.push(file);
  }
  return { accepted, refused };
}

export interface DriveUploadsProviderProps {
  /** How files are sent; default the resumable tus uploader. Stories and tests pass their own. */
  uploader?: Uploader | undefined;
  children: ReactNode;
}

/**
 * The drive's uploads: the signed-in person's queue, kept for the tab (sharedUploadQueue.ts), or
 * one of its own when an uploader is given (stories, tests). Each upload done asks every drive
 * list and the usage again.
 */
export function DriveUploadsProvider({ uploader, children }: DriveUploadsProviderProps) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { usage } = useDriveUsage();
  const userId = useSession().user?.id ?? '';
  const [ownQueue] = useState(() => (uploader ? createUploadQueue(uploader) : null));
  // The app's uploads live in one queue per person for the tab (they go on off the drive page).
  const queue = useMemo(() => ownQueue ?? sharedUploadQueue(userId), [ownQueue, userId]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  // Each upload done (new ones only) asks the drive again: lists, folders' details, usage.
  useEffect(() => {
    const seen = new Set<number>();
    const refreshOnDone = () => {
      const done = queue
        .getSnapshot()
        .uploads.filter((upload) => upload.status === 'done' && !seen.has(upload.id));
      for (const upload of done) seen.add(upload.id);
      if (done.length > 0) void mutate(startsWith(driveKeys.all));
    };
    refreshOnDone();
    const unsubscribe = queue.subscribe(refreshOnDone);
    return () => void unsubscribe();
  }, [queue, mutate]);
  const usageRef = useRef(usage);
  useEffect(() => {
    usageRef.current = usage;
  }, [usage]);

  const value = useMemo<DriveUploads>(() => {
    // Bytes queued but not sent yet count against the quota too.
    const pending = () =>
      queue
        .getSnapshot()
        .uploads.filter((upload) => ['queued', 'uploading', 'paused'].includes(upload.status))
        .reduce((total, upload) => total + upload.size - upload.sent, 0);

    /** The id of the folder `name` in `parentId`: the one there already, or a new one. */
    const folderIn = async (name: string, parentId: string | null): Promise<string> => {
      const page = await api.drive.list({
        view: 'my',
        ...(parentId ? { parent_id: parentId } : {}),
        size: -1,
      });
      const lower = name.toLocaleLowerCase();
      const found = page.items.find(
        (item) => item.kind === 'folder' && item.name.toLocaleLowerCase() === lower,
      );
      if (found) return found.id;
      const made = await api.drive.createFolder({
        name,
        ...(parentId ? { parent_id: parentId } : {}),
      });
      return made.id;
    };

    return {
      snapshot: queue.getSnapshot(),
      queue,
      async addFiles(files, parentId) {
        const { accepted, refused } = refuseOversized(files, usageRef.current, pending());
        // Folders first, parents before children, each made (or found) once.
        const folderIds = new Map<string, string | null>([['', parentId]]);
        const groups = new Map<string, File[]>();
        for (const file of accepted) {
          const path = foldersOf(file);
          for (const [index, name] of path.entries()) {
            const key = path.slice(0, index + 1).join('/');
            if (folderIds.has(key)) continue;
            const parent = folderIds.get(path.slice(0, index).join('/')) ?? null;
            folderIds.set(key, await folderIn(name, parent));
          }
          const key = path.join('/');
          groups.set(key, [...(groups.get(key) ?? []), file]);
        }
        if (folderIds.size > 1) void mutate(startsWith(driveKeys.all));
        for (const [key, group] of groups) {
          const folderId = folderIds.get(key) ?? null;
          queue.add(group, { ...(folderId ? { parentId: folderId } : {}), onConflict: 'fail' });
        }
        return refused;
      },
      addVersion(file, fileId) {
        // A new version replaces the bytes of the current one: only its size counts.
        const { accepted, refused } = refuseOversized([file], usageRef.current, pending());
        if (accepted.length > 0) queue.add(accepted, { versionOf: fileId, onConflict: 'fail' });
        return refused;
      },
    };
  }, [api, queue, mutate]);

  const withSnapshot = useMemo(() => ({ ...value, snapshot }), [value, snapshot]);
  return (
    <DriveUploadsContext.Provider value={withSnapshot}>{children}</DriveUploadsContext.Provider>
  );
}

/** The drive's uploads, or null outside a DriveUploadsProvider. */
export function useDriveUploads(): DriveUploads | null {
  return useContext(DriveUploadsContext);
}
