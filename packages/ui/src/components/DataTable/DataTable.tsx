import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefAttributes,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMediaQuery } from '../AppShell/useMediaQuery';
import { cx } from '../../utils/cx';
import * as styles from './DataTable.css';
import { DataTableCards } from './DataTableCards';
import { DataTableGrid, gridSizing } from './DataTableGrid';
import { useDataTableLabels, type DataTableLabels } from './dataTableLabels';
import { DataTablePagination } from './DataTablePagination';
import { nextSort } from './dataTableSorting';
import type { DataTableColumn, DataTableRowAction, DataTableSort } from './dataTableTypes';
import {
  dataTableCardsQuery,
  type DataTableDensity,
  type DataTableLayout,
  type DataTableStatus,
} from './dataTableVariants';
import { useSelection } from './useSelection';

export type { DataTableColumn, DataTableRowAction, DataTableSort } from './dataTableTypes';
export type { DataTableLabels } from './dataTableLabels';

export interface DataTableProps<Row> extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Accessible name of the grid, e.g. "Users". */
  label: string;
  /** The columns, in display order (inline start to end). */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page (or every row when size is -1). */
  rows: readonly Row[];
  /** A stable id per row (selection, React keys). */
  getRowId: (row: Row) => string;
  /** A short human name of a row ("Huda Saleh"), used in the checkbox and actions labels. */
  getRowLabel: (row: Row) => string;
  /** Current sort (controlled). `null` or absent: unsorted. */
  sort?: DataTableSort | null;
  /** Called when a sortable header is activated: ascending, then descending, then `null`. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Selected row ids (controlled). Giving `onSelectionChange` adds the checkbox column. */
  selectedIds?: readonly string[];
  /** Called with the new list of selected ids. */
  onSelectionChange?: (ids: string[]) => void;
  /** Actions of one row, shown in a menu at the end of the row. */
  rowActions?: (row: Row) => DataTableRowAction<Row>[];
  /** Filter controls above the grid (search field, selects); wrap them in `DataTable.FilterBar`. */
  filterBar?: ReactNode;
  /** Current page, 1-based. Giving `page`, `total` and `onPageChange` adds the pagination. */
  page?: number;
  /** Rows per page; -1 is All. Default 10 (spec §9). */
  size?: number;
  /** Number of entries on the server. */
  total?: number;
  /** Called with the 1-based page the user asked for; refetch that page. */
  onPageChange?: (page: number) => void;
  /** Called with the new page size (-1 for All). */
  onSizeChange?: (size: number) => void;
  /** Page-size choices. Default 2, 3, 5, 10, 20, 25, 50, 100 and All. */
  pageSizes?: readonly number[];
  /** `loading` shows skeleton rows and sets aria-busy; `error` shows the error row with a retry button. */
  status?: DataTableStatus;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Replaces the default empty state (e.g. with a "clear filters" action). */
  empty?: ReactNode;
  /**
   * Texts that are the table's own, e.g. `{ loading: 'Loading users…', errorTitle: '…' }`. The rest
   * (pagination, checkboxes, actions, sort, retry, generic empty, loading and error texts) are built
   * in, in English and Arabic, following the UiProvider's language; whatever you pass wins.
   */
  labels?: Partial<DataTableLabels>;
  /** Row height: `compact` (36 px) or `regular` (48 px). */
  density?: DataTableDensity;
  /** From this many rows on, only the visible rows are mounted (virtualised). Default 60. */
  virtualizeFrom?: number;
  /** Height of the scrolling viewport when virtualised, CSS length. Default `min(70vh, 640px)`. */
  maxBlockSize?: string;
  /** BCP 47 locale for numbers. Default: the UiProvider's language and digits (`useIntlLocale()`). */
  locale?: string;
  /**
   * `auto` (default): a grid from the medium breakpoint (1024 px) up and a list of cards below it,
   * where a grid's columns would be cut off; `table` or `cards` force one.
   */
  layout?: DataTableLayout;
}

