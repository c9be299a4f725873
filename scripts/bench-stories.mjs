/**
 * The story list figures for `npm run bench` (issue 22): apps/server/bench/storyBench.ts in its
 * own process (tsx, workspace sources) on PGlite, and on PostgreSQL when `pgAdminUrl` is given
 * (a throw-away database). Each run answers its rows, budgets as ratios, or why it was skipped.
 */
import { runServerBench } from './serverBench.mjs';

/** One run of storyBench.ts: its rows, or a row saying why there are none. */
function runStoryBench(engine, env) {
  const result = runServerBench('storyBench.ts', { env });
  return result.skipped ? [[`story list (${engine})`, `skipped: ${result.skipped}`]] : result.rows;
}

/** The story list rows: PGlite always, PostgreSQL when an admin URL is given. */
export function measureStories({ pgAdminUrl } = {}) {
  const rows = runStoryBench('pglite', {});
  if (pgAdminUrl) rows.push(...runStoryBench('postgres', { STORY_BENCH_PG_URL: pgAdminUrl }));
  return rows;
}
