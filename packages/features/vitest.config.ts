import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // vanilla-extract compiles @atrium/ui's *.css.ts when its source is resolved through 'source'.
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'features',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // *.browser.test.tsx are the visual baselines: the root `visual` project runs them in Chromium.
    exclude: ['src/**/*.browser.test.tsx', '**/node_modules/**'],
    setupFiles: ['../../vitest.jsdom.setup.ts'],
    // Whole pages in jsdom take 1–3 s each on a loaded 2-core CI machine; 5 s timed some out.
    testTimeout: 15_000,
  },
});
