import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanOriginalName, sweepTempFiles, writeFileAtomic } from './files.ts';

describe('writeFileAtomic', () => {
  it('writes the whole file under its name and leaves no temp file', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'atrium-files-')), 'nested');
    const target = await writeFileAtomic(dir, 'a.png', Buffer.from('hello'));
    expect(target).toBe(path.join(dir, 'a.png'));
    expect(await readFile(target, 'utf8')).toBe('hello');
    expect(await readdir(dir)).toEqual(['a.png']);
  });

  it('refuses names that are not plain file names', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-files-'));
    for (const name of ['../x.png', 'a/b.png', '.hidden']) {
      await expect(writeFileAtomic(dir, name, Buffer.from('x'))).rejects.toThrow();
    }
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('sweepTempFiles', () => {
  it('removes only temp files older than the limit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-files-'));
    await writeFile(path.join(dir, '.tmp-old'), 'x');
    await writeFile(path.join(dir, '.tmp-new'), 'x');
    await writeFile(path.join(dir, 'kept.png'), 'x');
    const now = new Date();
    const old = new Date(now.getTime() - 2 * 3600_000);
    await utimes(path.join(dir, '.tmp-old'), old, old);
    await utimes(path.join(dir, 'kept.png'), old, old);
    expect(await sweepTempFiles(dir, 3600_000, now)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['.tmp-new', 'kept.png']);
    expect(await sweepTempFiles(path.join(dir, 'missing'), 1, now)).toBe(0);
  });
});

describe('cleanOriginalName', () => {
  it('NFC-normalises and keeps ordinary names, Arabic included', () => {
    expect(cleanOriginalName('cafe\u0301.png')).toBe('café.png');
    expect(cleanOriginalName('صورة شخصية.jpg')).toBe('صورة شخصية.jpg');
  });

  it('refuses controls, bidi overrides, separators, empty and over-long names', () => {
    for (const name of [
      '',
      'a\u0000.png',
      'a\u0085.png',
      'photo\u202Egnp.exe',
      'x\u2066y.png',
      '../a.png',
      'a\\b.png',
      '..',
      `${'a'.repeat(252)}.png`,
      `${'ع'.repeat(128)}.png`,
    ]) {
      expect(cleanOriginalName(name), JSON.stringify(name)).toBeNull();
    }
    expect(cleanOriginalName(`${'a'.repeat(251)}.png`)).not.toBeNull();
  });
});
