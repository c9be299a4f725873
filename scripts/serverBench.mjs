/**
 * Runs one of apps/server/bench/*.ts in its own process (tsx, workspace sources) with BENCH_JSON=1
 * and answers the JSON of its `BENCH_JSON {…}` line, or `{ skipped }` saying why there is none.
 * `echo` shows the bench's own lines as they were printed (without the JSON line).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function runServerBench(file, { env = {}, echo = false } = {}) {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', `apps/server/bench/${file}`],
    {
      cwd: root,
      env: { ...process.env, ...env, BENCH_JSON: '1' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    },
  );
  const output = run.stdout ?? '';
  if (echo) process.stdout.write(output.replace(/^BENCH_JSON .*$/m, ''));
  const json = output.match(/^BENCH_JSON (.*)$/m);
  if (run.status !== 0 || !json) return { skipped: `${file} exited ${run.status}` };
  return JSON.parse(json[1]);
}

/** The rows a bench prints (its JSON's `rows`), or one row saying why it was skipped. */
export function serverBenchRows(file, label, env = {}) {
  const result = runServerBench(file, { env });
  return result.skipped ? [[label, `skipped: ${result.skipped}`]] : result.rows;
}
