#!/usr/bin/env node
/**
 * npm run bench [-- --floor-only] [-- --skip-start] [-- --skip-api] [-- --skip-staff] [-- --skip-drive] [-- --skip-lists] [-- --skip-board] [-- --lighthouse]
 * Prints figures (not a pass/fail test) and writes bench-results/latest.json:
 *   a. JS and CSS (gzip) that /login loads: the entry chunk of apps/web/dist/index.html, its static
 *      import graph, its stylesheets and modulepreloads, plus the login route's own lazy chunk
 *      (LOGIN_ROUTE_CHUNKS). Lazy chunks of other routes are not counted.
 *   b. the floor: a bare React 19 + react-router 7 page (one route) built with the same Vite and
 *      @vitejs/plugin-react, measured the same way.
 *   c. the ratio login / floor (JS).
 *   d. the time from spawning `node scripts/start.mjs` on a fresh data dir to the first 200 from
 *      GET /api/health (or GET / when that answers 404).
 *   e. budgets (issue 3): /login CSS ≤ 35 kB gzip (the Radix parts in use included), and the
 *      @atrium/ui JS the app shell imports ≤ 40 kB gzip: an entry importing the shell's exports
 *      (UI_SHELL_EXPORTS that exist) from packages/ui/src, built by Vite as the app builds it, with
 *      React external (the app pays for React anyway; the floor measures it).
 *   f. the API (issue 4): apps/server/bench/apiBench.ts — GET /api/users at 50 connections against
 *      a bare route (ratio, goal ≥ 0.7) and login p99 with the event-loop delay, on PGlite and,
 *      when PG_BENCH_URL is set or PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL.
 *      `--skip-api` leaves it out; BENCH_SECONDS sets each load run's length.
 *   g. with --lighthouse (issue 5): scripts/lighthouse.mjs (npm run lighthouse) on the built app,
 *      /login and /main/home, mobile preset: performance ≥ 95, accessibility and best practices 100.
 *   h. staff load (issue 20): apps/server/bench/staffLoad.ts — the real server on PostgreSQL and
 *      200 simulated staff (sign in, live stream, home, lists, Start/Finish Working) for
 *      STAFF_SECONDS (default 60; 600 for the 10-minute soak): p99 ≤ 150 ms, 0 errors, the
 *      server's memory printed. Needs PostgreSQL (as f); `--skip-staff` leaves it out.
 *   i. the drive (issue 21), scripts/bench-drive.mjs: the drive page's chunk (its own, nothing of
 *      the drive on /login), and apps/server/bench/driveBench.ts on PGlite: a 1 GiB tus upload
 *      over loopback against a disk copy (ratio, goal ≥ 0.6) and the first page of a 10,000-item
 *      folder (p95 ≤ 50 ms). `--skip-api` or `--skip-drive` leaves the server part out.
 *   j. lists of the areas: apps/server/bench/storyBench.ts (issue 22: 100,000 stories, first page
 *      with two filters, p95 ≤ 150 ms on PGlite and ≤ 50 ms on PostgreSQL when it answers) and
 *      workingTimeBench.ts (issue 23: Latest Attendance and the team month calendar for 500
 *      people, p95 ≤ 100 ms on PGlite). `--skip-api` or `--skip-lists` leaves them out.
 *   k. the board (issue 22), scripts/bench-board.mjs: StoryBoard with 2,000 stories in Chromium
 *      at 4× CPU throttle, render to first paint, median of five (≤ 300 ms). `--skip-board`.
 * gzip sizes use node:zlib at its default level (6), as Vite's own report does; each file is
 * compressed on its own because the browser fetches them separately.
 */
import { spawn, spawnSync } from 'node:child_process';
import { runServerBench, serverBenchRows } from './serverBench.mjs';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench-results');
const webDist = path.join(root, 'apps/web/dist');
const floorDir = path.join(resultsDir, 'floor');

/**
 * The login route's lazy chunks, relative to apps/web/dist. apps/web names route chunks after
 * their area (assets/login-*.js), and the sign-in page's group after it (assets/signin-*.js, with
 * the components it shares); the login page's code is loaded by the route, so it counts. The
 * failure alerts (assets/error-alerts-*.js) load only when a sign-in fails.
 */
