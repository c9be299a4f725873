import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node-side tests resolve through the SSR environment: inline the workspace packages so Vite
  // (not Node) resolves them, with the `source` condition, and the suite never needs a built dist.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  resolve: { conditions: ['source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', './test/scoreboardReporter.ts'],
    server: { deps: { inline: [/@atrium\//] } },
    // Each file opens its own PGlite (2-3 s of WASM start); running files one at a time keeps
    // memory and argon2's 19 MiB hashes within a 2-core machine.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
