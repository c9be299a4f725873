import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { DumpError } from '../../db/dump.ts';
import { RestoreTargetError } from '../../db/restoreDump.ts';
import { describeSchema, NoSchemaError } from '../../db/schemaVersion.ts';
import { EnvError, type Env } from '../../env.ts';
import { ArchiveError, inspectArchive, type Manifest } from './archive.ts';
import { BackupError, backupFileName, createBackup, filesSourceFor } from './createBackup.ts';
import { backupFromRunningServer, OpsUnavailableError } from './opsListener.ts';
import { RestoreRefused, restoreBackup, type RestoreTarget } from './restoreBackup.ts';

export interface CommandContext {
  env: Env;
  /** Where relative paths start (npm's INIT_CWD: the repository root for the root scripts). */
  cwd: string;
  print: (line: string) => void;
  now?: Date;
}

/** A mistake of the operator's, or a refusal: printed as one message, exit 1. */
export class CommandError extends Error {}

/** Errors whose message already says what happened and what to do (the CLIs print just that). */
export function isExplained(error: unknown): error is Error {
  return [
    CommandError,
    ArchiveError,
    BackupError,
    DumpError,
    NoSchemaError,
    OpsUnavailableError,
    RestoreRefused,
    RestoreTargetError,
    DatabaseLockedError,
    EnvError,
  ].some((kind) => error instanceof kind);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}

/** The database as the operator names it, without a password. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

function engineName(engine: Manifest['database']['engine']): string {
  return engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
}

function parse<Options extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: Options,
  usage: string,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${usage}`);
  }
}

const BACKUP_USAGE =
  'Usage: npm run backup [-- --out <file or folder>]   (default: ./atrium-backup-<UTC time>.tar.gz)';
const RESTORE_USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--force]';

/** `--out`: a file, or a folder (existing, or ending in /) that gets the default name. */
async function outputPath(cwd: string, out: string | undefined, now: Date): Promise<string> {
  const name = backupFileName(now);
  if (out === undefined) return path.join(cwd, name);
  const resolved = path.resolve(cwd, out);
  if (out.endsWith('/') || out.endsWith(path.sep)) {
    await mkdir(resolved, { recursive: true });
    return path.join(resolved, name);
  }
  return existsSync(resolved) && statSync(resolved).isDirectory()
    ? path.join(resolved, name)
    : resolved;
}

function lockOwner(databaseDir: string): string {
  try {
    return `Atrium (process ${readFileSync(`${databaseDir}.lock`, 'utf8').trim()})`;
  } catch {
    return 'A running Atrium';
  }
}

/** `npm run backup`: see README "Backup, restore, move to PostgreSQL". */
export async function backupCommand(args: string[], context: CommandContext): Promise<string> {
  const { env, cwd, print, now = new Date() } = context;
  const { values, positionals } = parse(
    args,
    { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    BACKUP_USAGE,
  );
  if (values.help) {
    print(BACKUP_USAGE);
    return '';
  }
  if (positionals.length > 0)
    throw new CommandError(`Unexpected ${positionals.join(' ')}\n${BACKUP_USAGE}`);
  const out = await outputPath(cwd, values.out, now);
  const started = performance.now();
  const pgDump = env.backups.pgDump === undefined ? {} : { pgDump: env.backups.pgDump };

  let handle: DatabaseHandle | undefined;
  let via = '';
  if (env.databaseUrl) {
    handle = await openDatabase({ kind: 'postgres', url: env.databaseUrl });
  } else {
    const databaseDir = path.join(env.dataDir, 'db');
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      throw new CommandError(
        `No embedded database in ${databaseDir} (ATRIUM_DATA_DIR): nothing to back up. For PostgreSQL, set DATABASE_URL.`,
      );
    }
    try {
      handle = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
      // The server has it open: it makes the archive (a second process must not open the folder).
      const owner = lockOwner(databaseDir);
      await backupFromRunningServer(env.dataDir, databaseDir, owner, out);
      via = ` (made by the running server, ${owner})`;
    }
  }
  if (handle) {
    const opened = handle;
    try {
      await createBackup({
        dump: (file) => opened.dump(file, pgDump),
        dataDir: env.dataDir,
        out,
        files: filesSourceFor(env.dataDir),
        now,
      });
    } finally {
      await opened.close();
    }
  }

  const { manifest, problems } = await inspectArchive(out);
  if (problems.length > 0) {
    throw new BackupError(`${out} was written but does not verify: ${problems.join('; ')}`);
  }
  const files =
    manifest.files.storage === 'local'
      ? `${manifest.files.count} (${megabytes(manifest.files.bytes)}) from ${path.join(env.dataDir, 'files')}`
      : `in the object store bucket ${manifest.files.bucket}: not copied (${manifest.files.note})`;
  print(`Backup written: ${out} (${megabytes(statSync(out).size)})${via}`);
  print(
    `  database: ${engineName(manifest.database.engine)} ${manifest.database.serverVersion}, schema ${describeSchema(manifest.schema)}`,
  );
  print(`  files:    ${files}`);
  print(`  checked:  every checksum matches; ${Math.round(performance.now() - started)} ms`);
  return out;
}

/** `npm run restore -- <archive> [--force]`: see README "Backup, restore, move to PostgreSQL". */
export async function restoreCommand(args: string[], context: CommandContext): Promise<void> {
  const { env, cwd, print } = context;
  const { values, positionals } = parse(
    args,
    { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    RESTORE_USAGE,
  );
  if (values.help) {
    print(RESTORE_USAGE);
    return;
  }
  const [given, ...extra] = positionals;
  if (given === undefined || extra.length > 0) throw new CommandError(RESTORE_USAGE);
  const archive = path.resolve(cwd, given);
  const target: RestoreTarget = env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl, dataDir: env.dataDir }
    : { kind: 'pglite', dataDir: env.dataDir };
  const result = await restoreBackup({ archive, target, force: values.force ?? false });
  const { manifest } = result;
  const into =
    target.kind === 'postgres'
      ? `PostgreSQL ${describeUrl(target.url)}`
      : `the embedded database ${path.join(env.dataDir, 'db')}`;
  print(
    `Restored ${archive} (made ${manifest.createdAt} on ${engineName(manifest.database.engine)}, schema ${describeSchema(manifest.schema)}) into ${into}.`,
  );
  const filesDir = path.join(env.dataDir, 'files');
  if (manifest.files.storage === 'local') {
    print(
      result.files === 'unchanged'
        ? `  files: ${filesDir} already held the backup's ${manifest.files.count} files, unchanged.`
        : `  files: ${manifest.files.count} restored into ${filesDir}.`,
    );
  } else {
    print(
      `  files: in the object store bucket ${manifest.files.bucket}, not in the archive: ${manifest.files.note}`,
    );
  }
  print(
    `  took ${result.ms} ms. Start Atrium with the same ${target.kind === 'postgres' ? 'DATABASE_URL and ATRIUM_DATA_DIR' : 'ATRIUM_DATA_DIR (and no DATABASE_URL)'}; it applies any newer migrations itself.`,
  );
}
