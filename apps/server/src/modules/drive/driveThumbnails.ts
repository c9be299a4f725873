import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DRIVE_THUMBNAIL_SIZES, type DriveThumbnailSize } from '@atrium/api/contracts';
import sharp from 'sharp';
import { createSemaphore } from '../../lib/semaphore.ts';

/** Image types sharp reads that get a thumbnail (SVG does not: it is served as text). */
const THUMBNAIL_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/bmp',
]);

/** The largest image the drive decodes (security.md: 7680 × 4320); a larger one has none. */
export const THUMBNAIL_MAX_PIXELS = 7680 * 4320;

export function hasThumbnail(mimeType: string): boolean {
  return THUMBNAIL_TYPES.has(mimeType);
}

export interface DriveThumbnails {
  /** The WebP thumbnail of a version, made on first use; undefined when there can be none. */
  fileFor(
    version: { id: string; path: string; mimeType: string },
    size: DriveThumbnailSize,
  ): Promise<string | undefined>;
}

/**
 * Thumbnails of image files (sharp), in a few sizes, made on first request and kept by version
 * (a new version gets new ones). At most two are made at once, so a folder of photos opened on a
 * phone does not take every core.
 */
export function createDriveThumbnails(directory: string): DriveThumbnails {
  const limit = createSemaphore(2);
  const making = new Map<string, Promise<string | undefined>>();

  async function make(source: string, target: string, side: number): Promise<string | undefined> {
    await mkdir(directory, { recursive: true });
    const temp = path.join(directory, `.tmp-${randomUUID()}.webp`);
    try {
      await sharp(source, { limitInputPixels: THUMBNAIL_MAX_PIXELS, failOn: 'error' })
        .rotate() // as the camera held it (EXIF orientation)
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(temp);
      await rename(temp, target);
      return target;
    } catch {
      // Not an image sharp can read, damaged, or too large: no thumbnail, an icon instead.
      return undefined;
    } finally {
      await rm(temp, { force: true });
    }
  }

  return {
    async fileFor(version, size) {
      if (!hasThumbnail(version.mimeType)) return undefined;
      const target = path.join(directory, `${version.id}-${size}.webp`);
      try {
        await access(target);
        return target;
      } catch {
        // Not made yet.
      }
      const pending =
        making.get(target) ??
        limit(() => make(version.path, target, DRIVE_THUMBNAIL_SIZES[size])).finally(() =>
          making.delete(target),
        );
      making.set(target, pending);
      return pending;
    },
  };
}
