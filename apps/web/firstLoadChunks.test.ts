// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  listDist,
  LOGIN_JS_BUDGET_RATIO,
  LOGIN_ROUTE_CHUNKS,
  measureFloor,
  measurePage,
  measureUiShell,
} from '../../scripts/bench.mjs';
import { EAGER_COMPILE_HINT } from './eagerCompile.ts';
import { ERROR_ALERT_PARTS, SHELL_LATER_PARTS } from './firstLoad.ts';
import { entryPointSource } from './firstLoadGroups.ts';
import type { PreloadManifest } from './routePreloads.ts';

// The files the two pages people open first download before their first paint, from a real
// build with this app's config. The first-load manifest (firstLoad.ts) decides them, and a
// module that moves between files changes them without any other test noticing.

const WEB = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the first paint of /main/home may fetch at most: scripts, stylesheets and translations.
 * On HTTP/1.1 a browser opens 6 connections per host, and each file beyond them waits for one
 * to free up: on a phone's network that is a round trip (150 ms or more) before it even starts.
 */
const HOME_MAX_FILES = 9;

let outDir = '';
let manifest: PreloadManifest;
let pageFiles: string[] = [];
/** Vite's build manifest: each chunk's file, the chunks it imports and the CSS it needs. */
type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
let buildManifest: BuildManifest = {};
/** File (assets/x-hash.js) → the modules in it. */
const modulesOfFile = new Map<string, readonly string[]>();

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'atrium-web-build-'));
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
    // What each file is made of (the build manifest names only a chunk's facade module).
    plugins: [
      {
        name: 'record-chunk-modules',
        generateBundle(_options, bundle) {
          for (const item of Object.values(bundle))
            if (item.type === 'chunk') modulesOfFile.set(item.fileName, item.moduleIds);
        },
      },
    ],
  });
  manifest = JSON.parse(readFileSync(join(outDir, 'preloads.json'), 'utf8')) as PreloadManifest;
  buildManifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as BuildManifest;
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  // The entry, its modulepreloads and its stylesheets: what every page loads.
  pageFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function firstLoad(path: string, signedIn: boolean, language = 'en'): string[] {
  const route = manifest.routes.find((item) => item.path === path && item.signedIn === signedIn);
  expect(route, `${path} (signed ${signedIn ? 'in' : 'out'}) is in preloads.json`).toBeDefined();
  return [
    ...pageFiles,
    ...(route?.scripts ?? []),
    ...(route?.styles ?? []),
    ...(route?.locales[language] ?? []),
  ];
}

/** The stylesheets Vite's loader inserts when it loads `file`: its own and its static imports'. */
function stylesheetsLoadedWith(file: RegExp): string[] {
  const start = Object.keys(buildManifest).filter((key) => file.test(buildManifest[key]!.file));
  expect(start, `one chunk matches ${file}`).toHaveLength(1);
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const css of buildManifest[key]?.css ?? []) styles.add(`/${css}`);
    for (const imported of buildManifest[key]?.imports ?? []) visit(imported);
  };
  visit(start[0]!);
  return [...styles];
}

const named = (files: string[], pattern: RegExp) =>
  files.filter((file) => pattern.test(file.split('/').pop() ?? ''));

