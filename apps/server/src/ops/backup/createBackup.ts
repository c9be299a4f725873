import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import type { DumpDatabase } from '../../db/dump.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  checksumFile,
  checksumTree,
  DUMP_NAME,
  FILES_DIR,
  listFiles,
  MANIFEST_NAME,
  type Manifest,
} from './archive.ts';

/** Where the stored files live: a folder of this machine, or (later) an object-store bucket. */
export type FilesSource =
  | { storage: 'local'; dir: string }
  | { storage: 'object-store'; bucket: string; endpoint?: string };

/**
 * ATRIUM_DATA_DIR/files today. When object storage is configured (the drive issue adds it), this
 * returns `{ storage: 'object-store', bucket, endpoint }`: the archive then notes the bucket
 * instead of copying it, since the store keeps its own versions and replicas.
 */
export function filesSourceFor(dataDir: string): FilesSource {
  return { storage: 'local', dir: path.join(dataDir, FILES_DIR) };
}

/** `atrium-backup-20261127T104503Z.tar.gz`: UTC, sorts by time. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `atrium-backup-${stamp}.tar.gz`;
}

export const BACKUP_NAME_PATTERN = /^atrium-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export interface CreateBackupOptions {
  /** The database's dump (DatabaseHandle.dump, with the pg_dump to use). */
  dump: DumpDatabase;
  /** ATRIUM_DATA_DIR: the files come from here, and the staging folder goes here. */
  dataDir: string;
  /** The archive to write; an existing file is never replaced. */
  out: string;
  files?: FilesSource;
  now?: Date;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
  ms: number;
}

export class BackupError extends Error {}

/**
 * Hard-links every stored file into the staging folder (copies when the file system cannot link).
 * The app replaces files by rename and never writes into one, so a link pins the content as it
 * was. A file already staged is kept: a second pass only adds the files that appeared meanwhile.
 */
async function stageFiles(source: string, staged: string): Promise<void> {
  for (const relative of await listFiles(source)) {
    const from = path.join(source, ...relative.split('/'));
    const to = path.join(staged, ...relative.split('/'));
    if (existsSync(to)) continue;
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
      await copyFile(from, to).catch((copyError: NodeJS.ErrnoException) => {
        if (copyError.code !== 'ENOENT') throw copyError;
      });
    }
  }
}

const STAGING_PREFIX = '.backup-staging-';
const STALE_STAGING_MS = 24 * 60 * 60 * 1000;

/** Removes staging folders a crashed backup left (they hold a dump): older than a day only. */
async function sweepStaleStaging(parent: string, now: number): Promise<void> {
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const dir = path.join(parent, name);
    const info = await stat(dir).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_STAGING_MS)
      await rm(dir, { recursive: true, force: true });
  }
}

/** A hidden temp name beside `out`: the archive appears under its name only once complete. */
export function partialPathFor(out: string): string {
  return path.join(
    path.dirname(out),
    `.${path.basename(out)}.${randomBytes(6).toString('hex')}.partial`,
  );
}

/** Puts `partial` at `out` unless something is there already (link refuses to replace). */
export async function publishArchive(partial: string, out: string): Promise<void> {
  try {
    await link(partial, out);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new BackupError(`${out} already exists; choose another --out.`);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
    if (existsSync(out)) throw new BackupError(`${out} already exists; choose another --out.`);
    await rename(partial, out);
    return;
  }
  await rm(partial, { force: true });
}

/**
 * Writes one backup archive. Consistency while the server runs: the database dump is one snapshot
 * (DatabaseHandle.dump), and the files are linked before and after it, so the archive holds every
 * file a dumped row can point at (a file would be missed only if it was both created and deleted
 * during the dump); a file no row points at is harmless.
 */
export async function createBackup({
  dump,
  dataDir,
  out,
  files = filesSourceFor(dataDir),
  now = new Date(),
}: CreateBackupOptions): Promise<BackupResult> {
  const started = performance.now();
  if (existsSync(out)) throw new BackupError(`${out} already exists; choose another --out.`);
  await mkdir(path.dirname(out), { recursive: true });
  // Beside the files (same file system, so they can be hard-linked); private: it holds the dump.
  const stagingParent = existsSync(dataDir) ? dataDir : os.tmpdir();
  await sweepStaleStaging(stagingParent, Date.now());
  const staging = await mkdtemp(path.join(stagingParent, STAGING_PREFIX));
  const partial = partialPathFor(out);
  try {
    const stagedFiles = path.join(staging, FILES_DIR);
    await mkdir(stagedFiles);
    if (files.storage === 'local') await stageFiles(files.dir, stagedFiles);
    const dumpFile = path.join(staging, DUMP_NAME);
    const info = await dump(dumpFile);
    if (files.storage === 'local') await stageFiles(files.dir, stagedFiles);

    const sums = await checksumTree(stagedFiles);
    const entries = [...sums].map(([file, sum]) => ({ path: file, ...sum }));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: now.toISOString(),
      schema: info.schema,
      database: {
        engine: info.engine,
        serverVersion: info.serverVersion,
        dumpedWith: info.dumpedWith,
        file: DUMP_NAME,
        ...(await checksumFile(dumpFile)),
      },
      files:
        files.storage === 'local'
          ? {
              storage: 'local',
              count: entries.length,
              bytes: entries.reduce((total, entry) => total + entry.bytes, 0),
              entries,
            }
          : {
              storage: 'object-store',
              bucket: files.bucket,
              ...(files.endpoint === undefined ? {} : { endpoint: files.endpoint }),
              note: 'The files are in the object store, which this archive does not copy: back the bucket up with the store (versioning, replication).',
            },
    };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await create({ gzip: true, portable: true, file: partial, cwd: staging }, [
      MANIFEST_NAME,
      DUMP_NAME,
      FILES_DIR,
    ]);
    // The archive holds password hashes and session tokens.
    await chmod(partial, 0o600);
    await publishArchive(partial, out);
    const { size } = await stat(out);
    return { file: out, manifest, bytes: size, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
