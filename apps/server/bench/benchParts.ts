/**
 * What the list benches share (storyBench.ts, workingTimeBench.ts): a throw-away database, the app
 * on a loopback port, a signed-in cookie, and timing one request at a time.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';

export type BenchEngine = 'pglite' | 'postgres';

export interface Timings {
  p50: number;
  p95: number;
  p99: number;
}

/** A fresh, migrated database: PGlite in a temp folder, or a throw-away one on PostgreSQL. */
export async function freshDatabase(
  name: string,
  adminUrl: string | undefined,
): Promise<{ handle: DatabaseHandle; engine: BenchEngine; drop: () => Promise<void> }> {
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), `atrium-${name}-`));
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    await handle.migrate();
    return {
      handle,
      engine: 'pglite',
      drop: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const database = `atrium_${name.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    handle,
    engine: 'postgres',
    drop: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/** The app on a loopback port over `handle`, quiet; `close` also removes its data folder. */
export async function listeningApp(
  handle: DatabaseHandle,
): Promise<{ base: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-data-'));
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
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in and answers the headers a signed-in GET sends. */
export async function signedInHeaders(
  base: string,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MASTER_KEY_HEADER]: '' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (login.status !== 200 || !cookie) throw new Error(`sign-in answered ${login.status}`);
  return { cookie, [MASTER_KEY_HEADER]: '' };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Times `request` `count` times, one at a time, after 20 untimed warm-up calls. */
export async function timeRequests(request: () => Promise<void>, count: number): Promise<Timings> {
  for (let index = 0; index < 20; index += 1) await request();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}
