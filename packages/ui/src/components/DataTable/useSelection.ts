import { useEffect, useRef } from 'react';

export interface DataTableSelection {
  /** The checkbox column is shown (an `onSelectionChange` was given). */
  selectable: boolean;
  isSelected: (id: string) => boolean;
  /** Every row of the page is selected (false when there are no rows). */
  allOnPage: boolean;
  /** At least one row of the page is selected. */
  someOnPage: boolean;
  toggleRow: (id: string) => void;
  /** Selects every row of the page, or clears them when all are selected. */
  toggleAll: () => void;
}

export interface UseSelectionOptions<Row> {
  /** The rows shown (the page); empty while loading or in the error state. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
}

/**
 * Controlled row selection: the selected ids live with the caller (they may span pages); this
 * works out the page's state and the next list of ids.
 */
export function useSelection<Row>({
  rows,
  getRowId,
  selectedIds,
  onSelectionChange,
}: UseSelectionOptions<Row>): DataTableSelection {
  const selected = new Set(selectedIds ?? []);
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(getRowId(row)));
  const someOnPage = rows.some((row) => selected.has(getRowId(row)));

  const toggleRow = (id: string) => {
    if (!onSelectionChange) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange([...next]);
  };

  const toggleAll = () => {
    if (!onSelectionChange) return;
    const next = new Set(selected);
    for (const id of rows.map(getRowId)) {
      if (allOnPage) next.delete(id);
      else next.add(id);
    }
    onSelectionChange([...next]);
  };

  return {
    selectable: Boolean(onSelectionChange),
    isSelected: (id) => selected.has(id),
    allOnPage,
    someOnPage,
    toggleRow,
    toggleAll,
  };
}

/** A ref for the select-all checkbox: `indeterminate` (only settable from script) while some rows are selected. */
export function useSelectAllRef(selection: DataTableSelection) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = selection.someOnPage && !selection.allOnPage;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return ref;
}
