import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_DIR, spawnServer, type ServerExit } from '../test/serverProcess.ts';

// The real server as a child process, started where it cannot run: it must print one line that
// names the cause and the fix, and exit 1.

/** The user tests run as when root can write anywhere: nobody. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };

const temporary: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-startup-'));
  temporary.push(dir);
  return dir;
}

async function failedStart(
  env: Record<string, string>,
  options: { uid?: number; gid?: number } = {},
): Promise<{ exit: ServerExit; lines: string[]; stdout: string }> {
  const server = spawnServer(env, options);
  const exit = await server.exited;
  return { exit, lines: server.stderr().trim().split('\n'), stdout: server.stdout() };
}

/** A port nothing listens on: bound, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether any user may read and enter every folder from the root down to `dir`. */
function everyoneCanReach(dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if ((statSync(at).mode & 0o005) !== 0o005) return false;
    if (path.dirname(at) === at) return true;
  }
}

/** Whether this process can write to `dir` despite its mode (root can). */
function writesDespiteMode(dir: string): boolean {
  try {
    writeFileSync(path.join(dir, 'probe'), '');
    rmSync(path.join(dir, 'probe'));
    return true;
  } catch {
    return false;
  }
}

describe('startup failures of the real server', () => {
  afterEach(() => {
    for (const dir of temporary.splice(0)) {
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a read-only data directory: permission denied, and whom to give access', async (context) => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o555);
    // Root writes through any mode: then the server runs as nobody, for whom 0555 holds.
    const asUser: { uid?: number; gid?: number } = writesDespiteMode(dataDir) ? UNPRIVILEGED : {};
    context.skip(
      asUser.uid !== undefined &&
        !(everyoneCanReach(SERVER_DIR) && everyoneCanReach(process.execPath)),
      'running as root, and nobody cannot read the checkout or run this Node (e.g. one under /root) to start the server as another user',
    );
    const uid = asUser.uid ?? process.getuid?.();
    const { exit, lines } = await failedStart({ ATRIUM_DATA_DIR: dataDir }, asUser);
    expect(exit.code).toBe(1);
    expect(lines).toEqual([
      `Atrium failed to start: permission denied on ${dataDir}/db.lock (EACCES). Give user id ${uid} write access to ${dataDir} (e.g. chown -R), or set ATRIUM_DATA_DIR to a directory it can write.`,
    ]);
  });

  it('a data directory below a regular file: it cannot be created', async () => {
    const file = path.join(tempDir(), 'not-a-directory');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const { exit, lines } = await failedStart({ ATRIUM_DATA_DIR: dataDir });
    expect(exit.code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Atrium failed to start: the data directory ${dataDir} cannot be created .*\\(ENOTDIR`,
      ),
    );
  });

  it('the embedded database in use by another process', async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'db'));
    // This test runner is alive: its pid in the lock means "in use".
    writeFileSync(path.join(dataDir, 'db.lock'), String(process.pid));
    const { exit, lines } = await failedStart({ ATRIUM_DATA_DIR: dataDir });
    expect(exit.code).toBe(1);
    expect(lines).toEqual([
      `Atrium failed to start: The embedded database ${dataDir}/db is in use by process ${process.pid}. Stop it first (PGlite serves one process at a time), or use DATABASE_URL for PostgreSQL.`,
    ]);
  });

  it('PostgreSQL unreachable: the address, and what to check', async () => {
    const port = await closedPort();
    const { exit, lines, stdout } = await failedStart({
      ATRIUM_DATA_DIR: tempDir(),
      DATABASE_URL: `postgres://atrium:s3cret-pass@127.0.0.1:${port}/atrium`,
    });
    expect(exit.code).toBe(1);
    expect(lines).toEqual([
      `Atrium failed to start: PostgreSQL at 127.0.0.1:${port} refused the connection (ECONNREFUSED). Start PostgreSQL there, or correct the host and port in DATABASE_URL.`,
    ]);
    expect(stdout + lines.join('')).not.toContain('s3cret-pass');
  });

  it('a full disk: which disk, and what to free', async (context) => {
    // A real full disk: a 2 MiB tmpfs, far less than the embedded database needs to start.
    const disk = tempDir();
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', disk], { stdio: 'ignore' });
    } catch {
      context.skip(true, 'mounting a small tmpfs needs root');
    }
    try {
      const dataDir = path.join(disk, 'data');
      const { exit, lines } = await failedStart({ ATRIUM_DATA_DIR: dataDir });
      expect(exit.code).toBe(1);
      expect(lines).toEqual([
        `Atrium failed to start: the disk holding ${dataDir} is full (ENOSPC). Free space on it (the database needs room to start and to write), or set ATRIUM_DATA_DIR to a disk with room, then start again.`,
      ]);
    } finally {
      execFileSync('umount', [disk], { stdio: 'ignore' });
    }
  });

  it('a bad environment variable', async () => {
    const { exit, lines } = await failedStart({ ATRIUM_DATA_DIR: tempDir(), PORT: 'eighty' });
    expect(exit.code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Atrium failed to start: invalid environment variable: PORT: /);
  });
});
