import type { ReactNode } from 'react';

/** What a table of requests (leave, attendance corrections) is given by its page. */
export interface RequestsTableProps<Query> {
  /** Names the table (and its card list on a phone). */
  label: string;
  /** What the server is asked: scope, filters and page. */
  query: Query;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  /** Shows whose request each row is. */
  showPerson?: boolean;
  /** What an empty list shows. */
  empty: ReactNode;
}
