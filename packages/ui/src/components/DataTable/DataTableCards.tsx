import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '@radix-ui/themes';
import { Skeleton } from '../Skeleton/Skeleton';
import type { DataTableLabels } from './dataTableLabels';
import { DataTableRowActions } from './DataTableRowActions';
import { sortIconOf, sortStateOf } from './dataTableSorting';
import { DataTableEmpty, DataTableError, DataTableLoadingStatus } from './DataTableStates';
import type { DataTableColumn, DataTableRowAction, DataTableSort } from './dataTableTypes';
import * as styles from './DataTableCards.css';
import type { DataTableCardRole, DataTableStatus } from './dataTableVariants';
import { useSelectAllRef, type DataTableSelection } from './useSelection';

export interface DataTableCardsProps<Row> {
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
}

/**
 * How a column appears in a card: the first column is the card's title unless a column asks
 * for it; the rest are labelled fields.
 */
export function cardRoles<Row>(columns: readonly DataTableColumn<Row>[]): DataTableCardRole[] {
  const hasTitle = columns.some((column) => column.card === 'title');
  return columns.map(
    (column, index) => column.card ?? (!hasTitle && index === 0 ? 'title' : 'field'),
  );
}

/**
 * The DataTable below the medium breakpoint: one card per row (a list), the title and subtitle
 * on top, then the other columns as label–value pairs. Everything stays reachable with Tab in
 * reading order (checkbox, the cells' own links and buttons, the actions menu), so the grid's
 * arrow-key model is not needed here.
 */
export function DataTableCards<Row>({
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
}: DataTableCardsProps<Row>) {
  const roles = cardRoles(columns);
  const sortGroupId = useId();
  const showRows = status === 'ready' && rows.length > 0;
  const sortable = onSort ? columns.filter((column) => column.sortable) : [];
  const selectAllRef = useSelectAllRef(selection);

  const toolbar =
    showRows && (selection.selectable || sortable.length > 0) ? (
      <div className={styles.toolbar}>
        {selection.selectable ? (
          <label className={styles.selectAll}>
            <input
              ref={selectAllRef}
              type="checkbox"
              className={styles.checkbox}
              checked={selection.allOnPage}
              onChange={selection.toggleAll}
            />
            {labels.selectAll}
          </label>
        ) : null}
        {sortable.length > 0 ? (
          <div
            role="group"
            aria-labelledby={labels.sortBy ? sortGroupId : undefined}
            className={styles.sortGroup}
          >
            {labels.sortBy ? <span id={sortGroupId}>{labels.sortBy}</span> : null}
            {sortable.map((column) => {
              const state = sortStateOf(sort, column.key);
              const Icon = sortIconOf(state);
              const stateText =
                state === 'ascending'
                  ? labels.sortedAscending
                  : state === 'descending'
                    ? labels.sortedDescending
                    : undefined;
              return (
                <button
                  key={column.key}
                  type="button"
                  className={styles.sortButton}
                  data-sorted={state !== 'none' || undefined}
                  onClick={() => onSort?.(column.key)}
                >
                  {column.header}
                  <Icon size={14} aria-hidden="true" />
                  {stateText ? <VisuallyHidden>{`, ${stateText}`}</VisuallyHidden> : null}
                </button>
              );
            })}
          </div>
        ) : null}
      </div>
    ) : null;

  let content: ReactNode;
  if (status === 'loading') {
    content = (
      <ul aria-label={label} aria-busy="true" className={styles.list}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton className={styles.skeletonTitle} />
            <Skeleton className={styles.skeletonLine} />
            <Skeleton className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    );
  } else if (status === 'error') {
    content = (
      <div role="alert" className={styles.state}>
        <DataTableError labels={labels} onRetry={onRetry} />
      </div>
    );
  } else if (!showRows) {
    content = (
      <div className={styles.state}>
        <DataTableEmpty labels={labels} empty={empty} />
      </div>
    );
  } else {
    content = (
      <ul aria-label={label} className={styles.list}>
        {rows.map((row, index) => {
          const id = getRowId(row);
          const rowLabel = getRowLabel(row);
          const isSelected = selection.isSelected(id);
          const actions = rowActions?.(row) ?? [];
          const part = (role: DataTableCardRole) => columns.filter((_, c) => roles[c] === role);
          return (
            <li key={id} className={styles.card} data-selected={isSelected || undefined}>
              <div className={styles.cardHead}>
                {selection.selectable ? (
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={isSelected}
                    onChange={() => selection.toggleRow(id)}
                    aria-label={labels.selectRow(rowLabel)}
                  />
                ) : null}
                <div className={styles.heading}>
                  {part('title').map((column) => (
                    <div key={column.key} className={styles.title}>
                      {column.cell(row, index)}
                    </div>
                  ))}
                  {part('subtitle').map((column) => (
                    <div key={column.key} className={styles.subtitle}>
                      {column.cell(row, index)}
                    </div>
                  ))}
                </div>
                {actions.length > 0 ? (
                  <DataTableRowActions
                    row={row}
                    actions={actions}
                    className={styles.iconButton}
                    aria-label={labels.rowActions(rowLabel)}
                  />
                ) : null}
              </div>
              {part('field').length > 0 ? (
                <dl className={styles.fields}>
                  {part('field').map((column) => (
                    <div key={column.key} className={styles.field}>
                      <dt className={styles.fieldLabel}>{column.header}</dt>
                      <dd className={styles.fieldValue} data-align={column.align ?? 'start'}>
                        {column.cell(row, index)}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.root} data-layout="cards">
      {toolbar}
      {content}
      {status === 'loading' ? <DataTableLoadingStatus labels={labels} /> : null}
    </div>
  );
}
