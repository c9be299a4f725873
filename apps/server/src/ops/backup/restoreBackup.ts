import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { findMigrationsFolder, lockDataDir } from '../../db/client.ts';
import {
  postgresContents,
  restoreIntoPglite,
  restoreIntoPostgres,
  type DatabaseObject,
} from '../../db/restoreDump.ts';
import { codeSchemaVersion, describeSchema } from '../../db/schemaVersion.ts';
import {
  ArchiveError,
  checksumFile,
  checksumTree,
  compareWithManifest,
  DUMP_NAME,
  FILES_DIR,
  isBackupEntry,
  MANIFEST_NAME,
  parseManifest,
  type Checksum,
  type Manifest,
} from './archive.ts';

/** Where a restore goes: the embedded database of a data folder, or a PostgreSQL database. */
export type RestoreTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

export interface RestoreOptions {
  archive: string;
  target: RestoreTarget;
  /** Replace a database or files folder that is not empty. */
  force?: boolean;
  /** This code's migrations (the newest schema it can restore). */
  migrationsFolder?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Whether the files were put in place, were already identical, or live in an object store. */
  files: 'restored' | 'unchanged' | 'object-store';
  ms: number;
}

/** A restore that would lose data or could not be right: nothing was changed. */
export class RestoreRefused extends Error {}

function describeObjects(objects: DatabaseObject[]): string {
  const shown = objects
    .slice(0, 3)
    .map((object) => `${object.kind} ${object.schema}.${object.name}`);
  return `${shown.join(', ')}${objects.length > 3 ? ` and ${objects.length - 3} more` : ''}`;
}

/** What already holds data at the target's database, or undefined when it is empty. */
async function databaseContents(target: RestoreTarget): Promise<string | undefined> {
  if (target.kind === 'pglite') {
    const dir = path.join(target.dataDir, 'db');
    const entries = await readdir(dir).catch(() => []);
    return entries.length > 0 ? `the embedded database ${dir} exists` : undefined;
  }
  const objects = await postgresContents(target.url);
  const database = new URL(target.url).pathname.replace(/^\//, '') || 'the database';
  return objects.length > 0 ? `${database} holds ${describeObjects(objects)}` : undefined;
}

function sameFiles(actual: ReadonlyMap<string, Checksum>, manifest: Manifest): boolean {
  if (manifest.files.storage !== 'local' || actual.size !== manifest.files.entries.length)
    return false;
  return manifest.files.entries.every((entry) => actual.get(entry.path)?.sha256 === entry.sha256);
}

/**
 * Restores a backup archive (createBackup) into an empty target; refuses a non-empty one unless
 * `force`, an archive from a newer schema, and one whose checksums do not match. The database is
 * restored all or nothing (a new PGlite folder renamed into place, or one PostgreSQL transaction),
 * then the files folder is swapped in by rename. A PGlite target is locked for the whole run, so
 * a server cannot start on it meanwhile (and a running one makes the restore refuse).
 */
export async function restoreBackup({
  archive,
  target,
  force = false,
  migrationsFolder = findMigrationsFolder(),
}: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  if (!existsSync(archive)) throw new RestoreRefused(`${archive} does not exist.`);
  await mkdir(target.dataDir, { recursive: true });
  const release =
    target.kind === 'pglite' ? lockDataDir(path.join(target.dataDir, 'db')) : () => {};
  const work = await mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    const occupied = await databaseContents(target);
    if (occupied && !force) {
      throw new RestoreRefused(
        `Not restoring: ${occupied}. Restore into an empty database, or add --force to replace it (everything in it is lost).`,
      );
    }

    try {
      await extract({
        file: archive,
        cwd: work,
        strict: true,
        preserveOwner: false,
        filter: (entryPath, entry) => 'type' in entry && isBackupEntry(entryPath, entry.type),
      });
    } catch (error) {
      throw new ArchiveError(
        `${path.basename(archive)} is not a readable backup archive: ${(error as Error).message}`,
      );
    }
    const manifestFile = path.join(work, MANIFEST_NAME);
    if (!existsSync(manifestFile)) {
      throw new ArchiveError(
        `${path.basename(archive)} has no manifest.json: it is not an Atrium backup.`,
      );
    }
    const manifest = parseManifest(await readFile(manifestFile, 'utf8'));

    const known = codeSchemaVersion(migrationsFolder);
    if (manifest.schema.createdAt > known.createdAt) {
      throw new RestoreRefused(
        `This backup comes from a newer Atrium: its database schema is at ${describeSchema(manifest.schema)}, and this Atrium knows migrations up to ${describeSchema(known)}. Update Atrium to the version that made the backup (or a newer one), then restore.`,
      );
    }

    const dumpFile = path.join(work, DUMP_NAME);
    const extractedFiles = path.join(work, FILES_DIR);
    const problems = compareWithManifest(
      manifest,
      existsSync(dumpFile) ? await checksumFile(dumpFile) : undefined,
      await checksumTree(extractedFiles),
    );
    if (problems.length > 0) {
      throw new ArchiveError(
        `The backup is damaged, nothing was restored: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}.`,
      );
    }

    const filesDir = path.join(target.dataDir, FILES_DIR);
    let files: RestoreResult['files'] = 'object-store';
    if (manifest.files.storage === 'local') {
      const present = await checksumTree(filesDir);
      files = present.size > 0 && sameFiles(present, manifest) ? 'unchanged' : 'restored';
      if (files === 'restored' && present.size > 0 && !force) {
        throw new RestoreRefused(
          `Not restoring: ${filesDir} already holds ${present.size} file(s) that differ from the backup's. Move them away, or add --force to replace them.`,
        );
      }
    }

    const dump = await readFile(dumpFile, 'utf8');
    if (target.kind === 'pglite') {
      await restoreIntoPglite(path.join(target.dataDir, 'db'), dump, occupied !== undefined);
    } else {
      await restoreIntoPostgres(target.url, dump, occupied !== undefined);
    }

    if (files === 'restored') {
      await mkdir(extractedFiles, { recursive: true });
      const previous = path.join(
        target.dataDir,
        `.${FILES_DIR}.replaced-${randomBytes(6).toString('hex')}`,
      );
      if (existsSync(filesDir)) await rename(filesDir, previous);
      await rename(extractedFiles, filesDir);
      await rm(previous, { recursive: true, force: true });
    }
    return { manifest, files, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(work, { recursive: true, force: true });
    release();
  }
}
