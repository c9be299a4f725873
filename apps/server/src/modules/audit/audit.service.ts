import {
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  type AuditPage,
  type AuditQuery,
} from '@atrium/api/contracts';
import type { AuditRepo } from './audit.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AuditService = ReturnType<typeof createAuditService>;

/** Reading the audit log (writing is lib/audit.ts, inside each change's transaction). */
export function createAuditService({ repo }: { repo: AuditRepo }) {
  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const all = query.size === PAGE_SIZE_ALL;
      const limit = all ? PAGE_SIZE_ALL_CAP : query.size;
      const offset = all ? 0 : (query.page - 1) * query.size;
      const { rows, total } = await repo.page(
        {
          action: query.action || undefined,
          actorId: query.actor_id,
          from: query.from_date ? new Date(`${query.from_date}T00:00:00Z`) : undefined,
          until: query.to_date
            ? new Date(new Date(`${query.to_date}T00:00:00Z`).getTime() + DAY_MS)
            : undefined,
        },
        limit,
        offset,
      );
      return {
        items: rows.map(({ entry, actor }) => ({
          id: entry.id,
          actor: actor
            ? { id: actor.id, username: actor.username, full_name: actor.fullName }
            : null,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          details: entry.details,
          ip: entry.ip,
          created_at: entry.createdAt.toISOString(),
        })),
        total,
        page: all ? 1 : query.page,
        size: query.size,
      };
    },
  };
}
