import { ERROR_DETAILS } from '@atrium/api/contracts';
import { createReadStream } from 'node:fs';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * Sends a stored file's bytes: Range (206, 416) and conditional requests (ETag, 304) answered,
 * inline only for the types driveContent allows. Staff routes and share links both use it.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: DriveBlobs,
  file: StoredFile,
  disposition: 'inline' | 'attachment',
  cacheControl = 'private, no-cache',
): Promise<FastifyReply> {
  const sent = await send(request.raw, blobs.pathOf(file.storageKey), {
    contentType: false,
    cacheControl: false,
    dotfiles: 'allow',
    index: false,
  });
  if (sent.type === 'error') {
    // A range past the end: 416 with the file's length, as HTTP says.
    if (sent.statusCode === 416) return reply.code(416).headers(sent.headers).send();
    request.log.error({ err: sent.metadata.error }, 'drive file missing');
    throw new HttpError(404, ERROR_DETAILS.notFound);
  }
  reply.code(sent.statusCode);
  reply.headers({
    ...sent.headers,
    ...contentHeaders(file.mimeType, file.name, disposition),
    'cache-control': cacheControl,
  });
  return reply.send(sent.stream);
}

/** Sends a thumbnail made by driveThumbnails (a WebP file on disk). */
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

/** Streams a zip of stored files as an attachment named `name`. */
export function sendZip(
  reply: FastifyReply,
  name: string,
  entries: readonly (ZipEntry & { mimeType?: string })[],
): FastifyReply {
  reply.headers({
    'content-type': 'application/zip',
    'content-disposition': contentDisposition('attachment', name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  return reply.send(zipStream(entries));
}
