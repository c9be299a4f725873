import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditSortKey, AuditSortOrder } from '@atrium/api/contracts';
import type { Database } from '../../db/client.ts';
import { auditLog, users, type AuditLogRow } from '../../db/schema/index.ts';

export interface AuditFilter {
  action?: string | undefined;
  actorId?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

export interface AuditOrder {
  sort: AuditSortKey;
  order: AuditSortOrder;
}

export interface AuditRowWithActor {
  entry: AuditLogRow;
  actor: { id: string; username: string; fullName: string } | null;
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.until) conditions.push(lt(auditLog.createdAt, filter.until));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * ORDER BY for a sort key: the key's columns, then the time and the id so that equal keys keep
 * a stable order across pages. Rows without an actor or a target sort last either way.
 */
function orderOf({ sort, order }: AuditOrder): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) =>
    order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const tail = [by(auditLog.createdAt), by(auditLog.id)];
  switch (sort) {
    case 'action':
      return [by(auditLog.action), ...tail];
    case 'actor':
      return [nullsLast(sql`${users.username}`), ...tail];
    case 'target':
      return [
        nullsLast(sql`${auditLog.targetType}`),
        nullsLast(sql`${auditLog.targetId}`),
        ...tail,
      ];
    case 'created_at':
      return tail;
  }
}

export function createAuditRepo(db: Database) {
  function select(filter: AuditFilter, ordering: AuditOrder) {
    return db
      .select({
        entry: auditLog,
        actorId: users.id,
        actorUsername: users.username,
        actorFullName: users.fullName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(whereOf(filter))
      .orderBy(...orderOf(ordering));
  }

  type SelectedRow = Awaited<ReturnType<typeof select>>[number];
  const toRow = (row: SelectedRow): AuditRowWithActor => ({
    entry: row.entry,
    actor:
      row.actorId && row.actorUsername !== null && row.actorFullName !== null
        ? { id: row.actorId, username: row.actorUsername, fullName: row.actorFullName }
        : null,
  });

  return {
    async page(
      filter: AuditFilter,
      ordering: AuditOrder,
      limit: number,
      offset: number,
    ): Promise<{ rows: AuditRowWithActor[]; total: number }> {
      const [rows, [totalRow]] = await Promise.all([
        select(filter, ordering).limit(limit).offset(offset),
        db.select({ value: count() }).from(auditLog).where(whereOf(filter)),
      ]);
      return { rows: rows.map(toRow), total: totalRow?.value ?? 0 };
    },

    /** Every matching row up to `limit`, for the CSV export. */
    async all(filter: AuditFilter, ordering: AuditOrder, limit: number) {
      return (await select(filter, ordering).limit(limit)).map(toRow);
    },
  };
}
