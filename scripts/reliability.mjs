#!/usr/bin/env node
/**
 * npm run test:reliability
 * What an operator would try before trusting a deployment, as one suite of the server's real
 * process (apps/server, vitest), on PGlite and, when it answers, PostgreSQL:
 *   - kill -9 under write load, restarted each time: no acknowledged write lost (killUnderLoad)
 *   - SIGTERM under load: every accepted request answered, streams told to reconnect (shutdownUnderLoad)
 *   - backup and restore round trip, on both engines and across them (backupRoundTrip)
 *   - two instances on one PostgreSQL: sessions, live events, rate limits, jobs (twoInstances)
 *   - a job whose lock expired while its instance still worked runs once in effect (jobIdempotency)
 *   - startup failures, a full disk among them: one line naming cause and fix (startupFailures)
 * Each prints `scoreboard | check | figure` lines, gathered at the end with `N passed, N failed`.
 *
 *   --short   only the kill -9 check, 1 kill per engine: CI's other passes already run the rest
 *             (npm test on PGlite, the PostgreSQL pass), so the short form adds nothing twice.
 *
 * RELIABILITY_KILLS sets the kills per engine (default 5; --short: 1). PG_TEST_URL names the
 * PostgreSQL admin URL; without it postgres://postgres@127.0.0.1:5432/postgres is used if it
 * answers, and the PostgreSQL checks are skipped if not.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const RELIABILITY_FILES = [
  'src/lifecycle/killUnderLoad.test.ts',
  'src/lifecycle/shutdownUnderLoad.test.ts',
  'src/ops/backup/backupRoundTrip.test.ts',
  'src/lifecycle/twoInstances.test.ts',
  'src/jobs/jobIdempotency.test.ts',
  'src/lifecycle/startupFailures.test.ts',
];
export const SHORT_FILES = ['src/lifecycle/killUnderLoad.test.ts'];

function postgresAnswers() {
  const probe = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** The environment and vitest arguments of a run (exported for the script's test). */
export function reliabilityRun({ short, env, postgres }) {
  const runEnv = { ...env, ATRIUM_RELIABILITY: '1' };
  if (short && !runEnv.RELIABILITY_KILLS) runEnv.RELIABILITY_KILLS = '1';
  if (!runEnv.PG_TEST_URL && postgres) runEnv.PG_TEST_URL = DEFAULT_PG_ADMIN_URL;
  return { env: runEnv, args: ['vitest', 'run', ...(short ? SHORT_FILES : RELIABILITY_FILES)] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const short = process.argv.includes('--short');
  const { env, args } = reliabilityRun({
    short,
    env: process.env,
    postgres: !process.env.PG_TEST_URL && postgresAnswers(),
  });
  if (!env.PG_TEST_URL) {
    console.log('reliability: PostgreSQL does not answer on 127.0.0.1:5432; PGlite only');
  }
  const result = spawnSync('npx', args, {
    cwd: path.join(root, 'apps/server'),
    env,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
