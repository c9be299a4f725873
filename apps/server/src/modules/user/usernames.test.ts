import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_FIELD_MESSAGES } from '@atrium/api/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findMigrationsFolder,
  openDatabase,
  type DatabaseHandle,
  type Schema,
} from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, PASSWORD, seededHash, seedUser, useTestApp } from '../../test/helpers.ts';
import { call, seedAndSignIn } from '../../test/callers.ts';
import { isSkeletonConflict } from './usernameSkeleton.ts';

const NEW_PASSWORD = 'plum tractor seventeen';
const TAKEN = { errors: { username: [USER_FIELD_MESSAGES.usernameTaken] } };
const LOOKALIKE = { errors: { username: [USER_FIELD_MESSAGES.usernameLookalike] } };

/** Look-alike names (create or rename) the server accepted beside an existing user. */
let lookalikesAccepted = 0;
let lookalikeAttempts = 0;
function countLookalike(response: LightMyRequestResponse): LightMyRequestResponse {
  lookalikeAttempts += 1;
  if (response.statusCode < 300) lookalikesAccepted += 1;
  return response;
}

afterAll(() => {
  printScoreboard('usernames', [
    [
      `look-alike usernames (TR39 skeleton) accepted beside an existing user (${lookalikeAttempts} attempts, create and rename)`,
      String(lookalikesAccepted),
    ],
  ]);
});

/** The stored skeletons, oldest user first. */
async function skeletons(handle: DatabaseHandle) {
  return handle.db
    .select({ username: users.username, skeleton: users.usernameSkeleton })
    .from(users)
    .orderBy(asc(users.createdAt));
}

/**
 * Users as a database made before the skeleton column holds them: written without a skeleton,
 * in this order (a day apart), so look-alikes may sit side by side.
 */
async function insertLegacyUsers(handle: DatabaseHandle, usernames: readonly string[]) {
  const hash = await seededHash();
  for (const [index, username] of usernames.entries()) {
    const createdAt = new Date(Date.UTC(2025, 0, 1 + index)).toISOString();
    await handle.db.execute(
      sql`insert into users (username, full_name, role, password_hash, created_at)
          values (${username}, ${username}, 'user', ${hash}, ${createdAt})`,
    );
  }
}

