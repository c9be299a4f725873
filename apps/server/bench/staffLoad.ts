import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
/**
 * The staff load test of issue 20 (run by `npm run bench` when PostgreSQL answers, or alone with
 * `tsx --conditions=source apps/server/bench/staffLoad.ts`): the real server (a child process,
 * as `npm run dev` starts it, on a fresh PostgreSQL database) and STAFF_COUNT (200) simulated
 * staff for STAFF_SECONDS (default 60; 600 for the 10-minute soak). Each signs in once, keeps a
 * live event stream open, and loops through what a working day asks of the server: home
 * (profile, unread count), lists (notifications, people, own attendance history), and Start /
 * Finish Working, with a think time of 0.5 to 1.5 s between actions.
 * Goals: p99 ≤ 150 ms, 0 errors, the server's memory flat (its RSS sampled every 5 s, printed).
 * PG_BENCH_URL (or PG_TEST_URL) names the PostgreSQL admin URL.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import {
  createPostgresDatabase,
  startServer,
  stopServer,
  type RunningServer,
} from '../src/test/serverProcess.ts';

const STAFF = Number(process.env.STAFF_COUNT ?? 200);
const SECONDS = Number(process.env.STAFF_SECONDS ?? 60);
const PASSWORD = 'staff horse battery staple';
const P99_GOAL_MS = 150;
const SIGN_INS_AT_ONCE = 4;
const MEMORY_SAMPLE_MS = 5_000;

interface Sample {
  name: string;
  ms: number;
  ok: boolean;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** The server's resident memory in MB (Linux: /proc). */
