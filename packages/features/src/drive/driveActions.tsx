import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import {
  Copy,
  Download,
  FileArchive,
  FolderInput,
  FolderOpen,
  Info,
  Link2,
  Pencil,
  RotateCcw,
  Share2,
  Star,
  StarOff,
  Trash2,
  X,
} from 'lucide-react';
import type { DriveItem } from '@atrium/api';

/** What can be done with one item, from its menu or the keyboard. */
export const DRIVE_ACTIONS = [
  'open',
  'download',
  'downloadZip',
  'details',
  'rename',
  'copy',
  'move',
  'star',
  'unstar',
  'share',
  'getLink',
  'trash',
  'restore',
  'deleteForever',
] as const;
export type DriveAction = (typeof DRIVE_ACTIONS)[number];

/** An item the person may change (rename, move, trash, share): owner or editor. */
export function canChange(item: Pick<DriveItem, 'access'>): boolean {
  return item.access === 'owner' || item.access === 'editor';
}

/**
 * The actions of an item, in menu order. In the trash: restore or delete forever. A viewer gets
 * only what does not change the item (open, details, star for themselves, see who has access).
 */
export function driveActionsOf(item: DriveItem, inTrash: boolean): DriveAction[] {
  if (inTrash || item.trashed_at) return ['details', 'restore', 'deleteForever'];
  const change = canChange(item);
  return [
    'open',
    item.kind === 'folder' ? 'downloadZip' : 'download',
    ...(item.kind === 'folder' ? (['details'] as const) : []),
    ...(change ? (['rename', 'move', 'copy'] as const) : []),
    item.starred ? 'unstar' : 'star',
    'share',
    // A public link hands the item to anyone: its owner's and editors' call (the server's too).
    ...(change ? (['getLink', 'trash'] as const) : []),
  ];
}

const ICONS: Record<DriveAction, ReactNode> = {
  open: <FolderOpen size={14} />,
  download: <Download size={14} />,
  downloadZip: <FileArchive size={14} />,
  copy: <Copy size={14} />,
  details: <Info size={14} />,
  rename: <Pencil size={14} />,
  move: <FolderInput size={14} />,
  star: <Star size={14} />,
  unstar: <StarOff size={14} />,
  share: <Share2 size={14} />,
  getLink: <Link2 size={14} />,
  trash: <Trash2 size={14} />,
  restore: <RotateCcw size={14} />,
  deleteForever: <X size={14} />,
};

export interface DriveActionEntry {
  key: DriveAction;
  label: string;
  icon: ReactNode;
  tone?: 'danger';
}

/** The menu entries of an item: label, icon and tone of each of its actions. */
export function driveMenuOf(
  t: TFunction<'drive'>,
  item: DriveItem,
  inTrash: boolean,
): DriveActionEntry[] {
  return driveActionsOf(item, inTrash).map((key) => ({
    key,
    label: t(`actions.${key}`),
    icon: ICONS[key],
    ...(key === 'trash' || key === 'deleteForever' ? { tone: 'danger' as const } : {}),
  }));
}

/**
 * Keys on a focused item's name (Google Drive's and the file managers'): F2 renames, Delete moves
 * to the trash (in the trash: deletes forever, after a confirmation).
 */
export function driveShortcutOf(
  key: string,
  item: DriveItem,
  inTrash: boolean,
): DriveAction | null {
  const actions = driveActionsOf(item, inTrash);
  if (key === 'F2' && actions.includes('rename')) return 'rename';
  if (key === 'Delete' && actions.includes('trash')) return 'trash';
  if (key === 'Delete' && actions.includes('deleteForever')) return 'deleteForever';
  return null;
}
