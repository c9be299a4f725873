import { useState, type DragEvent } from 'react';
import type { DriveItem } from '@atrium/api';

/**
 * Moving items by drag and drop inside the page (the Move dialog does the same from the
 * keyboard). The dragged item travels in the drag's data under a type of our own, so the upload
 * drop zone (which takes only `Files`) and other pages ignore it.
 */
export const DRIVE_ITEM_DRAG_TYPE = 'application/x-atrium-drive-item';

/** What a drop needs of the dragged item: the move is made on the revision it was seen at. */
export type DraggedDriveItem = Pick<DriveItem, 'id' | 'revision' | 'name' | 'parent_id'>;

export function startItemDrag(event: DragEvent, item: DriveItem): void {
  const payload: DraggedDriveItem = {
    id: item.id,
    revision: item.revision,
    name: item.name,
    parent_id: item.parent_id,
  };
  event.dataTransfer.setData(DRIVE_ITEM_DRAG_TYPE, JSON.stringify(payload));
  // A file manager would copy when dragged out; inside the drive it is a move.
  event.dataTransfer.effectAllowed = 'move';
}

/** Is a drive item being dragged (its data is only readable on drop)? */
export function isItemDrag(event: DragEvent): boolean {
  return event.dataTransfer.types.includes(DRIVE_ITEM_DRAG_TYPE);
}

/** The dragged item on drop, or undefined when the drop carries something else. */
export function droppedItem(event: DragEvent): DraggedDriveItem | undefined {
  const text = event.dataTransfer.getData(DRIVE_ITEM_DRAG_TYPE);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<DraggedDriveItem>;
    if (typeof value.id !== 'string' || typeof value.revision !== 'number') return undefined;
    return {
      id: value.id,
      revision: value.revision,
      name: String(value.name ?? ''),
      parent_id: typeof value.parent_id === 'string' ? value.parent_id : null,
    };
  } catch {
    return undefined;
  }
}

/**
 * The props that make an element a drop target for items: highlighted while an item is over it,
 * `onDropItem` with the item on drop. A folder is never a target for itself; where the item
 * already is, nothing is moved.
 */
export function itemDropTarget(
  targetId: string | null,
  onDropItem: (item: DraggedDriveItem) => void,
  setOver: (over: boolean) => void,
) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!isItemDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      setOver(false);
      const item = droppedItem(event);
      if (!item) return;
      event.preventDefault();
      event.stopPropagation();
      if (item.id === targetId || item.parent_id === targetId) return;
      onDropItem(item);
    },
  };
}

/** Moves a dragged item into a folder (null: the root of My drive). */
export type DropItemInto = (
  item: DraggedDriveItem,
  folder: { id: string | null; name: string },
) => void;

/**
 * The drag-and-drop props of an item in a list or grid: it can be dragged when the person may
 * move it, and a folder takes items dropped on it. `over` is true while an item hovers it.
 */
export function useItemDrag(
  item: DriveItem,
  inTrash: boolean,
  onDropItem: DropItemInto | undefined,
): { props: Record<string, unknown>; over: boolean } {
  const [over, setOver] = useState(false);
  if (!onDropItem || inTrash) return { props: {}, over: false };
  const movable = item.access === 'owner' || item.access === 'editor';
  const drag = movable
    ? { draggable: true, onDragStart: (event: DragEvent) => startItemDrag(event, item) }
    : {};
  const drop =
    item.kind === 'folder' && movable
      ? itemDropTarget(item.id, (dragged) => onDropItem(dragged, item), setOver)
      : {};
  return { props: { ...drag, ...drop }, over };
}
