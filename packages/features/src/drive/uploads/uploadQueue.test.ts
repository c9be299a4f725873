import type { DriveItem } from '@atrium/api';
import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue } from './uploadQueue.ts';
import type { UploadCallbacks, Uploader, UploadTarget } from './uploader.ts';

/** An uploader the test drives by hand: each started upload's callbacks, in order. */
function manualUploader() {
  const started: {
    name: string;
    target: UploadTarget;
    callbacks: UploadCallbacks;
    paused: boolean;
    cancelled: boolean;
  }[] = [];
  const uploader: Uploader = (file, target, callbacks) => {
    const entry = { name: file.name, target, callbacks, paused: false, cancelled: false };
    started.push(entry);
    return {
      pause: () => void (entry.paused = true),
      resume: () => void (entry.paused = false),
      cancel: () => void (entry.cancelled = true),
    };
  };
  return { uploader, started };
}

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);
const item = (name: string) => ({ id: `id-${name}`, name }) as DriveItem;

describe('the upload queue', () => {
  it('sends two at a time, reports progress and totals, and starts the next when one ends', () => {
    const { uploader, started } = manualUploader();
    const uploaded = vi.fn();
    const queue = createUploadQueue(uploader, { onUploaded: uploaded });
    queue.add([file('a', 100), file('b', 100), file('c', 50)], { onConflict: 'fail' });
    expect(started.map((entry) => entry.name)).toEqual(['a', 'b']);
    started[0]!.callbacks.onProgress(40, 100);
    expect(queue.getSnapshot()).toMatchObject({ sent: 40, total: 250 });
    started[0]!.callbacks.onSuccess(item('a'));
    expect(uploaded).toHaveBeenCalledWith(item('a'));
    expect(started.map((entry) => entry.name)).toEqual(['a', 'b', 'c']);
    expect(queue.getSnapshot().uploads.map((upload) => upload.status)).toEqual([
      'done',
      'uploading',
      'uploading',
    ]);
    expect(queue.getSnapshot().sent).toBe(100);
  });

  it('pauses and resumes; a paused upload gives its place to a waiting one', () => {
    const { uploader, started } = manualUploader();
    const queue = createUploadQueue(uploader);
    queue.add([file('a'), file('b'), file('c')], { onConflict: 'fail' });
    const [first] = queue.getSnapshot().uploads;
    queue.pause(first!.id);
    expect(started[0]!.paused).toBe(true);
    expect(started.map((entry) => entry.name)).toEqual(['a', 'b', 'c']);
    queue.resume(first!.id);
    expect(queue.getSnapshot().uploads[0]!.status).toBe('queued');
    started[1]!.callbacks.onSuccess(item('b'));
    expect(queue.getSnapshot().uploads[0]!.status).toBe('uploading');
  });

  it('retries a name taken with the person’s choice, and cancels', () => {
    const { uploader, started } = manualUploader();
    const queue = createUploadQueue(uploader);
    queue.add([file('report.pdf')], { parentId: 'folder', onConflict: 'fail' });
    started[0]!.callbacks.onError({ status: 409, detail: 'An item with this name already exists' });
    const [failed] = queue.getSnapshot().uploads;
    expect(failed).toMatchObject({ status: 'failed', error: { status: 409 } });
    queue.retry(failed!.id, 'keep_both');
    expect(started[1]!.target).toEqual({ parentId: 'folder', onConflict: 'keep_both' });
    expect(queue.getSnapshot().uploads[0]).not.toHaveProperty('error');
    queue.cancel(failed!.id);
    expect(started[1]!.cancelled).toBe(true);
    expect(queue.getSnapshot()).toMatchObject({ total: 0 });
    queue.clearFinished();
    expect(queue.getSnapshot().uploads).toEqual([]);
  });
});
