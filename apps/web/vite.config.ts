import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** Firebase messaging's worker (src/push); its URL is fixed, so it is not hashed. */
const SERVICE_WORKER = 'firebase-messaging-sw';

/** One i18n namespace in one language (packages/features/src/<feature>/locales/<lang>.json). */
const LOCALE_FILE = /\/packages\/features\/src\/([A-Za-z0-9]+)\/locales\/([a-z]{2})\.json$/;

/** React, the router, i18n and SWR: needed before any page renders. */
const FRAMEWORK_MODULES =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|swr|dequal)\//;
/** The API client, its contracts and zod: every page talks to the server. */
const API_MODULES = /node_modules\/zod\/|\/packages\/api\/src\//;

/** Lazy route modules (src/routes/<area>.tsx) become assets/<area>-[hash].js. */
const ROUTE_MODULE = /\/apps\/web\/src\/routes\/([A-Za-z-]+)\.tsx$/;
const ROUTE_FILES = new Set(['index', 'login', 'home', 'not-found', 'not-authorized']);

export default defineConfig({
  // vanilla-extract compiles @atrium/ui's *.css.ts: the app always builds from the workspace
  // sources ('source' condition), in dev and in build, so it never depends on package dists.
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      // The push service worker is its own entry, served unhashed from the site root.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        [SERVICE_WORKER]: fileURLToPath(new URL(`src/push/${SERVICE_WORKER}.ts`, import.meta.url)),
      },
      output: {
        // What every page runs, in two long-cached files instead of a dozen small ones: the
        // server speaks HTTP/1.1, where each extra request on a phone costs a round trip.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
            { name: 'api', test: API_MODULES, priority: 1 },
          ],
        },
        entryFileNames: (chunk) =>
          chunk.name === SERVICE_WORKER ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames(chunk) {
          if (chunk.name === 'framework' || chunk.name === 'api') return 'assets/[name]-[hash].js';
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
