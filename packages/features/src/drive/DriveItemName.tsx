import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Star, Users } from 'lucide-react';
import type { DriveItem } from '@atrium/api';
import { Badge, Flex, VisuallyHidden, vars } from '@atrium/ui';
import { useItemDrag, type DropItemInto } from './driveDrag.ts';
import { driveFileKind } from './driveItemKind.ts';
import { DriveItemIcon } from './DriveItemIcon.tsx';
import { DriveLink } from './DriveLink.tsx';
import { driveShortcutOf, type DriveAction } from './driveActions.tsx';

export interface DriveItemNameProps {
  item: DriveItem;
  /** The trash: its items are not opened, their names are plain text. */
  inTrash: boolean;
  href?: string | undefined;
  onAction: (action: DriveAction, item: DriveItem) => void;
  gridWidget?: boolean;
  highContrast?: boolean;
  /** A small preview of an image (the server's thumbnail); the kind's icon when absent or broken. */
  thumbnailUrl?: string | undefined;
  /** Moves an item dropped on this one (a folder); absent: no drag and drop. */
  onDropItem?: DropItemInto | undefined;
}

/** A folder with an item dragged over it. */
export const DROP_HIGHLIGHT = {
  outline: `2px solid ${vars.color.accent[9]}`,
  outlineOffset: 2,
  borderRadius: vars.radius[2],
} as const;

const THUMBNAIL = {
  inlineSize: 20,
  blockSize: 20,
  objectFit: 'cover',
  borderRadius: vars.radius[1],
  flexShrink: 0,
} as const;

/**
 * An item's icon and name (opens it), with what sets it apart in words for assistive tech:
 * starred, shared, view only. F2 renames it and Delete moves it to the trash.
 */
export function DriveItemName({
  item,
  inTrash,
  href,
  onAction,
  gridWidget = false,
  highContrast = false,
  thumbnailUrl,
  onDropItem,
}: DriveItemNameProps) {
  const drag = useItemDrag(item, inTrash, onDropItem);
  const { t } = useTranslation('drive');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const thumbnail = thumbnailUrl && thumbnailUrl !== failedUrl ? thumbnailUrl : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = driveShortcutOf(event.key, item, inTrash);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    onAction(action, item);
  };
  const shortcuts = [
    driveShortcutOf('F2', item, inTrash) ? 'F2' : null,
    driveShortcutOf('Delete', item, inTrash) ? 'Delete' : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Flex
      align="center"
      gap="2"
      style={{ minWidth: 0, ...(drag.over ? DROP_HIGHLIGHT : {}) }}
      {...drag.props}
    >
      {thumbnail ? (
        // Decorative: the name beside it says what it is.
        <img
          src={thumbnail}
          alt=""
          width={20}
          height={20}
          loading="lazy"
          decoding="async"
          style={THUMBNAIL}
          onError={() => setFailedUrl(thumbnail)}
        />
      ) : (
        <DriveItemIcon kind={driveFileKind(item)} />
      )}
      <DriveLink
        onOpen={() => onAction(inTrash ? 'details' : 'open', item)}
        {...(href && !inTrash ? { href } : {})}
        onKeyDown={onKeyDown}
        {...(shortcuts ? { 'aria-keyshortcuts': shortcuts } : {})}
        gridWidget={gridWidget}
        highContrast={highContrast}
      >
        {item.name}
      </DriveLink>
      {item.starred ? (
        <span title={t('badges.starred')} style={{ display: 'inline-flex', flexShrink: 0 }}>
          <Star
            size={14}
            aria-hidden="true"
            fill="currentColor"
            style={{ color: vars.color.accent[9] }}
          />
          <VisuallyHidden>{t('badges.starred')}</VisuallyHidden>
        </span>
      ) : null}
      {item.shared ? (
        <span title={t('badges.shared')} style={{ display: 'inline-flex', flexShrink: 0 }}>
          <Users size={14} aria-hidden="true" style={{ color: vars.color.gray[11] }} />
          <VisuallyHidden>{t('badges.shared')}</VisuallyHidden>
        </span>
      ) : null}
      {item.access === 'viewer' && !inTrash ? (
        <Badge size={1} style={{ flexShrink: 0 }}>
          {t('badges.viewOnly')}
        </Badge>
      ) : null}
    </Flex>
  );
}
