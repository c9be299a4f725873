import { useState } from 'react';
import type { SharedItem } from '@atrium/api';
import { vars } from '@atrium/ui';
import { hasThumbnail } from '../drive/driveFiles.ts';
import { driveFileKind } from '../drive/driveItemKind.ts';
import { DriveItemIcon } from '../drive/DriveItemIcon.tsx';

export interface SharedItemThumbnailProps {
  item: SharedItem;
  /** The server's small thumbnail; used for images only. */
  url: string;
}

const SIZE = 32;

/**
 * A small picture of an image (the server's thumbnail), else the kind's icon; the icon stands
 * in too when the thumbnail does not load. Decorative: the name says what it is.
 */
export function SharedItemThumbnail({ item, url }: SharedItemThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (!hasThumbnail(item) || failed) {
    return (
      <span
        style={{
          display: 'inline-flex',
          justifyContent: 'center',
          inlineSize: SIZE,
          flexShrink: 0,
        }}
      >
        <DriveItemIcon kind={driveFileKind(item)} />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{
        flexShrink: 0,
        objectFit: 'cover',
        borderRadius: vars.radius[2],
        background: vars.color.gray[3],
      }}
    />
  );
}
