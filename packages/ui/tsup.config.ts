import { defineConfig } from 'tsup';

// Type declarations only (dist/index.d.ts, dist/charts.d.ts, each bundled into one file). The
// JavaScript, the stylesheet and the fonts come from `vite build -c vite.lib.config.ts`, which
// runs first (ADR 0013); `clean: false` keeps its output.
export default defineConfig({
  // charts is its own entry so that importing @atrium/ui never loads the chart library (ADR 0007);
  // overlays (the shell's lazily loaded parts) and the alert (shown when something failed) are
  // entries that apps name to place their files (ADR 0016).
  entry: {
    index: 'src/index.ts',
    charts: 'src/charts.ts',
    overlays: 'src/overlays.ts',
    'components/Alert/index': 'src/components/Alert/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  clean: false,
  // tsup 8 injects baseUrl into the dts compile; TS 6 rejects it (TS5101) unless silenced (toolchain P5)
  dts: { only: true, compilerOptions: { ignoreDeprecations: '6.0' } },
});
