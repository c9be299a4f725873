import { BootstrapError } from '../bootstrap.ts';
import { DatabaseLockedError } from '../db/client.ts';
import { MigrationError } from '../db/migrationError.ts';
import { EnvError } from '../env.ts';
import { DriveStorageError } from '../modules/drive/driveStorage.ts';
import {
  codeOf,
  errorChain,
  findCode,
  findMessage,
  messageOf,
  pathOf,
  syscallOf,
} from './errorFacts.ts';

/** What main.ts knew when the start failed (any of it may be missing: the environment may be bad). */
export interface StartupContext {
  /** ATRIUM_DATA_DIR, resolved; the embedded database lives in `<dataDir>/db`. */
  dataDir?: string | undefined;
  /** DATABASE_URL when the database is PostgreSQL (its password is never printed). */
  databaseUrl?: string | undefined;
  port?: number | undefined;
  host?: string | undefined;
  /** The user the process runs as, for the permission fix. */
  uid?: number | undefined;
}

const PREFIX = 'Atrium failed to start: ';

/** What a fix needs to name of a PostgreSQL URL: never its password. */
function postgresTarget(databaseUrl: string | undefined) {
  try {
    const url = new URL(databaseUrl ?? '');
    return {
      address: `${url.hostname}:${url.port || '5432'}`,
      host: url.hostname,
      user: decodeURIComponent(url.username) || 'the default user',
      database: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'the default database',
    };
  } catch {
    const unknown = 'the DATABASE_URL server';
    return { address: unknown, host: unknown, user: 'its user', database: 'its database' };
  }
}

function environmentProblem(error: EnvError): string {
  const [first = '', ...rest] = error.message.split('\n');
  const problems = first.startsWith('Invalid environment')
    ? rest.map((line) => line.trim()).filter(Boolean)
    : [first];
  const noun = problems.length === 1 ? 'variable' : 'variables';
  return `invalid environment ${noun}: ${problems.join('; ')}. Correct it in the environment (or .env) and start again.`;
}

function listenProblem(chain: unknown[], context: StartupContext): string | undefined {
  const found = findCode(chain, ['EADDRINUSE', 'EADDRNOTAVAIL', 'EACCES']);
  if (!found || syscallOf(found.error) !== 'listen') return undefined;
  const where = `port ${context.port ?? '?'} on ${context.host ?? 'HOST'}`;
  if (found.code === 'EADDRINUSE') {
    return `${where} is already in use by another process (EADDRINUSE). Stop that process or set PORT to a free port.`;
  }
  if (found.code === 'EADDRNOTAVAIL') {
    return `HOST ${context.host ?? '?'} is not an address of this machine (EADDRNOTAVAIL). Set HOST to one of its addresses, or 0.0.0.0 for all.`;
  }
  return `not allowed to listen on ${where} (EACCES): ports below 1024 need privileges. Set PORT to 1024 or above (and put a reverse proxy in front).`;
}

function dataDirProblem(chain: unknown[], context: StartupContext): string | undefined {
  const dataDir = context.dataDir ?? 'the data directory';
  const usingPostgres = context.databaseUrl !== undefined;

  const full =
    findCode(chain, ['ENOSPC', '53100'])?.error ?? findMessage(chain, /no space left on device/i);
  if (full !== undefined) {
    if (usingPostgres && codeOf(full) === '53100') {
      return `PostgreSQL at ${postgresTarget(context.databaseUrl).address} has no disk space left (53100). Free space on the database server, then start again.`;
    }
    return `the disk holding ${dataDir} is full (ENOSPC). Free space on it (the database needs room to start and to write), or set ATRIUM_DATA_DIR to a disk with room, then start again.`;
  }

  const readOnly =
    findCode(chain, ['EROFS'])?.error ?? findMessage(chain, /read-only file system/i);
  if (readOnly !== undefined) {
    const where = pathOf(readOnly) ?? dataDir;
    return `${where} is on a read-only file system (EROFS). Mount it read-write, or set ATRIUM_DATA_DIR to a writable directory.`;
  }

  const denied = findCode(chain, ['EACCES', 'EPERM']);
  if (denied) {
    const where = pathOf(denied.error) ?? dataDir;
    const who = context.uid === undefined ? 'the user running Atrium' : `user id ${context.uid}`;
    return `permission denied on ${where} (${denied.code}). Give ${who} write access to ${dataDir} (e.g. chown -R), or set ATRIUM_DATA_DIR to a directory it can write.`;
  }

  const badPath = findCode(chain, ['ENOTDIR', 'ENOENT']);
  if (badPath && ['mkdir', 'open'].includes(syscallOf(badPath.error) ?? '')) {
    const where = pathOf(badPath.error);
    const at = where === undefined || where === dataDir ? '' : ` at ${where}`;
    return `the data directory ${dataDir} cannot be created${at} (${badPath.code}: part of its path is a file, or a parent is missing on a read-only disk). Set ATRIUM_DATA_DIR to a directory Atrium can create or write.`;
  }
  return undefined;
}

