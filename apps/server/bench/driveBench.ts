import { DRIVE_UPLOADS_PATH, MASTER_KEY_HEADER } from '@atrium/api/contracts';
/**
 * The drive figures of issue 21 (run by `npm run bench`, or alone with
 * `tsx --conditions=source apps/server/bench/driveBench.ts`), on PGlite with files on disk:
 *   - upload: a 1 GiB file through the tus endpoint over loopback, in 16 MiB PATCHes as the web
 *     app sends them, against a plain disk copy (fs.copyFile, what `cp` does) of the same file
 *     into the same folder; ratio = copy time / upload time (issue 21's goal ≥ 0.6, which Node
 *     over loopback does not reach on a small machine: ADR 0023). The same client process then
 *     sends the same file in the same PATCHes to the floor: a raw node:http server in this
 *     process writing each body into a file of the same folder through 1 MiB of room (what the
 *     upload store does, nothing else). floor ratio = floor time / upload time: the part of what
 *     Node does here that our upload reaches (budget ≥ DRIVE_BENCH_GOALS.floorRatio);
 *   - list: GET /api/drive/items?parent_id=… (first page, the default order) of a folder holding
 *     10,000 items seeded straight into the database, timed one at a time: p95 (goal ≤ 50 ms).
 * The caller is a staff member whose team grants Drive (not an admin, whose lists skip the
 * access check). DRIVE_BENCH_MIB sets the upload's size (default 1024), DRIVE_BENCH_LISTS the
 * number of timed lists (default 300; 0 leaves the list out, to time the upload alone). BENCH_JSON=1
 * adds a `BENCH_JSON {…}` line for bench.mjs.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { copyFile, open, readdir, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { driveItems, teamMembers, teamPermissions, teams, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createLogger } from '../src/logger.ts';
import { driveFilesDir } from '../src/modules/drive/driveStorage.ts';

const MIB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.DRIVE_BENCH_MIB ?? 1024) * MIB;
/** What the web app sends per PATCH (packages/features/src/drive/uploads/tusUploader.ts). */
const CHUNK_BYTES = 16 * MIB;
const FOLDER_ITEMS = 10_000;
const LISTS = Number(process.env.DRIVE_BENCH_LISTS ?? 300);
const PASSWORD = 'bench horse battery staple';

/** The floor server's room between socket and disk, as the upload store's (driveUploadStore.ts). */
const FLOOR_WRITE_BUFFER_BYTES = MIB;

/**
 * uploadRatio: issue 21's goal (copy time / upload time), printed, not a budget (ADR 0023).
 * floorRatio: the budget (floor time / upload time in the same run, ADR 0023).
 */
export const DRIVE_BENCH_GOALS = { uploadRatio: 0.6, floorRatio: 0.6, listP95Ms: 50 } as const;

interface Session {
  base: string;
  cookie: string;
}

async function seedStaff(handle: DatabaseHandle): Promise<string> {
  const [user] = await handle.db
    .insert(users)
    .values({
      username: 'bench.drive',
      fullName: 'Drive Bench',
      email: 'bench.drive@atrium.example',
      role: 'user',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user row');
  const [team] = await handle.db.insert(teams).values({ name: 'Staff' }).returning();
  if (!team) throw new Error('no team row');
  await handle.db.insert(teamMembers).values({ teamId: team.id, userId: user.id });
  await handle.db.insert(teamPermissions).values({ teamId: team.id, permission: 'Drive' });
  return user.id;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MASTER_KEY_HEADER]: '' },
    body: JSON.stringify({ username: 'bench.drive', password: PASSWORD }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

/** A file of `bytes` random-looking bytes (one random MiB repeated: quick to write). */
async function writeTestFile(file: string, bytes: number) {
  const block = Buffer.alloc(MIB);
  for (let index = 0; index < MIB; index += 4)
    block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, index);
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < bytes; written += MIB) await handle.write(block);
  } finally {
    await handle.close();
  }
}

async function syncFile(file: string) {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The stored file of the upload: the drive's only file of that size. */
async function storedFileOf(dataDir: string, bytes: number): Promise<string> {
  const directory = driveFilesDir(dataDir);
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && statSync(file).size === bytes) return file;
  }
  throw new Error(`no stored file of ${bytes} bytes under ${directory}`);
}

