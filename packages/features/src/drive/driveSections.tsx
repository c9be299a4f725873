import type { ReactNode } from 'react';
import { Clock, HardDrive, Star, Trash2, Users } from 'lucide-react';
import { DRIVE_VIEWS, type DriveView } from '@atrium/api';

const ICON_SIZE = 16;

const SECTION_ICONS: Record<DriveView, ReactNode> = {
  my: <HardDrive size={ICON_SIZE} aria-hidden="true" />,
  shared: <Users size={ICON_SIZE} aria-hidden="true" />,
  recent: <Clock size={ICON_SIZE} aria-hidden="true" />,
  starred: <Star size={ICON_SIZE} aria-hidden="true" />,
  trash: <Trash2 size={ICON_SIZE} aria-hidden="true" />,
};

/** The lists of the left column, in order, with their icons. */
export const DRIVE_SECTIONS: readonly { view: DriveView; icon: ReactNode }[] = DRIVE_VIEWS.map(
  (view) => ({ view, icon: SECTION_ICONS[view] }),
);
