import type { Readable } from 'node:stream';
import yazl from 'yazl';

/** One entry of a zip: a stored file, or an empty folder (`file` undefined). */
export interface ZipEntry {
  /** The path inside the zip, folders separated by '/'. */
  path: string;
  file?: string;
  modified: Date;
}

/** Types that are compressed already: stored as they are, which is faster and no larger. */
const STORED =
  /^(image\/(?!bmp|tiff)|video\/|audio\/|application\/(zip|gzip|pdf|x-7z|x-rar|vnd\.openxmlformats))/;

/**
 * A zip of stored files, streamed as it is written (yazl): the download starts at once and the
 * server holds no copy of the whole archive.
 */
export function zipStream(entries: readonly (ZipEntry & { mimeType?: string })[]): Readable {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.file) {
      zip.addFile(entry.file, entry.path, {
        mtime: entry.modified,
        compress: !STORED.test(entry.mimeType ?? ''),
      });
    } else {
      zip.addEmptyDirectory(entry.path, { mtime: entry.modified });
    }
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
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
