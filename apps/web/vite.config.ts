import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig } from 'vite';
import { LEXICAL_PACKAGES } from '../../packages/features/lexicalPackages.ts';
import { eagerCompile } from './eagerCompile.ts';
import { FIRST_LOAD_FILES } from './firstLoad.ts';
import { firstLoadGroups, localeOfModule } from './firstLoadGroups.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './routePreloads.ts';

/** Firebase messaging's worker (src/push); its URL is fixed, so it is not hashed. */
const SERVICE_WORKER = 'firebase-messaging-sw';
const SERVICE_WORKER_ENTRY = fileURLToPath(
  new URL(`src/push/${SERVICE_WORKER}.ts`, import.meta.url),
);

/** What the first pages load, in which file: from the first-load boundary (firstLoad.ts). */
const firstLoad = firstLoadGroups(SERVICE_WORKER_ENTRY);
const FIRST_LOAD_FILE_NAMES: readonly string[] = Object.values(FIRST_LOAD_FILES);

/** Lazy route modules (src/routes/<area>.tsx, the layout) become assets/<area>-[hash].js. */
const ROUTE_MODULE = /\/apps\/web\/src\/(?:routes|layouts)\/([A-Za-z-]+)\.tsx$/;
const ROUTE_FILES = new Set(['index', 'login', 'home', 'not-found', 'not-authorized']);

export default defineConfig({
  // vanilla-extract compiles @atrium/ui's *.css.ts: the app always builds from the workspace
  // sources ('source' condition), in dev and in build, so it never depends on package dists.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    firstLoad.plugin,
    routePreloads(),
    // The files the first pages run nearly all of, at once (eagerCompile.ts).
    eagerCompile([
      'index',
      FIRST_LOAD_FILES.framework,
      FIRST_LOAD_FILES.signIn,
      FIRST_LOAD_FILES.shell,
      FIRST_LOAD_FILES.shellLater,
    ]),
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
  // Lexical is never pre-bundled in dev (one copy of it: lexicalPackages.ts says why).
  optimizeDeps: { exclude: LEXICAL_PACKAGES },
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
        [SERVICE_WORKER]: SERVICE_WORKER_ENTRY,
      },
      output: {
        // What every page runs, in two long-cached files instead of dozens of small ones: the
        // server speaks HTTP/1.1, where each extra request on a phone costs a round trip.
        // What every page runs, in two long-cached files instead of dozens of small ones (the
        // server speaks HTTP/1.1, where each extra request on a phone costs a round trip), and
        // the first pages' own files: see firstLoad.ts.
        codeSplitting: { groups: firstLoad.groups },
        entryFileNames: (chunk) =>
          chunk.name === SERVICE_WORKER ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames(chunk) {
          if (FIRST_LOAD_FILE_NAMES.includes(chunk.name)) return 'assets/[name]-[hash].js';
          // The API client, loaded after the first paint (loadApiClient.ts).
          if (chunk.facadeModuleId?.endsWith('/apps/web/src/app/apiClient.ts'))
            return 'assets/api-[hash].js';
          const locale = chunk.facadeModuleId && localeOfModule(chunk.facadeModuleId);
          if (locale) return `assets/locale-${locale.folder}-${locale.language}-[hash].js`;
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