describe('the first load of each page', () => {
  it('every page loads the entry and the framework, and no page-specific file', () => {
    expect(named(pageFiles, /^index-.*\.js$/)).toHaveLength(1);
    expect(named(pageFiles, /^framework-.*\.js$/)).toHaveLength(1);
    expect(named(pageFiles, /^(signin|error-alerts|staff|staff-later)-/)).toEqual([]);
  });

  it('the signed-in home page loads none of the sign-in page’s files', () => {
    const files = firstLoad('/main/home', true);
    expect(named(files, /^staff-.*\.js$/)).toHaveLength(1);
    expect(named(files, /^(signin|error-alerts)-/)).toEqual([]);
    expect(named(files, /^staff-later-/)).toEqual([]);
  });

  it('the sign-in page loads none of the signed-in shell’s files', () => {
    const files = firstLoad('/login', false);
    expect(named(files, /^signin-.*\.js$/)).toHaveLength(1);
    expect(named(files, /^(staff|staff-later)-/)).toEqual([]);
  });

  it(`the home page's first paint needs at most ${HOME_MAX_FILES} files, in English and in Arabic`, () => {
    for (const language of ['en', 'ar']) {
      const files = firstLoad('/main/home', true, language);
      expect(new Set(files).size, files.join('\n')).toBeLessThanOrEqual(HOME_MAX_FILES);
    }
  });

  it('what the signed-in shell loads after its first paint brings no stylesheet the page has not linked', () => {
    // A stylesheet inserted after the first paint restyles and lays out the whole page at once.
    const linked = new Set(firstLoad('/main/home', true));
    const later = stylesheetsLoadedWith(/^assets\/staff-later-.*\.js$/);
    expect(later.length).toBeGreaterThan(0); // the shell's and the framework's own, linked
    expect(later.filter((file) => !linked.has(file))).toEqual([]);
  });

  it('the parts firstLoad.ts names by package entry point are in the files it puts them in', () => {
    const fileOf = (specifier: string) => {
      const source = entryPointSource(specifier);
      const files = [...modulesOfFile].filter(([, modules]) => modules.includes(source));
      expect(files, `${specifier} (${source}) is in one file of the build`).toHaveLength(1);
      return files[0]![0];
    };
    for (const part of SHELL_LATER_PARTS) expect(fileOf(part)).toMatch(/^assets\/staff-later-/);
    for (const part of ERROR_ALERT_PARTS) expect(fileOf(part)).toMatch(/^assets\/error-alerts-/);
  });

  it('the entry names no signed-in area: their route table is in the signed-in shell’s file', () => {
    // docs/adr/0015: the entry holds the public routes only, so a new signed-in area adds
    // nothing to what /login loads (no import() of it, no file name in the entry's dependency map).
    const [entry] = named(pageFiles, /^index-.*\.js$/);
    const entryCode = readFileSync(join(outDir, entry!), 'utf8');
    const areas = readdirSync(join(outDir, 'assets')).filter((file) =>
      /^(users|teams|roles|audit|attendance|notifications|account-settings|unavailable)-(?!public-)[\w-]+\.js$/.test(
        file,
      ),
    );
    expect(areas.length).toBeGreaterThanOrEqual(8);
    for (const file of areas) expect(entryCode, `the entry names ${file}`).not.toContain(file);
    // The table's paths are in the staff file, which /main/home loads anyway and /login never.
    const [staff] = named(firstLoad('/main/home', true), /^staff-.*\.js$/);
    const staffCode = readFileSync(join(outDir, staff!), 'utf8');
    for (const path of ['main/audit', 'main/role', 'main/timesheet', 'video/project']) {
      expect(staffCode, path).toMatch(new RegExp(`[\`"']${path}[\`"']`));
      expect(entryCode, path).not.toContain(path);
    }
  });

  it('the drive page is a file of its own, and /login loads nothing of the drive', () => {
    // Issue 21 (npm run bench prints the same from the app's build: scripts/bench-drive.mjs).
    const isDrive = (id: string) => id.includes('/packages/features/src/drive/');
    const pageFiles = [...modulesOfFile]
      .filter(([, modules]) => modules.some((id) => id.endsWith('/drive/DrivePage.tsx')))
      .map(([file]) => file);
    expect(pageFiles).toHaveLength(1);
    expect(pageFiles[0]).toMatch(/^assets\/drive-[\w-]+\.js$/);
    // What /login runs: its first-load scripts and everything they import statically.
    const fileToKey = new Map(
      Object.entries(buildManifest).map(([key, chunk]) => [chunk.file, key]),
    );
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of buildManifest[fileToKey.get(file) ?? '']?.imports ?? [])
        visit(buildManifest[imported]!.file);
    };
    for (const file of firstLoad('/login', false)) {
      if (file.endsWith('.js')) visit(file.replace(/^\//, ''));
    }
    expect(loaded.size).toBeGreaterThanOrEqual(3);
    for (const file of loaded) {
      expect((modulesOfFile.get(file) ?? []).filter(isDrive), file).toEqual([]);
    }
  });

  it('the files the first pages run start with the eager-compile hint; route areas do not', () => {
    const homeAndSignIn = [...firstLoad('/main/home', true), ...firstLoad('/login', false)];
    const scripts = named([...new Set(homeAndSignIn)], /^(index|framework|signin|staff)-.*\.js$/);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    const laterShell = readdirSync(join(outDir, 'assets')).filter((file) =>
      /^staff-later-.*\.js$/.test(file),
    );
    expect(laterShell).toHaveLength(1);
    for (const file of [...scripts, ...laterShell.map((name) => `/assets/${name}`)]) {
      const code = readFileSync(join(outDir, file), 'utf8');
      expect(code.split('\n', 1)[0], file).toBe(EAGER_COMPILE_HINT);
    }
    const routeAreas = readdirSync(join(outDir, 'assets')).filter((file) =>
      /^(users|teams|roles|account-settings|notifications)-.*\.js$/.test(file),
    );
    expect(routeAreas.length).toBeGreaterThan(0);
    for (const file of routeAreas) {
      expect(readFileSync(join(outDir, 'assets', file), 'utf8')).not.toContain(EAGER_COMPILE_HINT);
    }
  });
});

// docs/adr/0016: the bundle budgets as a deterministic check (gzip sizes of the built files, as
// `npm run bench` prints them); Lighthouse stays a measurement by hand (`npm run lighthouse`).
describe('the first-load budgets', () => {
  it(`/login's JavaScript is at most ${LOGIN_JS_BUDGET_RATIO}× a bare React + router page's, its CSS at most ${BUDGETS.loginCss / 1000} kB`, async () => {
    const login = measurePage(outDir, LOGIN_ROUTE_CHUNKS, () => listDist(outDir));
    // The floor is built inside the repo, where react and the router resolve.
    const floorDir = mkdtempSync(join(WEB, '.floor-'));
    try {
      const floor = await measureFloor(floorDir);
      const ratio = login.jsGzip / floor.jsGzip;
      expect(ratio, `${login.jsGzip} B over a floor of ${floor.jsGzip} B`).toBeLessThanOrEqual(
        LOGIN_JS_BUDGET_RATIO,
      );
    } finally {
      rmSync(floorDir, { recursive: true, force: true });
    }
    expect(login.cssGzip).toBeLessThanOrEqual(BUDGETS.loginCss);
  }, 120_000);

  it(`the @atrium/ui code the app shell imports is at most ${BUDGETS.uiShellJs / 1000} kB`, async () => {
    const shell = await measureUiShell();
    expect(shell.missing).toEqual([]);
    expect(shell.gzip).toBeLessThanOrEqual(BUDGETS.uiShellJs);
  }, 120_000);
});
