// Plain code, no zod: the server and the fake API both write the audit CSV with it.

import type { AuditEntry } from './audit.ts';
import { AUDIT_CSV_COLUMNS } from './audit.constants.ts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A value a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe (OWASP "CSV injection"): names and details come from users.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit entries as a CSV document: a header line, one line per entry, CRLF line ends. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const entry of entries) {
    lines.push(
      [
        entry.created_at,
        entry.actor?.id,
        entry.actor?.username,
        entry.actor?.full_name,
        entry.action,
        entry.target_type,
        entry.target_id,
        entry.ip,
        Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
