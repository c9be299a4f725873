import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react';

/** A cell of the grid: row 0 is the header row, column 0 the first column (the checkbox, if any). */
export interface GridPosition {
  row: number;
  col: number;
}

export interface UseRovingFocusOptions {
  gridRef: RefObject<HTMLElement | null>;
  rowCount: number;
  colCount: number;
}

/** Where a cell's element says it is (`data-row`, `data-col`). */
export function positionOf(cell: HTMLElement): GridPosition {
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
}

/**
 * The grid's single tab stop (APG roving tabindex): one cell, or the one control inside it, has
 * tabIndex 0 and every other -1. Cells carry `data-row`/`data-col`; a cell's control carries
 * `data-grid-widget` and takes the focus instead of its cell.
 */
export function useRovingFocus({ gridRef, rowCount, colCount }: UseRovingFocusOptions) {
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const pendingFocus = useRef(false);
  // rows and columns can go away (a new page, the loading state): the tab stop stays inside the grid
  const activeRow = Math.min(active.row, rowCount - 1);
  const activeCol = Math.min(active.col, colCount - 1);

  const focusCell = useCallback(
    (position: GridPosition) => {
      const cell = gridRef.current?.querySelector<HTMLElement>(
        `[data-row="${position.row}"][data-col="${position.col}"]`,
      );
      if (!cell) return false;
      const target = cell.querySelector<HTMLElement>('[data-grid-widget]') ?? cell;
      target.focus({ preventScroll: false });
      return true;
    },
    [gridRef],
  );

  // After a keyboard move the target row may not be mounted yet (virtualised): focus it once it renders.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    if (focusCell({ row: activeRow, col: activeCol })) pendingFocus.current = false;
  });

  /** Makes `position` the tab stop and focuses it, now or as soon as its row is mounted. */
  const moveTo = (position: GridPosition) => {
    setActive(position);
    pendingFocus.current = true;
    if (focusCell(position)) pendingFocus.current = false;
  };

  /** Focus that arrives by a click or by Tab moves the tab stop along. */
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!cell || !gridRef.current?.contains(cell)) return;
    const position = positionOf(cell);
    if (position.row !== activeRow || position.col !== activeCol) setActive(position);
  };

  const tabIndexOf = (row: number, col: number) =>
    row === activeRow && col === activeCol ? 0 : -1;

  /** The attributes of the cell at (row, col); `hasWidget`: its one control takes the tab stop. */
  const cellProps = (row: number, col: number, hasWidget = false) => ({
    'data-row': row,
    'data-col': col,
    'aria-colindex': col + 1,
    // a cell that holds one control passes the tab stop to it (APG grid pattern)
    tabIndex: hasWidget ? undefined : tabIndexOf(row, col),
  });

  return { activeRow, activeCol, moveTo, handleFocus, tabIndexOf, cellProps };
}

export type RovingFocus = ReturnType<typeof useRovingFocus>;
