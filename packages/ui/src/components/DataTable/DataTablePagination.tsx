import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useIntlLocale } from '../../UiProvider/intlLocale';
import { cx } from '../../utils/cx';
import * as styles from './DataTable.css';
import { useDataTablePaginationLabels, type DataTablePaginationLabels } from './dataTableLabels';
import { dataTablePageSizes } from './dataTableVariants';

export type { DataTablePaginationLabels, DataTableRange } from './dataTableLabels';

export interface DataTablePaginationProps extends Omit<
  ComponentPropsWithoutRef<'nav'>,
  'children'
> {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page; -1 shows all rows on one page. */
  size: number;
  /** Number of entries on the server (all pages). */
  total: number;
  /** Called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Called with the new page size (-1 for All); the caller usually goes back to page 1. */
  onSizeChange?: (size: number) => void;
  /** Page-size choices. Default spec §9: 2, 3, 5, 10, 20, 25, 50, 100 and All (-1). */
  pageSizes?: readonly number[];
  /**
   * Texts to replace, e.g. `{ pagination: 'Audit log pages' }`; the rest are built in (English and
   * Arabic, from the UiProvider's language).
   */
  labels?: Partial<DataTablePaginationLabels>;
  /** BCP 47 locale for numbers. Default: the UiProvider's language and digits (`useIntlLocale()`). */
  locale?: string;
}

type PageItem = number | 'gap-start' | 'gap-end';

/** First, last, and up to two pages either side of the current one, with gaps between. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, pageCount - 4));
  const to = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap-start');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

/** The 1-based range of entries a page shows: {start: 0, end: 0} when there are none. */
export function pageRange(page: number, size: number, total: number) {
  if (total <= 0) return { start: 0, end: 0 };
  if (size === -1) return { start: 1, end: total };
  const start = Math.min((page - 1) * size + 1, total);
  return { start, end: Math.min(page * size, total) };
}

/**
 * Server-side pagination: "Showing 1 to 10 of 57 entries", a page-size select and page buttons.
 * Buttons follow the reading direction (first page at the inline start, chevrons mirrored in RTL).
 */
export const DataTablePagination = forwardRef<HTMLElement, DataTablePaginationProps>(
  function DataTablePagination(
    {
      page,
      size,
      total,
      onPageChange,
      onSizeChange,
      pageSizes = dataTablePageSizes,
      labels: labelsProp,
      locale,
      className,
      ...rest
    },
    ref,
  ) {
    const labels = useDataTablePaginationLabels(labelsProp);
    const uiLocale = useIntlLocale();
    const number = useMemo(() => new Intl.NumberFormat(locale ?? uiLocale), [locale, uiLocale]);
    const selectId = useId();
    const pageCount = size === -1 ? 1 : Math.max(1, Math.ceil(total / size));
    const current = Math.min(Math.max(1, page), pageCount);
    const { start, end } = pageRange(current, size, total);
    const go = (next: number) => {
      if (next !== current && next >= 1 && next <= pageCount) onPageChange(next);
    };
    const atStart = current <= 1;
    const atEnd = current >= pageCount;

    return (
      <nav
        ref={ref}
        aria-label={labels.pagination}
        className={cx(styles.pagination, className)}
        {...rest}
      >
        <p className={styles.paginationInfo} aria-live="polite">
          {labels.showing({
            start: number.format(start),
            end: number.format(end),
            total: number.format(total),
          })}
        </p>
        {onSizeChange ? (
          <span className={styles.pageSize}>
            <label htmlFor={selectId}>{labels.rowsPerPage}</label>
            <select
              id={selectId}
              className={styles.select}
              value={size}
              onChange={(event) => onSizeChange(Number(event.target.value))}
            >
              {pageSizes.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === -1 ? labels.all : number.format(choice)}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <div className={styles.pages}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={labels.firstPage}
            disabled={atStart}
            onClick={() => go(1)}
          >
            <ChevronsLeft size={16} aria-hidden="true" className={styles.directionalIcon} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={labels.previousPage}
            disabled={atStart}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft size={16} aria-hidden="true" className={styles.directionalIcon} />
          </button>
          {pageItems(current, pageCount).map((item) =>
            typeof item === 'number' ? (
              <button
                key={item}
                type="button"
                className={styles.pageButton}
                aria-label={labels.page(number.format(item))}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {number.format(item)}
              </button>
            ) : (
              <span key={item} className={styles.gap} aria-hidden="true">
                …
              </span>
            ),
          )}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={labels.nextPage}
            disabled={atEnd}
            onClick={() => go(current + 1)}
          >
            <ChevronRight size={16} aria-hidden="true" className={styles.directionalIcon} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={labels.lastPage}
            disabled={atEnd}
            onClick={() => go(pageCount)}
          >
            <ChevronsRight size={16} aria-hidden="true" className={styles.directionalIcon} />
          </button>
        </div>
      </nav>
    );
  },
);
DataTablePagination.displayName = 'DataTable.Pagination';
