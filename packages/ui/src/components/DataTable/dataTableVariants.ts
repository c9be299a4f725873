/** Page sizes from spec §9; -1 means "All". */
export const dataTablePageSizes = [2, 3, 5, 10, 20, 25, 50, 100, -1] as const;
export type DataTablePageSize = (typeof dataTablePageSizes)[number];
/** Spec §9: the default page size. */
export const defaultDataTablePageSize = 10;

export const dataTableDensities = ['compact', 'regular'] as const;
export type DataTableDensity = (typeof dataTableDensities)[number];

export const dataTableStatuses = ['ready', 'loading', 'error'] as const;
export type DataTableStatus = (typeof dataTableStatuses)[number];

export const dataTableAligns = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];
