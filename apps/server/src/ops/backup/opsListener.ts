import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, rmSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DumpDatabase } from '../../db/dump.ts';
import { writeFileAtomic } from '../../lib/files.ts';
import { createBackup, partialPathFor, publishArchive } from './createBackup.ts';

/**
 * The embedded database is one process's (a second process opening its folder would corrupt it),
 * so `npm run backup` cannot read it while the server runs: it asks the server instead. Once the
 * app listens, it opens a second listener on 127.0.0.1 (a random port) that answers one request,
 * `POST /backup` with the token, by streaming a fresh archive. Port and token are in
 * `<data dir>/ops.json` (mode 0600): whoever can read the data folder may back it up, which they
 * could anyway. Nothing of this is on the public port or in the API document.
 */
export const OPS_FILE = 'ops.json';

const opsFileSchema = z.object({
  pid: z.number().int(),
  port: z.number().int().min(1).max(65535),
  token: z.string().min(32),
  /** The PGlite folder this server has open. */
  database: z.string(),
});

export interface OpsListenerOptions {
  /** ATRIUM_DATA_DIR (ops.json and the files are here). */
  dataDir: string;
  database: { dump: DumpDatabase; dataDir?: string };
  logger: FastifyBaseLogger;
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Starts the backup listener when the app listens on an embedded database folder (app.ts). */
export function registerOpsListener(
  app: FastifyInstance,
  { dataDir, database, logger }: OpsListenerOptions,
): void {
  const databaseDir = database.dataDir;
  if (!databaseDir) return;
  const token = randomBytes(32).toString('base64url');
  const opsFile = path.join(dataDir, OPS_FILE);
  let server: Server | undefined;
  let busy = false;

  async function serveBackup(response: ServerResponse): Promise<void> {
    const out = partialPathFor(path.join(dataDir, 'ops-backup.tar.gz'));
    const started = performance.now();
    try {
      const result = await createBackup({ dump: database.dump, dataDir, out });
      response.writeHead(200, {
        'content-type': 'application/gzip',
        'content-length': String((await stat(out)).size),
      });
      await pipeline(createReadStream(out), response);
      logger.info(
        { ms: Math.round(performance.now() - started), bytes: result.bytes },
        'backup served to npm run backup',
      );
    } catch (error) {
      logger.error({ err: error }, 'backup for npm run backup failed');
      if (response.headersSent) response.destroy();
      else sendJson(response, 500, { error: (error as Error).message });
    } finally {
      await rm(out, { force: true });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    request.resume();
    if (request.method !== 'POST' || request.url !== '/backup') {
      return sendJson(response, 404, { error: 'not found' });
    }
    if (!tokenMatches(request.headers.authorization, token)) {
      return sendJson(response, 401, { error: 'wrong token' });
    }
    if (busy)
      return sendJson(response, 409, { error: 'A backup is already being made: try again.' });
    busy = true;
    try {
      await serveBackup(response);
    } finally {
      busy = false;
    }
  }

  app.addHook('onListen', async () => {
    try {
      const listening = createServer((request, response) => void handle(request, response));
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(0, '127.0.0.1', () => resolve());
      });
      server = listening;
      const { port } = listening.address() as AddressInfo;
      const contents = { pid: process.pid, port, token, database: databaseDir };
      await writeFileAtomic(dataDir, OPS_FILE, Buffer.from(JSON.stringify(contents)));
    } catch (error) {
      logger.warn(
        { err: error },
        'npm run backup cannot reach this server (backup listener failed)',
      );
    }
  });

  app.addHook('onClose', async () => {
    if (server) {
      const closing = server;
      server = undefined;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeAllConnections();
      });
    }
    try {
      // Only our own: another server may have taken the folder over since.
      if (opsFileSchema.parse(JSON.parse(readFileSync(opsFile, 'utf8'))).token === token) {
        rmSync(opsFile, { force: true });
      }
    } catch {
      // Gone already, or not ours.
    }
  });
}

export class OpsUnavailableError extends Error {}

/**
 * `npm run backup` while a server has the embedded database open: asks that server for the
 * archive and writes it to `out` (never over an existing file).
 */
export async function backupFromRunningServer(
  dataDir: string,
  databaseDir: string,
  owner: string,
  out: string,
): Promise<void> {
  let ops: z.infer<typeof opsFileSchema>;
  try {
    ops = opsFileSchema.parse(JSON.parse(await readFile(path.join(dataDir, OPS_FILE), 'utf8')));
  } catch {
    throw new OpsUnavailableError(
      `${owner} has the embedded database open and does not offer backups (no ${path.join(dataDir, OPS_FILE)}; an older Atrium?). Stop it, then run the backup again.`,
    );
  }
  if (path.resolve(ops.database) !== path.resolve(databaseDir)) {
    throw new OpsUnavailableError(
      `${path.join(dataDir, OPS_FILE)} belongs to a server of another database (${ops.database}).`,
    );
  }
  const partial = partialPathFor(out);
  try {
    await new Promise<void>((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port: ops.port,
          method: 'POST',
          path: '/backup',
          headers: { authorization: `Bearer ${ops.token}` },
        },
        (response) => {
          if (response.statusCode === 200) {
            pipeline(response, createWriteStream(partial, { mode: 0o600 })).then(resolve, reject);
            return;
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let message = text;
            try {
              message = (JSON.parse(text) as { error?: string }).error ?? text;
            } catch {
              // Not JSON: show it as it is.
            }
            reject(
              new OpsUnavailableError(`The running server could not make the backup: ${message}`),
            );
          });
        },
      );
      call.on('error', (error) =>
        reject(
          new OpsUnavailableError(
            `${owner} has the embedded database open but its backup listener (127.0.0.1:${ops.port}) does not answer: ${error.message}`,
          ),
        ),
      );
      call.end();
    });
    await publishArchive(partial, out);
  } finally {
    await rm(partial, { force: true });
  }
}