/** One tus request; PATCH bodies are streamed from the file, never held in memory. */
function tus(
  session: Session,
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  body?: { file: string; start: number; end: number },
): Promise<{ status: number; location: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(url, session.base),
      {
        method,
        headers: {
          cookie: session.cookie,
          [MASTER_KEY_HEADER]: '',
          'tus-resumable': '1.0.0',
          ...headers,
          ...(body ? { 'content-length': String(body.end - body.start) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, text }),
        );
      },
    );
    outgoing.on('error', reject);
    if (!body) {
      outgoing.end();
      return;
    }
    createReadStream(body.file, { start: body.start, end: body.end - 1, highWaterMark: MIB })
      .on('error', reject)
      .pipe(outgoing);
  });
}

/** The whole file through the tus endpoint, as the web app sends it. */
async function uploadOverTus(session: Session, file: string, parentId: string): Promise<void> {
  const size = statSync(file).size;
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await tus(session, 'POST', `/api${DRIVE_UPLOADS_PATH}`, {
    'upload-length': String(size),
    'upload-metadata': `name ${base64(path.basename(file))},parent_id ${base64(parentId)}`,
  });
  if (created.status !== 201 || !created.location) {
    throw new Error(`tus creation answered ${created.status}: ${created.text}`);
  }
  for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
    const end = Math.min(size, offset + CHUNK_BYTES);
    const sent = await tus(
      session,
      'PATCH',
      created.location,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      { file, start: offset, end },
    );
    const expected = end === size ? 200 : 204;
    if (sent.status !== expected) {
      throw new Error(`tus PATCH at ${offset} answered ${sent.status}: ${sent.text}`);
    }
  }
}

/** The same file in the same PATCHes to the floor server (no tus headers needed there). */
async function uploadToFloor(floor: Session, file: string): Promise<void> {
  const size = statSync(file).size;
  for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
    const end = Math.min(size, offset + CHUNK_BYTES);
    const sent = await tus(
      floor,
      'PATCH',
      '/floor',
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      { file, start: offset, end },
    );
    if (sent.status !== 204) throw new Error(`floor PATCH at ${offset} answered ${sent.status}`);
  }
}

interface UploadJob extends Session {
  file: string;
  parentId: string;
}

/** What the upload client tells the bench (over the IPC channel). */
type ClientMessage = { tusMs: number } | { floorMs: number };

/**
 * The uploads' client runs in its own process, as the browser does: in this one it would take
 * the event loop from the server it measures. It sends the file over tus, says how long that
 * took (first request to last answer), waits for the bench to flush those bytes to the disk and
 * name the floor server, then sends the same file there and says how long that took.
 */
function startUploadClient(job: UploadJob): {
  next(): Promise<ClientMessage>;
  floor(base: string): void;
  exited: Promise<void>;
} {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, DRIVE_BENCH_UPLOAD: JSON.stringify(job) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: ClientMessage[] = [];
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  child.on('message', (message: ClientMessage) => {
    messages.push(message);
    wake?.();
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject((failure = new Error(`the upload client exited ${code}`)));
      wake?.();
    });
  });
  exited.catch(() => {});
  return {
    async next() {
      while (messages.length === 0) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      const message = messages.shift();
      if (!message) throw new Error('no message from the upload client');
      return message;
    },
    floor: (base) => child.send({ floor: base }),
    exited,
  };
}

async function runUploadClient(job: UploadJob) {
  const send = (message: ClientMessage) =>
    new Promise<void>((resolve, reject) =>
      process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
    );
  const started = performance.now();
  await uploadOverTus(job, job.file, job.parentId);
  await send({ tusMs: performance.now() - started });
  const base = await new Promise<string>((resolve) =>
    process.once('message', (message: { floor: string }) => resolve(message.floor)),
  );
  const floorStarted = performance.now();
  await uploadToFloor({ base, cookie: '' }, job.file);
  await send({ floorMs: performance.now() - floorStarted });
  process.disconnect();
}

/**
 * The floor: a raw node:http server writing each PATCH body into `file` at its Upload-Offset
 * through FLOOR_WRITE_BUFFER_BYTES of room (what driveUploadStore's write does, without tus,
 * Fastify, sessions, hashing or the drive).
 */
