import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { DataTableSort } from './dataTableTypes';

/** What `aria-sort` says of a column. */
export type DataTableSortState = 'ascending' | 'descending' | 'none';

/** A sortable column cycles ascending → descending → unsorted. */
export function nextSort(
  sort: DataTableSort | null | undefined,
  key: string,
): DataTableSort | null {
  if (!sort || sort.key !== key) return { key, direction: 'asc' };
  if (sort.direction === 'asc') return { key, direction: 'desc' };
  return null;
}

/** The sort state of the column `key` under `sort`. */
export function sortStateOf(
  sort: DataTableSort | null | undefined,
  key: string,
): DataTableSortState {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** The arrow a sort button shows: up, down, or both while unsorted. */
export function sortIconOf(state: DataTableSortState) {
  if (state === 'ascending') return ArrowUp;
  if (state === 'descending') return ArrowDown;
  return ArrowUpDown;
}
