// Vitest config of the board bench alone (scripts/bench-board.mjs): Chromium through Playwright,
// the app's Vite plugins, and a command that writes the figures where bench.mjs reads them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { uiDependencies } from '../.storybook/uiDependencies';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BOARD_BENCH_RESULT = path.join(root, 'bench-results', 'board.json');

const writeBoardBench: BrowserCommand<[result: unknown]> = (_context, result) => {
  mkdirSync(path.dirname(BOARD_BENCH_RESULT), { recursive: true });
  writeFileSync(BOARD_BENCH_RESULT, `${JSON.stringify(result, null, 2)}\n`);
};

// React as users get it: the production build (development React checks every element and
// records a stack per render, several times slower). bench-board.mjs runs this with
// NODE_ENV=production, so the dependencies are pre-bundled that way, in a cache of their own.
export default defineConfig({
  root,
  mode: 'production',
  cacheDir: path.join(root, 'node_modules', '.vite-bench-board'),
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  optimizeDeps: { include: uiDependencies },
  test: {
    name: 'bench-board',
    include: ['packages/features/src/stories/bench/StoryBoard.bench.tsx'],
    testTimeout: 300_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1440, height: 900 },
      commands: { writeBoardBench },
    },
  },
});
