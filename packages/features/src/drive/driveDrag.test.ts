import type { DragEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DriveItem } from '@atrium/api';
import { DRIVE_ITEM_DRAG_TYPE, droppedItem, itemDropTarget, startItemDrag } from './driveDrag.ts';

/** A drag event over a DataTransfer-like store (jsdom has no DataTransfer). */
function dragEvent(store = new Map<string, string>()) {
  const dataTransfer = {
    get types() {
      return [...store.keys()];
    },
    setData: (type: string, value: string) => void store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  return {
    dataTransfer,
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
  } as unknown as DragEvent;
}

const item = { id: 'a', revision: 3, name: 'Plan.pdf', parent_id: 'p' } as DriveItem;

describe('moving drive items by drag and drop', () => {
  it('carries the item under its own type and reads it back on drop', () => {
    const store = new Map<string, string>();
    startItemDrag(dragEvent(store), item);
    expect([...store.keys()]).toEqual([DRIVE_ITEM_DRAG_TYPE]);
    expect(droppedItem(dragEvent(store))).toEqual({
      id: 'a',
      revision: 3,
      name: 'Plan.pdf',
      parent_id: 'p',
    });
  });

  it('drops onto another folder, never onto itself or where it already is', () => {
    const store = new Map<string, string>();
    startItemDrag(dragEvent(store), item);
    const onDrop = vi.fn();
    itemDropTarget('other', onDrop, vi.fn()).onDrop(dragEvent(store));
    expect(onDrop).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    onDrop.mockClear();
    itemDropTarget('a', onDrop, vi.fn()).onDrop(dragEvent(store));
    itemDropTarget('p', onDrop, vi.fn()).onDrop(dragEvent(store));
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('ignores drags that are not drive items (files from the desktop)', () => {
    const files = new Map([['Files', '']]);
    const event = dragEvent(files);
    itemDropTarget('other', vi.fn(), vi.fn()).onDragOver(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
