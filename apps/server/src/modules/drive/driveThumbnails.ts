import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DRIVE_THUMBNAIL_SIZES, type DriveThumbnailSize } from '@atrium/api/contracts';
import sharp from 'sharp';
import { createSemaphore } from '../../lib/semaphore.ts';
import type { DriveBlobs } from './driveBlobs.ts';

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
/**
 * The largest file a thumbnail is made from: sharp holds a streamed image in memory, and a
 * 7680 × 4320 image is well under this even uncompressed (BMP, TIFF).
 */
export const THUMBNAIL_MAX_BYTES = 160 * 1024 * 1024;

export function hasThumbnail(mimeType: string): boolean {
  return THUMBNAIL_TYPES.has(mimeType);
}

export interface DriveThumbnails {
  /** The WebP thumbnail of a version, made on first use; undefined when there can be none. */
  fileFor(
    version: { id: string; storageKey: string; mimeType: string; size: number },
    size: DriveThumbnailSize,
  ): Promise<string | undefined>;
}

/**
 * Thumbnails of image files (sharp), in a few sizes, made on first request from the stored
 * bytes (`blobs`, local or S3) and kept by version in `directory` on local disk (a new version
 * gets new ones; a cache any instance can remake). At most two are made at once, so a folder of
 * photos opened on a phone does not take every core.
 */
export function createDriveThumbnails(
  directory: string,
  blobs: Pick<DriveBlobs, 'read'>,
): DriveThumbnails {
  const limit = createSemaphore(2);
  const making = new Map<string, Promise<string | undefined>>();

  async function make(
    storageKey: string,
    target: string,
    side: number,
  ): Promise<string | undefined> {
    await mkdir(directory, { recursive: true });
    const temp = path.join(directory, `.tmp-${randomUUID()}.webp`);
    try {
      const resize = sharp({ limitInputPixels: THUMBNAIL_MAX_PIXELS, failOn: 'error' })
        .rotate() // as the camera held it (EXIF orientation)
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 });
      await pipeline(await blobs.read(storageKey), resize, createWriteStream(temp));
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
      if (!hasThumbnail(version.mimeType) || version.size > THUMBNAIL_MAX_BYTES) return undefined;
      const target = path.join(directory, `${version.id}-${size}.webp`);
      try {
        await access(target);
        return target;
      } catch {
        // Not made yet.
      }
      const pending =
        making.get(target) ??
        limit(() => make(version.storageKey, target, DRIVE_THUMBNAIL_SIZES[size])).finally(() =>
          making.delete(target),
        );
      making.set(target, pending);
      return pending;
    },
  };
}
