#!/usr/bin/env node
/**
 * npm run test:browser
 * The suites that need a real browser, all on the system Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium), in order, stopping at the first failure:
 *   1. Storybook stories as tests, with accessibility checks   (vitest --project storybook)
 *   2. visual regression screenshots                            (vitest --project visual)
 *   3. the packed @atrium/ui in a consumer app                   (node --test packages/ui/fixture)
 *   4. Playwright end to end against the built app               (playwright test)
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `Chromium not found at ${chromium}; install it with ` +
      '`apt-get update && apt-get install -y chromium` or set CHROMIUM_PATH',
  );
  process.exit(1);
}

const env = { ...process.env, CHROMIUM_PATH: chromium };
const hasAny = (...files) => files.some((file) => existsSync(path.join(root, file)));
const VITEST_CONFIGS = [
  'vitest.config.ts',
  'vitest.config.mts',
  'vitest.config.js',
  'vitest.config.mjs',
];

const steps = [
  {
    name: 'stories (storybook + a11y)',
    command: ['npx', 'vitest', 'run', '--project', 'storybook'],
    skipUnless: () => hasAny(...VITEST_CONFIGS) || 'no root vitest.config.ts yet',
  },
  {
    name: 'visual regression',
    command: ['npx', 'vitest', 'run', '--project', 'visual'],
    skipUnless: () => hasAny(...VITEST_CONFIGS) || 'no root vitest.config.ts yet',
  },
  {
    name: 'packed @atrium/ui fixture',
    command: ['node', '--test', 'packages/ui/fixture/fixture.test.mjs'],
    skipUnless: () => hasAny('packages/ui/fixture/fixture.test.mjs') || 'no ui fixture',
  },
  {
    name: 'end to end (playwright)',
    command: ['npx', 'playwright', 'test'],
    skipUnless: () =>
      hasAny('playwright.config.ts', 'playwright.config.js', 'playwright.config.mjs') ||
      'no playwright.config.ts yet',
  },
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const summary = [];
const started = Date.now();
let failed = false;

console.log(`test:browser: using Chromium at ${chromium}`);
for (const step of steps) {
  const ready = step.skipUnless();
  if (ready !== true) {
    console.log(`\n▶ ${step.name}: SKIPPED (${ready})`);
    summary.push(`  ${step.name.padEnd(28)} skipped (${ready})`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const t0 = Date.now();
  const code = await run(step.command);
  const took = seconds(Date.now() - t0);
  console.log(`◀ ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${took}`);
  summary.push(`  ${step.name.padEnd(28)} ${code === 0 ? 'passed' : 'FAILED'} in ${took}`);
  if (code !== 0) {
    failed = true;
    break;
  }
}

console.log(
  `\ntest:browser summary (${seconds(Date.now() - started)} total):\n${summary.join('\n')}`,
);
process.exit(failed ? 1 : 0);