function postgresProblem(chain: unknown[], context: StartupContext): string | undefined {
  const target = postgresTarget(context.databaseUrl);
  const found = findCode(chain, [
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ECONNRESET',
    '28P01',
    '28000',
    '3D000',
    '53300',
    '57P03',
    '42501',
  ]);
  const timedOut = findMessage(
    chain,
    /timeout exceeded when trying to connect|connection timeout/i,
  );
  if (!found && timedOut === undefined) return undefined;
  if (!found && context.databaseUrl === undefined) return undefined;
  const why = found ? messageOf(found.error) : '';
  switch (found?.code) {
    case 'ECONNREFUSED':
      return `PostgreSQL at ${target.address} refused the connection (ECONNREFUSED). Start PostgreSQL there, or correct the host and port in DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the PostgreSQL host "${target.host}" cannot be resolved (${found.code}). Correct the host in DATABASE_URL.`;
    case 'ECONNRESET':
      return `PostgreSQL at ${target.address} closed the connection (ECONNRESET). Check its log; if it requires TLS, add ?sslmode=require to DATABASE_URL.`;
    case '28P01':
      return `PostgreSQL refused the password of user "${target.user}" (28P01). Correct the user and password in DATABASE_URL.`;
    case '28000':
      return `PostgreSQL refused user "${target.user}": ${why} (28000). Create the role or allow it in pg_hba.conf, or correct the user in DATABASE_URL.`;
    case '3D000':
      return `PostgreSQL at ${target.address} has no database "${target.database}" (3D000). Create it (createdb), or correct the database name in DATABASE_URL.`;
    case '53300':
      return `PostgreSQL at ${target.address} has no free connection slot (53300). Raise max_connections or stop idle clients, then start again.`;
    case '57P03':
      return `PostgreSQL at ${target.address} is starting up or shutting down (57P03). Start Atrium again once it accepts connections.`;
    case '42501':
      return `PostgreSQL user "${target.user}" lacks a privilege Atrium needs: ${why} (42501). Grant it (CREATE on the database and on schema public), or use the database's owner in DATABASE_URL.`;
    default:
      return `PostgreSQL at ${target.address} did not answer (${found?.code ?? 'timeout'}). Check that it runs and that the network lets this machine reach it, or correct DATABASE_URL.`;
  }
}

function migrationProblem(error: MigrationError): string {
  const cause = error.cause;
  const code = codeOf(cause);
  const why = `${messageOf(cause)}${code === undefined ? '' : ` [${code}]`}`;
  return `the database migration ${error.migration} failed: ${why}. Nothing was applied (pending migrations run in one transaction). Fix what the message names (a database changed by hand, or made by a newer Atrium?) or restore a backup, then start again.`;
}

function unexpectedProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : undefined;
  const code = codeOf(error);
  const text = messageOf(error);
  const what = name && !text.startsWith(name) ? `${name}: ${text}` : text;
  const suffix = code === undefined || what.includes(code) ? '' : ` [${code}]`;
  return `${what}${suffix}. This is unexpected: run with LOG_LEVEL=debug to print the stack trace, and report it.`;
}

/**
 * One line naming why the server could not start and what to do about it (main.ts prints it and
 * exits 1): a bad environment variable, the disk full, the data directory not writable, the
 * embedded database in use by another process, PostgreSQL unreachable or refusing, a failed
 * migration, the port taken, the drive's S3 bucket missing or refusing. Pure: everything it
 * needs comes in.
 */
export function describeStartupError(error: unknown, context: StartupContext = {}): string {
  return PREFIX + problemOf(error, context).replace(/\s+/g, ' ').trim();
}

function problemOf(error: unknown, context: StartupContext): string {
  if (error instanceof EnvError) return environmentProblem(error);
  // These already say what to do.
  if (
    error instanceof BootstrapError ||
    error instanceof DatabaseLockedError ||
    error instanceof DriveStorageError
  ) {
    return error.message;
  }
  const chain = errorChain(error);
  return (
    listenProblem(chain, context) ??
    dataDirProblem(chain, context) ??
    postgresProblem(chain, context) ??
    (error instanceof MigrationError ? migrationProblem(error) : undefined) ??
    unexpectedProblem(error)
  );
}
