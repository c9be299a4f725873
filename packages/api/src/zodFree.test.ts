import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The web app imports plain values, the error type and the client from the package root, and
// must not download zod or the contracts' schemas for them (they are ~31 kB gzip, and building
// the schemas took ~100 ms on a mid-range phone). The client calls endpoints by route and
// trusts the server, which validates every answer against the contracts (docs/adr/0010).

const SRC = fileURLToPath(new URL('.', import.meta.url));
const CONTRACTS = join(SRC, 'contracts');

type Exports = Record<string, unknown>;

async function importModules(filter: (file: string) => boolean): Promise<Map<string, Exports>> {
  const files = readdirSync(CONTRACTS).filter(filter).sort();
  const modules = await Promise.all(
    files.map(
      async (file) =>
        [file, (await import(pathToFileURL(join(CONTRACTS, file)).href)) as Exports] as const,
    ),
  );
  return new Map(modules);
}

const constantModules = () => importModules((file) => file.endsWith('.constants.ts'));
const schemaModules = () =>
  importModules(
    (file) => file.endsWith('.ts') && !/\.(constants|test)\.ts$/.test(file) && file !== 'index.ts',
  );

/**
 * The source files that end up in a browser bundle of an entry re-exporting `names` from the
 * package root, bundled the way the web app's build does (tree-shaking, `sideEffects: false`
 * from this package's package.json).
 */
async function bundledFiles(names: readonly string[]): Promise<string[]> {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from './index.ts';`,
      resolveDir: SRC,
      sourcefile: 'probe-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    treeShaking: true,
    logLevel: 'silent',
  });
  // `metafile.inputs` lists every file esbuild read; an output's `inputs` only those that kept
  // code in it.
  const outputs = Object.values(result.metafile.outputs);
  expect(outputs).toHaveLength(1);
  return Object.keys(outputs[0]?.inputs ?? {});
}

/** Strings, numbers, booleans, and arrays or plain objects of them: no schema, no function. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

describe('what the web app imports is zod-free', () => {
  it('bundles every constant, ApiError, isApiError and both clients without zod or the contracts', async () => {
    const constants = [...(await constantModules()).values()].flatMap((module) =>
      Object.keys(module),
    );
    expect(constants).toEqual(
      expect.arrayContaining(['ERROR_DETAILS', 'PASSWORD_MIN', 'MASTER_PASSWORD_NOT_SET']),
    );

    const files = await bundledFiles([
      ...constants,
      'ApiError',
      'isApiError',
      'createLazyApiClient',
      'createApiClient',
    ]);

    expect(files).toContain('src/client/lazyClient.ts');
    expect(files).toContain('src/client/resources/user.ts');
    expect(files.filter((file) => file.includes('node_modules'))).toEqual([]);
    // The barrels only re-export; anything else would be a module that may build schemas.
    const zodFree = /(\.constants\.ts|\/client\/[\w/]+\.ts|\/index\.ts|\/probe-entry\.ts)$/;
    expect(files.filter((file) => !zodFree.test(file))).toEqual([]);
  });

  it('does bring zod along for a contract (the check above can see it)', async () => {
    const files = await bundledFiles(['userEndpoints']);
    expect(files.some((file) => file.includes('node_modules/zod/'))).toBe(true);
    expect(files).toContain('src/contracts/user.ts');
  });

  it('keeps every plain constant of the contracts in a *.constants.ts module', async () => {
    const constants = new Map<string, unknown>();
    for (const module of (await constantModules()).values()) {
      for (const [name, value] of Object.entries(module)) constants.set(name, value);
    }
    // Computed from settingsSchema's keys, so it stays beside the schema (no page needs it early).
    const derivedFromSchemas = new Set(['SETTING_KEYS']);

    const misplaced: string[] = [];
    for (const [file, module] of await schemaModules()) {
      for (const [name, value] of Object.entries(module)) {
        if (!isPlainData(value) || derivedFromSchemas.has(name)) continue;
        // A re-export of the constants module is the same value; a new declaration is not.
        if (constants.get(name) !== value) misplaced.push(`${file}: ${name}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
