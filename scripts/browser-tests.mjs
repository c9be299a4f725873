#!/usr/bin/env node
/**
 * npm run test:browser
 * The suites that need a real browser, all on the system Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium), in order, stopping at the first failure:
 *   1. Storybook stories as tests, with accessibility checks   (vitest --project storybook, per package)
 *   2. visual regression screenshots                            (vitest --project visual)
 *   3. the packed @atrium/ui in a consumer app                   (node --test packages/ui/fixture)
 *   4. Playwright end to end against the built app               (playwright test)
 * A vitest browser step whose Chromium went away mid-run, with no test failing, runs once more
 * (lostBrowserOnly below); a failing test never does.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lostBrowserOnly } from './lostBrowser.mjs';

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

// The stories run per package, one browser session each: in one session for all 133 files the
// browser connection closed after 86 to 113 of them, three runs out of three, with no test failing
// (2026-11-27; each package alone passes). Until the cause is found, two shorter sessions.
const storySteps = ['ui', 'features'].map((name) => ({
  name: `stories @atrium/${name} (+ a11y)`,
  command: ['npx', 'vitest', 'run', '--project', 'storybook', `packages/${name}/`],
  retryWhenBrowserLost: true,
  skipUnless: () => hasAny(...VITEST_CONFIGS) || 'no root vitest.config.ts yet',
}));

const steps = [
  ...storySteps,
  {
    name: 'visual regression',
    command: ['npx', 'vitest', 'run', '--project', 'visual'],
    retryWhenBrowserLost: true,
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

/** Runs a command with its output shown as it comes; answers the exit code and the output. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
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
  let { code, output } = await run(step.command);
  if (code !== 0 && step.retryWhenBrowserLost && lostBrowserOnly(output)) {
    console.log(`\n↻ ${step.name}: Chromium went away with no test failing; running it once more`);
    ({ code } = await run(step.command));
  }
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
