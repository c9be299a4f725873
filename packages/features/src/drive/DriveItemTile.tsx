import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Ellipsis, Star, Users } from 'lucide-react';
import type { DriveItem } from '@atrium/api';
import { Badge, DropdownMenu, Flex, IconButton, Text, VisuallyHidden, vars } from '@atrium/ui';
import { driveMenuOf, driveShortcutOf, type DriveAction } from './driveActions.tsx';
import { useItemDrag, type DropItemInto } from './driveDrag.ts';
import { driveFileKind } from './driveItemKind.ts';
import { DROP_HIGHLIGHT } from './DriveItemName.tsx';
import { DriveItemIcon } from './DriveItemIcon.tsx';
import { useDriveFormat } from './useDriveFormat.ts';

export interface DriveItemTileProps {
  item: DriveItem;
  inTrash: boolean;
  onAction: (action: DriveAction, item: DriveItem) => void;
  /**
   * A preview of the file (the server's thumbnail of an image); without it, or when it fails to
   * load, the tile shows the kind's large icon.
   */
  thumbnailUrl?: string | undefined;
  /** Moves an item dropped on this one (a folder); absent: no drag and drop. */
  onDropItem?: DropItemInto | undefined;
}

const TILE = {
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.grayAlpha[5]}`,
  background: vars.color.panel,
  overflow: 'hidden',
} as const;

const OPEN_BUTTON = {
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
} as const;

const PREVIEW = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  background: vars.color.gray[2],
  borderBlockEnd: `1px solid ${vars.color.grayAlpha[4]}`,
} as const;

const META_ROW = {
  minWidth: 0,
  marginBlockStart: 'auto',
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[1],
} as const;

/**
 * One item of the grid: a large preview (the thumbnail of an image, else the kind's
 * icon), the name that opens it, what it is and its menu. F2 and Delete work on the focused tile.
 */
export function DriveItemTile({
  item,
  inTrash,
  onAction,
  thumbnailUrl,
  onDropItem,
}: DriveItemTileProps) {
  const drag = useItemDrag(item, inTrash, onDropItem);
  const { t } = useTranslation('drive');
  const format = useDriveFormat();
  const kind = driveFileKind(item);
  // The address that failed: another address (a new version) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const thumbnail = thumbnailUrl && thumbnailUrl !== failedUrl ? thumbnailUrl : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const action = driveShortcutOf(event.key, item, inTrash);
    if (!action) return;
    event.preventDefault();
    onAction(action, item);
  };
  const shortcuts = ['F2', 'Delete'].filter((key) => driveShortcutOf(key, item, inTrash)).join(' ');
  const about = [format.kind(item), item.size === null ? null : format.bytes(item.size)]
    .filter(Boolean)
    .join(' · ');

  return (
    <div style={{ ...TILE, ...(drag.over ? DROP_HIGHLIGHT : {}) }} data-kind={kind} {...drag.props}>
      <button
        type="button"
        style={OPEN_BUTTON}
        onClick={() => onAction(inTrash ? 'details' : 'open', item)}
        onKeyDown={onKeyDown}
        {...(shortcuts ? { 'aria-keyshortcuts': shortcuts } : {})}
      >
        <span style={PREVIEW}>
          {thumbnail ? (
            <img
              src={thumbnail}
              alt=""
              loading="lazy"
              onError={() => setFailedUrl(thumbnail)}
              style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
            />
          ) : (
            <DriveItemIcon kind={kind} size={48} />
          )}
        </span>
        <Flex as="span" align="center" gap="2" px="3" pt="2" style={{ minWidth: 0 }}>
          <DriveItemIcon kind={kind} size={16} />
          <Text as="span" size="2" weight="medium" truncate dir="auto">
            {item.name}
          </Text>
        </Flex>
      </button>
      <Flex align="center" gap="1" pb="1" style={META_ROW}>
        <Text as="span" size="1" color="gray" truncate style={{ flexGrow: 1 }}>
          {about}
        </Text>
        {item.starred ? (
          <span title={t('badges.starred')} style={{ display: 'inline-flex' }}>
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
          <span title={t('badges.shared')} style={{ display: 'inline-flex' }}>
            <Users size={14} aria-hidden="true" style={{ color: vars.color.gray[11] }} />
            <VisuallyHidden>{t('badges.shared')}</VisuallyHidden>
          </span>
        ) : null}
        {item.access === 'viewer' && !inTrash ? (
          <Badge size={1}>{t('badges.viewOnly')}</Badge>
        ) : null}
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <IconButton
              variant="ghost"
              color="gray"
              size="2"
              aria-label={t('actions.itemActions', { name: item.name })}
            >
              <Ellipsis size={16} aria-hidden="true" />
            </IconButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            {driveMenuOf(t, item, inTrash).map((entry) => (
              <DropdownMenu.Item
                key={entry.key}
                icon={entry.icon}
                {...(entry.tone ? { tone: entry.tone } : {})}
                onSelect={() => onAction(entry.key, item)}
              >
                {entry.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Flex>
    </div>
  );
}
