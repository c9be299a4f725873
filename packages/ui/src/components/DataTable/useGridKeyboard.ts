import type { KeyboardEvent, RefObject } from 'react';
import type { Direction } from '../../UiProvider/uiOptions';
import { positionOf, type GridPosition } from './useRovingFocus';

export interface UseGridKeyboardOptions {
  gridRef: RefObject<HTMLElement | null>;
  /** The reading direction: ArrowRight moves to the next cell in LTR and the previous one in RTL. */
  dir: Direction;
  rowCount: number;
  colCount: number;
  /** How many rows PageUp and PageDown move. */
  pageStep: () => number;
  /** Moves the tab stop to a cell already inside the grid. */
  onMove: (position: GridPosition) => void;
}

type Move = (from: GridPosition, ctrl: boolean) => GridPosition;

/**
 * The ARIA grid keyboard: arrows move between cells (mirrored in RTL), Home/End to the row's
 * first/last cell, Ctrl+Home/End to the grid's corners, PageUp/PageDown by a screenful. Returns
 * the handler for the grid's `onKeyDownCapture`.
 */
export function useGridKeyboard({
  gridRef,
  dir,
  rowCount,
  colCount,
  pageStep,
  onMove,
}: UseGridKeyboardOptions) {
  const forward = dir === 'rtl' ? -1 : 1;
  const moves: Record<string, Move> = {
    ArrowDown: (from) => ({ ...from, row: from.row + 1 }),
    ArrowUp: (from) => ({ ...from, row: from.row - 1 }),
    ArrowRight: (from) => ({ ...from, col: from.col + forward }),
    ArrowLeft: (from) => ({ ...from, col: from.col - forward }),
    Home: (from, ctrl) => (ctrl ? { row: 0, col: 0 } : { ...from, col: 0 }),
    End: (from, ctrl) =>
      ctrl ? { row: rowCount - 1, col: colCount - 1 } : { ...from, col: colCount - 1 },
    PageDown: (from) => ({ ...from, row: from.row + pageStep() }),
    // the header row is only reached from the first body row, not skipped over from below
    PageUp: (from) => ({ ...from, row: Math.max(from.row === 0 ? 0 : 1, from.row - pageStep()) }),
  };

  return (event: KeyboardEvent<HTMLElement>) => {
    const move = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
    if (!move) return;
    // menus render in a portal but bubble through React: leave their keys alone
    if (!gridRef.current?.contains(event.target as Node)) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'INPUT' && target.getAttribute('type') === 'text') return;
    const cell = target.closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const to = move(positionOf(cell), event.ctrlKey || event.metaKey);
    event.preventDefault();
    // stop the menu trigger from opening on ArrowDown: in a grid, arrows move between cells
    event.stopPropagation();
    onMove({
      row: Math.max(0, Math.min(to.row, rowCount - 1)),
      col: Math.max(0, Math.min(to.col, colCount - 1)),
    });
  };
}
