import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig } from 'vite';
import { eagerCompile } from './eagerCompile.ts';
import { precompress } from './precompress.ts';
import { HOME, routePreloads } from './routePreloads.ts';

/** Firebase messaging's worker (src/push); its URL is fixed, so it is not hashed. */
const SERVICE_WORKER = 'firebase-messaging-sw';

/** One i18n namespace in one language (packages/features/src/<feature>/locales/<lang>.json). */
const LOCALE_FILE = /\/packages\/features\/src\/([A-Za-z0-9]+)\/locales\/([a-z]{2})\.json$/;

/** React, the router and i18n: needed before any page renders (with SIGN_IN_AND_SHELL_MODULES). */
const FRAMEWORK_MODULES =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next)\//;

/**
 * The translations the signed-in shell and the home page need besides `common` (the home route's
 * namespaces in routePreloads.ts), one file per language: five namespaces in one request instead
 * of five on the first signed-in load.
 */
const STAFF_LOCALES = new RegExp(
  `/packages/features/src/(${HOME.namespaces.filter((name) => name !== 'common').join('|')})/locales/(en|ar)\\.json$`,
);

/** What only the push service worker (its own entry) runs. */
const SERVICE_WORKER_MODULES =
  /node_modules\/(@firebase|firebase|idb)\/|\/src\/push\/firebase-messaging-sw\.ts$/;
/**
 * What both first pages render: the sign-in page and the signed-in shell (error messages, the
 * language and theme switches, the icons' base). In the framework file, which both load anyway.
 * Left to the sign-in group, they would make the signed-in home page download the sign-in page's
 * file as well: one more request and ~6 kB before its first paint.
 * firstLoadChunks.test.ts fails when another shared module pulls a sign-in file into /main/home.
 */
const SIGN_IN_AND_SHELL_MODULES =
  /\/packages\/features\/src\/(i18n\/errorMessage\.ts|auth\/PreferenceSwitches\.tsx)$|\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes)\.mjs$/;

/** The sign-in page; its dependencies come along (rolldown captures them recursively). */
const SIGN_IN_MODULES =
  /\/(apps\/web\/src\/routes\/login|packages\/features\/src\/auth\/LoginPage)\.tsx$/;

/**
 * The alerts shown only when something failed, with ui's Alert under them: the failed sign-in
 * (loaded when the form is sent, LoginPage.tsx) and a home widget's failed load (WidgetError.tsx).
 */
const ERROR_ALERT_MODULES =
  /\/packages\/features\/src\/(auth\/LoginErrorAlert|app\/WidgetErrorAlert)\.tsx$/;

/**
 * The signed-in shell, the home page and the signed-in area's route table (signedInRoutes.tsx,
 * which the router loads before either on a signed-in first load: in their file, it costs that
 * load no extra request); their dependencies come along.
 */
const STAFF_SHELL_MODULES =
  /\/apps\/web\/src\/(routes\/signed-in|routes\/home|layouts\/AppLayout|signedInRoutes)\.tsx$/;

/**
 * What the signed-in shell loads once the page is on screen: ui's lazily loaded parts (the Radix
 * menu behind DropdownMenu — the user menu, the bell — and the Menu's flyouts, which mount when a
 * menu is first opened; the collapsed menu's tooltips, the drawer, the toast layer) and features'
 * attendance prompt dialog (React.lazy, rendered with the first prompt, by which time this file is
 * in), with the Radix overlay primitives under them, in one file. As ~20 small shared chunks,
 * adding their preload links alone took ~100 ms of main thread on a mid-range phone, in tasks long
 * enough to hold up a tap.
 */
const STAFF_LATER_MODULES =
  /\/packages\/(ui\/src\/components\/(AppShell\/AppShellDrawer|Menu\/MenuFlyout|Menu\/MenuTooltip|Toast\/ToastLayer|DropdownMenu\/DropdownMenuParts)|features\/src\/attendance\/AttendancePromptDialog)\.tsx$/;

/**
 * The styles of the parts the signed-in shell loads right after its first paint (the attendance
 * prompt's dialog, the menus' popups, the drawer, the toasts): in the shell's own stylesheet,
 * linked with the page, rather than in a stylesheet of their own that the browser inserts after
 * the first paint, which makes it recalculate the style and layout of the whole page at once
 * (30–90 ms on a 2-core machine, 4× that on a mid-range phone) just as the page becomes usable.
 * Each `.css.ts` is two modules, its class names and vanilla-extract's virtual stylesheet
 * (`….css.ts.vanilla.css`): both match. Their rules keep their order, after the shell's own.
 * firstLoadChunks.test.ts fails when the shell's lazy file brings a stylesheet again.
 */
