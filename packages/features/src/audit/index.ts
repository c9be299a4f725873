// The audit feature's only door.
export { AuditPage, type AuditPageProps } from './AuditPage.tsx';
export { auditKeys } from './auditKeys.ts';
export { useAuditLog, type UseAuditLogResult } from './useAuditLog.ts';
export { useAuditExport, type UseAuditExportResult } from './useAuditExport.ts';
export {
  parseAuditSearch,
  auditSearchString,
  DEFAULT_AUDIT_VIEW,
  type AuditView,
} from './auditQuery.ts';
