import type { AuditListInput } from '@atrium/api';

/** SWR keys of the audit log (house-style: never inline strings). */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListInput) => ['audit', 'list', query] as const,
};
