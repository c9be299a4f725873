import { useCallback, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';

export interface UseVirtualRowsOptions<Row> {
  /** Window the rows; when false nothing is measured and every row is rendered by the caller. */
  enabled: boolean;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The scrolling viewport. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Estimated row height in px; also the sticky header's height. */
  rowHeight: number;
  /** A row index (0-based, body rows) that stays mounted even when scrolled out of view. */
  keepMounted: number;
}

/**
 * Mounts only the rows in (and near) the viewport, with @tanstack/react-virtual. The row holding
 * the grid's tab stop stays mounted, so Tab can always return into the grid.
 */
export function useVirtualRows<Row>({
  enabled,
  rows,
  getRowId,
  scrollRef,
  rowHeight,
  keepMounted,
}: UseVirtualRowsOptions<Row>) {
  const virtualizer = useVirtualizer({
    count: enabled ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    getItemKey: (index) => (rows[index] ? getRowId(rows[index]) : index),
    // the header is sticky: keep rows scrolled into view below it
    scrollPaddingStart: rowHeight,
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (keepMounted >= 0 && keepMounted < range.count && !indexes.includes(keepMounted)) {
          indexes.push(keepMounted);
          indexes.sort((a, b) => a - b);
        }
        return indexes;
      },
      [keepMounted],
    ),
  });

  return {
    /** The rows to render, with the offset of each from the top of the body. */
    items: virtualizer.getVirtualItems(),
    /** The height of every row together, for the body (the scrollbar). */
    totalSize: virtualizer.getTotalSize(),
    /** Ref callback for a rendered row (measures its real height). */
    measureElement: virtualizer.measureElement,
    /** Brings a grid row (0 is the header) into view before the keyboard focuses it. */
    scrollToRow: (row: number) => {
      if (!enabled) return;
      if (row > 0) virtualizer.scrollToIndex(row - 1, { align: 'auto' });
      else virtualizer.scrollToOffset(0);
    },
  };
}
