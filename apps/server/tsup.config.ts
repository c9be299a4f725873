import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // @atrium/api is bundled from its TypeScript source (its `source` export condition), so the
  // server never needs the package's dist. Real dependencies (argon2's native binding, PGlite's
  // wasm, pg) stay external and load from node_modules.
  noExternal: ['@atrium/api'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
