import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** apps/server: where `src/main.ts` runs from, as `npm run dev` runs it. */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LISTENING = /Atrium listening on http:\/\/localhost:(\d+)/;

export const PROCESS_ADMIN_PASSWORD = 'tangerine kettle orbit';

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<ServerExit>;
}

export interface RunningServer extends ServerProcess {
  port: number;
  baseUrl: string;
}

/**
 * The real server (`src/main.ts` through tsx's loader, as `npm run dev` does, without watching)
 * as a child process, on 127.0.0.1 and a free port. Only what is given reaches its environment
 * (plus PATH and HOME), so the test's own DATABASE_URL or NODE_ENV never leak in.
 */
export function spawnServer(
  env: Record<string, string>,
  options: { uid?: number; gid?: number } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: '0',
      ATRIUM_ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<ServerExit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Spawns the server and waits for it to listen; fails with its output if it exits first. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = spawnServer(env);
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = LISTENING.exec(server.stdout());
      if (!match) return;
      server.child.stdout?.off('data', onData);
      resolve(Number(match[1]));
    };
    server.child.stdout?.on('data', onData);
    void server.exited.then(({ code, signal }) =>
      reject(
        new Error(
          `the server exited (${code ?? signal}) before listening:\n${server.stdout()}\n${server.stderr()}`,
        ),
      ),
    );
  });
  return { ...server, port, baseUrl: `http://127.0.0.1:${port}` };
}

/** Ends a server a test left running (its own assertions may have failed halfway). */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A throw-away database on PG_TEST_URL's server for a child process, and how to drop it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `atrium_proc_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
