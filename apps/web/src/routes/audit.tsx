import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuditPage, auditSearchString, parseAuditSearch, useSession } from '@atrium/features';
import { NOT_AUTHORIZED_PATH } from '../guards/redirects.ts';

/**
 * /main/audit — the audit log, for super admins only: the spec (section 6) names no subject for
 * it and GET /api/audit is super-admin only, so this route checks the same role rather than an
 * ability. The filters, order and page live in the query string.
 */
export function Component() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // RequireAuth above has sent a signed-out visitor to /login already.
  if (user?.role !== 'super_admin') return <Navigate replace to={NOT_AUTHORIZED_PATH} />;
  return (
    <AuditPage
      view={parseAuditSearch(params)}
      onViewChange={(view) => void navigate({ search: auditSearchString(view) })}
    />
  );
}
