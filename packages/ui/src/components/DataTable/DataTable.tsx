import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefAttributes,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { VisuallyHidden } from '@radix-ui/themes';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert, Ellipsis, Inbox } from 'lucide-react';
import { useUi } from '../../UiProvider/useUi';
import { useMediaQuery } from '../AppShell/useMediaQuery';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import type { DropdownMenuItemTone } from '../DropdownMenu/dropdownMenuVariants';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';
import { DataTableCards } from './DataTableCards';
import { DataTablePagination, type DataTablePaginationLabels } from './DataTablePagination';
import {
  dataTableCardsQuery,
  type DataTableAlign,
  type DataTableCardRole,
  type DataTableDensity,
  type DataTableLayout,
  type DataTableStatus,
} from './dataTableVariants';

export interface DataTableColumn<Row> {
  /** Stable key; also the key `onSortChange` receives for a sortable column. */
  key: string;
  /** Header content (a string, or text with an icon). */
  header: ReactNode;
  /** Renders the cell for one row. */
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** Shows a sort button in the header; sorting itself happens on the server (see `onSortChange`). */
  sortable?: boolean;
  /** Inline alignment; `end` for numbers (tabular digits). Logical, so it mirrors in RTL. Default `start`. */
  align?: DataTableAlign;
  /** CSS grid track, e.g. `12rem` or `minmax(6rem, 1fr)`. Default `minmax(8rem, 1fr)`. */
  width?: string;
  /** Minimum inline size in rem, used to size the scrollable grid. Default 8. */
  minWidthRem?: number;
  /**
   * Where the column goes in the card layout (below the medium breakpoint): `title` (default for
   * the first column), `subtitle`, `field` with the header as its label (default), or `hidden`.
   */
  card?: DataTableCardRole;
}

export interface DataTableSort {
  /** The sorted column's `key`. */
  key: string;
  /** Ascending or descending. */
  direction: 'asc' | 'desc';
}

export interface DataTableRowAction<Row> {
  /** Stable key of the action. */
  key: string;
  /** Menu item text (already translated). */
  label: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** `danger` for destructive actions. */
  tone?: DropdownMenuItemTone;
  /** Shows the action but makes it unselectable for this row. */
  disabled?: boolean;
  /** Runs the action on the row. */
  onSelect: (row: Row) => void;
}

export interface DataTableLabels extends DataTablePaginationLabels {
  /** Checkbox in the header: selects every row on this page. */
  selectAll: string;
  /** Checkbox of one row, from the row's label: (name) => `Select ${name}`. */
  selectRow: (rowLabel: string) => string;
  /** Actions menu button of one row: (name) => `Actions for ${name}`. */
  rowActions: (rowLabel: string) => string;
  /** Header of the actions column (visually hidden), e.g. "Actions". */
  actionsColumn: string;
  /** Announced while loading, e.g. "Loading…". */
  loading: string;
  /** Title of the default empty state, e.g. "No users found". */
  emptyTitle: string;
  /** Text under the empty title. */
  emptyText?: string;
  /** Title of the error state, e.g. "Users could not be loaded". */
  errorTitle: string;
  /** Text under the error title. */
  errorText?: string;
  /** The error state's retry button. */
  retry: string;
  /** Card layout: names the sort buttons that stand in for the sortable headers, e.g. "Sort by". */
  sortBy?: string;
  /** Card layout: read after the sorted column's button, e.g. "ascending". */
  sortedAscending?: string;
  /** Card layout: read after the sorted column's button, e.g. "descending". */
  sortedDescending?: string;
}

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
  /** Every text of the grid, pagination and states, translated by the app. */
  labels: DataTableLabels;
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

interface Position {
  row: number;
  col: number;
}

const navigationKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

const rowHeights: Record<DataTableDensity, number> = { compact: 37, regular: 49 };

