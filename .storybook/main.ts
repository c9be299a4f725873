import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { LEXICAL_PACKAGES } from '../packages/features/lexicalPackages';
import { uiDependencies } from './uiDependencies';

// One Storybook for @atrium/ui and @atrium/features (architecture §2). Workspace packages resolve to src/
// through the `source` export condition, so stories always show the code being edited.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react(), vanillaExtractPlugin()],
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Pre-bundle the features' dependencies up front: discovering them mid-run reloads Vite and fails the first test run.
      optimizeDeps: {
        // Lexical is never pre-bundled (one copy of it: lexicalPackages.ts says why).
        exclude: LEXICAL_PACKAGES,
        include: [
          ...uiDependencies,
          '@casl/ability',
          '@casl/react',
          '@dnd-kit/core',
          '@dnd-kit/sortable',
          '@dnd-kit/utilities',
          '@hookform/resolvers/zod',
          'i18next',
          'react-hook-form',
          'react-i18next',
          'swr',
          'tus-js-client',
          'zod',
        ],
      },
    }),
};
export default config;