function DataTableInner<Row>(
  {
    label,
    columns,
    rows,
    getRowId,
    getRowLabel,
    sort,
    onSortChange,
    selectedIds,
    onSelectionChange,
    rowActions,
    filterBar,
    page,
    size = 10,
    total,
    onPageChange,
    onSizeChange,
    pageSizes,
    status = 'ready',
    onRetry,
    empty,
    labels: labelsProp,
    density = 'regular',
    virtualizeFrom = 60,
    maxBlockSize = 'min(70vh, 640px)',
    locale,
    layout = 'auto',
    className,
    style,
    ...rest
  }: DataTableProps<Row>,
  ref: Ref<HTMLDivElement>,
) {
  const labels = useDataTableLabels(labelsProp);
  const narrow = useMediaQuery(dataTableCardsQuery);
  const cards = layout === 'cards' || (layout === 'auto' && narrow);
  const showRows = status === 'ready' && rows.length > 0;
  const selection = useSelection({
    rows: showRows ? rows : [],
    getRowId,
    selectedIds,
    onSelectionChange,
  });
  const onSort = onSortChange ? (key: string) => onSortChange(nextSort(sort, key)) : undefined;
  const skeletonCount = Math.min(size === -1 ? 10 : size, 10);
  const virtual = !cards && showRows && rows.length >= virtualizeFrom;

  // nothing to page through: no "Showing 0 to 0 of 0 entries" and no pager under an empty state
  const showPagination =
    page !== undefined && total !== undefined && onPageChange !== undefined && total > 0;
  const pagination = showPagination ? (
    <DataTablePagination
      page={page}
      size={size}
      total={total}
      onPageChange={onPageChange}
      onSizeChange={onSizeChange}
      pageSizes={pageSizes}
      labels={labels}
      locale={locale}
    />
  ) : null;

  const shared = { label, columns, rows, getRowId, getRowLabel, sort, onSort, selection };
  const states = { rowActions, status, onRetry, empty, labels };

  if (cards) {
    return (
      <div
        ref={ref}
        className={cx(styles.root, className)}
        data-status={status}
        data-density={density}
        data-layout="cards"
        style={style}
        {...rest}
      >
        {filterBar}
        <DataTableCards {...shared} {...states} skeletonCount={Math.min(skeletonCount, 3)} />
        {pagination}
      </div>
    );
  }

  const { tracks, minRem } = gridSizing(columns, {
    selectable: selection.selectable,
    hasActions: Boolean(rowActions),
  });
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-status={status}
      data-density={density}
      data-layout="table"
      style={{
        ...assignInlineVars({
          [styles.columnsVar]: tracks,
          [styles.minInlineSizeVar]: `${minRem}rem`,
          [styles.maxBlockSizeVar]: virtual ? maxBlockSize : 'none',
        }),
        ...style,
      }}
      {...rest}
    >
      {filterBar}
      <DataTableGrid
        {...shared}
        {...states}
        skeletonCount={skeletonCount}
        density={density}
        virtual={virtual}
      />
      {pagination}
    </div>
  );
}

const DataTableBase = forwardRef(DataTableInner);
DataTableBase.displayName = 'DataTable';

export interface DataTableFilterBarProps extends ComponentPropsWithoutRef<'div'> {
  /** Filter controls (search field, selects, a reset button). */
  children?: ReactNode;
}

/** Lays filter controls out in a wrapping row above the grid; pass it as `filterBar`. */
const FilterBar = forwardRef<HTMLDivElement, DataTableFilterBarProps>(function DataTableFilterBar(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(styles.filterBar, className)} {...rest} />;
});
FilterBar.displayName = 'DataTable.FilterBar';

type DataTableComponent = (<Row>(
  props: DataTableProps<Row> & RefAttributes<HTMLDivElement>,
) => ReactElement) & {
  displayName?: string;
  /** Server-side pagination on its own (the DataTable renders one when given page, total and onPageChange). */
  Pagination: typeof DataTablePagination;
  /** Layout for the filter bar slot. */
  FilterBar: typeof FilterBar;
};

/**
 * Server-driven data grid: columns with controlled sort, row selection (checkbox column, select all on the
 * page), a menu of row actions, a filter bar slot and server-side pagination ("Showing 1 to 10 of 57
 * entries", sizes 2–100 and All). Loading shows skeleton rows, plus empty and error (retry) states.
 *
 * Keyboard (ARIA grid): arrows move between cells (mirrored in RTL), Home/End to the row's first/last cell,
 * Ctrl+Home/End to the first/last cell of the grid, PageUp/PageDown by a screenful. From `virtualizeFrom`
 * rows on only the visible rows are mounted (@tanstack/react-virtual); aria-rowcount and aria-rowindex
 * keep the full count for assistive tech.
 *
 * Below the medium breakpoint (`layout="auto"`) the rows become a list of cards: each column says
 * how it appears there (`card`: title, subtitle, field, hidden); selection, sorting, row actions,
 * states and pagination work the same, in plain Tab order.
 *
 * The generic texts are built in, in English and Arabic after the UiProvider's language; `labels`
 * gives only the table's own (its loading, empty and error texts) and wins over them.
 */
export const DataTable = Object.assign(DataTableBase, {
  Pagination: DataTablePagination,
  FilterBar,
}) as unknown as DataTableComponent;
