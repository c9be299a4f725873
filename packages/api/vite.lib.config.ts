import { defineConfig } from 'vite';

/** A bare import (zod, @casl/ability): stays an import. Relative, absolute and virtual ids are ours. */
const isPackageImport = (id: string) => !/^[./\0]/.test(id) && !/^[a-zA-Z]:[\\/]/.test(id);

/**
 * The published JavaScript of @atrium/api (ADR 0013): one file per source module
 * (`preserveModules`), so that with `"sideEffects": false` a consumer's bundler keeps only the
 * modules its imports reach: a constant from `@atrium/api/contracts` without zod and the
 * schemas, the client without the contracts (ADR 0010). Declarations come from tsup (dts only).
 */
export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Readable output with source maps; the consumer's bundler minifies.
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        'contracts/index': 'src/contracts/index.ts',
        'testing/index': 'src/testing/index.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isPackageImport,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
