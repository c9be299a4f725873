import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contracts/index': 'src/contracts/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  // tsup 8 injects baseUrl into the dts compile; TS 6 rejects it (TS5101) unless silenced.
  dts: { compilerOptions: { ignoreDeprecations: '6.0', allowImportingTsExtensions: true } },
  external: ['zod', '@casl/ability'],
});
