import { createTusUploader } from './tusUploader.ts';
import { createUploadQueue, type UploadQueue } from './uploadQueue.ts';
import type { Uploader } from './uploader.ts';

/** Statuses that still need this page: leaving it would stop them. */
const UNFINISHED = new Set(['queued', 'uploading']);

/**
 * While `queue` has uploads queued or sending, leaving or reloading the page asks first (the
 * browser's own "Leave site?"): the server keeps what arrived, but the file has to be chosen again
 * to send the rest. Answers the function that stops watching.
 */
export function askBeforeLeavingWhileUploading(
  queue: UploadQueue,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!queue.getSnapshot().uploads.some((upload) => UNFINISHED.has(upload.status))) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  return () => target.removeEventListener('beforeunload', onBeforeUnload);
}

let shared: { userId: string; queue: UploadQueue; stopAsking: () => void } | null = null;

/**
 * The signed-in person's one upload queue for the whole tab: it outlives the drive page, so
 * uploads go on while the person works elsewhere in Atrium and are there again on return.
 * Another person signing in on the same tab gets a new queue (the old one's uploads are
 * cancelled: their session is gone).
 */
export function sharedUploadQueue(
  userId: string,
  makeUploader: () => Uploader = createTusUploader,
): UploadQueue {
  if (shared?.userId === userId) return shared.queue;
  if (shared) {
    for (const upload of shared.queue.getSnapshot().uploads) {
      if (['queued', 'uploading', 'paused'].includes(upload.status)) shared.queue.cancel(upload.id);
    }
    shared.stopAsking();
  }
  const queue = createUploadQueue(makeUploader());
  shared = { userId, queue, stopAsking: askBeforeLeavingWhileUploading(queue) };
  return queue;
}
