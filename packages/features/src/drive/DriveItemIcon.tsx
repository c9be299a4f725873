import type { LucideIcon } from 'lucide-react';
import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  Folder,
  Presentation,
} from 'lucide-react';
import { vars } from '@atrium/ui';
import type { DriveFileKind } from './driveItemKind.ts';

const ICONS: Record<DriveFileKind, LucideIcon> = {
  folder: Folder,
  image: FileImage,
  video: FileVideo,
  audio: FileAudio,
  pdf: FileText,
  document: FileText,
  spreadsheet: FileSpreadsheet,
  presentation: Presentation,
  archive: FileArchive,
  code: FileCode,
  text: FileText,
  other: File,
};

/**
 * Colours that tell kinds apart at a glance, from the theme's scales (light and dark follow).
 * The kind is always said in words too (the name's extension, the "Type" column or details).
 */
const COLORS: Record<DriveFileKind, string> = {
  folder: vars.color.accent[9],
  image: vars.color.accent[11],
  video: vars.color.red[9],
  audio: vars.color.accent[10],
  pdf: vars.color.red[10],
  document: vars.color.accent[9],
  spreadsheet: vars.color.accent[11],
  presentation: vars.color.red[11],
  archive: vars.color.gray[11],
  code: vars.color.gray[11],
  text: vars.color.gray[11],
  other: vars.color.gray[10],
};

export interface DriveItemIconProps {
  kind: DriveFileKind;
  /** Pixels; 20 in lists, 48 in the grid's tiles. */
  size?: number;
}

/** The icon of a kind of item (decorative: the item's name and type say what it is). */
export function DriveItemIcon({ kind, size = 20 }: DriveItemIconProps) {
  const Icon = ICONS[kind];
  return (
    <Icon
      size={size}
      aria-hidden="true"
      strokeWidth={size > 32 ? 1.5 : 2}
      style={{ color: COLORS[kind], flexShrink: 0 }}
      data-kind={kind}
    />
  );
}
