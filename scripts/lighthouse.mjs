#!/usr/bin/env node
/**
 * npm run lighthouse [-- --assert] [-- --keep-reports] [-- --base-url http://host:port] [-- --runs N]
 * Issue 5's Lighthouse budget: mobile preset (Lighthouse's default config: Moto G Power
 * emulation, simulated slow 4G), system Chromium, on /login and /main/home:
 * performance ≥ 95, accessibility 100, best practices 100.
 *
 * Builds nothing: it starts the BUILT app (apps/server/dist/main.js serving apps/web/dist, like
 * apps/web/e2e/serve.mjs) on a fresh temporary data dir with a known admin password. One
 * Chromium (playwright-core, persistent profile, --remote-debugging-port) is shared:
 *   1. Lighthouse on /login, signed out (Lighthouse clears the origin's storage and cache first).
 *   2. Playwright signs in through the login form, as a user does: the session cookie and the
 *      `user` entry in localStorage (packages/features/src/app/clientSession.ts) are set by the
 *      app itself. A cookie header alone would not do: the client decides it is signed in from
 *      localStorage.
 *   3. The HTTP cache is cleared (CDP Network.clearBrowserCache) so /main/home loads cold, and
 *      Lighthouse runs on it with disableStorageReset, keeping the cookie and localStorage.
 * Prints a table (scores 0–100 against the budget) and each page's failing audits; writes the
 * summary to bench-results/lighthouse.json (and the full reports with --keep-reports).
 * --assert exits 1 when a page misses the budget (figures only otherwise, like npm run bench).
 * --runs N (default 5) audits each page N times and judges the median run (Lighthouse's own
 * computeMedianRun: the run closest to the median FCP and TTI), as Lighthouse advises for scores
 * that vary from run to run with the machine's load; every run's performance score is printed.
 * --base-url measures an app that is already running instead (e.g. behind a proxy, to try a
 * server change); it signs in as `admin` with ATRIUM_ADMIN_PASSWORD.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// Self-contained (no imports): cheap to load with the pure parts, unlike lighthouse itself.
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench-results');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');

/** Issue 5. Scores are Lighthouse's 0–1 scores × 100, rounded as the report shows them. */
export const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 };
export const CATEGORIES = Object.keys(BUDGET);

/**
 * Runs per page. A single run's performance score moves a point or two with whatever else the
 * machine is doing (its CPU benchmark index is printed); Lighthouse's guidance for a figure to
 * judge is the median of five.
 */
export const DEFAULT_RUNS = 5;

export const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/main/home', path: '/main/home', signedIn: true },
];

const ADMIN = { username: 'admin', password: 'Lighthouse-Bootstrap-Passphrase-2026' };
// The form's English labels (apps/web/e2e/auth.spec.ts uses the same ones).
const LOGIN_LABELS = { username: 'Username', password: 'Password', submit: 'Sign in' };

