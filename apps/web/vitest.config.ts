import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['../../vitest.jsdom.setup.ts'],
    // The route tests render the whole app: the first one compiles and loads the lazy route
    // chunks (layout, login, home), which can take several seconds on a busy CI machine.
    testTimeout: 20_000,
  },
});
