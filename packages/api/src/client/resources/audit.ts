import type { AuditPage } from '../../contracts/audit.ts';
import type { auditEndpoints } from '../../contracts/audit.ts';
import { AUDIT_ROUTES } from '../../contracts/audit.constants.ts';
import { routesOf, type Http } from '../http.ts';

/** A type (not an interface) so it fits the query record. */
export type AuditListInput = {
  page?: number;
  size?: number;
  action?: string;
  actor_id?: string;
  /** YYYY-MM-DD, UTC, included. */
  from_date?: string;
  to_date?: string;
};

export interface AuditResource {
  /** The audit log, newest first (super admin). */
  list(query?: AuditListInput): Promise<AuditPage>;
}

export function auditResource(http: Http): AuditResource {
  const endpoints = routesOf<typeof auditEndpoints>(AUDIT_ROUTES);
  return {
    list: (query = {}) => http.call(endpoints.list, { query }),
  };
}
