export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type DataTableRowAction,
  type DataTableLabels,
  type DataTableFilterBarProps,
} from './DataTable';
export {
  DataTablePagination,
  pageItems,
  pageRange,
  type DataTablePaginationProps,
  type DataTablePaginationLabels,
  type DataTableRange,
} from './DataTablePagination';
export {
  dataTablePageSizes,
  defaultDataTablePageSize,
  dataTableDensities,
  dataTableStatuses,
  dataTableAligns,
  type DataTablePageSize,
  type DataTableDensity,
  type DataTableStatus,
  type DataTableAlign,
} from './dataTableVariants';
