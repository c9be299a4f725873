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

/** How the DataTable lays its rows out: `auto` is a grid from the medium breakpoint up, cards below it. */
export const dataTableLayouts = ['auto', 'table', 'cards'] as const;
export type DataTableLayout = (typeof dataTableLayouts)[number];

/** Below Radix Themes' medium breakpoint (1024 px) an `auto` DataTable shows cards. */
export const dataTableCardsQuery = 'screen and (max-width: 1023.98px)';

/**
 * Where a column goes in a card: the card's `title` (default: the first column), a `subtitle`
 * under it, a `field` with the header as its label (default for the others), or `hidden`.
 */
export const dataTableCardRoles = ['title', 'subtitle', 'field', 'hidden'] as const;
export type DataTableCardRole = (typeof dataTableCardRoles)[number];
