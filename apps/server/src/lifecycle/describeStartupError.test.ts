import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { BootstrapError } from '../bootstrap.ts';
import { DatabaseLockedError } from '../db/client.ts';
import { MigrationError } from '../db/migrationError.ts';
import { EnvError, loadEnv } from '../env.ts';
import { describeStartupError, type StartupContext } from './describeStartupError.ts';

const PGLITE: StartupContext = {
  dataDir: '/srv/atrium/data',
  port: 3000,
  host: '0.0.0.0',
  uid: 1000,
};
const POSTGRES: StartupContext = {
  ...PGLITE,
  databaseUrl: 'postgres://atrium:s3cret-pass@db.internal:6543/atrium_prod',
};

/** A Node system error as fs, net and dns throw it. */
function systemError(code: string, syscall: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(`${code}: ${syscall} failed`), { code, syscall, ...extra });
}

/** pg's DatabaseError carries the SQLSTATE in `code`; drizzle wraps it with the failed query. */
function postgresError(code: string, message: string) {
  return new DrizzleQueryError(
    'CREATE SCHEMA IF NOT EXISTS "drizzle"',
    [],
    Object.assign(new Error(message), { code }),
  );
}

function envErrorOf(source: NodeJS.ProcessEnv): unknown {
  try {
    loadEnv(source);
  } catch (error) {
    return error;
  }
  throw new Error('loadEnv accepted it');
}

