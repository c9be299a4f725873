import type { AuditPage } from '../../contracts/audit.ts';
import { auditEndpoints } from '../../contracts/audit.ts';
import type { Http } from '../http.ts';

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
  return {
    list: (query = {}) => http.call(auditEndpoints.list, { query }),
  };
}
