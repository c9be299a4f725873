import { useRef, type ReactNode } from 'react';
import { useUi } from '../../UiProvider/useUi';
import { cx } from '../../utils/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import type { DataTableLabels } from './dataTableLabels';
import { DataTableHeaderRow } from './DataTableHeaderRow';
import { DataTableRow } from './DataTableRow';
import { DataTableEmpty, DataTableError, DataTableLoadingStatus } from './DataTableStates';
import type { DataTableColumn, DataTableRowAction, DataTableSort } from './dataTableTypes';
import type { DataTableDensity, DataTableStatus } from './dataTableVariants';
import { useGridKeyboard } from './useGridKeyboard';
import { useRovingFocus } from './useRovingFocus';
import type { DataTableSelection } from './useSelection';
import { useVirtualRows } from './useVirtualRows';
import * as styles from './DataTable.css';

/** Row heights in px (a 1 px border included): for the virtualiser and PageUp/PageDown. */
const rowHeights: Record<DataTableDensity, number> = { compact: 37, regular: 49 };

/** The grid's column tracks and its minimum inline size in rem (it scrolls sideways below that). */
export function gridSizing<Row>(
  columns: readonly DataTableColumn<Row>[],
  { selectable, hasActions }: { selectable: boolean; hasActions: boolean },
) {
  const tracks = [
    selectable ? '2.75rem' : null,
    ...columns.map((column) => column.width ?? 'minmax(8rem, 1fr)'),
    hasActions ? '3.5rem' : null,
  ].filter(Boolean);
  const minRem =
    (selectable ? 2.75 : 0) +
    columns.reduce((sum, column) => sum + (column.minWidthRem ?? 8), 0) +
    (hasActions ? 3.5 : 0);
  return { tracks: tracks.join(' '), minRem };
}

export interface DataTableGridProps<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  sort?: DataTableSort | null;
  onSort?: (key: string) => void;
  selection: DataTableSelection;
  rowActions?: (row: Row) => DataTableRowAction<Row>[];
  status: DataTableStatus;
  skeletonCount: number;
  onRetry?: () => void;
  empty?: ReactNode;
  labels: DataTableLabels;
  density: DataTableDensity;
  /** Mount only the rows in view (the caller sizes the viewport). */
  virtual: boolean;
}

/**
 * The DataTable from the medium breakpoint up: an ARIA grid with one tab stop, moved by the
 * keyboard (`useRovingFocus`, `useGridKeyboard`), windowed from `virtualizeFrom` rows on
 * (`useVirtualRows`). aria-rowcount and aria-rowindex keep the full count for assistive tech.
 */
export function DataTableGrid<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort,
  onSort,
  selection,
  rowActions,
  status,
  skeletonCount,
  onRetry,
  empty,
  labels,
  density,
  virtual,
}: DataTableGridProps<Row>) {
  const { dir } = useUi();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const rowHeight = rowHeights[density];

  const showRows = status === 'ready' && rows.length > 0;
  const bodyRowCount = status === 'loading' ? skeletonCount : showRows ? rows.length : 1;
  const rowCount = bodyRowCount + 1;
  const colCount = columns.length + (selection.selectable ? 1 : 0) + (rowActions ? 1 : 0);

  const roving = useRovingFocus({ gridRef, rowCount, colCount });
  const virtualRows = useVirtualRows({
    enabled: virtual,
    rows,
    getRowId,
    scrollRef,
    rowHeight,
    keepMounted: roving.activeRow - 1,
  });
  const handleKeyDown = useGridKeyboard({
    gridRef,
    dir,
    rowCount,
    colCount,
    pageStep: () => {
      const visible = Math.floor((scrollRef.current?.clientHeight ?? 0) / rowHeight) - 1;
      return visible >= 1 ? visible : 10;
    },
    onMove: (position) => {
      virtualRows.scrollToRow(position.row);
      roving.moveTo(position);
    },
  });

  const rowProps = { columns, getRowId, getRowLabel, selection, rowActions, density, labels };

  /** One row across every column, for the empty and error states. */
  const fullRow = (content: ReactNode, role?: 'alert') => (
    <div role="row" aria-rowindex={2} className={styles.row({ kind: 'body' })}>
      <div
        role="gridcell"
        aria-colspan={colCount}
        className={cx(styles.cell({ density }), styles.fullRowCell)}
        {...roving.cellProps(1, 0)}
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
            {...roving.cellProps(index + 1, col)}
          >
            <Skeleton className={styles.skeletonCell} />
          </div>
        ))}
      </div>
    ));
  } else if (status === 'error') {
    body = fullRow(<DataTableError labels={labels} onRetry={onRetry} />, 'alert');
  } else if (!showRows) {
    body = fullRow(<DataTableEmpty labels={labels} empty={empty} />);
  } else if (virtual) {
    body = virtualRows.items.map((item) => {
      const row = rows[item.index];
      if (row === undefined) return null;
      return (
        <DataTableRow
          key={getRowId(row)}
          row={row}
          index={item.index}
          {...rowProps}
          roving={roving}
          virtual={{ start: item.start, measureElement: virtualRows.measureElement }}
        />
      );
    });
  } else {
    body = rows.map((row, index) => (
      <DataTableRow key={getRowId(row)} row={row} index={index} {...rowProps} roving={roving} />
    ));
  }

  return (
    <div ref={scrollRef} className={styles.scroller} data-virtual={virtual || undefined}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={colCount}
        aria-multiselectable={selection.selectable || undefined}
        aria-busy={status === 'loading' || undefined}
        className={styles.grid}
        onKeyDownCapture={handleKeyDown}
        onFocus={roving.handleFocus}
      >
        <div role="rowgroup" className={styles.headerGroup}>
          <DataTableHeaderRow
            columns={columns}
            sort={sort}
            onSort={onSort}
            selection={selection}
            showRows={showRows}
            hasActions={Boolean(rowActions)}
            density={density}
            labels={labels}
            roving={roving}
          />
        </div>
        <div
          role="rowgroup"
          className={styles.body}
          style={virtual ? { blockSize: virtualRows.totalSize } : undefined}
        >
          {body}
        </div>
      </div>
      {status === 'loading' ? <DataTableLoadingStatus labels={labels} /> : null}
    </div>
  );
}
