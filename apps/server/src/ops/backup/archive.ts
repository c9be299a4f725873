import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { list, type ReadEntry } from 'tar';
import { z } from 'zod';

/**
 * One backup is one `.tar.gz` (the `tar` package) holding:
 *   manifest.json   this format, the schema version, the engine, checksums of everything below
 *   database.sql    a plain SQL dump (pg_dump, INSERTs) that PGlite and PostgreSQL both restore
 *   files/…         ATRIUM_DATA_DIR/files as it was (absent when files live in an object store)
 */
export const ARCHIVE_FORMAT = 'atrium-backup';
/** Bump when a restore of this code could not read what a newer backup writes. */
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DUMP_NAME = 'database.sql';
export const FILES_DIR = 'files';

const checksum = z.object({
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const schemaVersion = z.object({
  migration: z.string().nullable(),
  index: z.number().int().nullable(),
  createdAt: z.number().int(),
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  schema: schemaVersion,
  database: checksum.extend({
    engine: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    dumpedWith: z.string(),
    file: z.literal(DUMP_NAME),
  }),
  files: z.discriminatedUnion('storage', [
    z.object({
      storage: z.literal('local'),
      count: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
      /** Paths relative to files/, with `/` separators, sorted. */
      entries: z.array(checksum.extend({ path: z.string().min(1) })),
    }),
    z.object({
      storage: z.literal('object-store'),
      bucket: z.string(),
      endpoint: z.string().optional(),
      note: z.string(),
    }),
  ]),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type Checksum = z.infer<typeof checksum>;

export class ArchiveError extends Error {}

export async function checksumFile(file: string): Promise<Checksum> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Every regular file under `dir` as a `/`-separated relative path, sorted. Dot-names are skipped:
 * the app never stores one (writeFileAtomic refuses them), they are its temp files mid-write.
 * Symbolic links are skipped too: nothing outside the folder gets into a backup.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    let names: string[];
    try {
      names = await readdir(path.join(dir, relative));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      if (name.startsWith('.')) continue;
      const child = relative ? `${relative}/${name}` : name;
      let info;
      try {
        info = await lstat(path.join(dir, child));
      } catch (error) {
        // Removed since readdir: it is not part of this backup.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      if (info.isDirectory()) await walk(child);
      else if (info.isFile()) found.push(child);
    }
  }
  await walk('');
  return found.sort();
}

/** Checksums of every file under `dir` (listFiles), keyed by relative path. */
export async function checksumTree(dir: string): Promise<Map<string, Checksum>> {
  const sums = new Map<string, Checksum>();
  for (const file of await listFiles(dir)) {
    sums.set(file, await checksumFile(path.join(dir, ...file.split('/'))));
  }
  return sums;
}

/** Reads and checks manifest.json: a clear refusal for another format or a newer one. */
export function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ArchiveError('manifest.json is not JSON: this is not an Atrium backup.');
  }
  const head = z
    .object({ format: z.literal(ARCHIVE_FORMAT), formatVersion: z.number().int() })
    .safeParse(raw);
  if (!head.success) throw new ArchiveError('This is not an Atrium backup (manifest.json).');
  if (head.data.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveError(
      `This backup has archive format ${head.data.formatVersion}; this Atrium reads format ${ARCHIVE_FORMAT_VERSION}. Restore it with the Atrium version that made it, or a newer one.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ArchiveError(`manifest.json is damaged: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

/**
 * What differs between the manifest and what is there: the dump and every file, by size and
 * SHA-256, with nothing missing and nothing extra. Empty when the archive is intact.
 */
export function compareWithManifest(
  manifest: Manifest,
  dump: Checksum | undefined,
  files: ReadonlyMap<string, Checksum>,
): string[] {
  const problems: string[] = [];
  const same = (a: Checksum | undefined, b: Checksum) =>
    a !== undefined && a.bytes === b.bytes && a.sha256 === b.sha256;
  if (!dump) problems.push(`${DUMP_NAME} is missing`);
  else if (!same(dump, manifest.database))
    problems.push(`${DUMP_NAME} does not match its checksum`);
  const expected = manifest.files.storage === 'local' ? manifest.files.entries : [];
  if (manifest.files.storage === 'local' && manifest.files.count !== expected.length) {
    problems.push(`the manifest counts ${manifest.files.count} files but lists ${expected.length}`);
  }
  const listed = new Set<string>();
  for (const entry of expected) {
    listed.add(entry.path);
    const actual = files.get(entry.path);
    if (!actual) problems.push(`files/${entry.path} is missing`);
    else if (!same(actual, entry)) problems.push(`files/${entry.path} does not match its checksum`);
  }
  for (const name of files.keys()) {
    if (!listed.has(name)) problems.push(`files/${name} is not in the manifest`);
  }
  return problems;
}

function entryKind(entryPath: string): 'manifest' | 'dump' | 'file' | 'other' {
  const clean = entryPath.replace(/^\.\//, '');
  if (clean === MANIFEST_NAME) return 'manifest';
  if (clean === DUMP_NAME) return 'dump';
  if (clean.startsWith(`${FILES_DIR}/`) && clean.length > FILES_DIR.length + 1) return 'file';
  return 'other';
}

/** Whether the archive entry belongs in a backup (extract and list skip everything else). */
export function isBackupEntry(entryPath: string, type: string): boolean {
  const kind = entryKind(entryPath);
  if (type === 'Directory') return kind === 'file' || entryPath.replace(/\/$/, '') === FILES_DIR;
  return type === 'File' && kind !== 'other';
}

/**
 * Reads the archive once, hashing every entry as it streams by (nothing is written to disk), and
 * checks it against its manifest. Used after writing a backup and by `--verify`.
 */
export async function inspectArchive(
  file: string,
): Promise<{ manifest: Manifest; problems: string[] }> {
  let manifestText: string | undefined;
  let dump: Checksum | undefined;
  const files = new Map<string, Checksum>();
  const pending: Promise<void>[] = [];
  const onEntry = (entry: ReadEntry) => {
    if (entry.type !== 'File' || !isBackupEntry(entry.path, entry.type)) {
      entry.resume();
      return;
    }
    const kind = entryKind(entry.path);
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let bytes = 0;
    pending.push(
      new Promise<void>((resolve, reject) => {
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          if (kind === 'manifest') chunks.push(chunk);
        });
        entry.on('end', () => {
          const sum = { bytes, sha256: hash.digest('hex') };
          if (kind === 'manifest') manifestText = Buffer.concat(chunks).toString('utf8');
          else if (kind === 'dump') dump = sum;
          else files.set(entry.path.replace(/^\.\//, '').slice(FILES_DIR.length + 1), sum);
          resolve();
        });
        entry.on('error', reject);
      }),
    );
  };
  try {
    await list({ file, strict: true, onReadEntry: onEntry });
  } catch (error) {
    throw new ArchiveError(
      `${path.basename(file)} is not a readable backup archive: ${(error as Error).message}`,
    );
  }
  await Promise.all(pending);
  if (manifestText === undefined) {
    throw new ArchiveError(
      `${path.basename(file)} has no manifest.json: it is not an Atrium backup.`,
    );
  }
  const manifest = parseManifest(manifestText);
  return { manifest, problems: compareWithManifest(manifest, dump, files) };
}
