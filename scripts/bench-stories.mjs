/**
 * The story list figures for `npm run bench` (issue 22): apps/server/bench/storyBench.ts in its
 * own process (tsx, workspace sources) on PGlite, and on PostgreSQL when `pgAdminUrl` is given
 * (a throw-away database). Each run answers its rows, budgets as ratios, or why it was skipped.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One run of storyBench.ts: its rows, or a row saying why there are none. */
function runStoryBench(engine, env) {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', 'apps/server/bench/storyBench.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env, BENCH_JSON: '1' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    },
  );
  const json = (run.stdout ?? '').match(/^BENCH_JSON (.*)$/m);
  if (run.status !== 0 || !json)
    return [[`story list (${engine})`, `skipped: storyBench exited ${run.status}`]];
  return JSON.parse(json[1]).rows;
}

/** The story list rows: PGlite always, PostgreSQL when an admin URL is given. */
export function measureStories({ pgAdminUrl } = {}) {
  const rows = runStoryBench('pglite', {});
  if (pgAdminUrl) rows.push(...runStoryBench('postgres', { STORY_BENCH_PG_URL: pgAdminUrl }));
  return rows;
}
