import type { DataTableLabels } from './dataTableLabels';
import type { DataTableColumn, DataTableRowAction } from './dataTableTypes';
import type { DataTableDensity } from './dataTableVariants';
import { DataTableRowActions } from './DataTableRowActions';
import type { RovingFocus } from './useRovingFocus';
import type { DataTableSelection } from './useSelection';
import * as styles from './DataTable.css';

export interface DataTableRowProps<Row> {
  row: Row;
  /** 0-based index of the row on the page. */
  index: number;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  selection: DataTableSelection;
  rowActions?: (row: Row) => DataTableRowAction<Row>[];
  density: DataTableDensity;
  labels: Pick<DataTableLabels, 'selectRow' | 'rowActions'>;
  roving: RovingFocus;
  /** Virtualised: the row's offset from the top of the body, and the virtualiser's measuring ref. */
  virtual?: { start: number; measureElement: (element: Element | null) => void };
}

/** One body row of the grid: its checkbox, its cells and its actions menu. */
export function DataTableRow<Row>({
  row,
  index,
  columns,
  getRowId,
  getRowLabel,
  selection,
  rowActions,
  density,
  labels,
  roving,
  virtual,
}: DataTableRowProps<Row>) {
  const { cellProps, tabIndexOf } = roving;
  const rowNumber = index + 1;
  const id = getRowId(row);
  const isSelected = selection.isSelected(id);
  const rowLabel = getRowLabel(row);
  const actions = rowActions?.(row) ?? [];
  const firstDataCol = selection.selectable ? 1 : 0;
  const lastCol = columns.length + firstDataCol;
  return (
    <div
      role="row"
      aria-rowindex={rowNumber + 1}
      aria-selected={selection.selectable ? isSelected : undefined}
      data-index={virtual ? index : undefined}
      ref={virtual?.measureElement}
      className={styles.row({ kind: virtual ? 'virtual' : 'body' })}
      style={virtual ? { transform: `translateY(${virtual.start}px)` } : undefined}
    >
      {selection.selectable ? (
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
            onChange={() => selection.toggleRow(id)}
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
          {column.cell(row, index)}
        </div>
      ))}
      {rowActions ? (
        <div
          role="gridcell"
          className={styles.cell({ align: 'center', density })}
          {...cellProps(rowNumber, lastCol, actions.length > 0)}
        >
          {actions.length > 0 ? (
            <DataTableRowActions
              row={row}
              actions={actions}
              data-grid-widget=""
              className={styles.iconButton}
              aria-label={labels.rowActions(rowLabel)}
              tabIndex={tabIndexOf(rowNumber, lastCol)}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