const CHROME_FLAGS = [
  '--no-sandbox', // root in CI and here (toolchain P14)
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---------------------------------------------------------------------------------------------
// pure parts (scripts/lighthouse.test.mjs)

/** Lighthouse's 0–1 score as the report prints it; null when the category could not be scored. */
export function toPercent(score) {
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

/**
 * The audits that cost points in the given categories: scored (binary or numeric) audits of the
 * category with a score below 1, plus audits that errored (they make the category unreliable).
 * Sorted by the weight they carry, heaviest first.
 */
export function failingAudits(lhr, categoryIds = CATEGORIES) {
  const failing = new Map();
  for (const categoryId of categoryIds) {
    const category = lhr.categories?.[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const costsPoints =
        !UNSCORED.has(audit.scoreDisplayMode) && typeof audit.score === 'number' && audit.score < 1;
      if (!errored && !costsPoints) continue;
      // Performance metrics have weight; its diagnostics have none but still explain the score.
      if (!errored && ref.weight === 0 && categoryId !== 'performance') continue;
      const previous = failing.get(ref.id);
      if (previous && previous.weight >= ref.weight) continue;
      failing.set(ref.id, {
        id: ref.id,
        category: categoryId,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? (errored ? audit.errorMessage : undefined),
        items: auditItems(audit).slice(0, 5).map(describeItem).filter(Boolean),
      });
    }
  }
  return [...failing.values()].sort(
    (a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0) || a.id.localeCompare(b.id),
  );
}

/** The rows of an audit's details (a table or list; other detail types have none). */
export function auditItems(audit) {
  const details = audit?.details;
  // 'list' and 'network-tree' details hold nested tables and prose, not evidence rows.
  if (!details || !['table', 'opportunity'].includes(details.type)) return [];
  return Array.isArray(details.items) ? details.items : [];
}

/** A short evidence line for one row of an audit's details table. */
export function describeItem(item) {
  if (!item || typeof item !== 'object') return null;
  const node = item.node;
  if (node && typeof node === 'object') {
    const what = node.selector || node.snippet || node.nodeLabel;
    const why = node.explanation ? `: ${node.explanation.split('\n')[0]}` : '';
    return what ? `${what}${why}`.slice(0, 200) : null;
  }
  const text =
    item.url ??
    item.source?.url ??
    item.issueType ??
    item.description ??
    item.label ??
    (typeof item.value === 'string' ? item.value : undefined);
  return typeof text === 'string' ? text.slice(0, 200) : null;
}

/** One page's figures from a Lighthouse result. */
export function summarize(name, lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, toPercent(lhr.categories?.[id]?.score)]),
  );
  const misses = CATEGORIES.filter((id) => scores[id] === null || scores[id] < BUDGET[id]);
  return {
    page: name,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    scores,
    metrics: {
      fcp: lhr.audits?.['first-contentful-paint']?.displayValue,
      lcp: lhr.audits?.['largest-contentful-paint']?.displayValue,
      tbt: lhr.audits?.['total-blocking-time']?.displayValue,
      cls: lhr.audits?.['cumulative-layout-shift']?.displayValue,
      si: lhr.audits?.['speed-index']?.displayValue,
    },
    // Lighthouse's CPU benchmark of this machine: low values (a busy machine) inflate TBT.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    withinBudget: misses.length === 0,
    misses,
    failing: failingAudits(lhr),
    runWarnings: lhr.runWarnings ?? [],
  };
}

/**
 * The run to judge among several of one page: Lighthouse's median run (closest to the median FCP
 * and TTI), or the first when the runs lack those metrics (a page that did not load).
 */
export function pickMedianRun(lhrs) {
  if (lhrs.length === 1) return lhrs[0];
  const valid = filterToValidRuns(lhrs);
  return valid.length > 0 ? computeMedianRun(valid) : lhrs[0];
}

/** "performance by run: 96, 95, 96 (median run: 96)", or nothing for a single run. */
export function formatRuns(summary) {
  const runs = summary.performanceByRun ?? [];
  if (runs.length < 2) return null;
  const shown = runs.map((score) => (score === null ? 'n/a' : String(score))).join(', ');
  return `  performance by run: ${shown} (median run: ${summary.scores.performance ?? 'n/a'})`;
}

/**
 * Why a run has no performance score: Lighthouse's runtime error (the page did not load, no
 * first paint), else the first performance audit that errored (e.g. a metric it could not
 * compute), so an unscored run is explained rather than shown as a bare "n/a".
 */
export function unscoredReason(lhr) {
  if (lhr?.runtimeError?.message) return lhr.runtimeError.message;
  for (const ref of lhr?.categories?.performance?.auditRefs ?? []) {
    const audit = lhr.audits?.[ref.id];
    if (audit?.scoreDisplayMode === 'error') {
      return `${ref.id}: ${audit.errorMessage ?? 'errored'}`;
    }
  }
  return 'Lighthouse gave no reason';
}

