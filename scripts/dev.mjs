#!/usr/bin/env node
/**
 * npm run dev
 * Runs the server in watch mode on port 3001 and Vite (which proxies /api to 3001) side by side,
 * with prefixed output. Ctrl-C stops both; if one exits, the other is stopped too.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

const processes = [
  {
    name: 'server',
    colour: 36,
    args: ['run', 'dev', '-w', '@atrium/server'],
    env: {
      ATRIUM_DATA_DIR: path.join(root, 'data'),
      NODE_ENV: 'development',
      ...process.env,
      PORT: '3001', // apps/web's Vite config proxies /api here
    },
  },
  { name: 'web', colour: 35, args: ['run', 'dev', '-w', '@atrium/web'], env: process.env },
];

const width = Math.max(...processes.map((p) => p.name.length));
let shuttingDown = false;
let exitCode = 0;
const running = new Set();

function pipe(stream, prefix, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal); // the whole group: npm, tsx/vite and their children
    } catch {
      // already gone
    }
  }
}

function shutdown(signal, code) {
  if (!shuttingDown) {
    shuttingDown = true;
    exitCode = code;
    setTimeout(() => stopAll('SIGKILL'), 5000).unref();
  }
  stopAll(signal);
}

for (const spec of processes) {
  const prefix = paint(spec.colour, `[${spec.name.padEnd(width)}]`);
  const child = spawn('npm', spec.args, {
    cwd: root,
    env: { FORCE_COLOR: color ? '1' : '0', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  pipe(child.stdout, prefix, process.stdout);
  pipe(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!shuttingDown) {
      console.log(`${prefix} exited (${signal ?? code}); stopping the others`);
      shutdown('SIGTERM', code ?? 1);
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

console.log(
  `dev: server on http://localhost:${processes[0].env.PORT}, web on the Vite URL below (proxies /api). Ctrl-C stops both.`,
);
// Children run in their own process groups, so they get exactly one signal: ours. SIGTERM, because
// npm, tsx and Vite all stop on it, and a child may have inherited an ignored SIGINT.
process.on('SIGINT', () => shutdown('SIGTERM', 0));
process.on('SIGTERM', () => shutdown('SIGTERM', 0));
process.on('exit', () => stopAll('SIGKILL'));
