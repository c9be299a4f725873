import { describe, expect, it } from 'vitest';
import {
  auditSearchString,
  DEFAULT_AUDIT_VIEW,
  exportInputOf,
  parseAuditSearch,
  withFilter,
  withoutFilters,
} from './auditQuery.ts';

describe('the audit view in the URL', () => {
  it('round-trips every filter, the order and the page', () => {
    const search =
      '?action=authz_change&actor_id=10000000-0000-4000-8000-000000000002&target_type=team&target_id=t1&from_date=2026-01-01&to_date=2026-01-31&sort=actor&order=asc&page=3&size=25';
    const view = parseAuditSearch(search);
    expect(view).toEqual({
      action: 'authz_change',
      actor_id: '10000000-0000-4000-8000-000000000002',
      target_type: 'team',
      target_id: 't1',
      from_date: '2026-01-01',
      to_date: '2026-01-31',
      sort: 'actor',
      order: 'asc',
      page: 3,
      size: 25,
    });
    expect(parseAuditSearch(auditSearchString(view))).toEqual(view);
  });

  it('leaves the defaults out of the URL', () => {
    expect(auditSearchString(DEFAULT_AUDIT_VIEW)).toBe('');
  });

  it('drops what the server would refuse instead of sending a 400', () => {
    expect(
      parseAuditSearch(
        '?action=DROP%20TABLE&actor_id=1&from_date=2026-13&sort=ip&order=up&page=-2&size=7',
      ),
    ).toEqual(DEFAULT_AUDIT_VIEW);
    expect(parseAuditSearch('?from_date=2026-02-02&to_date=2026-02-01')).toEqual({
      ...DEFAULT_AUDIT_VIEW,
      from_date: '2026-02-02',
    });
  });

  it('a filter change goes back to page 1; clearing keeps the order and size', () => {
    const view = { ...DEFAULT_AUDIT_VIEW, page: 4, size: 25, sort: 'action' as const };
    expect(withFilter(view, 'action', 'team_created')).toMatchObject({
      page: 1,
      action: 'team_created',
    });
    expect(withoutFilters({ ...view, action: 'x', target_id: 'y' })).toEqual({
      page: 1,
      size: 25,
      sort: 'action',
      order: 'desc',
    });
  });

  it('exports the filters and the order without paging', () => {
    expect(exportInputOf({ ...DEFAULT_AUDIT_VIEW, page: 2, action: 'authz_change' })).toEqual({
      action: 'authz_change',
      sort: 'created_at',
      order: 'desc',
    });
  });
});
