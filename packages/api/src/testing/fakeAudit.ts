import type { AuditExportInput, AuditListInput, AuditResource } from '../client/resources/audit.ts';
import type { AuditEntry } from '../contracts/audit.ts';
import { auditCsv } from '../contracts/auditCsv.ts';
import { AUDIT_EXPORT_MAX } from '../contracts/audit.constants.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL } from '../contracts/common.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

function matches(entry: AuditEntry, query: AuditExportInput): boolean {
  const day = entry.created_at.slice(0, 10);
  return (
    (!query.action || entry.action === query.action) &&
    (!query.actor_id || entry.actor?.id === query.actor_id) &&
    (!query.target_type || entry.target_type === query.target_type) &&
    (!query.target_id || entry.target_id === query.target_id) &&
    (!query.from_date || day >= query.from_date) &&
    (!query.to_date || day <= query.to_date)
  );
}

/** The server's order: the sort key, then the time; rows without an actor or target last. */
function sorted(entries: AuditEntry[], query: AuditExportInput): AuditEntry[] {
  const direction = (query.order ?? 'desc') === 'asc' ? 1 : -1;
  const keyOf = (entry: AuditEntry): string | null => {
    switch (query.sort ?? 'created_at') {
      case 'action':
        return entry.action;
      case 'actor':
        return entry.actor?.username ?? null;
      case 'target':
        return entry.target_type === null ? null : `${entry.target_type}\u0000${entry.target_id}`;
      case 'created_at':
        return '';
    }
  };
  return [...entries].sort((a, b) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return ka < kb ? -direction : direction;
    }
    return a.created_at < b.created_at ? -direction : a.created_at > b.created_at ? direction : 0;
  });
}

/**
 * The audit log in memory, filtered, sorted and exported as the server does. `entries` is the
 * live list the other fakes append to (newest first); `guard` throws as the server's rule does.
 */
export function createFakeAudit(
  respond: Respond,
  guard: (url: string) => void,
  entries: AuditEntry[],
): AuditResource {
  const select = (query: AuditExportInput) =>
    sorted(
      entries.filter((entry) => matches(entry, query)),
      query,
    );
  return {
    list: (query: AuditListInput = {}) =>
      respond('audit.list', () => {
        guard('/api/audit');
        const rows = select(query);
        const size = query.size ?? DEFAULT_PAGE_SIZE;
        const page = query.page ?? 1;
        if (size === PAGE_SIZE_ALL) return { items: rows, total: rows.length, page: 1, size };
        const start = (page - 1) * size;
        return { items: rows.slice(start, start + size), total: rows.length, page, size };
      }),
    exportCsv: (query: AuditExportInput = {}) =>
      respond('audit.exportCsv', () => {
        guard('/api/audit/export');
        return auditCsv(select(query).slice(0, AUDIT_EXPORT_MAX));
      }),
  };
}