describe('describeStartupError', () => {
  it('always answers one line that starts the same way', () => {
    const causes: unknown[] = [
      envErrorOf({ PORT: 'eighty', LOG_LEVEL: 'loud' }),
      { name: 'ErrnoError', errno: 51 },
      new Error('multi\nline\n  message'),
      { some: 'object' },
      'a string',
      undefined,
    ];
    for (const cause of causes) {
      const line = describeStartupError(cause, PGLITE);
      expect(line).toMatch(/^Atrium failed to start: \S/);
      expect(line).not.toContain('\n');
      expect(line).not.toContain('[object Object]');
    }
  });

  it('names the bad environment variables', () => {
    expect(describeStartupError(envErrorOf({ PORT: 'eighty' }))).toMatch(
      /^Atrium failed to start: invalid environment variable: PORT: .+\. Correct it in the environment/,
    );
    const two = describeStartupError(envErrorOf({ PORT: 'eighty', LOG_LEVEL: 'loud' }));
    expect(two).toMatch(/invalid environment variables: PORT: .+; LOG_LEVEL: /);
    expect(describeStartupError(new EnvError('FIREBASE_SERVICE_ACCOUNT: not valid JSON'))).toBe(
      'Atrium failed to start: invalid environment variable: FIREBASE_SERVICE_ACCOUNT: not valid JSON. Correct it in the environment (or .env) and start again.',
    );
  });

  it('says the disk is full, from PGlite, Node and PostgreSQL alike', () => {
    const expected =
      'Atrium failed to start: the disk holding /srv/atrium/data is full (ENOSPC). Free space on it (the database needs room to start and to write), or set ATRIUM_DATA_DIR to a disk with room, then start again.';
    // PGlite's WebAssembly file system throws a plain object: this printed "[object Object]".
    expect(describeStartupError({ name: 'ErrnoError', errno: 51 }, PGLITE)).toBe(expected);
    expect(
      describeStartupError(
        systemError('ENOSPC', 'write', { path: '/srv/atrium/data/db.lock' }),
        PGLITE,
      ),
    ).toBe(expected);
    expect(
      describeStartupError(
        postgresError('53100', 'could not extend file: No space left on device'),
        POSTGRES,
      ),
    ).toMatch(/PostgreSQL at db\.internal:6543 has no disk space left \(53100\)/);
  });

  it('says the data directory is not writable, and how to fix it', () => {
    const denied = systemError('EACCES', 'open', { path: '/srv/atrium/data/db.lock' });
    expect(describeStartupError(denied, PGLITE)).toBe(
      'Atrium failed to start: permission denied on /srv/atrium/data/db.lock (EACCES). Give user id 1000 write access to /srv/atrium/data (e.g. chown -R), or set ATRIUM_DATA_DIR to a directory it can write.',
    );
    expect(describeStartupError({ name: 'ErrnoError', errno: 2 }, PGLITE)).toMatch(
      /permission denied on \/srv\/atrium\/data \(EACCES\)/,
    );
    const readOnly = systemError('EROFS', 'open', { path: '/srv/atrium/data/db.lock' });
    expect(describeStartupError(readOnly, PGLITE)).toBe(
      'Atrium failed to start: /srv/atrium/data/db.lock is on a read-only file system (EROFS). Mount it read-write, or set ATRIUM_DATA_DIR to a writable directory.',
    );
    const underAFile = systemError('ENOTDIR', 'mkdir', { path: '/srv/atrium/data' });
    expect(describeStartupError(underAFile, PGLITE)).toMatch(
      /the data directory \/srv\/atrium\/data cannot be created \(ENOTDIR: part of its path is a file/,
    );
  });

  it('passes on the lock message when another process has the embedded database', () => {
    const locked = new DatabaseLockedError(
      'The embedded database /srv/atrium/data/db is in use by process 4242. Stop it first (PGlite serves one process at a time), or use DATABASE_URL for PostgreSQL.',
    );
    expect(describeStartupError(locked, PGLITE)).toBe(`Atrium failed to start: ${locked.message}`);
  });

  it('says why PostgreSQL cannot be reached, never printing the password', () => {
    const refused = new DrizzleQueryError(
      'CREATE SCHEMA IF NOT EXISTS "drizzle"',
      [],
      Object.assign(new AggregateError([systemError('ECONNREFUSED', 'connect')], ''), {
        code: 'ECONNREFUSED',
      }),
    );
    const cases: Array<[unknown, RegExp]> = [
      [
        refused,
        /PostgreSQL at db\.internal:6543 refused the connection \(ECONNREFUSED\)\. Start PostgreSQL there, or correct the host and port in DATABASE_URL\.$/,
      ],
      [
        new DrizzleQueryError('select 1', [], systemError('ENOTFOUND', 'getaddrinfo')),
        /the PostgreSQL host "db\.internal" cannot be resolved \(ENOTFOUND\)/,
      ],
      [
        new Error('timeout exceeded when trying to connect'),
        /PostgreSQL at db\.internal:6543 did not answer \(timeout\)/,
      ],
      [
        postgresError('28P01', 'password authentication failed for user "atrium"'),
        /PostgreSQL refused the password of user "atrium" \(28P01\)\. Correct the user and password in DATABASE_URL\.$/,
      ],
      [
        postgresError('28000', 'role "atrium" does not exist'),
        /PostgreSQL refused user "atrium": role "atrium" does not exist \(28000\)/,
      ],
      [
        postgresError('3D000', 'database "atrium_prod" does not exist'),
        /has no database "atrium_prod" \(3D000\)\. Create it \(createdb\), or correct the database name in DATABASE_URL\.$/,
      ],
      [
        postgresError('42501', 'permission denied for schema public'),
        /user "atrium" lacks a privilege Atrium needs: permission denied for schema public \(42501\)/,
      ],
    ];
    for (const [error, expected] of cases) {
      const line = describeStartupError(error, POSTGRES);
      expect(line).toMatch(expected);
      expect(line).not.toContain('s3cret-pass');
    }
  });

  it('names the migration that failed, with its cause', () => {
    const failed = new MigrationError(
      '0009_users_nickname',
      Object.assign(new Error('column "nickname" of relation "users" already exists'), {
        code: '42701',
      }),
    );
    expect(describeStartupError(failed, PGLITE)).toBe(
      'Atrium failed to start: the database migration 0009_users_nickname failed: column "nickname" of relation "users" already exists [42701]. Nothing was applied (pending migrations run in one transaction). Fix what the message names (a database changed by hand, or made by a newer Atrium?) or restore a backup, then start again.',
    );
  });

  it('says when the port is taken or not allowed', () => {
    expect(describeStartupError(systemError('EADDRINUSE', 'listen'), PGLITE)).toBe(
      'Atrium failed to start: port 3000 on 0.0.0.0 is already in use by another process (EADDRINUSE). Stop that process or set PORT to a free port.',
    );
    expect(describeStartupError(systemError('EACCES', 'listen'), { ...PGLITE, port: 80 })).toMatch(
      /not allowed to listen on port 80 on 0\.0\.0\.0 \(EACCES\)/,
    );
  });

  it('passes on the first-admin message, which already says what to do', () => {
    const weak = new BootstrapError(
      'ATRIUM_ADMIN_PASSWORD is too weak: it is too short. Choose another or unset it to get a generated one.',
    );
    expect(describeStartupError(weak)).toBe(`Atrium failed to start: ${weak.message}`);
  });

  it('still says something useful about the unexpected', () => {
    expect(describeStartupError(new TypeError('x is not a function'), PGLITE)).toBe(
      'Atrium failed to start: TypeError: x is not a function. This is unexpected: run with LOG_LEVEL=debug to print the stack trace, and report it.',
    );
    expect(describeStartupError({ name: 'ErrnoError', errno: 1234 }, PGLITE)).toMatch(
      /^Atrium failed to start: ErrnoError errno 1234\. This is unexpected/,
    );
  });
});
