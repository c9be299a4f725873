import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { masterKeyTokens, settings } from '../../db/schema/index.ts';

/**
 * Queries on the key → JSON `settings` table. Each takes the database or the transaction it runs
 * in, so a change and its audit row commit together.
 */
export const settingsRepo = {
  async read(db: Database, keys: readonly string[]): Promise<Map<string, unknown>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [...keys]));
    return new Map(rows.map((row) => [row.key, row.value]));
  },

  async write(
    db: Database,
    entries: ReadonlyArray<{ key: string; value: unknown }>,
    by: { updatedBy: string | null; at: Date },
  ): Promise<void> {
    if (entries.length === 0) return;
    await db
      .insert(settings)
      .values(
        entries.map(({ key, value }) => ({
          key,
          // A JSON null (e.g. auto check-out off) must not become SQL NULL.
          value: sql`${JSON.stringify(value)}::jsonb`,
          updatedAt: by.at,
          updatedBy: by.updatedBy,
        })),
      )
      .onConflictDoUpdate({
        target: settings.key,
        set: {
          value: sql`excluded.value`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
  },

  /** The stored value of one key, locking its row until the transaction ends. */
  async readForUpdate(tx: Database, key: string): Promise<unknown> {
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update');
    return row?.value;
  },

  /** Inserts the key unless it exists (also by a concurrent writer); false then. */
  async insertIfAbsent(
    tx: Database,
    key: string,
    value: unknown,
    by: { updatedBy: string | null; at: Date },
  ): Promise<boolean> {
    const rows = await tx
      .insert(settings)
      .values({
        key,
        value: sql`${JSON.stringify(value)}::jsonb`,
        updatedAt: by.at,
        updatedBy: by.updatedBy,
      })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    return rows.length === 1;
  },

  /** Ends every master-key token (the master password changed). */
  async revokeAllMasterKeyTokens(tx: Database): Promise<void> {
    await tx.delete(masterKeyTokens);
  },
};