const STAFF_LATER_STYLES =
  /\/packages\/ui\/src\/components\/(AppShell|Menu|Toast|DropdownMenu|Dialog|AttendanceDialog)\/[A-Za-z]+\.css\.ts/;

/**
 * The failure alert's styles (a few rules): with the framework's, on every page. The alerts'
 * file is also where the shell's lazy file takes its shared icons from, and a stylesheet of its
 * own would be inserted (and restyle the page) whenever that file loads, with no alert showing.
 */
const ALERT_STYLES = /\/packages\/ui\/src\/components\/Alert\/Alert\.css\.ts/;

/** Lazy route modules (src/routes/<area>.tsx, the layout) become assets/<area>-[hash].js. */
const ROUTE_MODULE = /\/apps\/web\/src\/(?:routes|layouts)\/([A-Za-z-]+)\.tsx$/;
const ROUTE_FILES = new Set(['index', 'login', 'home', 'not-found', 'not-authorized']);

export default defineConfig({
  // vanilla-extract compiles @atrium/ui's *.css.ts: the app always builds from the workspace
  // sources ('source' condition), in dev and in build, so it never depends on package dists.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    routePreloads(),
    // The files the first pages run nearly all of, at once (eagerCompile.ts).
    eagerCompile(['index', 'framework', 'signin', 'staff', 'staff-later']),
    precompress(),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('src/vendor/useSyncExternalStoreShim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    // Every browser we support (Chromium, Firefox 115+, Safari 17+) preloads modules natively; the
    // polyfill was ~0.5 kB gzip of the sign-in path for browsers the app does not run in.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The push service worker is its own entry, served unhashed from the site root.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        [SERVICE_WORKER]: fileURLToPath(new URL(`src/push/${SERVICE_WORKER}.ts`, import.meta.url)),
      },
      output: {
        // What every page runs, in two long-cached files instead of dozens of small ones: the
        // server speaks HTTP/1.1, where each extra request on a phone costs a round trip.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) =>
                FRAMEWORK_MODULES.test(id) ||
                SIGN_IN_AND_SHELL_MODULES.test(id) ||
                ALERT_STYLES.test(id),
              priority: 4,
            },
            // The rest of what the entry imports (routes, guards, providers, stores) in one file;
            // not the push service worker's firebase, which is an entry of its own.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !SERVICE_WORKER_MODULES.test(id),
              priority: 3,
            },
            // The sign-in page with every component it shares with other pages (fields, switches,
            // icons) in one file rather than a dozen.
            { name: 'signin', test: SIGN_IN_MODULES, priority: 2 },
            // The failure alerts, with their icons: their own small file, loaded when one shows.
            { name: 'error-alerts', test: ERROR_ALERT_MODULES, priority: 1 },
            // The signed-in shell (providers, layout, menu, navbar widgets), the home page, which
            // is where people land after signing in, and the signed-in route table, likewise in
            // one file.
            {
              name: 'staff',
              test: (id) => STAFF_SHELL_MODULES.test(id) || STAFF_LATER_STYLES.test(id),
              priority: 0,
            },
            // After the shell (same priority, later in the list), so what the shell renders at
            // once stays in the shell's file. (Not a negative priority: rolldown reads it unsigned.)
            { name: 'staff-later', test: STAFF_LATER_MODULES, priority: 0 },
            // Named by language (chunkFileNames): the English group never loads in Arabic.
            {
              name: 'locales-staff-en',
              test: (id) => STAFF_LOCALES.exec(id)?.[2] === 'en',
              priority: 5,
            },
            {
              name: 'locales-staff-ar',
              test: (id) => STAFF_LOCALES.exec(id)?.[2] === 'ar',
              priority: 5,
            },
          ],
        },
        entryFileNames: (chunk) =>
          chunk.name === SERVICE_WORKER ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames(chunk) {
          if (
            ['framework', 'app', 'signin', 'error-alerts', 'staff', 'staff-later'].includes(
              chunk.name,
            )
          )
            return 'assets/[name]-[hash].js';
          // The API client, loaded after the first paint (loadApiClient.ts).
          if (chunk.facadeModuleId?.endsWith('/apps/web/src/app/apiClient.ts'))
            return 'assets/api-[hash].js';
          const locale = chunk.facadeModuleId?.match(LOCALE_FILE);
          if (locale) return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`;
          const match = chunk.facadeModuleId?.match(ROUTE_MODULE);
          // Other split chunks hold code shared by the entry and the routes (router, i18n, ui).
          return match ? `assets/${match[1]}-[hash].js` : 'assets/shared-[hash].js';
        },
        assetFileNames(asset) {
          // A split chunk's CSS is named after the chunk's first module: call it what it is.
          const name = asset.names[0] ?? '';
          if (name.endsWith('.css') && !ROUTE_FILES.has(name.slice(0, -4)))
            return 'assets/shared-[hash][extname]';
          return 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
});
