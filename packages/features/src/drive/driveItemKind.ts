import type { DriveItem } from '@atrium/api';

/** What an item is, as people tell files apart: by the icon and the "Type" they read. */
export const DRIVE_FILE_KINDS = [
  'folder',
  'image',
  'video',
  'audio',
  'pdf',
  'document',
  'spreadsheet',
  'presentation',
  'archive',
  'code',
  'text',
  'other',
] as const;
export type DriveFileKind = (typeof DRIVE_FILE_KINDS)[number];

const BY_SUBTYPE: ReadonlyArray<readonly [RegExp, DriveFileKind]> = [
  [/^application\/pdf$/, 'pdf'],
  [/(spreadsheet|excel|ms-excel|\/csv$|sheet)/, 'spreadsheet'],
  [/(presentation|powerpoint|ms-powerpoint|slides)/, 'presentation'],
  [/(wordprocessing|msword|opendocument\.text|rtf|\/epub)/, 'document'],
  [/(zip|x-tar|gzip|x-7z|x-rar|x-bzip|compressed|x-xz)/, 'archive'],
  [/(json|javascript|typescript|xml|html|css|x-sh|x-python|x-yaml|sql)/, 'code'],
];

/** The kind of an item from its type (the one the server read from the file's bytes). */
export function driveFileKind(item: Pick<DriveItem, 'kind' | 'mime_type'>): DriveFileKind {
  if (item.kind === 'folder') return 'folder';
  const type = (item.mime_type ?? '').toLowerCase();
  for (const [pattern, kind] of BY_SUBTYPE) if (pattern.test(type)) return kind;
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('text/')) return 'text';
  return 'other';
}
