#!/usr/bin/env node
/**
 * npm start
 * Builds what is missing (server and web), then runs the production server: API under /api and
 * the built SPA on one port (default http://localhost:3000). The server itself migrates the
 * database (PGlite in ./data, or PostgreSQL through DATABASE_URL) and creates the first admin.
 * Ctrl-C (SIGINT) or SIGTERM is forwarded to the server, and we exit with its code.
 *
 * Environment (defaults): PORT=3000, ATRIUM_DATA_DIR=<repo>/data,
 * WEB_DIST_DIR=<repo>/apps/web/dist, NODE_ENV=production; DATABASE_URL and
 * ATRIUM_ADMIN_PASSWORD are passed through.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const FORCE_KILL_AFTER_MS = 10_000;

const missing = [serverMain, webIndex].filter((file) => !existsSync(file));
if (missing.length) {
  console.log(
    `atrium: building (missing ${missing.map((f) => path.relative(root, f)).join(', ')})`,
  );
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@atrium/server...', '--filter=@atrium/web...'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
    },
  );
  if (build.status !== 0) {
    console.error('atrium: the build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
  const stillMissing = [serverMain, webIndex].filter((file) => !existsSync(file));
  if (stillMissing.length) {
    console.error(`atrium: the build did not produce ${stillMissing.join(', ')}`);
    process.exit(1);
  }
}

const env = {
  PORT: '3000',
  ATRIUM_DATA_DIR: path.join(root, 'data'),
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  NODE_ENV: 'production',
  ...process.env,
};

// Own process group: a terminal's Ctrl-C reaches only us, and the server gets exactly one signal
// (ours) instead of two, which it could take as "force quit".
const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

let stopping = false;
function forward(signal) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill(signal);
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error(
      `atrium: server still running ${FORCE_KILL_AFTER_MS / 1000} s after ${signal}; killing it`,
    );
    server.kill('SIGKILL');
  }, FORCE_KILL_AFTER_MS).unref();
}
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGHUP', () => forward('SIGTERM'));
// If we die unexpectedly, do not leave the server behind.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

server.on('error', (error) => {
  console.error(`atrium: could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
