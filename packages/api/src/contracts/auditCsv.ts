// Plain code, no zod: the server and the fake API both write the audit CSV with it.

import type { AuditEntry } from './audit.ts';
import { AUDIT_CSV_COLUMNS } from './audit.constants.ts';
import { csvDocument } from './csv.ts';

// Kept importable from here, where it was first.
export { csvField } from './csv.ts';

/** The audit entries as a CSV document: a header line, one line per entry, CRLF line ends. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return csvDocument(
    AUDIT_CSV_COLUMNS,
    entries.map((entry) => [
      entry.created_at,
      entry.actor?.id,
      entry.actor?.username,
      entry.actor?.full_name,
      entry.action,
      entry.target_type,
      entry.target_id,
      entry.ip,
      Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : '',
    ]),
  );
}
