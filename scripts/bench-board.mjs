/**
 * The board's figure for `npm run bench` (issue 22); bench.mjs calls it, and
 * `node scripts/bench-board.mjs` prints it alone: a board of 2,000 stories (the board endpoint's
 * answer: the first 200 of each column) rendered by StoryBoard in Chromium with the CPU slowed
 * 4× (DevTools' Emulation.setCPUThrottlingRate), from render to the first paint of what it
 * committed; one warm-up render, then the median and the slowest of five. Budget ≤ 300 ms.
 * Also printed: the same board drawing every card it was sent (what it did before columns showed
 * their first cards and "Show more").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULT = path.join(root, 'bench-results', 'board.json');
export const BOARD_BUDGET_MS = 300;

/** Runs the bench (scripts/bench-board.config.ts) and returns its figures, or why it could not. */
export function measureBoard() {
  rmSync(RESULT, { force: true });
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'scripts/bench-board.config.ts', '--reporter=dot'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 600_000,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (!existsSync(RESULT)) {
    const tail = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-5).join(' | ');
    return { skipped: `the board bench did not finish (${tail || run.error?.message})` };
  }
  return JSON.parse(readFileSync(RESULT, 'utf8'));
}

/** bench.mjs's rows. */
export function boardRows(results) {
  const board = results.board;
  if (!board) return [];
  if (board.skipped) return [['board 2,000 stories (4× CPU)', `skipped: ${board.skipped}`]];
  const { shipped, everyCard } = board;
  return [
    [
      'board 2,000 stories (4× CPU)',
      `first render ${shipped.medianMs} ms median, ${shipped.maxMs} ms slowest, ${shipped.cards} cards (budget ≤ ${BOARD_BUDGET_MS} ms)${shipped.medianMs > BOARD_BUDGET_MS ? '  OVER BUDGET' : ''}`,
    ],
    [
      'board, every card sent',
      `${everyCard.medianMs} ms median, ${everyCard.maxMs} ms slowest, ${everyCard.cards} cards`,
    ],
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const board = measureBoard();
  for (const [label, value] of boardRows({ board })) console.log(`${label}: ${value}`);
}
