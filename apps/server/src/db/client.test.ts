import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from './client.ts';

describe('the embedded database folder', () => {
  const folders: string[] = [];
  const freshFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'atrium-db-'));
    folders.push(folder);
    return path.join(folder, 'db');
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is opened by one owner at a time, and free again once closed', async () => {
    const dataDir = freshFolder();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseLockedError);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.ping();
    await second.close();
  }, 120_000); // two PGlite start-ups on a fresh folder (initdb): slow on a busy 2-core CI machine

  it('takes over a lock left behind by a process that no longer runs', async () => {
    const dataDir = freshFolder();
    // Far above the default pid_max of 4,194,304: no live process has it.
    writeFileSync(`${dataDir}.lock`, '999999999');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.ping();
    await handle.close();
  });
});