async function startFloorServer(file: string): Promise<{ server: Server; base: string }> {
  await (await open(file, 'w')).close();
  const server = createServer((incoming, answer) => {
    const start = Number(incoming.headers['upload-offset']);
    pipeline(
      incoming,
      createWriteStream(file, { flags: 'r+', start, highWaterMark: FLOOR_WRITE_BUFFER_BYTES }),
    ).then(
      () => answer.writeHead(204).end(),
      () => answer.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function folderOf(session: Session, name: string): Promise<string> {
  const response = await fetch(`${session.base}/api/drive/folders`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      [MASTER_KEY_HEADER]: '',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`folder answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export interface DriveBenchResult {
  upload: {
    mib: number;
    uploadMs: number;
    copyMs: number;
    ratio: number;
    mibPerSecond: number;
    /** CPU time (user + system) the server process spent while the upload ran. */
    serverCpuMs: number;
    /** Time the server's main thread (its event loop: every request's) was busy meanwhile. */
    serverBusyMs: number;
    /** The same file in the same PATCHes to the raw node:http floor server, until on disk. */
    floorMs: number;
    /** CPU time the bench process spent while the floor upload ran. */
    floorCpuMs: number;
    /** floorMs / uploadMs: the part of the floor the upload reaches (budget ADR 0023). */
    floorRatio: number;
  };
  /** Left out when no lists are asked for (DRIVE_BENCH_LISTS=0). */
  list?: { items: number; lists: number; p50: number; p95: number; p99: number; pageSize: number };
}

export async function runDriveBench(
  options: { uploadBytes?: number; folderItems?: number; lists?: number } = {},
): Promise<DriveBenchResult> {
  const uploadBytes = options.uploadBytes ?? UPLOAD_BYTES;
  const folderItems = options.folderItems ?? FOLDER_ITEMS;
  const lists = options.lists ?? LISTS;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-drive-bench-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    const ownerId = await seedStaff(handle);
    const app = await buildApp({
      database: handle,
      logger: createLogger({ level: 'silent' }),
      config: {
        production: false,
        webDistDir: undefined,
        publicOrigin: undefined,
        allowedOrigins: [],
        trustProxy: false,
        dataDir,
        appOrigin: 'http://localhost',
        smtpUrl: undefined,
        mailFrom: 'Atrium bench <no-reply@atrium.example>',
      },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const session = { base, cookie: await signIn(base) };

      // Upload: the plain copy first, into the same data directory (same disk), then tus. Both
      // are timed until their bytes are on the disk (fsync), and each starts with nothing left
      // to write back: otherwise whichever runs second pays for the first one's writes.
      const source = path.join(dataDir, 'bench-upload.bin');
      await writeTestFile(source, uploadBytes);
      await syncFile(source);
      const copy = path.join(dataDir, 'bench-copy.bin');
      const copyStarted = performance.now();
      await copyFile(source, copy);
      await syncFile(copy);
      const copyMs = performance.now() - copyStarted;
      await rm(copy);
      const parentId = await folderOf(session, 'Uploads');
      const floorFile = path.join(dataDir, 'bench-floor.bin');
      const floor = await startFloorServer(floorFile);
      const cpuBefore = process.cpuUsage();
      const loopBefore = performance.eventLoopUtilization();
      const client = startUploadClient({ ...session, file: source, parentId });
      const sent = await client.next();
      if (!('tusMs' in sent)) throw new Error('the upload client skipped the tus upload');
      const syncStarted = performance.now();
      await syncFile(await storedFileOf(dataDir, uploadBytes));
      const uploadMs = sent.tusMs + (performance.now() - syncStarted);
      const cpu = process.cpuUsage(cpuBefore);
      const loop = performance.eventLoopUtilization(loopBefore);
      // The floor, once the upload's bytes are on the disk (it does not pay for their writing).
      const floorCpuBefore = process.cpuUsage();
      client.floor(floor.base);
      const floorSent = await client.next();
      if (!('floorMs' in floorSent)) throw new Error('the upload client skipped the floor');
      const floorSyncStarted = performance.now();
      await syncFile(floorFile);
      const floorMs = floorSent.floorMs + (performance.now() - floorSyncStarted);
      const floorCpu = process.cpuUsage(floorCpuBefore);
      await client.exited;
      await new Promise((resolve) => floor.server.close(resolve));
      await rm(floorFile);
      await rm(source);
      const round = (ms: number) => Number(ms.toFixed(1));
      const upload = {
        mib: uploadBytes / MIB,
        uploadMs: Math.round(uploadMs),
        copyMs: Math.round(copyMs),
        ratio: Number((copyMs / uploadMs).toFixed(2)),
        mibPerSecond: Math.round(uploadBytes / MIB / (uploadMs / 1000)),
        serverCpuMs: Math.round((cpu.user + cpu.system) / 1000),
        serverBusyMs: Math.round(loop.active),
        floorMs: Math.round(floorMs),
        floorCpuMs: Math.round((floorCpu.user + floorCpu.system) / 1000),
        floorRatio: Number((floorMs / uploadMs).toFixed(2)),
      };
      if (lists === 0) return { upload };

      // List: a folder of `folderItems` files, straight into the table.
      const folderId = await folderOf(session, 'Big folder');
      const now = Date.now();
      const rows = Array.from({ length: folderItems }, (_unused, index) => ({
        kind: 'file' as const,
        name: `Report ${String(index).padStart(5, '0')}.pdf`,
        parentId: folderId,
        ownerId,
        createdBy: ownerId,
        size: 1000 + index,
        mimeType: 'application/pdf',
        updatedAt: new Date(now - index * 60_000),
      }));
      for (let start = 0; start < rows.length; start += 1000) {
        await handle.db.insert(driveItems).values(rows.slice(start, start + 1000));
      }
      const listUrl = `${base}/api/drive/items?parent_id=${folderId}`;
      const get = async () => {
        const response = await fetch(listUrl, { headers: { cookie: session.cookie } });
        const page = (await response.json()) as { items: unknown[]; total: number };
        if (response.status !== 200 || page.total !== folderItems) {
          throw new Error(`list answered ${response.status}, total ${page.total}`);
        }
        return page.items.length;
      };
      // Warm up (JIT, PGlite's caches) so the figure is the steady state people see.
      for (let index = 0; index < 20; index += 1) await get();
      const times: number[] = [];
      let pageSize = 0;
      for (let index = 0; index < lists; index += 1) {
        const started = performance.now();
        pageSize = await get();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return {
        upload,
        list: {
          items: folderItems,
          lists,
          p50: round(percentile(times, 50)),
          p95: round(percentile(times, 95)),
          p99: round(percentile(times, 99)),
          pageSize,
        },
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench's lines, budgets as ratios the way bench.mjs prints them. */
export function driveBenchRows(result: DriveBenchResult): [string, string][] {
  const { upload, list } = result;
  const rows: [string, string][] = [
    [
      `drive upload ${upload.mib} MiB (tus)`,
      `${upload.uploadMs} ms (${upload.mibPerSecond} MiB/s, server CPU ${upload.serverCpuMs} ms, main thread busy ${upload.serverBusyMs} ms); disk copy ${upload.copyMs} ms; ratio ${upload.ratio.toFixed(2)} (goal ≥ ${DRIVE_BENCH_GOALS.uploadRatio})${upload.ratio < DRIVE_BENCH_GOALS.uploadRatio ? '  UNDER GOAL' : ''}`,
    ],
    [
      `drive upload floor (raw node:http)`,
      `${upload.floorMs} ms (server CPU ${upload.floorCpuMs} ms); floor/tus ${upload.floorRatio.toFixed(2)} (budget ≥ ${DRIVE_BENCH_GOALS.floorRatio})${upload.floorRatio < DRIVE_BENCH_GOALS.floorRatio ? '  UNDER BUDGET' : ''}`,
    ],
  ];
  if (!list) return rows;
  const listRatio = list.p95 / DRIVE_BENCH_GOALS.listP95Ms;
  rows.push([
    `drive list ${list.items.toLocaleString('en')} items (PGlite)`,
    `first page (${list.pageSize}) p50 ${list.p50} ms, p95 ${list.p95} ms (budget ${DRIVE_BENCH_GOALS.listP95Ms} ms) ratio ${listRatio.toFixed(2)}${listRatio > 1 ? '  OVER BUDGET' : ''}, p99 ${list.p99} ms over ${list.lists} requests`,
  ]);
  return rows;
}

if (process.env.DRIVE_BENCH_UPLOAD) {
  runUploadClient(JSON.parse(process.env.DRIVE_BENCH_UPLOAD) as UploadJob).catch(
    (error: unknown) => {
      process.stderr.write(`upload client: ${String(error)}\n`);
      process.exit(1);
    },
  );
} else if (import.meta.url === `file://${process.argv[1]}`) {
  runDriveBench().then(
    (result) => {
      for (const [label, value] of driveBenchRows(result)) {
        process.stdout.write(`  ${label}  ${value}\n`);
      }
      if (process.env.BENCH_JSON) process.stdout.write(`BENCH_JSON ${JSON.stringify(result)}\n`);
    },
    (error: unknown) => {
      process.stderr.write(
        `drive bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
