#!/usr/bin/env node
/**
 * node scripts/treeShake.mjs [--use-dist]      (its budgets: scripts/treeShake.test.mjs, in `npm test`)
 *
 * Do the published packages tree-shake (ADR 0013)? @atrium/api, @atrium/ui and @atrium/features
 * are built (their JavaScript only: `vite build -c vite.lib.config.ts`, the first half of each
 * `build` script; the declarations do not change what a bundler keeps), packed with `npm pack`
 * (so `files`, `exports` and `sideEffects` are what a consumer gets) and unpacked into the
 * node_modules of a scratch consumer, node_modules/.cache/atrium-tree-shake/. Small pages are then
 * built there the way another app builds them: Vite + @vitejs/plugin-react, production, no
 * `source` condition, no vanilla-extract plugin. For each page: the gzip JS it loads (its entry
 * and the chunks that imports statically; lazy chunks apart) and the packages and modules in it.
 *
 * `--use-dist` packs the packages' existing dist/ folders instead (e.g. to measure an older build).
 * gzip: node:zlib at its default level, each chunk on its own, as scripts/bench.mjs measures.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const workDir = path.join(root, 'node_modules/.cache/atrium-tree-shake');
const pagesDir = path.join(workDir, 'pages');

/** The published packages, dependencies first. */
export const PACKAGES = {
  '@atrium/api': 'packages/api',
  '@atrium/ui': 'packages/ui',
  '@atrium/features': 'packages/features',
};

/**
 * The consumer pages: name → main.jsx. Each renders (or uses) what it imports: a bundler drops an
 * unused import whatever the package does, so only used imports measure the package.
 */
export const PAGES = {
  // (1) the floor: React alone
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<p>React</p>);`,
  // (2) what a button costs with Radix Themes' own components
  themesButton: `import { createRoot } from 'react-dom/client';
import { Theme, Button } from '@radix-ui/themes';
createRoot(document.getElementById('root')).render(<Theme><Button>Save</Button></Theme>);`,
  // (3) the same with ours
  uiButton: `import { createRoot } from 'react-dom/client';
import { UiProvider, Button } from '@atrium/ui';
import '@atrium/ui/styles.css';
createRoot(document.getElementById('root')).render(
  <UiProvider language="en" appearance="light"><Button>Save</Button></UiProvider>,
);`,
  // (4) a table: no chart, calendar or colour picker may come with it
  uiDataTable: `import { createRoot } from 'react-dom/client';
import { UiProvider, DataTable } from '@atrium/ui';
import '@atrium/ui/styles.css';
const rows = [{ id: '1', name: 'Ada' }];
const columns = [{ key: 'name', header: 'Name', cell: (row) => row.name }];
createRoot(document.getElementById('root')).render(
  <UiProvider language="en" appearance="light">
    <DataTable label="People" rows={rows} columns={columns} getRowId={(row) => row.id} getRowLabel={(row) => row.name} />
  </UiProvider>,
);`,
  // one constant of the contracts entry
  apiConstant: `import { PAGE_SIZES } from '@atrium/api/contracts';
document.body.textContent = PAGE_SIZES.join(',');`,
  // the client (it calls routes and trusts the server's validated answers, ADR 0010)
  apiClient: `import { createApiClient } from '@atrium/api';
globalThis.api = createApiClient({ baseUrl: '/api' });`,
  // one page of the features
  featuresLogin: `import { createRoot } from 'react-dom/client';
