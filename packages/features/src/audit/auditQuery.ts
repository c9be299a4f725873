import {
  AUDIT_SORT_KEYS,
  AUDIT_SORT_ORDERS,
  DEFAULT_PAGE_SIZE,
  type AuditExportInput,
  type AuditListInput,
  type AuditSortKey,
  type AuditSortOrder,
} from '@atrium/api';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';

/**
 * What the audit screen shows: its filters, its order and its page. It lives in the URL (the
 * app passes it in and gets it back), so a filtered view can be bookmarked, shared and reloaded.
 */
export interface AuditView {
  page: number;
  size: number;
  action?: string;
  actor_id?: string;
  target_type?: string;
  target_id?: string;
  /** YYYY-MM-DD, UTC, included. */
  from_date?: string;
  to_date?: string;
  sort: AuditSortKey;
  order: AuditSortOrder;
}

export const DEFAULT_AUDIT_VIEW: AuditView = {
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: 'created_at',
  order: 'desc',
};

const FILTER_KEYS = [
  'action',
  'actor_id',
  'target_type',
  'target_id',
  'from_date',
  'to_date',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NAME = /^[a-z0-9_.-]{1,100}$/;

/** Whether a URL value would pass the server's check: a hand-edited URL must not give a 400. */
const VALID: Record<FilterKey, (value: string) => boolean> = {
  action: (value) => NAME.test(value),
  actor_id: (value) => UUID.test(value),
  target_type: (value) => /^[a-z0-9_]{1,50}$/.test(value),
  target_id: (value) => value.trim().length > 0 && value.length <= 100,
  from_date: (value) => DAY.test(value),
  to_date: (value) => DAY.test(value),
};

/** The view a URL's query string describes; what it cannot use is left out, not refused. */
export function parseAuditSearch(search: string | URLSearchParams): AuditView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: AuditView = { ...DEFAULT_AUDIT_VIEW };
  Object.assign(view, pageAndSizeOf(params));
  const sort = params.get('sort');
  if (oneOf(AUDIT_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (oneOf(AUDIT_SORT_ORDERS, order)) view.order = order;
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && VALID[key](value)) view[key] = value;
  }
  if (view.from_date && view.to_date && view.from_date > view.to_date) delete view.to_date;
  return view;
}

/** The URL query string of a view, without the defaults (`?` included, or '' when all default). */
export function auditSearchString(view: AuditView): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.sort !== DEFAULT_AUDIT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_AUDIT_VIEW.order) params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_AUDIT_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The view's filters and order, for the CSV export (no paging). */
export function exportInputOf(view: AuditView): AuditExportInput {
  const input: AuditExportInput = { sort: view.sort, order: view.order };
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value) input[key] = value;
  }
  return input;
}

/** The list call's query. */
export function listInputOf(view: AuditView): AuditListInput {
  return { ...exportInputOf(view), page: view.page, size: view.size };
}

/** Whether any filter is set (the empty state then offers to clear them). */
export function isFiltered(view: AuditView): boolean {
  return FILTER_KEYS.some((key) => Boolean(view[key]));
}

/** The view with one filter changed (or removed), back on page 1. */
export function withFilter(view: AuditView, key: FilterKey, value: string | null): AuditView {
  // Rebuilt without the key rather than deleting it, so an absent filter is absent from the URL.
  const next: AuditView = { ...view, page: 1 };
  if (value) return { ...next, [key]: value };
  const { [key]: _removed, ...rest } = next;
  return rest as AuditView;
}

/** The view without filters, keeping its order and page size. */
export function withoutFilters(view: AuditView): AuditView {
  return { page: 1, size: view.size, sort: view.sort, order: view.order };
}
