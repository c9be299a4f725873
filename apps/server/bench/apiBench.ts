import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
/**
 * The API figures of issue 4 (run by `npm run bench`, or alone with
 * `tsx --conditions=source apps/server/bench/apiBench.ts`):
 *   - with 10,000 users, `GET /api/users?page=1&size=10` at 50 connections: requests/s and p99,
 *     against a bare Fastify route running the same repository query through the same driver
 *     (ratio = full / bare; goal ≥ 0.7: auth, validation and serialisation cost at most 30 %);
 *   - 20 concurrent logins: p99 latency and the event-loop delay p99 (goal ≤ 50 ms).
 * On PGlite always; on PostgreSQL when PG_BENCH_URL (or PG_TEST_URL) names an admin connection.
 * BENCH_SECONDS (default 10) sets each load run's length.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createLogger } from '../src/logger.ts';
import { createUsersRepo } from '../src/modules/users/users.repo.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 10_000;
const PASSWORD = 'bench horse battery staple';

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: SECONDS, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function seed(handle: DatabaseHandle): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: USERS }, (_unused, index) => ({
    username: `bench.${String(index).padStart(5, '0')}`,
    fullName: index % 2 === 0 ? `موظف رقم ${index}` : `Employee ${index}`,
    email: `bench.${index}@atrium.example`,
    role: index === 0 ? ('super_admin' as const) : ('user' as const),
    passwordHash,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await handle.db.insert(users).values(rows.slice(start, start + 1000));
  }
}

async function address(app: { listen(options: { port: number; host: string }): Promise<string> }) {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function benchOne(kind: string, handle: DatabaseHandle, dataDir: string) {
  await handle.migrate();
  await seed(handle);

  const app = await buildApp({
    database: handle,
    logger: createLogger({ level: 'silent' }),
    // trustProxy: each login carries its own X-Forwarded-For, so the per-IP login limit
    // (10 a minute) does not turn the login run into a 429 run.
    config: {
      production: false,
      webDistDir: undefined,
      publicOrigin: undefined,
      allowedOrigins: [],
      trustProxy: true,
      dataDir,
      appOrigin: 'http://localhost',
      smtpUrl: undefined,
      mailFrom: 'Atrium bench <no-reply@atrium.example>',
    },
  });
  const base = await address(app);
  const signIn = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MASTER_KEY_HEADER]: '' },
    body: JSON.stringify({ username: 'bench.00000', password: PASSWORD }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (signIn.status !== 200 || !cookie) throw new Error(`bench sign-in failed: ${signIn.status}`);

  // The same repository query, through the same driver, with nothing around it.
  const bare = Fastify();
  const repo = createUsersRepo(handle.db);
  bare.get('/users', async () => {
    const { rows, total } = await repo.list({ active: true }, { limit: 10, offset: 0 });
    const teamIds = await repo.teamIdsOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) => ({
        id: row.id,
        username: row.username,
        full_name: row.fullName,
        team_ids: teamIds.get(row.id) ?? [],
      })),
      total,
      page: 1,
      size: 10,
    };
  });
  const bareBase = await address(bare);

  const listUrl = `${base}/api/users?page=1&size=10`;
  const check = await fetch(listUrl, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`GET /api/users answered ${check.status}`);

  // Warm both routes up first (JIT, connection pool, PostgreSQL plan caches), so the first
  // measured run does not pay for what the second one gets for free.
  const WARM_UP_SECONDS = Math.min(3, SECONDS);
  await load({ url: listUrl, connections: 50, headers: { cookie }, duration: WARM_UP_SECONDS });
  await load({ url: `${bareBase}/users`, connections: 50, duration: WARM_UP_SECONDS });

  const full = await load({ url: listUrl, connections: 50, headers: { cookie } });
  const plain = await load({ url: `${bareBase}/users`, connections: 50 });

  let counter = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const logins = await load({
    url: `${base}/api/user/login`,
    connections: 20,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          const user = `bench.${String(1 + (counter % (USERS - 1))).padStart(5, '0')}`;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              [MASTER_KEY_HEADER]: '',
              'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
            },
            body: JSON.stringify({ username: user, password: PASSWORD }),
          };
        },
      },
    ],
  });
  loopDelay.disable();

  await app.close();
  await bare.close();

  const ratio = full.requestsPerSecond / plain.requestsPerSecond;
  const lines = [
    `API on ${kind}, ${USERS.toLocaleString('en')} users, ${SECONDS} s per run`,
    `  GET /api/users?page=1&size=10, 50 connections: ${full.requestsPerSecond.toFixed(0)} req/s, p99 ${full.p99} ms, errors ${full.errors + full.non2xx}`,
    `  bare Fastify route, same query and driver:    ${plain.requestsPerSecond.toFixed(0)} req/s, p99 ${plain.p99} ms`,
    `  ratio full / bare: ${ratio.toFixed(2)} (goal ≥ 0.70)`,
    `  login, 20 concurrent: ${logins.requestsPerSecond.toFixed(1)} logins/s, p99 ${logins.p99} ms, errors ${logins.errors + logins.non2xx}; event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms (goal ≤ 50 ms)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return {
    kind,
    usersList: full,
    bare: plain,
    ratio,
    login: logins,
    eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
}

async function main() {
  const results = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      results.push(await benchOne('PGlite', pglite, dataDir));
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.PG_BENCH_URL ?? process.env.PG_TEST_URL;
  if (adminUrl) {
    const name = `atrium_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    const postgres = await openDatabase({ kind: 'postgres', url: target.toString() });
    const filesDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
    try {
      results.push(await benchOne('PostgreSQL', postgres, filesDir));
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
      await postgres.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    process.stdout.write('API on PostgreSQL: skipped (set PG_BENCH_URL to an admin connection)\n');
  }
  if (process.env.BENCH_JSON) process.stdout.write(`BENCH_JSON ${JSON.stringify(results)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