import { LoginPage } from '@atrium/features';
import '@atrium/ui/styles.css';
createRoot(document.getElementById('root')).render(
  <LoginPage onSignedIn={() => {}} language="en" onLanguageChange={() => {}} theme="light" onThemeChange={() => {}} />,
);`,
};

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>tree-shake</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', ...options });

/** A package's JavaScript, built as its `build` script builds it, into `outDir`. */
async function buildPackageJs(dir, outDir) {
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, dir, 'vite.lib.config.ts'),
    root: path.join(root, dir),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * Packs the packages and unpacks them into workDir/node_modules. What they depend on resolves from
 * the repo's node_modules further up, as after a hoisted install; what npm nested under a workspace
 * (a version that differs from the hoisted one) is linked in nested, as an install would nest it.
 */
export async function installPackages({ useDist = false } = {}) {
  rmSync(workDir, { recursive: true, force: true }); // removes links, never what they point to
  const stage = path.join(workDir, 'stage');
  mkdirSync(stage, { recursive: true });
  // a package.json of its own: Node's resolution does not see the repo's root package from here
  writeFileSync(
    path.join(workDir, 'package.json'),
    '{ "name": "atrium-tree-shake", "private": true, "type": "module" }\n',
  );
  for (const [name, dir] of Object.entries(PACKAGES)) {
    let packFrom = path.join(root, dir);
    if (!useDist) {
      packFrom = path.join(stage, path.basename(dir));
      mkdirSync(packFrom, { recursive: true });
      copyFileSync(path.join(root, dir, 'package.json'), path.join(packFrom, 'package.json'));
      await buildPackageJs(dir, path.join(packFrom, 'dist'));
    }
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', stage], {
        cwd: packFrom,
      }),
    );
    const target = path.join(workDir, 'node_modules', name);
    mkdirSync(target, { recursive: true });
    run('tar', ['-xzf', path.join(stage, packed.filename), '-C', target, '--strip-components=1']);
    const nested = path.join(root, dir, 'node_modules');
    if (existsSync(nested)) symlinkSync(nested, path.join(target, 'node_modules'), 'dir');
  }
  rmSync(stage, { recursive: true, force: true });
}

/** The package a module belongs to (after its last node_modules/), or null for the page's own. */
export function packageOf(id) {
  if (id.startsWith(pagesDir) || id.startsWith('\0')) return null;
  const match = id.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return match ? match[1] : null;
}

/** A module id as `package/path` (e.g. `@atrium/ui/dist/components/Button/Button.js`). */
const shortId = (id) => id.replace(/.*node_modules\//, '');

/** Builds one page into workDir/pages/<name> and measures it. */
export async function buildPage(name, source) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const dir = path.join(pagesDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), HTML);
  writeFileSync(path.join(dir, 'main.jsx'), `${source}\n`);
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, write: false },
  });
  const chunks = (Array.isArray(output) ? output[0] : output).output.filter(
    (file) => file.type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initialNames = new Set();
  const visit = (fileName) => {
    if (initialNames.has(fileName) || !byName.has(fileName)) return;
    initialNames.add(fileName);
    for (const imported of byName.get(fileName).imports) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const describe = (list) => {
    const modules = list.flatMap((chunk) =>
      Object.entries(chunk.modules)
        .filter(([, info]) => info.renderedLength > 0)
        .map(([id]) => id),
    );
    return {
      gzip: list.reduce((total, chunk) => total + gzipSync(chunk.code).length, 0),
      packages: [...new Set(modules.map(packageOf).filter(Boolean))].sort(),
      modules: modules
        .filter((id) => packageOf(id))
        .map(shortId)
        .sort(),
    };
  };
  return {
    name,
    initial: describe(chunks.filter((chunk) => initialNames.has(chunk.fileName))),
    lazy: describe(chunks.filter((chunk) => !initialNames.has(chunk.fileName))),
  };
}

/** Builds, packs and installs the packages, then builds and measures every page. */
export async function measureAll(options = {}) {
  await installPackages(options);
  const pages = {};
  for (const [name, source] of Object.entries(PAGES)) pages[name] = await buildPage(name, source);
  return pages;
}

/** `modules` of `pkg`, as paths inside it (`dist/…`). */
export const modulesOf = (modules, pkg) =>
  modules.filter((id) => id.startsWith(`${pkg}/`)).map((id) => id.slice(pkg.length + 1));

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per page: gzip JS loaded, lazy chunks, packages (initial). */
export function formatPages(pages) {
  const width = Math.max(...Object.keys(pages).map((name) => name.length));
  return Object.values(pages)
    .map(
      (page) =>
        `${page.name.padEnd(width)}  ${kB(page.initial.gzip).padStart(9)}  (lazy ${kB(page.lazy.gzip).padStart(8)})  ` +
        `@atrium modules: ${page.initial.modules.filter((id) => id.startsWith('@atrium/')).length}`,
    )
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'use-dist': { type: 'boolean', default: false } } });
  const started = performance.now();
  const pages = await measureAll({ useDist: values['use-dist'] });
  console.log(formatPages(pages));
  for (const page of Object.values(pages)) {
    console.log(`\n${page.name}: ${page.initial.packages.join(' ')}`);
    if (page.lazy.packages.length) console.log(`  lazy: ${page.lazy.packages.join(' ')}`);
  }
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
