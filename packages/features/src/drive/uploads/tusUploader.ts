import { DRIVE_UPLOADS_PATH, MASTER_KEY_HEADER, type DriveItem } from '@atrium/api';
import { DetailedError, Upload } from 'tus-js-client';
import type { Uploader } from './uploader.ts';

/** Bytes per PATCH: a lost connection resends at most this much. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** Waits before each retry of a failed request (a flaky connection, a restarting server). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The server's `{detail}` or `{errors}` text, else a plain description. */
function messageOf(body: string | undefined, fallback: string): string {
  try {
    const parsed = JSON.parse(body ?? '') as { detail?: string; errors?: Record<string, string[]> };
    if (parsed.detail) return parsed.detail;
    const first = Object.values(parsed.errors ?? {})[0]?.[0];
    if (first) return first;
  } catch {
    // not JSON
  }
  return fallback;
}

/**
 * Resumable uploads over tus (tus-js-client): 16 MiB parts, retries with back-off, and the
 * upload's address kept in this browser, so the same file picked again after a reload, a lost
 * connection or a server restart goes on from where the server says it stopped.
 */
export function createTusUploader(options: { baseUrl?: string } = {}): Uploader {
  const endpoint = `${(options.baseUrl ?? '/api').replace(/\/$/, '')}${DRIVE_UPLOADS_PATH}`;
  return (file, target, callbacks) => {
    const upload = new Upload(file, {
      endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The app's own requests carry this header (the server's CSRF check), empty without a key.
      headers: { [MASTER_KEY_HEADER]: '' },
      metadata: {
        name: file.name,
        on_conflict: target.onConflict,
        ...(target.parentId ? { parent_id: target.parentId } : {}),
        ...(target.versionOf ? { version_of: target.versionOf } : {}),
        ...(file.type ? { filetype: file.type } : {}),
      },
      // A refusal (name taken, too large, no access) will not change by retrying.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 423;
      },
      onProgress: (sent, total) => callbacks.onProgress(sent, total),
      onSuccess: ({ lastResponse }) => {
        try {
          callbacks.onSuccess(JSON.parse(lastResponse.getBody() ?? '') as DriveItem);
        } catch {
          callbacks.onError({ detail: 'The server did not say what it made of the file' });
        }
      },
      onError: (error) => {
        const response = error instanceof DetailedError ? error.originalResponse : null;
        callbacks.onError({
          ...(response ? { status: response.getStatus() } : {}),
          detail: messageOf(response?.getBody(), error.message),
        });
      },
    });
    const start = () => {
      void upload.findPreviousUploads().then((previous) => {
        const [latest] = previous;
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      });
    };
    start();
    return {
      pause: () => void upload.abort(false),
      resume: () => upload.start(),
      cancel: () => void upload.abort(true),
    };
  };
}
