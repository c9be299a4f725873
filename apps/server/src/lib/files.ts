import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';

/** Temp files start with this; the sweeper removes stale ones. */
const TEMP_PREFIX = '.tmp-';

/** `<dataDir>/files/<area>`, created on first use. */
export function filesDir(dataDir: string, area: string): string {
  return path.join(dataDir, 'files', area);
}

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic.
  } finally {
    await handle.close();
  }
}

/**
 * Writes `data` as `dir/name` so that a reader (or a crash) sees the whole file or none of it:
 * a temp file in the same directory, fsync, rename over the final name, fsync the directory.
 */
export async function writeFileAtomic(
  dir: string,
  name: string,
  data: Uint8Array,
): Promise<string> {
  if (name !== path.basename(name) || name.startsWith('.')) {
    throw new Error(`writeFileAtomic: "${name}" is not a plain file name`);
  }
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(12).toString('hex')}`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await fsyncDirectory(dir);
  return target;
}

/** Removes a stored file; a missing one is fine. Only plain names inside `dir`. */
export async function removeStoredFile(dir: string, name: string): Promise<void> {
  if (name !== path.basename(name)) return;
  await rm(path.join(dir, name), { force: true });
}

/** Deletes temp files older than `maxAgeMs` left by a crash mid-write; returns how many. */
export async function sweepTempFiles(dir: string, maxAgeMs: number, now: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(dir, name);
    try {
      const info = await stat(file);
      if (now.getTime() - info.mtimeMs >= maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}

/** LRM, RLM, bidi embeddings/overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const INVISIBLE_MARKS = new Set([
  0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);

/**
 * An original file name as users send it: NFC-normalised, at most 255 UTF-8 bytes, no control
 * or bidirectional-override characters, no path separators. Null when it is not acceptable.
 */
export function cleanOriginalName(name: string): string | null {
  const normalized = name.normalize('NFC');
  if (normalized.length === 0 || Buffer.byteLength(normalized, 'utf8') > 255) return null;
  // C0/C1 controls, DEL, bidi embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069),
  // and the invisible marks that make a name lie about its extension.
  for (const char of normalized) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || INVISIBLE_MARKS.has(code)) return null;
  }
  if (/[/\\]/.test(normalized) || normalized === '.' || normalized === '..') return null;
  return normalized;
}

export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

export type ImageCheck =
  { ok: true; image: ImageInfo } | { ok: false; reason: 'type' | 'dimensions' | 'extension' };

const EXTENSIONS: Record<ImageInfo['mime'], readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};
const EXT: Record<ImageInfo['mime'], ImageInfo['ext']> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Markup that must never hide inside an image (polyglots a browser could sniff as HTML/SVG). */
const MARKUP = /<(script|html|svg|body|iframe|object|embed|\?php|!doctype|\?xml)\b/i;
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Nothing after the format's own end: no appended archive, script or second file. */
function endsCleanly(data: Buffer, mime: ImageInfo['mime']): boolean {
  switch (mime) {
    case 'image/png':
      return data.subarray(data.length - PNG_END.length).equals(PNG_END);
    case 'image/jpeg':
      return data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9;
    case 'image/webp':
      // RIFF size field: the bytes after the first 8.
      return data.length >= 12 && data.readUInt32LE(4) + 8 === data.length;
  }
}

/**
 * Accepts PNG, JPEG and WebP only, decided by the content (magic bytes and a parse of the
 * header), never by the name; the name's extension must agree. Refuses images larger than
 * `maxWidth × maxHeight`, anything with trailing data, and embedded markup.
 */
export async function checkImage(
  data: Buffer,
  originalName: string,
  limits: { maxWidth: number; maxHeight: number },
): Promise<ImageCheck> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (mime !== 'image/png' && mime !== 'image/jpeg' && mime !== 'image/webp') {
    return { ok: false, reason: 'type' };
  }
  const extension = path.extname(originalName).slice(1).toLowerCase();
  if (!EXTENSIONS[mime].includes(extension)) return { ok: false, reason: 'extension' };
  if (!endsCleanly(data, mime) || MARKUP.test(data.toString('latin1'))) {
    return { ok: false, reason: 'type' };
  }
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(data);
  } catch {
    return { ok: false, reason: 'type' };
  }
  const { width, height } = size;
  if (!width || !height) return { ok: false, reason: 'type' };
  if (width > limits.maxWidth || height > limits.maxHeight) {
    return { ok: false, reason: 'dimensions' };
  }
  return { ok: true, image: { mime, ext: EXT[mime], width, height } };
}

export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
