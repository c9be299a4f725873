import { VisuallyHidden } from '@radix-ui/themes';
import type { DataTableLabels } from './dataTableLabels';
import { sortIconOf, sortStateOf } from './dataTableSorting';
import type { DataTableColumn, DataTableSort } from './dataTableTypes';
import type { DataTableDensity } from './dataTableVariants';
import type { RovingFocus } from './useRovingFocus';
import { useSelectAllRef, type DataTableSelection } from './useSelection';
import * as styles from './DataTable.css';

export interface DataTableHeaderRowProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort?: DataTableSort | null;
  /** Called with a sortable column's key when its header button is activated. */
  onSort?: (key: string) => void;
  selection: DataTableSelection;
  /** There are rows to select (the select-all checkbox is shown). */
  showRows: boolean;
  /** Adds the (visually hidden) header of the actions column. */
  hasActions: boolean;
  density: DataTableDensity;
  labels: Pick<DataTableLabels, 'selectAll' | 'actionsColumn'>;
  roving: RovingFocus;
}

/** The grid's header row: select all, the column headers (sort buttons with aria-sort), actions. */
export function DataTableHeaderRow<Row>({
  columns,
  sort,
  onSort,
  selection,
  showRows,
  hasActions,
  density,
  labels,
  roving,
}: DataTableHeaderRowProps<Row>) {
  const selectAllRef = useSelectAllRef(selection);
  const { cellProps, tabIndexOf } = roving;
  const firstDataCol = selection.selectable ? 1 : 0;
  const lastCol = columns.length + firstDataCol;
  return (
    <div role="row" aria-rowindex={1} className={styles.row({ kind: 'header' })}>
      {selection.selectable ? (
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
              checked={selection.allOnPage}
              onChange={selection.toggleAll}
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
        const sortable = Boolean(column.sortable && onSort);
        const state = sortStateOf(sort, column.key);
        const SortIcon = sortIconOf(state);
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
                onClick={() => onSort?.(column.key)}
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
        <div role="columnheader" className={styles.cell({ density })} {...cellProps(0, lastCol)}>
          <VisuallyHidden>{labels.actionsColumn}</VisuallyHidden>
        </div>
      ) : null}
    </div>
  );
}