export const LOGIN_ROUTE_CHUNKS = [
  /^assets\/(login|signin)-[^/]*\.(js|css)$/,
  // The translations the page waits for: common (folder i18n) and auth, in English.
  /^assets\/locale-(i18n|auth)-en-[^/]*\.js$/,
];

/** Issue 5: no firebase or Sentry code may be among the chunks /login loads. */
export const HEAVY_ON_LOGIN = [
  /node_modules\/(@firebase|firebase)\//,
  /node_modules\/@sentry(-internal)?\//,
];

/** Chunks whose source map lists a module matching `patterns`: what they are made of, not guessed. */
export function chunksContaining(distDir, files, patterns = HEAVY_ON_LOGIN) {
  const found = [];
  for (const { file } of files) {
    if (!file.endsWith('.js')) continue;
    const mapFile = path.join(distDir, `${file}.map`);
    const sources = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? [])
      : [readFileSync(path.join(distDir, file), 'utf8')];
    const hits = sources.filter((source) => patterns.some((pattern) => pattern.test(source)));
    if (hits.length) found.push({ file, modules: hits.length });
  }
  return found;
}

/** Issue 5's budget: /login JS at most 1.4 × the bare React + router floor. */
export const LOGIN_JS_BUDGET_RATIO = 1.4;

// kB = 1000 bytes, as Vite's build report prints them
const kB = (bytes) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const gzipSize = (file) => gzipSync(readFileSync(file)).length;

// ---------------------------------------------------------------------------------------------
// Measuring a built page

/** `<script type="module" src>`, `<link rel="stylesheet" href>`, `<link rel="modulepreload" href>` */
export function parseIndexHtml(html) {
  const attrs = (tag) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w-]+)\s*=\s*["']([^"']*)["']/g)].map((m) => [m[1], m[2]]),
    );
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => attrs(m[0]))
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => a.src);
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => attrs(m[0]));
  return {
    scripts,
    styles: links.filter((a) => a.rel === 'stylesheet' && a.href).map((a) => a.href),
    preloads: links.filter((a) => a.rel === 'modulepreload' && a.href).map((a) => a.href),
  };
}

/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
export function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)].map((m) => m[1]);
}

/** URL in the page (`/assets/x.js`, `./assets/x.js`) or relative to a chunk → path under dist. */
function toDistPath(url, fromFile) {
  if (/^[a-z]+:\/\//i.test(url)) return null; // external
  if (url.startsWith('/')) return url.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), url));
}

/**
 * Everything a page loads before any lazy route: entry scripts and their static import graph,
 * stylesheets, modulepreloads, plus `extraPatterns` chunks (and their static imports).
 */
export function measurePage(distDir, extraPatterns = [], listFiles = () => []) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { scripts, styles, preloads } = parseIndexHtml(html);
  const js = new Set();
  const css = new Set();
  const visit = (rel) => {
    if (!rel || js.has(rel)) return;
    const file = path.join(distDir, rel);
    if (!existsSync(file)) throw new Error(`${rel} is referenced but missing from ${distDir}`);
    js.add(rel);
    for (const imported of staticImports(readFileSync(file, 'utf8')))
      visit(toDistPath(imported, rel));
  };
  for (const src of [...scripts, ...preloads]) visit(toDistPath(src, 'index.html'));
  for (const href of styles) {
    const rel = toDistPath(href, 'index.html');
    if (rel) css.add(rel);
  }
  for (const rel of listFiles()) {
    if (!extraPatterns.some((pattern) => pattern.test(rel))) continue;
    if (rel.endsWith('.css')) css.add(rel);
    else visit(rel);
  }
  const sized = (set) =>
    [...set].sort().map((rel) => ({ file: rel, gzip: gzipSize(path.join(distDir, rel)) }));
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const sum = (files) => files.reduce((total, f) => total + f.gzip, 0);
  return { jsGzip: sum(jsFiles), cssGzip: sum(cssFiles), files: [...jsFiles, ...cssFiles] };
}

/** Every file under `distDir`, relative to it. */
export function listDist(distDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSafe(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(distDir, full).split(path.sep).join('/'));
    }
  };
  walk(distDir);
  return out;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Issue 3's budgets, in bytes of gzip. */
