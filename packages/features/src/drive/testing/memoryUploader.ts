// An in-memory uploader for stories and tests (not exported): no server, progress by timer or by
// hand, and names that answer 409 (taken) or fail, as the tus endpoint would.
import { DRIVE_MESSAGES, type DriveItem } from '@atrium/api';
import type { UploadCallbacks, Uploader, UploadTarget } from '../uploads/uploader.ts';

export interface MemoryUploaderOptions {
  /** Progress steps to the end; 0: the test drives each upload by hand (`finish`, `fail`). */
  steps?: number;
  /** Time between steps. */
  stepMs?: number;
  /** Names already in their folder: answered 409 unless the retry keeps both or replaces. */
  taken?: readonly string[];
  /** Names whose upload fails (the connection, say). */
  failing?: readonly string[];
  /** Stops short of the end: these names stay at this share of their size (0–1). */
  stallAt?: number;
}

export interface StartedUpload {
  file: File;
  target: UploadTarget;
  callbacks: UploadCallbacks;
  paused: boolean;
  cancelled: boolean;
}

let made = 0;

/** What the server would answer for an uploaded file (kept simple: a file of the uploader's). */
export function uploadedItem(file: File, target: UploadTarget): DriveItem {
  made += 1;
  const now = new Date().toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(900_000 + made).padStart(12, '0')}`,
    kind: 'file',
    name:
      target.onConflict === 'keep_both' ? file.name.replace(/(\.[^.]*)?$/, ' (1)$1') : file.name,
    parent_id: target.parentId ?? null,
    owner: { id: '00000000-0000-4000-8000-0000000000a1', username: 'rana', full_name: 'Rana' },
    size: file.size,
    mime_type: file.type || 'application/octet-stream',
    created_at: now,
    updated_at: now,
    revision: 1,
    starred: false,
    trashed_at: null,
    access: 'owner',
    shared: false,
  };
}

export function createMemoryUploader(options: MemoryUploaderOptions = {}) {
  const { steps = 5, stepMs = 150, taken = [], failing = [], stallAt } = options;
  const started: StartedUpload[] = [];

  const uploader: Uploader = (file, target, callbacks) => {
    const entry: StartedUpload = { file, target, callbacks, paused: false, cancelled: false };
    started.push(entry);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let step = 0;
    const tick = () => {
      if (entry.paused || entry.cancelled) return;
      if (taken.includes(file.name) && target.onConflict === 'fail') {
        callbacks.onError({ status: 409, detail: DRIVE_MESSAGES.nameTaken });
        return;
      }
      step += 1;
      const share = Math.min(step / steps, stallAt ?? 1);
      if (failing.includes(file.name) && share >= 0.5) {
        callbacks.onError({ detail: 'The connection was lost' });
        return;
      }
      callbacks.onProgress(Math.round(file.size * share), file.size);
      if (share >= 1) callbacks.onSuccess(uploadedItem(file, target));
      else if (stallAt === undefined || share < stallAt) timer = setTimeout(tick, stepMs);
    };
    if (steps > 0) timer = setTimeout(tick, stepMs);
    return {
      pause: () => {
        entry.paused = true;
        clearTimeout(timer);
      },
      resume: () => {
        entry.paused = false;
        timer = setTimeout(tick, stepMs);
      },
      cancel: () => {
        entry.cancelled = true;
        clearTimeout(timer);
      },
    };
  };

  return {
    uploader,
    started,
    /** The upload of `name` (the latest started). */
    upload(name: string): StartedUpload {
      const found = started.findLast((entry) => entry.file.name === name);
      if (!found) throw new Error(`No upload of ${name} was started`);
      return found;
    },
  };
}
