import type { DriveItem, DriveUploadConflict } from '@atrium/api';

/** Where one upload goes and what to do when its name is taken there. */
export interface UploadTarget {
  parentId?: string;
  /** A new version of this file instead of a new file. */
  versionOf?: string;
  onConflict: DriveUploadConflict;
}

export interface UploadCallbacks {
  onProgress(sent: number, total: number): void;
  onSuccess(item: DriveItem): void;
  /** `status` is the server's answer when there was one (409 name taken, 413 too large). */
  onError(error: { status?: number; detail: string }): void;
}

/** One upload in flight; a paused one resumes where the server says it stopped. */
export interface RunningUpload {
  pause(): void;
  resume(): void;
  /** Stops and tells the server to drop what it has. */
  cancel(): void;
}

/**
 * How a file is sent. The app uses the resumable one (tusUploader.ts); stories and tests use an
 * in-memory one, so the queue's behaviour is tested without a server.
 */
export type Uploader = (
  file: File,
  target: UploadTarget,
  callbacks: UploadCallbacks,
) => RunningUpload;
