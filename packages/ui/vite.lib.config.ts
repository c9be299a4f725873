import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/** A bare import (a dependency or peer): stays an import. Relative, absolute and virtual ids are ours. */
const isPackageImport = (id: string) => !/^[./\0]/.test(id) && !/^[a-zA-Z]:[\\/]/.test(id);

/**
 * The published JavaScript of @atrium/ui (ADR 0013): one file per source module
 * (`preserveModules`), so a consumer's bundler keeps only the modules its imports reach, and
 * `sideEffects` in package.json (only the stylesheet has any) lets it skip the rest unread. The
 * vanilla-extract styles of every module, Radix Themes' parts and the font faces go to the one
 * `dist/styles.css`, in import order. Declarations come from tsup (`tsup.config.ts`, dts only).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  logLevel: 'warn',
  // the stylesheet's font URLs relative to it (./fonts/…), wherever the consumer serves dist from
  base: './',
  resolve: {
    // Library mode inlines every asset as a data: URL; `?no-inline` keeps the fonts files (dist/fonts/).
    alias: [{ find: /^(.+\.woff2?)$/, replacement: '$1?no-inline' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssTarget: 'chrome111',
    // Readable output with source maps; the consumer's bundler minifies.
    minify: false,
    cssMinify: 'esbuild',
    sourcemap: true,
    cssCodeSplit: false,
    copyPublicDir: false,
    lib: {
      // charts is its own entry so that importing @atrium/ui never loads the chart library (ADR 0007);
      // overlays (the shell's lazily loaded parts) and the alert (shown when something failed) are
      // entries that apps name to place their files (ADR 0016).
      entry: {
        index: 'src/index.ts',
        charts: 'src/charts.ts',
        overlays: 'src/overlays.ts',
        'components/Alert/index': 'src/components/Alert/index.ts',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: isPackageImport,
      // vanilla-extract evaluates every .css.ts at build time; Rolldown's note about it is noise here
      checks: { pluginTimings: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: (asset) =>
          asset.names.every((name) => name.endsWith('.css'))
            ? '[name][extname]'
            : 'fonts/[name]-[hash][extname]',
      },
    },
  },
});
