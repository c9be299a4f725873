import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  // tsup 8 injects baseUrl into the dts compile; TS 6 rejects it (TS5101) unless silenced (toolchain P5).
  dts: { compilerOptions: { ignoreDeprecations: '6.0', allowImportingTsExtensions: true } },
  // Peers and runtime dependencies stay imports; the locale JSON files are bundled (esbuild inlines JSON).
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@atrium/ui',
    '@atrium/api',
    '@radix-ui/themes',
    'swr',
    'i18next',
    'react-i18next',
    'react-hook-form',
    '@hookform/resolvers',
    'zod',
    /^@casl\//,
    /^@hookform\//,
    /^swr\//,
  ],
});
