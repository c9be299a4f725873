// The board's first render with 2,000 stories (issue 22: ≤ 300 ms in Chromium at 4× CPU
// throttle), run by scripts/bench-board.mjs (`npm run bench`) in Vitest's browser mode. Not a
// test of the suites: its name is in no test project's include.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { unstable_serialize } from 'swr';
import { cdp, commands } from 'vitest/browser';
import { expect, test } from 'vitest';
import { STATE_GROUPS, type ApiClient, type StoryBoard as Board } from '@atrium/api';
import { UiProvider } from '@atrium/ui';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { createProjectsFake } from '../../projects/testing/projectsFixtures.ts';
import { StoryBoard } from '../StoryBoard.tsx';
import { storiesKeys } from '../storiesKeys.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Writes the figures to bench-results/board.json (scripts/bench-board.config.ts). */
    writeBoardBench: (result: unknown) => Promise<void>;
  }
  /** The Playwright provider's DevTools session (CPU throttling). */
  interface CDPSession {
    send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  }
}

const STORIES = 2000;
const PRIORITIES = ['urgent', 'high', 'medium', 'low', 'none'] as const;
const RUNS = 5;
const THROTTLE = 4;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The providers (theme, i18n, API, cache) are up before the clock starts, as on a page already
 * open; the time is from asking for the board, its data at hand (as after its request), to the
 * first paint of what it committed.
 */
async function renderOnce(board: Board, api: ApiClient, cardsShown?: number) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const fallback = { [unstable_serialize(storiesKeys.board(board.project_id, {}))]: board };
  // The data is given: no request, no second render.
  const swr = { provider: () => new Map(), fallback, revalidateOnMount: false };
  let show: (on: boolean) => void = () => undefined;
  function Toggle() {
    const [on, setOn] = useState(false);
    show = setOn;
    return on ? (
      <StoryBoard
        projectId={board.project_id}
        {...(cardsShown === undefined ? {} : { cardsShown })}
      />
    ) : null;
  }
  flushSync(() =>
    root.render(
      <UiProvider language="en" appearance="light">
        <FeatureProviders api={api} language="en" swr={swr}>
          <Toggle />
        </FeatureProviders>
      </UiProvider>,
    ),
  );
  await nextFrame();
  const started = performance.now();
  flushSync(() => show(true));
  // Style, layout and paint of what was committed.
  await nextFrame();
  await nextFrame();
  const ms = performance.now() - started;
  const cards = host.querySelectorAll('li').length;
  root.unmount();
  host.remove();
  return { ms, cards };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test('a board of 2,000 stories first renders within 300 ms at 4× CPU throttle', async () => {
  const fake = await createProjectsFake({
    projects: [
      {
        key: 'BIG',
        name: 'Big board',
        stories: Array.from({ length: STORIES }, (_, index) => ({
          title: `Story ${index + 1} with a title of a usual length`,
          group: STATE_GROUPS[index % STATE_GROUPS.length],
          priority: PRIORITIES[index % PRIORITIES.length],
        })),
      },
    ],
  });
  // The board endpoint's answer (the first 200 of each column, as the server sends).
  const board = await fake.api.stories.board(fake.project('BIG').id);
  expect(board.columns.reduce((total, column) => total + column.count, 0)).toBe(STORIES);

  const session = cdp();
  await session.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const measure = async (cardsShown?: number) => {
    // One render first: the code is compiled and the fonts are in, as on a page already open.
    await renderOnce(board, fake.api, cardsShown);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await renderOnce(board, fake.api, cardsShown));
    return {
      medianMs: Math.round(median(runs.map((run) => run.ms))),
      maxMs: Math.round(Math.max(...runs.map((run) => run.ms))),
      cards: runs[0]?.cards ?? 0,
    };
  };
  try {
    const shipped = await measure();
    // Every card the endpoint sends, for comparison (what the board drew before "Show more").
    const everyCard = await measure(Number.POSITIVE_INFINITY);
    await commands.writeBoardBench({
      stories: STORIES,
      throttle: THROTTLE,
      runs: RUNS,
      budgetMs: 300,
      shipped,
      everyCard,
    });
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});
