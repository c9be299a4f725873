#!/usr/bin/env node
/**
 * npm run chromatic [-- <chromatic flags>]
 * Publishes ./storybook-static to Chromatic when CHROMATIC_PROJECT_TOKEN is set and the service is
 * reachable; otherwise says why it skipped and exits 0 (toolchain.md §4, P13: the CLI itself fails
 * or hangs offline). Builds Storybook first if ./storybook-static is missing.
 */
import { spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'storybook-static');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped (CHROMATIC_PROJECT_TOKEN not set)');
  process.exit(0);
}

try {
  await Promise.race([
    lookup('index.chromatic.com'),
    new Promise((_, reject) => setTimeout(() => reject(new Error('DNS timeout')), 3000)),
  ]);
} catch (error) {
  console.log(`chromatic: skipped (no network: ${error.code ?? error.message})`);
  process.exit(0);
}

const options = { cwd: root, stdio: 'inherit', killSignal: 'SIGKILL' };

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.log('chromatic: ./storybook-static is missing, building it (npm run build-storybook)');
  const build = spawnSync('npm', ['run', 'build-storybook'], { ...options, timeout: 10 * 60_000 });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--storybook-build-dir',
    buildDir,
    '--exit-zero-on-changes',
    '--skip-update-check',
    ...process.argv.slice(2),
  ],
  { ...options, timeout: 20 * 60_000 },
);
process.exit(result.status ?? 1);