export const BUDGETS = { loginCss: 35_000, uiShellJs: 40_000 };

/**
 * What the app shell takes from @atrium/ui: providers, preferences and the layout pieces every
 * signed-in page renders. Names not exported (yet) are skipped and listed in the output.
 */
export const UI_SHELL_EXPORTS = [
  'UiProvider',
  'useUi',
  'createPreferencesStore',
  'usePreferences',
  'AppShell',
  'Menu',
  'ScrollToTop',
  'BottomNav',
  'PageHeader',
  'LanguageSwitch',
  'ThemeSwitch',
  'FullPageLoader',
  'ToastProvider',
  'DropdownMenu',
  'Avatar',
];

/** Names `src/index.ts` exports (values and types). */
export function exportedNames(indexSource) {
  const names = new Set();
  for (const block of indexSource.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of block[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

// ---------------------------------------------------------------------------------------------
// e. @atrium/ui shell JS

export async function measureUiShell() {
  const uiSrc = path.join(root, 'packages/ui/src');
  const exported = exportedNames(readFileSync(path.join(uiSrc, 'index.ts'), 'utf8'));
  const used = UI_SHELL_EXPORTS.filter((name) => exported.has(name));
  const missing = UI_SHELL_EXPORTS.filter((name) => !exported.has(name));
  // Built the way the app builds it: Vite (Rolldown), production mode, minified, React external.
  // An earlier esbuild measurement counted modules only reachable through the Radix barrels'
  // namespaces (esbuild's code splitting keeps them with the barrel), which no app bundle loads.
  const { build } = await import('vite');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const entryId = 'virtual:atrium-ui-shell';
  const shellEntry = {
    name: 'atrium-ui-shell-entry',
    resolveId: (id) => (id === entryId ? `\0${entryId}` : undefined),
    load: (id) =>
      id === `\0${entryId}`
        ? `export { ${used.join(', ')} } from ${JSON.stringify(path.join(uiSrc, 'index.ts'))};`
        : undefined,
  };
  const output = await build({
    configFile: false,
    root: path.join(root, 'packages/ui'),
    logLevel: 'silent',
    mode: 'production',
    plugins: [shellEntry, vanillaExtractPlugin()],
    resolve: { conditions: ['source'] },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: false,
      rollupOptions: {
        input: entryId,
        preserveEntrySignatures: 'strict', // keep the exports: they are what the app imports
        external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      },
    },
  });
  const chunks = (Array.isArray(output) ? output[0] : output).output.filter(
    (file) => file.type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // the entry and what it imports statically; dynamic imports are not loaded by the shell
  const loaded = new Set();
  const visit = (name) => {
    if (loaded.has(name) || !byName.has(name)) return;
    loaded.add(name);
    for (const imported of byName.get(name).imports) visit(imported);
  };
  visit(chunks.find((chunk) => chunk.isEntry).fileName);
  const sizeOf = (list) => list.reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
  const staticChunks = chunks.filter((chunk) => loaded.has(chunk.fileName));
  return {
    exports: used,
    missing,
    bundler: 'vite',
    bytes: staticChunks.reduce((total, chunk) => total + Buffer.byteLength(chunk.code), 0),
    gzip: sizeOf(staticChunks),
    lazyGzip: sizeOf(chunks.filter((chunk) => !loaded.has(chunk.fileName))),
  };
}

// ---------------------------------------------------------------------------------------------
// f. the API server

const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function postgresAnswers() {
  const probe = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** Runs the API bench in its own process (tsx, workspace sources) and returns its JSON results. */
export function measureApi() {
  const env = {};
  if (!process.env.PG_BENCH_URL && !process.env.PG_TEST_URL && postgresAnswers()) {
    env.PG_BENCH_URL = DEFAULT_PG_ADMIN_URL;
  }
  const result = runServerBench('apiBench.ts', { env, echo: true });
  return result.skipped ? result : { runs: result };
}

// ---------------------------------------------------------------------------------------------
// j. the areas' lists

/** The story list (PGlite, and PostgreSQL when it answers) and the working-time lists' rows. */
export function measureLists() {
  const pgAdminUrl =
    process.env.PG_BENCH_URL ?? (postgresAnswers() ? DEFAULT_PG_ADMIN_URL : undefined);
  return [
    ...serverBenchRows('storyBench.ts', 'story list (pglite)'),
    ...(pgAdminUrl
      ? serverBenchRows('storyBench.ts', 'story list (postgres)', {
          STORY_BENCH_PG_URL: pgAdminUrl,
        })
      : []),
    ...serverBenchRows('workingTimeBench.ts', 'working time lists (pglite)'),
  ];
}

// ---------------------------------------------------------------------------------------------
// h. staff load on PostgreSQL

/** Runs the staff load test in its own process (tsx, workspace sources); its JSON results. */
export function measureStaffLoad() {
  const env = {};
  if (!process.env.PG_BENCH_URL && !process.env.PG_TEST_URL) {
    if (!postgresAnswers()) return { skipped: 'PostgreSQL does not answer (set PG_BENCH_URL)' };
    env.PG_BENCH_URL = DEFAULT_PG_ADMIN_URL;
  }
  return runServerBench('staffLoad.ts', { env, echo: true });
}

/** The summary row of the staff load test. */
export function staffLoadRow(staff) {
  if (staff.skipped) return `skipped: ${staff.skipped}`;
  const { p99, errors, memoryMb } = staff;
  return (
    `${staff.requestsPerSecond} req/s, p99 ${p99} ms (goal ≤ 150)${p99 > 150 ? '  OVER' : ''}, ` +
    `errors ${errors}${errors > 0 ? '  OVER' : ''}; memory ${memoryMb.start} → ${memoryMb.end} MB ` +
    `(max ${memoryMb.max}) over ${staff.seconds} s`
  );
}

// ---------------------------------------------------------------------------------------------
// g. Lighthouse (--lighthouse)

/** Runs scripts/lighthouse.mjs (it prints its own table) and returns its summary. */
function measureLighthouse() {
  const summaryFile = path.join(resultsDir, 'lighthouse.json');
  rmSync(summaryFile, { force: true });
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/lighthouse.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0 || !existsSync(summaryFile)) {
    return { skipped: `scripts/lighthouse.mjs exited ${run.status}` };
  }
  return JSON.parse(readFileSync(summaryFile, 'utf8'));
}

// ---------------------------------------------------------------------------------------------
// a. /login

function measureLogin() {
  if (!existsSync(path.join(root, 'apps/web/index.html'))) {
    return { skipped: 'apps/web has no index.html yet' };
  }
  // Always through turbo: an unchanged app is a cache hit, a changed one is rebuilt (measuring
  // a dist left over from an older build would report stale sizes).
  console.log('bench: building the web app (turbo; cached when nothing changed)…');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@atrium/web...'], {
    cwd: root,
    stdio: 'inherit',
    env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (build.status !== 0 || !existsSync(path.join(webDist, 'index.html'))) {
    return { skipped: 'the web build failed (see above)' };
  }
  const result = measurePage(webDist, LOGIN_ROUTE_CHUNKS, () => listDist(webDist));
  result.heavy = chunksContaining(webDist, result.files);
  if (!result.files.some((f) => LOGIN_ROUTE_CHUNKS.some((p) => p.test(f.file)))) {
    result.note = `no chunk matched LOGIN_ROUTE_CHUNKS (${LOGIN_ROUTE_CHUNKS.join(', ')}): is the login route lazy and named after its area?`;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// b. the floor

const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

const FLOOR_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '/', element: <h1>Floor</h1> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
`;

/**
 * The floor: a bare React + router page, built in `directory`, which must be inside the repo so
 * react, react-router and the plugin resolve from its node_modules.
 */
export async function measureFloor(directory = floorDir) {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, 'index.html'), FLOOR_HTML);
  writeFileSync(path.join(directory, 'main.tsx'), FLOOR_MAIN);
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: directory,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(directory, 'dist'), emptyOutDir: true },
  });
  return measurePage(path.join(directory, 'dist'));
}

// ---------------------------------------------------------------------------------------------
// d. start to first 200

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function firstOk(base, deadline) {
  let url = `${base}/api/health`;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return url;
      if (res.status === 404 && url.endsWith('/api/health')) url = `${base}/`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}

async function measureStart() {
  if (!existsSync(path.join(root, 'apps/server/src/main.ts'))) {
    return { skipped: 'apps/server/src/main.ts does not exist yet' };
  }
  const built =
    existsSync(path.join(root, 'apps/server/dist/main.js')) &&
    existsSync(path.join(webDist, 'index.html'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-data-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    ATRIUM_DATA_DIR: dataDir,
    ATRIUM_ADMIN_PASSWORD: `bench-${randomBytes(12).toString('base64url')}`,
  };
  delete env.DATABASE_URL; // the figure is for the embedded database on a fresh data dir
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = await Promise.race([
    firstOk(`http://127.0.0.1:${port}`, Date.now() + 180_000),
    exited.then(() => null),
  ]);
  const ms = performance.now() - t0;
  const stopStart = performance.now();
  child.kill('SIGINT');
  const stopTimer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const exitStatus = await exited;
  clearTimeout(stopTimer);
  const stopMs = performance.now() - stopStart;
  rmSync(dataDir, { recursive: true, force: true });
  if (!url) {
    return {
      skipped: `no 200 from the server (exit ${exitStatus}); last output:\n${output.split('\n').slice(-15).join('\n')}`,
    };
  }
  return {
    ms: Math.round(ms),
    url: url.replace(/:\d+/, ':PORT'),
    includesBuild: !built,
    stopMs: Math.round(stopMs),
    exitStatus,
  };
}

// ---------------------------------------------------------------------------------------------

function printFiles(title, result) {
  if (!result?.files) return;
  console.log(`\n${title} (${result.files.length} files counted):`);
  for (const f of result.files) console.log(`  ${kB(f.gzip).padStart(10)}  ${f.file}`);
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      'floor-only': { type: 'boolean', default: false },
      'skip-start': { type: 'boolean', default: false },
      'skip-api': { type: 'boolean', default: false },
      'skip-staff': { type: 'boolean', default: false },
      'skip-drive': { type: 'boolean', default: false },
      'skip-lists': { type: 'boolean', default: false },
      'skip-board': { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: false },
    },
  });
  mkdirSync(resultsDir, { recursive: true });
  const results = { date: new Date().toISOString(), node: process.version };

  if (!flags['floor-only']) {
    try {
      results.login = measureLogin();
    } catch (error) {
      results.login = { skipped: error.message };
    }
  }
  results.floor = await measureFloor();
  if (!flags['floor-only'] && !flags['skip-start']) results.start = await measureStart();
  if (!flags['floor-only']) {
    try {
      results.uiShell = await measureUiShell();
    } catch (error) {
      results.uiShell = { skipped: error.message };
    }
  }

  if (!flags['floor-only'] && !flags['skip-api']) results.api = measureApi();
  if (!flags['floor-only'] && !flags['skip-staff']) results.staffLoad = measureStaffLoad();
  // Imported here, not at the top: bench-drive.mjs run on its own imports this file.
  const { driveRows, measureDriveChunk, measureDriveServer } = await import('./bench-drive.mjs');
  if (results.login?.files) {
    results.driveChunk = measureDriveChunk(webDist, listDist(webDist), results.login.files);
  }
  if (!flags['floor-only'] && !flags['skip-api'] && !flags['skip-drive']) {
    results.drive = measureDriveServer();
  }
  if (!flags['floor-only'] && !flags['skip-api'] && !flags['skip-lists'])
    results.lists = measureLists();
  const { boardRows, measureBoard } = await import('./bench-board.mjs');
  if (!flags['floor-only'] && !flags['skip-board']) results.board = measureBoard();
  if (flags.lighthouse) results.lighthouse = measureLighthouse();

  const { login, floor, start, uiShell, api } = results;
  const ratio = login?.jsGzip && floor.jsGzip ? login.jsGzip / floor.jsGzip : null;
  results.ratioJs = ratio && Number(ratio.toFixed(2));

  printFiles('/login', login);
  if (login?.note) console.log(`  note: ${login.note}`);
  printFiles('floor (React 19 + react-router 7, one route)', floor);

  const rows = [
    ['login JS gz', login?.skipped ? `skipped: ${login.skipped}` : kB(login?.jsGzip)],
    ['login CSS gz', login?.skipped ? '–' : kB(login?.cssGzip)],
    ['floor JS gz', kB(floor.jsGzip)],
    ['floor CSS gz', kB(floor.cssGzip)],
    [
      'ratio login/floor (JS)',
      ratio
        ? `${ratio.toFixed(2)}× (budget ${LOGIN_JS_BUDGET_RATIO}×) ratio ${(ratio / LOGIN_JS_BUDGET_RATIO).toFixed(2)}${ratio > LOGIN_JS_BUDGET_RATIO ? '  OVER BUDGET' : ''}`
        : '–',
    ],
    [
      'firebase / Sentry on /login',
      !login || login.skipped
        ? '–'
        : login.heavy.length === 0
          ? 'none'
          : `FOUND in ${login.heavy.map((h) => h.file).join(', ')}`,
    ],
    [
      'npm start → first 200',
      start == null
        ? 'not measured'
        : start.skipped
          ? `skipped: ${start.skipped}`
          : `${(start.ms / 1000).toFixed(2)} s (${start.url}${start.includesBuild ? ', includes the build' : ''}; Ctrl-C stop ${start.stopMs} ms)`,
    ],
  ];
  if (login && !login.skipped) {
    const ratio = login.cssGzip / BUDGETS.loginCss;
    rows.push([
      '/login CSS gzip',
      `${kB(login.cssGzip)} (budget ${kB(BUDGETS.loginCss)}) ratio ${ratio.toFixed(2)}${ratio > 1 ? '  OVER BUDGET' : ''}`,
    ]);
  }
  if (uiShell) {
    rows.push([
      '@atrium/ui shell JS gzip',
      uiShell.skipped
        ? `skipped: ${uiShell.skipped}`
        : `${kB(uiShell.gzip)} (budget ${kB(BUDGETS.uiShellJs)}) ratio ${(uiShell.gzip / BUDGETS.uiShellJs).toFixed(2)}${uiShell.gzip > BUDGETS.uiShellJs ? '  OVER BUDGET' : ''}; lazy chunks ${kB(uiShell.lazyGzip)}`,
    ]);
  }
  if (results.lighthouse?.skipped) {
    rows.push(['Lighthouse', `skipped: ${results.lighthouse.skipped}`]);
  }
  for (const page of results.lighthouse?.pages ?? []) {
    rows.push([
      `Lighthouse ${page.page}`,
      `perf ${page.scores.performance}, a11y ${page.scores.accessibility}, best practices ${page.scores['best-practices']} (budget ≥ 95/100/100)${page.withinBudget ? '' : '  OVER BUDGET'}`,
    ]);
  }
  if (api?.skipped) rows.push(['API', `skipped: ${api.skipped}`]);
  for (const run of api?.runs ?? []) {
    rows.push([
      `API ${run.kind} users list`,
      `${run.usersList.requestsPerSecond.toFixed(0)} req/s, p99 ${run.usersList.p99} ms; bare ${run.bare.requestsPerSecond.toFixed(0)} req/s; ratio ${run.ratio.toFixed(2)} (goal ≥ 0.70)`,
    ]);
    rows.push([
      `API ${run.kind} login ×20`,
      `p99 ${run.login.p99} ms; event-loop delay p99 ${run.eventLoopDelayP99Ms.toFixed(1)} ms (goal ≤ 50 ms)`,
    ]);
  }
  if (results.staffLoad) {
    rows.push([
      `staff load ×${results.staffLoad.staff ?? 200} (PostgreSQL)`,
      staffLoadRow(results.staffLoad),
    ]);
  }
  rows.push(...driveRows(results));
  rows.push(...(results.lists ?? []));
  rows.push(...boardRows(results));
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('\nbench');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);

  if (uiShell?.exports) {
    console.log(`\n@atrium/ui shell exports measured: ${uiShell.exports.join(', ')}`);
    if (uiShell.missing.length) console.log(`  not exported yet: ${uiShell.missing.join(', ')}`);
  }

  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten: ${path.relative(root, path.join(resultsDir, 'latest.json'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