function nextSort(sort: DataTableSort | null | undefined, key: string): DataTableSort | null {
  if (!sort || sort.key !== key) return { key, direction: 'asc' };
  if (sort.direction === 'asc') return { key, direction: 'desc' };
  return null;
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
    labels,
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
  const { dir } = useUi();
  const narrow = useMediaQuery(dataTableCardsQuery);
  const cards = layout === 'cards' || (layout === 'auto' && narrow);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const pendingFocus = useRef(false);

  const selectable = Boolean(onSelectionChange);
  const hasActions = Boolean(rowActions);
  const selected = new Set(selectedIds ?? []);
  const firstDataCol = selectable ? 1 : 0;
  const colCount = columns.length + firstDataCol + (hasActions ? 1 : 0);

  const showRows = status === 'ready' && rows.length > 0;
  const skeletonCount = Math.min(size === -1 ? 10 : size, 10);
  const bodyRowCount = status === 'loading' ? skeletonCount : showRows ? rows.length : 1;
  const rowCount = bodyRowCount + 1;
  const virtual = !cards && showRows && rows.length >= virtualizeFrom;

  const activeRow = Math.min(active.row, rowCount - 1);
  const activeCol = Math.min(active.col, colCount - 1);

  // eslint-disable-next-line react-hooks/incompatible-library -- the grid re-renders on every scroll anyway
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeights[density],
    overscan: 6,
    getItemKey: (index) => (rows[index] ? getRowId(rows[index]) : index),
    // the header is sticky: keep rows scrolled into view below it
    scrollPaddingStart: rowHeights[density],
    // the row holding the roving tab stop stays mounted, so Tab can always return into the grid
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        const activeIndex = activeRow - 1;
        if (activeIndex >= 0 && activeIndex < range.count && !indexes.includes(activeIndex)) {
          indexes.push(activeIndex);
          indexes.sort((a, b) => a - b);
        }
        return indexes;
      },
      [activeRow],
    ),
  });

  const allOnPageSelected = showRows && rows.every((row) => selected.has(getRowId(row)));
  const someOnPageSelected = showRows && rows.some((row) => selected.has(getRowId(row)));

  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current)
      selectAllRef.current.indeterminate = someOnPageSelected && !allOnPageSelected;
  }, [someOnPageSelected, allOnPageSelected]);

  const focusCell = useCallback((position: Position) => {
    const cell = gridRef.current?.querySelector<HTMLElement>(
      `[data-row="${position.row}"][data-col="${position.col}"]`,
    );
    if (!cell) return false;
    const target = cell.querySelector<HTMLElement>('[data-grid-widget]') ?? cell;
    target.focus({ preventScroll: false });
    return true;
  }, []);

  // After a keyboard move the target row may not be mounted yet (virtualised): focus it once it renders.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    if (focusCell({ row: activeRow, col: activeCol })) pendingFocus.current = false;
  });

  const moveTo = (position: Position) => {
    const next = {
      row: Math.max(0, Math.min(position.row, rowCount - 1)),
      col: Math.max(0, Math.min(position.col, colCount - 1)),
    };
    setActive(next);
    if (virtual && next.row > 0) virtualizer.scrollToIndex(next.row - 1, { align: 'auto' });
    if (virtual && next.row === 0) virtualizer.scrollToOffset(0);
    pendingFocus.current = true;
    if (focusCell(next)) pendingFocus.current = false;
  };

  const pageStep = () => {
    const viewport = scrollRef.current?.clientHeight ?? 0;
    const visible = Math.floor(viewport / rowHeights[density]) - 1;
    return visible >= 1 ? visible : 10;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!navigationKeys.has(event.key)) return;
    // menus render in a portal but bubble through React: leave their keys alone
    if (!gridRef.current?.contains(event.target as Node)) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'INPUT' && target.getAttribute('type') === 'text') return;
    const cell = target.closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const from = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    const forward = dir === 'rtl' ? -1 : 1;
    const ctrl = event.ctrlKey || event.metaKey;
    const moves: Record<string, () => Position> = {
      ArrowDown: () => ({ ...from, row: from.row + 1 }),
      ArrowUp: () => ({ ...from, row: from.row - 1 }),
      ArrowRight: () => ({ ...from, col: from.col + forward }),
      ArrowLeft: () => ({ ...from, col: from.col - forward }),
      Home: () => (ctrl ? { row: 0, col: 0 } : { ...from, col: 0 }),
      End: () => (ctrl ? { row: rowCount - 1, col: colCount - 1 } : { ...from, col: colCount - 1 }),
      PageDown: () => ({ ...from, row: from.row + pageStep() }),
      PageUp: () => ({ ...from, row: Math.max(from.row === 0 ? 0 : 1, from.row - pageStep()) }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    // stop the menu trigger from opening on ArrowDown: in a grid, arrows move between cells
    event.stopPropagation();
    moveTo(move());
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!cell || !gridRef.current?.contains(cell)) return;
    const position = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    if (position.row !== activeRow || position.col !== activeCol) setActive(position);
  };

  const tabIndexOf = (row: number, col: number) =>
    row === activeRow && col === activeCol ? 0 : -1;

  const cellProps = (row: number, col: number, hasWidget = false) => ({
    'data-row': row,
    'data-col': col,
    'aria-colindex': col + 1,
    // a cell that holds one control passes the tab stop to it (APG grid pattern)
    tabIndex: hasWidget ? undefined : tabIndexOf(row, col),
  });

  const toggleRow = (id: string) => {
    if (!onSelectionChange) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange([...next]);
  };

  const toggleAll = () => {
    if (!onSelectionChange) return;
    const pageIds = rows.map(getRowId);
    const next = new Set(selected);
    if (allOnPageSelected) pageIds.forEach((id) => next.delete(id));
    else pageIds.forEach((id) => next.add(id));
    onSelectionChange([...next]);
  };

  const tracks = [
    selectable ? '2.75rem' : null,
    ...columns.map((column) => column.width ?? 'minmax(8rem, 1fr)'),
    hasActions ? '3.5rem' : null,
  ].filter(Boolean);
  const minRem =
    (selectable ? 2.75 : 0) +
    columns.reduce((sum, column) => sum + (column.minWidthRem ?? 8), 0) +
    (hasActions ? 3.5 : 0);

  const renderBodyRow = (item: Row, index: number, measured?: { start: number }) => {
    const rowNumber = index + 1;
    const id = getRowId(item);
    const isSelected = selected.has(id);
    const rowLabel = getRowLabel(item);
    const actions = rowActions?.(item) ?? [];
    return (
      <div
        key={id}
        role="row"
        aria-rowindex={rowNumber + 1}
        aria-selected={selectable ? isSelected : undefined}
        data-index={measured ? index : undefined}
        ref={measured ? virtualizer.measureElement : undefined}
        className={styles.row({ kind: measured ? 'virtual' : 'body' })}
        style={measured ? { transform: `translateY(${measured.start}px)` } : undefined}
      >
        {selectable ? (
          <div
            role="gridcell"
            className={styles.cell({ density })}
            {...cellProps(rowNumber, 0, true)}
          >
            <input
              type="checkbox"
              data-grid-widget=""
              className={styles.checkbox}
              checked={isSelected}
              onChange={() => toggleRow(id)}
              aria-label={labels.selectRow(rowLabel)}
              tabIndex={tabIndexOf(rowNumber, 0)}
            />
          </div>
        ) : null}
        {columns.map((column, c) => (
          <div
            key={column.key}
            role="gridcell"
            className={styles.cell({ align: column.align ?? 'start', density })}
            {...cellProps(rowNumber, c + firstDataCol)}
          >
            {column.cell(item, index)}
          </div>
        ))}
        {hasActions ? (
          <div
            role="gridcell"
            className={styles.cell({ align: 'center', density })}
            {...cellProps(rowNumber, colCount - 1, actions.length > 0)}
          >
            {actions.length > 0 ? (
              <DropdownMenu.Root>
                <DropdownMenu.Trigger
                  data-grid-widget=""
                  className={styles.iconButton}
                  aria-label={labels.rowActions(rowLabel)}
                  tabIndex={tabIndexOf(rowNumber, colCount - 1)}
                >
                  <Ellipsis size={16} aria-hidden="true" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Content align="end">
                  {actions.map((action) => (
                    <DropdownMenu.Item
                      key={action.key}
                      tone={action.tone}
                      icon={action.icon}
                      disabled={action.disabled}
                      onSelect={() => action.onSelect(item)}
                    >
                      {action.label}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  };

  const fullRow = (content: ReactNode, role?: 'alert') => (
    <div role="row" aria-rowindex={2} className={styles.row({ kind: 'body' })}>
      <div
        role="gridcell"
        aria-colspan={colCount}
        className={cx(styles.cell({ density }), styles.fullRowCell)}
        {...cellProps(1, 0)}
        aria-colindex={1}
      >
        <div role={role} style={{ inlineSize: '100%' }}>
          {content}
        </div>
      </div>
    </div>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = Array.from({ length: skeletonCount }, (_, index) => (
      <div
        key={index}
        role="row"
        aria-rowindex={index + 2}
        className={styles.row({ kind: 'body' })}
      >
        {Array.from({ length: colCount }, (_, col) => (
          <div
            key={col}
            role="gridcell"
            className={styles.cell({ density })}
            {...cellProps(index + 1, col)}
          >
            <Skeleton className={styles.skeletonCell} />
          </div>
        ))}
      </div>
    ));
  } else if (status === 'error') {
    body = fullRow(
      <EmptyState
        icon={<CircleAlert size={24} />}
        title={labels.errorTitle}
        text={labels.errorText}
        action={
          onRetry ? (
            <Button variant="soft" onClick={onRetry}>
              {labels.retry}
            </Button>
          ) : undefined
        }
      />,
      'alert',
    );
  } else if (!showRows) {
    body = fullRow(
      empty ?? (
        <EmptyState icon={<Inbox size={24} />} title={labels.emptyTitle} text={labels.emptyText} />
      ),
    );
  } else if (virtual) {
    body = virtualizer.getVirtualItems().map((item) => {
      const row = rows[item.index];
      return row === undefined ? null : renderBodyRow(row, item.index, { start: item.start });
    });
  } else {
    body = rows.map((row, index) => renderBodyRow(row, index));
  }

  const sortState = (key: string) =>
    sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

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
        <DataTableCards
          label={label}
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          sort={sort}
          onSort={onSortChange ? (key) => onSortChange(nextSort(sort, key)) : undefined}
          selected={selected}
          onToggleRow={selectable ? toggleRow : undefined}
          onToggleAll={selectable ? toggleAll : undefined}
          rowActions={rowActions}
          status={status}
          skeletonCount={Math.min(skeletonCount, 3)}
          onRetry={onRetry}
          empty={empty}
          labels={labels}
        />
        {pagination}
      </div>
    );
  }

  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-status={status}
      data-density={density}
      data-layout="table"
      style={{
        ...assignInlineVars({
          [styles.columnsVar]: tracks.join(' '),
          [styles.minInlineSizeVar]: `${minRem}rem`,
          [styles.maxBlockSizeVar]: virtual ? maxBlockSize : 'none',
        }),
        ...style,
      }}
      {...rest}
    >
      {filterBar}
      <div ref={scrollRef} className={styles.scroller} data-virtual={virtual || undefined}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rowCount}
          aria-colcount={colCount}
          aria-multiselectable={selectable || undefined}
          aria-busy={status === 'loading' || undefined}
          className={styles.grid}
          onKeyDownCapture={handleKeyDown}
          onFocus={handleFocus}
        >
          <div role="rowgroup" ref={headerRef} className={styles.headerGroup}>
            <div role="row" aria-rowindex={1} className={styles.row({ kind: 'header' })}>
              {selectable ? (
                <div
                  role="columnheader"
                  className={styles.cell({ density })}
                  {...cellProps(0, 0, showRows)}
                >
                  {showRows ? (
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      data-grid-widget=""
                      className={styles.checkbox}
                      checked={allOnPageSelected}
                      onChange={toggleAll}
                      aria-label={labels.selectAll}
                      tabIndex={tabIndexOf(0, 0)}
                    />
                  ) : (
                    // no rows to select: keep the header named (an empty header confuses screen readers)
                    <VisuallyHidden>{labels.selectAll}</VisuallyHidden>
                  )}
                </div>
              ) : null}
              {columns.map((column, c) => {
                const col = c + firstDataCol;
                const sortable = Boolean(column.sortable && onSortChange);
                const state = sortState(column.key);
                const SortIcon =
                  state === 'ascending'
                    ? ArrowUp
                    : state === 'descending'
                      ? ArrowDown
                      : ArrowUpDown;
                return (
                  <div
                    key={column.key}
                    role="columnheader"
                    aria-sort={sortable ? state : undefined}
                    className={styles.cell({ align: column.align ?? 'start', density })}
                    {...cellProps(0, col, sortable)}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        data-grid-widget=""
                        data-sorted={state !== 'none' || undefined}
                        className={styles.sortButton}
                        tabIndex={tabIndexOf(0, col)}
                        onClick={() => onSortChange?.(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <SortIcon size={14} aria-hidden="true" className={styles.sortIcon} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </div>
                );
              })}
              {hasActions ? (
                <div
                  role="columnheader"
                  className={styles.cell({ density })}
                  {...cellProps(0, colCount - 1)}
                >
                  <VisuallyHidden>{labels.actionsColumn}</VisuallyHidden>
                </div>
              ) : null}
            </div>
          </div>
          <div
            role="rowgroup"
            className={styles.body}
            style={virtual ? { blockSize: virtualizer.getTotalSize() } : undefined}
          >
            {body}
          </div>
        </div>
        {status === 'loading' ? (
          <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        ) : null}
      </div>
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
 */
export const DataTable = Object.assign(DataTableBase, {
  Pagination: DataTablePagination,
  FilterBar,
}) as unknown as DataTableComponent;
