import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps are for people and stay as they are. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside one file; returns the sizes written. */
export async function precompressFile(file: string): Promise<{ br: number; gz: number } | null> {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return null;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { br: br.length, gz: gz.length };
}

/**
 * Brotli and gzip copies of every built text asset, made once at build time at the highest
 * level, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'atrium:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      await Promise.all(files.map((file) => precompressFile(file)));
    },
  };
}
