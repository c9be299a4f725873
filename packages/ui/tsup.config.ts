import { readFile, writeFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { transform } from 'esbuild';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// esbuild names the CSS bundle after the entry (index.css); the package exports ./dist/styles.css.
// Minified here (not via tsup's `minify`, which would also minify the JS); most of it is Radix Themes.
async function emitStylesCss() {
  if (!existsSync('dist/index.css')) throw new Error('tsup: dist/index.css was not emitted');
  const css = await readFile('dist/index.css', 'utf8');
  const { code } = await transform(css, { loader: 'css', minify: true, target: 'chrome111' });
  await writeFile('dist/styles.css', code);
  await rm('dist/index.css');
  await rm('dist/index.css.map', { force: true });
}

export default defineConfig({
  entry: { index: 'src/index.ts' },
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
