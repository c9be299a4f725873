import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { DriveBlobs } from './driveBlobs.ts';

/** One entry of a zip: a stored file, or an empty folder (`storageKey` undefined). */
export interface ZipEntry {
  /** The path inside the zip, folders separated by '/'. */
  path: string;
  /** The stored version whose bytes the entry holds. */
  storageKey?: string;
  modified: Date;
  mimeType?: string;
}

/** Types that are compressed already: stored as they are, which is faster and no larger. */
const STORED =
  /^(image\/(?!bmp|tiff)|video\/|audio\/|application\/(zip|gzip|pdf|x-7z|x-rar|vnd\.openxmlformats))/;

/**
 * A zip of stored files, streamed as it is written (yazl): the download starts at once, the
 * server holds no copy of the whole archive, and each file is opened only when its turn comes
 * (a folder of thousands does not open thousands of reads). A file that cannot be read ends the
 * download with an error rather than a zip that lies.
 */
export function zipStream(blobs: Pick<DriveBlobs, 'read'>, entries: readonly ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    const { storageKey } = entry;
    if (storageKey) {
      const options = { mtime: entry.modified, compress: !STORED.test(entry.mimeType ?? '') };
      zip.addReadStreamLazy(entry.path, options, (done) => {
        blobs.read(storageKey).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, undefined as never),
        );
      });
    } else {
      zip.addEmptyDirectory(entry.path, { mtime: entry.modified });
    }
  }
  zip.end();
  return output;
}

/** Names made unique within one folder of the zip ("a.txt", "a (1).txt"), case-insensitively. */
export function uniqueIn(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 1; taken.has(candidate.toLowerCase()); n += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
