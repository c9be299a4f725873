import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@atrium/api';

/**
 * A list's page and page size kept by the page itself (not in the URL): the part of the query
 * and the table's handlers. A new page size starts again at the first page.
 */
export function usePaging() {
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  return {
    paging,
    onPageChange: (page: number) => setPaging({ ...paging, page }),
    onSizeChange: (size: number) => setPaging({ page: 1, size }),
  };
}
