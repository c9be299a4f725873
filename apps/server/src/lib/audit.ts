import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  /** Null for the system (jobs) or an anonymous caller. */
  actorId: string | null;
  /** OWASP logging vocabulary where one applies: `user_created`, `user_deactivated`, `authz_change`, … */
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Appends one audit row. Pass the transaction that makes the change, so the change and
 * its audit row commit or roll back together (security.md, business rules).
 */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