function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One simulated person: a client address of its own (the per-address sign-in limit). */
function staffMember(server: RunningServer, index: number, samples: Sample[]) {
  const ip = `10.${Math.floor(index / 250) % 250}.${index % 250}.${(index % 200) + 1}`;
  let cookie = '';

  async function call(name: string, method: string, url: string, body?: unknown) {
    const started = performance.now();
    let ok = false;
    try {
      const response = await fetch(`${server.baseUrl}/api${url}`, {
        method,
        headers: {
          [MASTER_KEY_HEADER]: '',
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      await response.arrayBuffer();
      ok = response.status === 200;
      if (name === 'sign in') {
        const set = response.headers.getSetCookie().find((item) => item.startsWith('atrium_'));
        cookie = set?.split(';')[0] ?? '';
      }
    } catch {
      ok = false;
    }
    return { name, ms: performance.now() - started, ok };
  }

  return {
    async signIn(): Promise<boolean> {
      const result = await call('sign in', 'POST', '/user/login', {
        username: `staff.${index}`,
        password: PASSWORD,
      });
      return result.ok && cookie !== '';
    },

    /** Holds the live stream open until `signal` aborts; answers whether it connected. */
    async stream(signal: AbortSignal): Promise<boolean> {
      try {
        const response = await fetch(`${server.baseUrl}/api/events`, {
          headers: { cookie, 'x-forwarded-for': ip },
          signal,
        });
        if (response.status !== 200 || !response.body) return false;
        void response.body.pipeTo(new WritableStream()).catch(() => undefined);
        return true;
      } catch {
        return false;
      }
    },

    /** The working day's loop until `until` (performance.now() time). */
    async work(until: number): Promise<void> {
      let working = false;
      const actions: Array<() => Promise<Sample>> = [
        () => call('home: profile', 'GET', '/user/profile'),
        () => call('home: unread count', 'GET', '/notifications/unread-count'),
        () => call('list: notifications', 'GET', '/notifications?page=1&size=10'),
        () => call('list: people', 'GET', '/users?minimal=true&page=1&size=10'),
        () => call('list: attendance history', 'GET', '/user/status?page=1&size=10'),
        async () => {
          working = !working;
          return call(working ? 'Start Working' : 'Finish Working', 'POST', '/user/status', {
            is_available: working,
          });
        },
      ];
      for (let step = index; performance.now() < until; step += 1) {
        await pause(500 + Math.random() * 1000);
        if (performance.now() >= until) break;
        const action = actions[step % actions.length];
        if (action) samples.push(await action());
      }
    },
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.PG_BENCH_URL ?? process.env.PG_TEST_URL;
  if (!adminUrl) throw new Error('staffLoad needs PG_BENCH_URL (a PostgreSQL admin URL)');
  const database = await createPostgresDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-staff-load-'));
  let server: RunningServer | undefined;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    await handle.migrate();
    const passwordHash = await hashPassword(PASSWORD);
    await handle.db.insert(users).values(
      Array.from({ length: STAFF }, (_unused, index) => ({
        username: `staff.${index}`,
        fullName: index % 2 === 0 ? `موظف رقم ${index}` : `Staff member ${index}`,
        role: 'user' as const,
        passwordHash,
      })),
    );
    await handle.close();

    server = await startServer({
      DATABASE_URL: database.url,
      ATRIUM_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    const running = server;
    const pid = running.child.pid;
    const samples: Sample[] = [];
    const staff = Array.from({ length: STAFF }, (_unused, index) =>
      staffMember(running, index, samples),
    );

    // Warm-up, not measured: everyone signs in (argon2, a few at a time) and opens a stream.
    let signedIn = 0;
    for (let start = 0; start < staff.length; start += SIGN_INS_AT_ONCE) {
      const batch = staff.slice(start, start + SIGN_INS_AT_ONCE);
      const results = await Promise.all(batch.map((member) => member.signIn()));
      signedIn += results.filter(Boolean).length;
    }
    const streams = new AbortController();
    const connected = (
      await Promise.all(staff.map((member) => member.stream(streams.signal)))
    ).filter(Boolean).length;

    const memory: number[] = [];
    const sampleMemory = () => {
      const mb = rssMb(pid);
      if (mb !== undefined) memory.push(mb);
    };
    sampleMemory();
    const sampler = setInterval(sampleMemory, MEMORY_SAMPLE_MS);
    const began = performance.now();
    await Promise.all(staff.map((member) => member.work(began + SECONDS * 1000)));
    const elapsedS = (performance.now() - began) / 1000;
    clearInterval(sampler);
    sampleMemory();
    streams.abort();

    const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = samples.filter((sample) => !sample.ok).length;
    const p50 = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    const byAction = new Map<string, number[]>();
    for (const sample of samples) {
      byAction.set(sample.name, [...(byAction.get(sample.name) ?? []), sample.ms]);
    }
    const firstMb = memory[0] ?? 0;
    const lastMb = memory.at(-1) ?? 0;
    const result = {
      staff: STAFF,
      seconds: Math.round(elapsedS),
      signedIn,
      streams: connected,
      requests: samples.length,
      requestsPerSecond: Math.round(samples.length / elapsedS),
      p50: Math.round(p50),
      p99: Math.round(p99),
      errors,
      memoryMb: {
        start: Math.round(firstMb),
        end: Math.round(lastMb),
        max: Math.round(Math.max(...memory, 0)),
        perMinute: Math.round(((lastMb - firstMb) / Math.max(elapsedS / 60, 1 / 60)) * 10) / 10,
      },
      goals: { p99: p99 <= P99_GOAL_MS, errors: errors === 0 },
    };

    const line = (label: string, value: string) => console.log(`  ${label.padEnd(38)} ${value}`);
    console.log(`\nStaff load on PostgreSQL: ${STAFF} staff for ${result.seconds} s`);
    line('signed in / live streams open', `${signedIn} / ${connected}`);
    line('requests (per second)', `${result.requests} (${result.requestsPerSecond}/s)`);
    line('latency p50 / p99', `${result.p50} ms / ${result.p99} ms (goal ≤ ${P99_GOAL_MS} ms)`);
    line('errors', `${errors} (goal 0)`);
    line(
      'server memory (RSS) start → end, max',
      `${result.memoryMb.start} → ${result.memoryMb.end} MB, max ${result.memoryMb.max} MB (${result.memoryMb.perMinute} MB/min)`,
    );
    for (const [name, values] of [...byAction].sort()) {
      const sorted = [...values].sort((a, b) => a - b);
      line(`  ${name}`, `p99 ${Math.round(percentile(sorted, 0.99))} ms of ${values.length}`);
    }
    if (process.env.BENCH_JSON === '1') console.log(`BENCH_JSON ${JSON.stringify(result)}`);
  } finally {
    await stopServer(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
