import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users, type AuditLogRow } from '../../db/schema/index.ts';

export interface AuditFilter {
  action?: string | undefined;
  actorId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

export interface AuditRowWithActor {
  entry: AuditLogRow;
  actor: { id: string; username: string; fullName: string } | null;
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;

export function createAuditRepo(db: Database) {
  return {
    async page(
      filter: AuditFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: AuditRowWithActor[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
      if (filter.until) conditions.push(lt(auditLog.createdAt, filter.until));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({
            entry: auditLog,
            actorId: users.id,
            actorUsername: users.username,
            actorFullName: users.fullName,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          entry: row.entry,
          actor:
            row.actorId && row.actorUsername !== null && row.actorFullName !== null
              ? { id: row.actorId, username: row.actorUsername, fullName: row.actorFullName }
              : null,
        })),
        total: totalRow?.value ?? 0,
      };
    },
  };
}
