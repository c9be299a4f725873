import { useContext, useMemo } from 'react';
import { UiContext } from '../../UiProvider/useUi';
import type { Language } from '../../UiProvider/uiOptions';

/** Numbers already formatted for the locale (Arabic-Indic digits in Arabic, through Intl). */
export interface DataTableRange {
  start: string;
  end: string;
  total: string;
}

export interface DataTablePaginationLabels {
  /** Accessible name of the pagination landmark, e.g. "Pagination". */
  pagination: string;
  /** "Showing {start} to {end} of {total} entries" (spec §9); the numbers come formatted. */
  showing: (range: DataTableRange) => string;
  /** Label of the page-size select, e.g. "Rows per page". */
  rowsPerPage: string;
  /** The page-size option for size -1, e.g. "All". */
  all: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  /** Accessible name of a page button, e.g. (n) => `Page ${n}`; `n` is already formatted. */
  page: (page: string) => string;
}

export interface DataTableLabels extends DataTablePaginationLabels {
  /** Checkbox in the header: selects every row on this page. */
  selectAll: string;
  /** Checkbox of one row, from the row's label: (name) => `Select ${name}`. */
  selectRow: (rowLabel: string) => string;
  /** Actions menu button of one row: (name) => `Actions for ${name}`. */
  rowActions: (rowLabel: string) => string;
  /** Header of the actions column (visually hidden), e.g. "Actions". */
  actionsColumn: string;
  /** Announced while loading, e.g. "Loading…". */
  loading: string;
  /** Title of the default empty state, e.g. "No users found". */
  emptyTitle: string;
  /** Text under the empty title. */
  emptyText?: string;
  /** Title of the error state, e.g. "Users could not be loaded". */
  errorTitle: string;
  /** Text under the error title. */
  errorText?: string;
  /** The error state's retry button. */
  retry: string;
  /** Card layout: names the sort buttons that stand in for the sortable headers, e.g. "Sort by". */
  sortBy?: string;
  /** Card layout: read after the sorted column's button, e.g. "ascending". */
  sortedAscending?: string;
  /** Card layout: read after the sorted column's button, e.g. "descending". */
  sortedDescending?: string;
}

/**
 * The generic texts of every DataTable, in each language of the UiProvider. A table only
 * overrides what is its own (its empty, loading and error texts).
 */
export const dataTableDefaultLabels: Readonly<Record<Language, DataTableLabels>> = {
  en: {
    pagination: 'Pagination',
    showing: ({ start, end, total }) => `Showing ${start} to ${end} of ${total} entries`,
    rowsPerPage: 'Rows per page',
    all: 'All',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    page: (page) => `Page ${page}`,
    selectAll: 'Select all rows on this page',
    selectRow: (name) => `Select ${name}`,
    rowActions: (name) => `Actions for ${name}`,
    actionsColumn: 'Actions',
    loading: 'Loading…',
    emptyTitle: 'No entries',
    errorTitle: 'The entries could not be loaded',
    errorText: 'Check your connection and try again.',
    retry: 'Try again',
    sortBy: 'Sort by',
    sortedAscending: 'ascending',
    sortedDescending: 'descending',
  },
  ar: {
    pagination: 'التنقل بين الصفحات',
    showing: ({ start, end, total }) => `عرض ${start} إلى ${end} من أصل ${total} مدخلات`,
    rowsPerPage: 'عدد الصفوف في الصفحة',
    all: 'الكل',
    firstPage: 'الصفحة الأولى',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    lastPage: 'الصفحة الأخيرة',
    page: (page) => `الصفحة ${page}`,
    selectAll: 'تحديد كل صفوف هذه الصفحة',
    selectRow: (name) => `تحديد ${name}`,
    rowActions: (name) => `إجراءات ${name}`,
    actionsColumn: 'الإجراءات',
    loading: 'جارٍ التحميل…',
    emptyTitle: 'لا توجد مدخلات',
    errorTitle: 'تعذّر تحميل المدخلات',
    errorText: 'تحقّق من الاتصال ثم أعد المحاولة.',
    retry: 'إعادة المحاولة',
    sortBy: 'الترتيب حسب',
    sortedAscending: 'تصاعديًا',
    sortedDescending: 'تنازليًا',
  },
};

/** `overrides` over `defaults`, skipping keys given as `undefined` (they keep the default). */
function merge<Labels extends object>(defaults: Labels, overrides?: Partial<Labels>): Labels {
  if (!overrides) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(overrides) as (keyof Labels)[]) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value as Labels[keyof Labels];
  }
  return merged;
}

/** The UiProvider's language; English outside one (like `useIntlLocale`). */
function useLanguage(): Language {
  return useContext(UiContext)?.language ?? 'en';
}

/** The DataTable's texts: the built-in ones for the UiProvider's language, with `labels` over them. */
export function useDataTableLabels(labels?: Partial<DataTableLabels>): DataTableLabels {
  const language = useLanguage();
  return useMemo(() => merge(dataTableDefaultLabels[language], labels), [language, labels]);
}

/** The pagination's texts: the built-in ones for the UiProvider's language, with `labels` over them. */
export function useDataTablePaginationLabels(
  labels?: Partial<DataTablePaginationLabels>,
): DataTablePaginationLabels {
  const language = useLanguage();
  return useMemo(() => merge(dataTableDefaultLabels[language], labels), [language, labels]);
}
