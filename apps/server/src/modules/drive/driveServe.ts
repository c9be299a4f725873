import { ERROR_DETAILS } from '@atrium/api/contracts';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteRange, matchesEtag } from '../../lib/byteRange.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { DriveBlobs } from './driveBlobs.ts';
import { contentDisposition, contentHeaders } from './driveContent.ts';
import { type ZipEntry, zipStream } from './driveZip.ts';

/** One stored version, as the routes that send bytes need it. */
export interface StoredFile {
  storageKey: string;
  mimeType: string;
  name: string;
}

/**
 * Sends a stored file's bytes from either store: one Range (206, 416), conditional requests
 * (ETag, If-None-Match 304, If-Range) and HEAD answered, inline only for the types driveContent
 * allows. Staff routes and share links both use it. A storage key always names the same bytes
 * (versions are never written again), so it is the ETag.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: DriveBlobs,
  file: StoredFile,
  disposition: 'inline' | 'attachment',
  cacheControl = 'private, no-cache',
): Promise<FastifyReply> {
  const size = await blobs.size(file.storageKey);
  if (size === undefined) {
    request.log.error({ storageKey: file.storageKey }, 'drive file missing');
    throw new HttpError(404, ERROR_DETAILS.notFound);
  }
  const etag = `"${file.storageKey}"`;
  reply.headers({ etag, 'accept-ranges': 'bytes', 'cache-control': cacheControl });
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

  // If-Range naming other bytes (an older download being resumed): the whole file instead.
  const ifRange = request.headers['if-range'];
  const range = byteRange(
    ifRange === undefined || ifRange === etag ? request.headers.range : undefined,
    size,
  );
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  reply.headers({
    ...contentHeaders(file.mimeType, file.name, disposition),
    'cache-control': cacheControl,
  });
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: size - 1 };
  if (range.kind === 'part')
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-length', end - start + 1);
  // HEAD: Fastify keeps the length set above for a stream payload (not for none), and an empty
  // stream reads nothing from the store.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  if (size === 0) return reply.send('');
  return reply.send(await blobs.read(file.storageKey, { start, end }));
}

/** Sends a thumbnail made by driveThumbnails (a WebP file in the local cache). */
export function sendThumbnail(
  reply: FastifyReply,
  thumbnailPath: string,
  cacheControl = 'private, max-age=300',
): FastifyReply {
  reply.headers({
    'content-type': 'image/webp',
    'x-content-type-options': 'nosniff',
    'cache-control': cacheControl,
  });
  return reply.send(createReadStream(thumbnailPath));
}

/** Streams a zip of stored files (read from `blobs` one after another) as an attachment `name`. */
export function sendZip(
  reply: FastifyReply,
  blobs: DriveBlobs,
  name: string,
  entries: readonly ZipEntry[],
): FastifyReply {
  reply.headers({
    'content-type': 'application/zip',
    'content-disposition': contentDisposition('attachment', name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  return reply.send(zipStream(blobs, entries));
}
