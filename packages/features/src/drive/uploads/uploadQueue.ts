import type { DriveItem } from '@atrium/api';
import type { RunningUpload, Uploader, UploadTarget } from './uploader.ts';

export type UploadStatus = 'queued' | 'uploading' | 'paused' | 'done' | 'failed' | 'cancelled';

/** One file in the queue, as the upload panel shows it. */
export interface QueuedUpload {
  id: number;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  target: UploadTarget;
  /** What the server made of it (done). */
  item?: DriveItem;
  /** Why it failed; `status` 409 means the name is taken (the person chooses what to do). */
  error?: { status?: number; detail: string };
}

export interface UploadQueueSnapshot {
  uploads: readonly QueuedUpload[];
  /** Bytes sent and to send, over the uploads not cancelled. */
  sent: number;
  total: number;
}

/** Uploads sent at once; the rest wait their turn. */
export const UPLOADS_AT_ONCE = 2;

/**
 * The drive's upload queue: files wait, two go at once, each can be paused, resumed, cancelled
 * or retried (with another choice when its name was taken). A store for useSyncExternalStore.
 */
export function createUploadQueue(
  uploader: Uploader,
  events: { onUploaded?: (item: DriveItem) => void } = {},
) {
  let uploads: QueuedUpload[] = [];
  let snapshot: UploadQueueSnapshot = { uploads, sent: 0, total: 0 };
  const files = new Map<number, File>();
  const running = new Map<number, RunningUpload>();
  const listeners = new Set<() => void>();
  let nextId = 1;

  function publish() {
    const counted = uploads.filter((upload) => upload.status !== 'cancelled');
    snapshot = {
      uploads,
      sent: counted.reduce((total, upload) => total + upload.sent, 0),
      total: counted.reduce((total, upload) => total + upload.size, 0),
    };
    for (const listener of listeners) listener();
  }

  function update(id: number, change: Partial<QueuedUpload>) {
    uploads = uploads.map((upload) => (upload.id === id ? { ...upload, ...change } : upload));
    publish();
  }

  function start(upload: QueuedUpload) {
    const file = files.get(upload.id);
    if (!file) return;
    // Sending again: the last error no longer applies.
    uploads = uploads.map((entry) => {
      if (entry.id !== upload.id) return entry;
      const { error: _previous, ...rest } = entry;
      return { ...rest, status: 'uploading' as const };
    });
    publish();
    running.set(
      upload.id,
      uploader(file, upload.target, {
        onProgress: (sent) => update(upload.id, { sent }),
        onSuccess: (item) => {
          running.delete(upload.id);
          files.delete(upload.id);
          update(upload.id, { status: 'done', sent: upload.size, item });
          events.onUploaded?.(item);
          pump();
        },
        onError: (error) => {
          running.delete(upload.id);
          update(upload.id, { status: 'failed', error });
          pump();
        },
      }),
    );
  }

  /** Starts waiting uploads while fewer than UPLOADS_AT_ONCE are sending. */
  function pump() {
    for (const upload of uploads) {
      if (running.size >= UPLOADS_AT_ONCE) return;
      if (upload.status === 'queued') start(upload);
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    add(added: readonly File[], target: UploadTarget) {
      for (const file of added) {
        const id = nextId++;
        files.set(id, file);
        uploads = [
          ...uploads,
          { id, name: file.name, size: file.size, sent: 0, status: 'queued', target },
        ];
      }
      publish();
      pump();
    },

    pause(id: number) {
      running.get(id)?.pause();
      running.delete(id);
      update(id, { status: 'paused' });
      pump();
    },

    resume(id: number) {
      const upload = uploads.find((entry) => entry.id === id);
      if (upload?.status === 'paused') update(id, { status: 'queued' });
      pump();
    },

    cancel(id: number) {
      running.get(id)?.cancel();
      running.delete(id);
      files.delete(id);
      update(id, { status: 'cancelled' });
      pump();
    },

    /** Tries a failed upload again, with another choice for a taken name if given. */
    retry(id: number, onConflict?: UploadTarget['onConflict']) {
      const upload = uploads.find((entry) => entry.id === id);
      if (!upload || upload.status !== 'failed' || !files.has(id)) return;
      update(id, {
        status: 'queued',
        sent: 0,
        target: onConflict ? { ...upload.target, onConflict } : upload.target,
      });
      pump();
    },

    /** Forgets the finished, failed and cancelled ones (the panel's "Clear"). */
    clearFinished() {
      const finished = new Set<UploadStatus>(['done', 'failed', 'cancelled']);
      for (const upload of uploads) if (finished.has(upload.status)) files.delete(upload.id);
      uploads = uploads.filter((upload) => !finished.has(upload.status));
      publish();
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
