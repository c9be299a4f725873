import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Suites that open no database of the suite's engines (child processes of their own, PGlite
 * only, or none): the same on every run, so CI's PostgreSQL-only pass (TEST_DATABASES=postgres,
 * after `npm test` ran everything on PGlite) leaves them out instead of running them twice.
 */
const ENGINE_INDEPENDENT = [
  'src/lifecycle/startupFailures.test.ts',
  'src/db/client.test.ts',
  'src/db/migrationError.test.ts',
  'src/plugins/connectionDrain.test.ts',
  'src/lifecycle/shutdown.test.ts',
  'src/lib/*.test.ts',
  'src/env.test.ts',
  'src/lifecycle/describeStartupError.test.ts',
];

/** Long child-process suites only `npm run test:reliability` runs (ATRIUM_RELIABILITY=1). */
const RELIABILITY_ONLY = ['src/lifecycle/killUnderLoad.test.ts'];

export default defineConfig({
  // Node-side tests resolve through the SSR environment: inline the workspace packages so Vite
  // (not Node) resolves them, with the `source` condition, and the suite never needs a built dist.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  resolve: { conditions: ['source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASES === 'postgres' ? ENGINE_INDEPENDENT : []),
      ...(process.env.ATRIUM_RELIABILITY === '1' ? [] : RELIABILITY_ONLY),
    ],
    reporters: ['default', './test/scoreboardReporter.ts'],
    server: { deps: { inline: [/@atrium\//] } },
    // Each file opens its own PGlite (2-3 s of WASM start); running files one at a time keeps
    // memory and argon2's 19 MiB hashes within a 2-core machine.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
