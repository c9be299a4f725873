import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A bare import (a dependency or peer): stays an import. Relative, absolute and virtual ids are ours. */
const isPackageImport = (id: string) => !/^[./\0]/.test(id) && !/^[a-zA-Z]:[\\/]/.test(id);

/**
 * The package's entry points (package.json `exports`): the pages and hooks, and the parts apps name
 * to place their files in their build (ADR 0016): two that the pages load lazily, and two that
 * both first pages (sign-in and the signed-in shell) render.
 */
const ENTRIES = {
  index: 'src/index.ts',
  errorAlerts: 'src/errorAlerts.ts',
  attendancePromptDialog: 'src/attendancePromptDialog.ts',
  'i18n/errorMessage': 'src/i18n/errorMessage.ts',
  'auth/PreferenceSwitches': 'src/auth/PreferenceSwitches.tsx',
};

/**
 * The published JavaScript of @atrium/features (ADR 0013): one file per source module
 * (`preserveModules`), so that with `"sideEffects": false` a consumer's bundler keeps only the
 * modules its imports reach (one page does not bring every area). The locale JSON files become
 * modules of their own, loaded as the pages ask for them. Declarations come from tsup (dts only).
 */
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Readable output with source maps; the consumer's bundler minifies.
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    lib: { entry: ENTRIES, formats: ['es'] },
    rollupOptions: {
      external: isPackageImport,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
