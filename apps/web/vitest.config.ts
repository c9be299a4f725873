import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

/** Files that replace modules (vi.mock): a module graph of their own. */
const OWN_MODULES = ['src/app/services.test.ts', 'src/push/pushRegistration.test.ts'];

const shared = {
  environment: 'jsdom' as const,
  setupFiles: ['../../vitest.jsdom.setup.ts'],
  // The route tests render the whole app: the first one compiles and loads the lazy route
  // chunks (layout, login, home), which can take several seconds on a busy CI machine.
  testTimeout: 20_000,
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          // One jsdom and module graph for all files (the setup file resets the page per file).
          isolate: false,
        },
      },
      { extends: true, test: { ...shared, name: 'web-own-modules', include: OWN_MODULES } },
    ],
  },
});
