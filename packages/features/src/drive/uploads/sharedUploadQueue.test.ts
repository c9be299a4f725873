import { describe, expect, it } from 'vitest';
import { askBeforeLeavingWhileUploading, sharedUploadQueue } from './sharedUploadQueue.ts';
import { createUploadQueue } from './uploadQueue.ts';
import type { Uploader } from './uploader.ts';

/** An uploader whose uploads never end on their own; it records what was cancelled. */
function heldUploader() {
  const cancelled: string[] = [];
  const uploader: Uploader = (file) => ({
    pause: () => {},
    resume: () => {},
    cancel: () => void cancelled.push(file.name),
  });
  return { uploader, cancelled };
}

const file = (name: string) => new File(['bytes'], name);

/** A window stand-in that records its beforeunload listener and fires it like a browser. */
function fakeWindow() {
  let listener: ((event: BeforeUnloadEvent) => void) | null = null;
  return {
    addEventListener: (_type: string, handler: (event: BeforeUnloadEvent) => void) => {
      listener = handler;
    },
    removeEventListener: () => {
      listener = null;
    },
    /** Whether leaving now would make the browser ask. */
    wouldAsk() {
      const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
      listener?.(event);
      return event.defaultPrevented;
    },
  } as unknown as Window & { wouldAsk(): boolean };
}

describe('leaving the page while uploading', () => {
  it('asks only while an upload is queued or sending, and stops asking when told', () => {
    const queue = createUploadQueue(heldUploader().uploader);
    const target = fakeWindow();
    const stop = askBeforeLeavingWhileUploading(queue, target);
    expect(target.wouldAsk()).toBe(false);

    queue.add([file('report.pdf')], { onConflict: 'fail' });
    expect(target.wouldAsk()).toBe(true);

    const [upload] = queue.getSnapshot().uploads;
    queue.pause(upload!.id);
    expect(target.wouldAsk()).toBe(false);

    queue.resume(upload!.id);
    expect(target.wouldAsk()).toBe(true);
    stop();
    expect(target.wouldAsk()).toBe(false);
  });
});

describe('the shared upload queue', () => {
  it('is the same queue for the same person, so uploads outlive the drive page', () => {
    const { uploader } = heldUploader();
    const first = sharedUploadQueue('user-a', () => uploader);
    first.add([file('video.mp4')], { onConflict: 'fail' });
    const again = sharedUploadQueue('user-a', () => uploader);
    expect(again).toBe(first);
    expect(again.getSnapshot().uploads.map((upload) => upload.name)).toEqual(['video.mp4']);
  });

  it('is a new, empty queue for someone else signing in on the tab; the old uploads stop', () => {
    const { uploader, cancelled } = heldUploader();
    const before = sharedUploadQueue('user-b', () => uploader);
    before.add([file('old.zip')], { onConflict: 'fail' });
    const after = sharedUploadQueue('user-c', () => uploader);
    expect(after).not.toBe(before);
    expect(after.getSnapshot().uploads).toEqual([]);
    expect(cancelled).toContain('old.zip');
  });
});
