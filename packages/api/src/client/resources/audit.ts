import type { AuditPage } from '../../contracts/audit.ts';
import type { auditEndpoints } from '../../contracts/audit.ts';
import {
  AUDIT_ROUTES,
  type AuditSortKey,
  type AuditSortOrder,
} from '../../contracts/audit.constants.ts';
import { routesOf, type Http } from '../http.ts';

/** A type (not an interface) so it fits the query record. */
export type AuditListInput = {
  page?: number;
  size?: number;
  action?: string;
  actor_id?: string;
  target_type?: string;
  target_id?: string;
  /** YYYY-MM-DD, UTC, included. */
  from_date?: string;
  to_date?: string;
  sort?: AuditSortKey;
  order?: AuditSortOrder;
};

/** The list's filters and order, without paging. */
export type AuditExportInput = Omit<AuditListInput, 'page' | 'size'>;

export interface AuditResource {
  /** The audit log, newest first (super admin). */
  list(query?: AuditListInput): Promise<AuditPage>;
  /** The current filter as CSV text (UTF-8, header row first), at most AUDIT_EXPORT_MAX rows. */
  exportCsv(query?: AuditExportInput): Promise<string>;
}

export function auditResource(http: Http): AuditResource {
  const endpoints = routesOf<typeof auditEndpoints>(AUDIT_ROUTES);
  return {
    list: (query = {}) => http.call(endpoints.list, { query }),
    exportCsv: (query = {}) =>
      http.request<string>(endpoints.export.method, endpoints.export.path, { query, as: 'text' }),
  };
}
