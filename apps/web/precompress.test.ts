import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFile } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFile', () => {
  it('writes brotli and gzip copies that decompress to the asset', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-precompress-'));
    const file = path.join(dir, 'app.js');
    const code = 'export const greeting = "مرحبا";\n'.repeat(100);
    writeFileSync(file, code);
    const sizes = await precompressFile(file);
    expect(sizes && sizes.br < code.length && sizes.gz < code.length).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(code);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(code);
  });

  it('leaves source maps, binaries and tiny files alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-precompress-'));
    for (const [name, size] of [
      ['app.js.map', 5000],
      ['font.woff2', 5000],
      ['tiny.css', 100],
    ] as const) {
      const file = path.join(dir, name);
      writeFileSync(file, 'x'.repeat(size));
      expect(await precompressFile(file)).toBeNull();
      expect(existsSync(`${file}.br`)).toBe(false);
    }
  });
});
