import {
  AUDIT_EXPORT_MAX,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  auditCsv,
  type AuditEntry,
  type AuditExportQuery,
  type AuditPage,
  type AuditQuery,
} from '@atrium/api/contracts';
import type { AuditFilter, AuditRepo, AuditRowWithActor } from './audit.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AuditService = ReturnType<typeof createAuditService>;

/** The query's filters as the repo's: whole UTC days, the end day included. */
function filterOf(query: AuditExportQuery): AuditFilter {
  return {
    action: query.action || undefined,
    actorId: query.actor_id,
    targetType: query.target_type || undefined,
    targetId: query.target_id || undefined,
    from: query.from_date ? new Date(`${query.from_date}T00:00:00Z`) : undefined,
    until: query.to_date
      ? new Date(new Date(`${query.to_date}T00:00:00Z`).getTime() + DAY_MS)
      : undefined,
  };
}

function toEntry({ entry, actor }: AuditRowWithActor): AuditEntry {
  return {
    id: entry.id,
    actor: actor ? { id: actor.id, username: actor.username, full_name: actor.fullName } : null,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details,
    ip: entry.ip,
    created_at: entry.createdAt.toISOString(),
  };
}

/** Reading the audit log (writing is lib/audit.ts, inside each change's transaction). */
export function createAuditService({ repo }: { repo: AuditRepo }) {
  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const all = query.size === PAGE_SIZE_ALL;
      const limit = all ? PAGE_SIZE_ALL_CAP : query.size;
      const offset = all ? 0 : (query.page - 1) * query.size;
      const { rows, total } = await repo.page(
        filterOf(query),
        { sort: query.sort, order: query.order },
        limit,
        offset,
      );
      return { items: rows.map(toEntry), total, page: all ? 1 : query.page, size: query.size };
    },

    /** The filter's rows as CSV, in the list's order, at most AUDIT_EXPORT_MAX of them. */
    async exportCsv(query: AuditExportQuery): Promise<string> {
      const rows = await repo.all(
        filterOf(query),
        { sort: query.sort, order: query.order },
        AUDIT_EXPORT_MAX,
      );
      return auditCsv(rows.map(toEntry));
    },
  };
}
