import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Browser projects (storybook, visual) live in the root vitest.config.ts: one Storybook for ui and features.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.browser.test.tsx', '**/node_modules/**'],
            setupFiles: ['../../vitest.jsdom.setup.ts'],
          },
        },
      ],
    },
  }),
);
