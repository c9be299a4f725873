// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import atrium from './scripts/eslint-rules/index.mjs';

const TS = ['**/*.{ts,tsx,mts,cts}'];
const TESTS = [
  '**/*.test.{ts,tsx,mjs}',
  '**/*.browser.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/e2e/**/*.{ts,tsx}',
  '**/testing/**/*.{ts,tsx}',
  '**/test/**/*.{ts,tsx}',
];

/**
 * Import boundaries (docs/adr/0005-one-way-dependencies.md): web → features → ui, api;
 * server → api. Each folder gets one `no-restricted-imports` entry, because a later config
 * object replaces the rule's options instead of merging them.
 */
const NOBODY_IMPORTS_APPS = {
  paths: [
    {
      name: '@atrium/web',
      message: 'Nothing imports from apps/*: move shared code to a package.',
    },
    {
      name: '@atrium/server',
      message: 'Nothing imports from apps/*: share contracts through @atrium/api.',
    },
  ],
  patterns: [
    {
      group: ['@atrium/web/*', '@atrium/server/*', '**/apps/**'],
      message: 'Nothing imports from apps/*: move shared code to a package.',
    },
    {
      group: [
        '**/packages/*/src/**',
        '**/packages/*/dist/**',
        '**/ui/src/**',
        '**/api/src/**',
        '**/features/src/**',
      ],
      message: 'Import other workspaces by package name (@atrium/ui, @atrium/api, …), not by path.',
    },
  ],
};

/** @param {string[]} names @param {string} message */
const banned = (names, message) => ({
  paths: names.map((name) => ({ name, message })),
  patterns: [{ group: names.map((name) => `${name}/*`), message }],
});

/** @param {string} folder @param {...{paths: object[], patterns: object[]}} rules */
function boundary(folder, ...rules) {
  const all = [NOBODY_IMPORTS_APPS, ...rules];
  return {
    name: `atrium/boundaries/${folder}`,
    files: [`${folder}/**/*.{ts,tsx,js,mjs,jsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: all.flatMap((r) => r.paths),
          patterns: all.flatMap((r) => r.patterns),
        },
      ],
    },
  };
}

const REACT = ['react', 'react-dom'];
const UI_LAYER =
  'packages/ui is the design system: no data fetching, routing or i18n resources (pass labels as props).';

export default defineConfig(
  {
    name: 'atrium/ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/__screenshots__/**',
      '**/.turbo/**',
      'apps/server/drizzle/**',
      'apps/server/src/db/migrations/**',
      'bench-results/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-attachments/**',
      '.vitest/**',
    ],
  },
  {
    name: 'atrium/linter-options',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    name: 'atrium/globals',
    plugins: { 'react-hooks': reactHooks, atrium },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    name: 'atrium/typescript',
    files: TS,
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
        },
      ],
      // house-style.md: unions from `as const` arrays, not enums
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union from an `as const` array instead of an enum.',
        },
      ],
    },
  },
  {
    name: 'atrium/react',
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.flat.recommended.rules,
    },
  },
  {
    // hooks live in .ts files too (useUsers.ts)
    name: 'atrium/react-hooks-ts',
    files: ['packages/**/*.ts', 'apps/web/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    name: 'atrium/no-physical-css',
    files: ['**/*.css.ts'],
    rules: { 'atrium/no-physical-css': 'error' },
  },
  boundary(
    'packages/ui',
    banned(
      ['@atrium/api', '@atrium/features'],
      'packages/ui may not depend on @atrium/api or @atrium/features (dependencies flow web → features → ui, api).',
    ),
    banned(['react-router', 'react-router-dom', 'swr', 'i18next', 'react-i18next'], UI_LAYER),
  ),
  boundary(
    'packages/api',
    banned(
      ['@atrium/ui', '@atrium/features'],
      'packages/api is the bottom layer: it may not import @atrium/ui or @atrium/features.',
    ),
    banned(REACT, 'packages/api is framework-free: no React (hooks belong in @atrium/features).'),
  ),
  boundary(
    'packages/features',
    banned(
      ['react-router', 'react-router-dom'],
      'Feature pages are router-agnostic: take params and navigation callbacks as props (apps/web wires the router).',
    ),
    banned(
      ['@radix-ui/themes'],
      'Features take their whole vocabulary (Flex, Text, Box, Grid…) from @atrium/ui, which decides how each is rendered (ADR 0009).',
    ),
  ),
  boundary(
    'apps/server',
    banned(
      ['@atrium/ui', '@atrium/features'],
      'The server depends on @atrium/api (contracts) only.',
    ),
    banned(REACT, 'The server does not render React.'),
  ),
  boundary('apps/web'),
  {
    name: 'atrium/tests-and-stories',
    files: TESTS,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // Storybook's config and decorators: not published code
    name: 'atrium/storybook',
    files: ['.storybook/**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    name: 'atrium/scripts-and-configs',
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,mjs,ts}', '**/*.config.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'off',
    },
  },
);
