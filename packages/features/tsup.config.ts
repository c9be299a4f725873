import { defineConfig } from 'tsup';

// Type declarations only; the JavaScript comes from `vite build -c vite.lib.config.ts`, which runs
// first (ADR 0013); `clean: false` keeps its output.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    errorAlerts: 'src/errorAlerts.ts',
    attendancePromptDialog: 'src/attendancePromptDialog.ts',
    'i18n/errorMessage': 'src/i18n/errorMessage.ts',
    'auth/PreferenceSwitches': 'src/auth/PreferenceSwitches.tsx',
  },
  format: ['esm'],
  target: 'es2022',
  clean: false,
  // tsup 8 injects baseUrl into the dts compile; TS 6 rejects it (TS5101) unless silenced (toolchain P5).
  dts: {
    only: true,
    compilerOptions: { ignoreDeprecations: '6.0', allowImportingTsExtensions: true },
  },
});
