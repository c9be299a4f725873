import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder, openDatabase } from './client.ts';
import { MigrationError, migrateNamingFailures, migrationWithStatement } from './migrationError.ts';

const folder = findMigrationsFolder();
/** A statement of a committed migration, as drizzle splits and reports it. */
const statement = readFileSync(path.join(folder, '0004_users_list_order.sql'), 'utf8').split(
  '--> statement-breakpoint',
)[0];

describe('migration failures', () => {
  it('finds the migration a failed statement belongs to', () => {
    expect(migrationWithStatement(statement ?? '', folder)).toBe('0004_users_list_order');
    expect(migrationWithStatement('CREATE SCHEMA IF NOT EXISTS "drizzle"', folder)).toBeUndefined();
  });

  it('names the migration, and rethrows what no migration file holds as it was', async () => {
    const cause = Object.assign(new Error('relation "users" does not exist'), { code: '42P01' });
    const failed = migrateNamingFailures(async () => {
      throw new DrizzleQueryError(statement ?? '', [], cause);
    }, folder);
    await expect(failed).rejects.toBeInstanceOf(MigrationError);
    await expect(failed).rejects.toMatchObject({ migration: '0004_users_list_order', cause });

    const unreachable = new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], cause);
    await expect(
      migrateNamingFailures(async () => {
        throw unreachable;
      }, folder),
    ).rejects.toBe(unreachable);
  });

  it('reports the migration that failed on a real database', async () => {
    // A table already there under the first migration's name: its CREATE TABLE fails.
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    try {
      await handle.db.execute(sql`create table "users" (id int)`);
      await expect(handle.migrate()).rejects.toMatchObject({
        name: 'MigrationError',
        migration: '0000_init',
        cause: { message: expect.stringContaining('already exists') },
      });
    } finally {
      await handle.close();
    }
  });
});
