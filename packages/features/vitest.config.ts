import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

/** Files that replace modules (vi.mock) or observe a module's first load: a module graph of their own. */
const OWN_MODULES = [
  'src/app/WidgetError.offline.test.tsx',
  'src/notifications/notificationHelpers.test.ts',
  'src/i18n/i18n.test.ts',
];

const shared = {
  environment: 'jsdom' as const,
  setupFiles: ['../../vitest.jsdom.setup.ts'],
  // Whole pages in jsdom take 1–3 s each on a loaded 2-core CI machine; 5 s timed some out.
  testTimeout: 15_000,
};

export default defineConfig({
  // vanilla-extract compiles @atrium/ui's *.css.ts when its source is resolved through 'source'.
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'features',
          include: ['src/**/*.test.{ts,tsx}'],
          // *.browser.test.tsx are the visual baselines: the root `visual` project runs them in Chromium.
          exclude: [...configDefaults.exclude, 'src/**/*.browser.test.tsx', ...OWN_MODULES],
          // One jsdom and module graph for all files (the setup file resets the page per file):
          // several times faster than a fresh one per file on a 2-core machine.
          isolate: false,
        },
      },
      { extends: true, test: { ...shared, name: 'features-own-modules', include: OWN_MODULES } },
    ],
  },
});
