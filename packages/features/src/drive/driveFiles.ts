import type { DriveItem } from '@atrium/api';

/** The image types the server makes thumbnails of. */
const THUMBNAIL_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
]);

/** A file the server has a thumbnail of (an image it can read). */
export function hasThumbnail(item: Pick<DriveItem, 'kind' | 'mime_type'>): boolean {
  return item.kind === 'file' && THUMBNAIL_TYPES.has(item.mime_type ?? '');
}

/** How a file is shown in its details: the browser's own viewers, the text, or nothing. */
export type DrivePreviewKind = 'image' | 'video' | 'audio' | 'pdf' | 'text' | 'none';

const TEXT_TYPES = new Set(['application/json', 'application/xml', 'text/csv', 'text/markdown']);

export function drivePreviewKind(item: Pick<DriveItem, 'kind' | 'mime_type'>): DrivePreviewKind {
  const type = item.mime_type ?? '';
  if (item.kind !== 'file') return 'none';
  // SVG can carry scripts; the server serves it as an attachment, so it is not shown inline.
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'pdf';
  if (type === 'text/plain' || TEXT_TYPES.has(type)) return 'text';
  return 'none';
}

/** Starts a download the way a link with `download` would (from a menu, say). */
export function downloadFrom(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
