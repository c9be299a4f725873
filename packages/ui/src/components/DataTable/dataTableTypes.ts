import type { ReactNode } from 'react';
import type { DropdownMenuItemTone } from '../DropdownMenu/dropdownMenuVariants';
import type { DataTableAlign, DataTableCardRole } from './dataTableVariants';

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
