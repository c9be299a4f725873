import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import type { BrowserCommand } from 'vitest/node';
import { uiDependencies } from './.storybook/uiDependencies';

// Browser test projects for the whole repo (unit tests live in each package's own vitest config).
//   storybook: every story of @atrium/ui and @atrium/features runs as a test, with axe (a11y.test = 'error')
//   visual:    packages/*/src/**/*.browser.test.tsx, screenshots compared with toMatchScreenshot
const dirname = path.dirname(fileURLToPath(import.meta.url));

const browserProvider = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

// The real mouse stays where the previous test file left it, so a control under it would be
// screenshotted in its hover state; visual tests park it outside every frame first.
const parkPointer: BrowserCommand<[]> = async (context) => {
  if (context.provider.name === 'playwright') await context.page.mouse.move(-1, -1);
};

// A factory, not a shared object: Vitest mutates `instances`, and a shared object gives both projects one name (P9).
const browser = () => ({
  enabled: true,
  headless: true,
  provider: browserProvider,
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        // Vite plugins and the `source` condition come from .storybook/main.ts (viteFinal) through the plugin.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { conditions: ['source', ...defaultClientConditions] },
        // Pre-bundled up front: a dependency discovered mid-run reloads Vite and fails that run.
        optimizeDeps: { include: uiDependencies },
        test: {
          name: 'visual',
          include: ['packages/*/src/**/*.browser.test.tsx'],
          browser: { ...browser(), commands: { parkPointer } },
        },
      },
    ],
  },
});
