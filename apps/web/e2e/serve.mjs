#!/usr/bin/env node
/**
 * Playwright's webServer: the REAL built app (apps/server/dist + apps/web/dist) on a database
 * that starts empty every run, so the bootstrap admin is created with the e2e password.
 * The data directory has a fixed name and is wiped at start: Playwright may SIGKILL us, so a
 * clean-up on exit cannot be relied on.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');

for (const [what, file] of [
  ['server', serverEntry],
  ['web app', path.join(webDist, 'index.html')],
]) {
  if (!existsSync(file)) {
    console.error(
      `e2e: the ${what} is not built (${path.relative(root, file)} is missing). Run \`npm run build\` first.`,
    );
    process.exit(1);
  }
}

const dataDir = process.env.ATRIUM_E2E_DATA_DIR ?? path.join(os.tmpdir(), 'atrium-e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: process.env.PORT ?? '4173',
    HOST: process.env.HOST ?? '127.0.0.1',
    ATRIUM_DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    ATRIUM_ADMIN_PASSWORD: process.env.ATRIUM_ADMIN_PASSWORD ?? 'E2e-Bootstrap-Passphrase-2026',
    // The test-only /api/testing switches (attendance prompt, notification): env.ts allows them
    // in production only on a loopback HOST, which this server is.
    ATRIUM_E2E_HOOKS: '1',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