/** A fixed-width table; numbers right-aligned, a `!` after each score under its budget. */
export function formatTable(summaries) {
  const header = ['page', ...CATEGORIES, 'budget'];
  const budgetRow = ['budget', ...CATEGORIES.map((id) => `≥ ${BUDGET[id]}`), ''];
  const rows = summaries.map((summary) => [
    summary.page,
    ...CATEGORIES.map((id) => {
      const score = summary.scores[id];
      if (score === null) return 'n/a !';
      return score < BUDGET[id] ? `${score} !` : String(score);
    }),
    summary.withinBudget ? 'ok' : `MISSED (${summary.misses.join(', ')})`,
  ]);
  const all = [header, budgetRow, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  return all
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column === row.length - 1
            ? cell.padEnd(widths[column])
            : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The failing audits of one page, one per line, with up to 5 evidence items each. */
export function formatFailing(summary) {
  if (summary.failing.length === 0) return `${summary.page}: no failing audits`;
  const lines = [`${summary.page}: failing audits`];
  for (const audit of summary.failing) {
    const score = audit.score === null || audit.score === undefined ? 'error' : audit.score;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    lines.push(
      `  [${audit.category}, weight ${audit.weight}, score ${score}] ${audit.id}: ${audit.title}${value}`,
    );
    for (const item of audit.items) lines.push(`      ${item}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// the run

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

async function waitForHealth(base, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function startServer() {
  for (const [what, file] of [
    ['server', serverEntry],
    ['web app', path.join(webDist, 'index.html')],
  ]) {
    if (!existsSync(file)) {
      throw new Error(
        `the ${what} is not built (${path.relative(root, file)} is missing). Run \`npm run build\` first.`,
      );
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-lighthouse-data-'));
  // A snapshot of the web build: a `vite build` started meanwhile (turbo, another checkout
  // user) empties apps/web/dist, and the server would then answer 404 to every page.
  const webDir = path.join(dataDir, 'web');
  cpSync(webDist, webDir, { recursive: true });
  if (!existsSync(path.join(webDir, 'index.html'))) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error('apps/web/dist changed while it was copied (a build running?); try again');
  }
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    ATRIUM_DATA_DIR: path.join(dataDir, 'db'),
    WEB_DIST_DIR: webDir,
    ATRIUM_ADMIN_PASSWORD: ADMIN.password,
  };
  delete env.DATABASE_URL; // the embedded database on a fresh data dir
  const child = spawn(process.execPath, [serverEntry], {
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
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!(await waitForHealth(base, exited, 120_000))) {
    await stop();
    throw new Error(
      `the server did not answer /api/health; last output:\n${output.split('\n').slice(-15).join('\n')}`,
    );
  }
  const page = await fetch(`${base}/login`, { headers: { accept: 'text/html' } });
  if (!page.ok) {
    await stop();
    throw new Error(`GET /login answered ${page.status}: is the web build complete?`);
  }
  return { base, stop };
}

async function signIn(page, base, credentials) {
  await page.goto(`${base}/login`);
  await page
    .getByRole('textbox', { name: LOGIN_LABELS.username, exact: true })
    .fill(credentials.username);
  await page
    .getByRole('textbox', { name: LOGIN_LABELS.password, exact: true })
    .fill(credentials.password);
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await page.waitForURL(/\/main\/home$/, { timeout: 30_000 });
  const stored = await page.evaluate(() => window.localStorage.getItem('user'));
  if (!stored) throw new Error('signed in, but the app stored no `user` in localStorage');
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      assert: { type: 'boolean', default: false },
      'keep-reports': { type: 'boolean', default: false },
      'base-url': { type: 'string' },
      runs: { type: 'string', default: String(DEFAULT_RUNS) },
    },
  });
  const runs = Number(flags.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
    throw new Error(`--runs takes a whole number from 1 to 15, not "${flags.runs}"`);
  }
  const [{ default: lighthouse }, { chromium }] = await Promise.all([
    import('lighthouse'),
    import('playwright-core'),
  ]);
  const executablePath =
    process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const external = flags['base-url']?.replace(/\/+$/, '');
  if (external && !process.env.ATRIUM_ADMIN_PASSWORD) {
    throw new Error('--base-url needs ATRIUM_ADMIN_PASSWORD (the admin of that server)');
  }
  const credentials = external
    ? { username: 'admin', password: process.env.ATRIUM_ADMIN_PASSWORD }
    : ADMIN;
  const server = external ? { base: external, stop: async () => {} } : await startServer();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'atrium-lighthouse-profile-'));
  const debugPort = await freePort();
  let context;
  const summaries = [];
  try {
    // Persistent context: its pages live in the browser's default context, which is where
    // Lighthouse opens its tab, so they share the cookie and localStorage.
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath,
      headless: true,
      viewport: null,
      locale: 'en-GB',
      // Playwright turns the back/forward cache off; Lighthouse's bf-cache audit would blame us.
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
      args: [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    mkdirSync(resultsDir, { recursive: true });
    for (const target of PAGES) {
      if (target.signedIn) await signIn(page, server.base, credentials);
      const url = `${server.base}${target.path}`;
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        if (target.signedIn) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          await page.goto('about:blank');
        }
        const which = runs > 1 ? ` (run ${run} of ${runs})` : '';
        console.log(`lighthouse: ${url}${target.signedIn ? ' (signed in)' : ''}${which}…`);
        const result = await lighthouse(
          url,
          {
            port: debugPort,
            hostname: '127.0.0.1',
            logLevel: 'error',
            output: 'json',
            onlyCategories: CATEGORIES,
            enableErrorReporting: false,
            disableStorageReset: target.signedIn,
          },
          undefined, // the default config is the mobile preset
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        results.push(result);
      }
      const lhrs = results.map((result) => result.lhr);
      const median = pickMedianRun(lhrs);
      const summary = summarize(target.name, median);
      summary.performanceByRun = lhrs.map((lhr) => toPercent(lhr.categories?.performance?.score));
      summary.performanceByRun.forEach((score, index) => {
        if (score === null) {
          summary.runWarnings.push(
            `run ${index + 1} has no performance score: ${unscoredReason(lhrs[index])}`,
          );
        }
      });
      if (summary.finalUrl && !summary.finalUrl.endsWith(target.path)) {
        summary.runWarnings.push(`ended on ${summary.finalUrl}, not ${target.path}`);
      }
      summaries.push(summary);
      if (flags['keep-reports']) {
        const file = path.join(
          resultsDir,
          `lighthouse-${target.path.replace(/^\//, '').replaceAll('/', '-')}.json`,
        );
        writeFileSync(file, results[lhrs.indexOf(median)].report);
        console.log(`  report: ${path.relative(root, file)}`);
      }
    }
  } finally {
    await context?.close().catch(() => {});
    rmSync(profileDir, { recursive: true, force: true });
    await server.stop();
  }

  console.log(`\nLighthouse ${summaries.length ? '(mobile preset, system Chromium)' : ''}`);
  console.log(formatTable(summaries));
  for (const summary of summaries) {
    const m = summary.metrics;
    console.log(
      `\n${summary.page}: FCP ${m.fcp}, LCP ${m.lcp}, TBT ${m.tbt}, CLS ${m.cls}, Speed Index ${m.si}; CPU benchmark index ${summary.benchmarkIndex}`,
    );
    const byRun = formatRuns(summary);
    if (byRun) console.log(byRun);
    for (const warning of summary.runWarnings) console.log(`  warning: ${warning}`);
    console.log(formatFailing(summary));
  }
  const file = path.join(resultsDir, 'lighthouse.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), budget: BUDGET, runs, pages: summaries }, null, 2)}\n`,
  );
  console.log(`\nwritten: ${path.relative(root, file)}`);
  if (flags.assert && summaries.some((summary) => !summary.withinBudget)) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(`lighthouse: ${error.message}`);
    process.exitCode = 2;
  }
}