describe.each(testDatabases)('look-alike usernames on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  const root = () =>
    seedAndSignIn(app, handle, { username: 'admin', role: 'super_admin', fullName: 'Admin' });
  const create = (token: string, username: string) =>
    call(app, 'POST', '/api/user', {
      token,
      payload: { username, full_name: 'Look Alike', role: 'user', password: NEW_PASSWORD },
    });
  const rename = (token: string, id: string, username: string) =>
    call(app, 'PUT', `/api/user/${id}/info`, { token, payload: { username } });

  it('stores usernames in NFKC: fullwidth ａｄｍｉｎ is admin, and taken', async () => {
    const { token } = await root();
    expect((await create(token, 'ａｄｍｉｎ')).json()).toEqual(TAKEN);
    const created = await create(token, 'ｓａｒａ');
    expect(created.statusCode).toBe(201);
    expect(created.json().username).toBe('sara');
  });

  it('refuses a rename to a fullwidth twin of another user', async () => {
    const { token } = await root();
    const other = await create(token, 'omar');
    const renamed = await call(app, 'PUT', `/api/user/${other.json().id}/info`, {
      token,
      payload: { username: 'ａｄｍｉｎ' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual(TAKEN);
  });

  it('refuses a name whose NFKC form leaves the allowed characters', async () => {
    const { token } = await root();
    // ½ is a digit (No) as typed; NFKC makes it 1⁄2, with a fraction slash.
    const response = await create(token, 'half½');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { username: [USER_FIELD_MESSAGES.usernameChars] },
    });
  });

  it('signs in with the fullwidth spelling of a stored name', async () => {
    await root();
    const response = await login(app, { username: 'ａｄｍｉｎ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('admin');
  });

  it('refuses Cyrillic \u0430dmin beside admin, whatever the case', async () => {
    const { token } = await root();
    // Cyrillic а (U+0430) and А (U+0410), the rest Latin.
    for (const username of ['\u0430dmin', '\u0410DMIN', '\u0410dmin']) {
      const response = countLookalike(await create(token, username));
      expect(response.statusCode, username).toBe(400);
      expect(response.json(), username).toEqual(LOOKALIKE);
    }
  });

  it('folds fullwidth first, then compares skeletons: ａｄｍіｎ with a Cyrillic і', async () => {
    const { token } = await root();
    const response = countLookalike(await create(token, 'ａｄｍ\u0456ｎ'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(LOOKALIKE);
  });

  it('refuses rn beside m, both ways (confusables.txt maps m to rn)', async () => {
    const { token } = await root();
    const adrnin = countLookalike(await create(token, 'adrnin'));
    expect(adrnin.json()).toEqual(LOOKALIKE);
    expect((await create(token, 'rnarta')).statusCode).toBe(201);
    const marta = countLookalike(await create(token, 'marta'));
    expect(marta.statusCode).toBe(400);
    expect(marta.json()).toEqual(LOOKALIKE);
  });

  it('still answers "taken" for the same name, and lets unlike names through', async () => {
    const { token } = await root();
    expect((await create(token, 'Admin')).json()).toEqual(TAKEN);
    expect((await create(token, 'adnan')).statusCode).toBe(201);
    expect((await create(token, 'admin2')).statusCode).toBe(201);
  });

  it('refuses a rename to a look-alike of another user', async () => {
    const { token } = await root();
    const omar = await create(token, 'omar');
    const renamed = countLookalike(await rename(token, omar.json().id, '\u0430dmin'));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual(LOOKALIKE);
    const sideways = countLookalike(await rename(token, omar.json().id, 'adrnin'));
    expect(sideways.json()).toEqual(LOOKALIKE);
  });

  it('lets a user take a look-alike spelling of their own name, which stays theirs', async () => {
    const { token } = await root();
    const omar = await create(token, 'omar');
    // о is Cyrillic: the same skeleton as the user's own name.
    const renamed = await rename(token, omar.json().id, '\u043emar');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().username).toBe('\u043emar');
    const again = await rename(token, omar.json().id, 'Omar');
    expect(again.statusCode).toBe(200);
    // Renamed twice, the skeleton is still held: nobody else gets omar.
    const copy = countLookalike(await create(token, 'omar'));
    expect(copy.json()).toEqual(TAKEN);
    const twin = countLookalike(await create(token, 'ornar'));
    expect(twin.json()).toEqual(LOOKALIKE);
    // The rename to a different name frees the old skeleton.
    expect((await rename(token, omar.json().id, 'omar.k')).statusCode).toBe(200);
    expect((await create(token, 'ornar')).statusCode).toBe(201);
  });

  it('stores the skeleton on every row the repositories write, and the index holds it', async () => {
    await root();
    await expect(seedUser(handle, { username: '\u0430dmin' })).rejects.toThrow('taken');
    expect(await skeletons(handle)).toEqual([{ username: 'admin', skeleton: 'adrnin' }]);
    // What a rename racing another one meets: the index's error, recognised on either driver.
    const other = await seedUser(handle, { username: 'omar' });
    const clash = await handle.db
      .update(users)
      .set({ usernameSkeleton: 'adrnin' })
      .where(eq(users.id, other.id))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isSkeletonConflict(clash)).toBe(true);
  });

  it('fills the skeletons of older rows on migrate, leaving later look-alikes without one', async () => {
    await insertLegacyUsers(handle, ['admin', '\u0430dmin', 'omar', 'adrnin']);
    await handle.migrate();
    expect(await skeletons(handle)).toEqual([
      { username: 'admin', skeleton: 'adrnin' },
      { username: '\u0430dmin', skeleton: null },
      { username: 'omar', skeleton: 'ornar' },
      { username: 'adrnin', skeleton: null },
    ]);
    // Running again changes nothing and does not fail.
    await handle.migrate();
    expect((await skeletons(handle)).filter((row) => row.skeleton === null)).toHaveLength(2);
  });
});

describe('the username skeleton migration on a database that already has look-alikes (pglite)', () => {
  it('applies, keeps the oldest user its skeleton and leaves the later look-alike without', async () => {
    // The migrations as they were before the skeleton (0000-0006), in a folder of their own.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'atrium-migrations-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    try {
      cpSync(findMigrationsFolder(), folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
        entries: Array<{ tag: string }>;
      };
      const before = journal.entries.findIndex((entry) => entry.tag.endsWith('username_skeleton'));
      expect(before).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, before);
      writeFileSync(journalPath, JSON.stringify(journal));
      await migratePglite(handle.db as PgliteDatabase<Schema>, {
        migrationsFolder: folder,
      });
      await insertLegacyUsers(handle, ['admin', '\u0430dmin']);

      await handle.migrate();
      expect(await skeletons(handle)).toEqual([
        { username: 'admin', skeleton: 'adrnin' },
        { username: '\u0430dmin', skeleton: null },
      ]);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
