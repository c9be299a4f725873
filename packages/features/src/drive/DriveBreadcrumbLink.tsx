import { useState, type AnchorHTMLAttributes } from 'react';
import { itemDropTarget, type DraggedDriveItem } from './driveDrag.ts';
import { DROP_HIGHLIGHT } from './DriveItemName.tsx';

export interface DriveBreadcrumbLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where a dropped item goes (a folder above, or the root of My drive); absent: no drops. */
  dropTarget?: { id: string | null; onDrop: (item: DraggedDriveItem) => void } | undefined;
}

/** A breadcrumb of the drive: a link, and a place to drop an item dragged from the list. */
export function BreadcrumbLink({ dropTarget, style, children, ...rest }: DriveBreadcrumbLinkProps) {
  const [over, setOver] = useState(false);
  const drop = dropTarget ? itemDropTarget(dropTarget.id, dropTarget.onDrop, setOver) : {};
  return (
    <a {...rest} {...drop} style={{ ...style, ...(over ? DROP_HIGHLIGHT : {}) }}>
      {children}
    </a>
  );
}
