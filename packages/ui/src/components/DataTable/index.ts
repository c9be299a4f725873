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
  dataTableLayouts,
  dataTableCardRoles,
  dataTableCardsQuery,
  type DataTableLayout,
  type DataTableCardRole,
  type DataTablePageSize,
  type DataTableDensity,
  type DataTableStatus,
  type DataTableAlign,
} from './dataTableVariants';
