import { readFile, writeFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { transform } from 'esbuild';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// esbuild names each CSS bundle after its entry (index.css, charts.css); the package exports one
// ./dist/styles.css, so the charts entry's few rules are appended to it (its components import no
// other component's styles, so nothing is duplicated). Minified here (not via tsup's `minify`, which
// would also minify the JS); most of it is Radix Themes.
async function emitStylesCss() {
  if (!existsSync('dist/index.css')) throw new Error('tsup: dist/index.css was not emitted');
  const parts = [await readFile('dist/index.css', 'utf8')];
  if (existsSync('dist/charts.css')) parts.push(await readFile('dist/charts.css', 'utf8'));
  const { code } = await transform(parts.join('\n'), {
    loader: 'css',
    minify: true,
    target: 'chrome111',
  });
  await writeFile('dist/styles.css', code);
  for (const entry of ['index', 'charts']) {
    await rm(`dist/${entry}.css`, { force: true });
    await rm(`dist/${entry}.css.map`, { force: true });
  }
}

export default defineConfig({
  // charts is its own entry so that importing @atrium/ui never loads the chart library (ADR 0007).
  entry: { index: 'src/index.ts', charts: 'src/charts.ts' },
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  // tsup 8 injects baseUrl into the dts compile; TS 6 rejects it (TS5101) unless silenced (toolchain P5)
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@radix-ui/themes',
    'radix-ui',
    'lucide-react',
    '@fontsource/cairo',
    '@fontsource-variable/inter',
  ],
  // CSS (Radix layers, @fontsource faces) is bundled into the one stylesheet even though its packages are external.
  noExternal: [/\.css$/],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: emitStylesCss,
});
