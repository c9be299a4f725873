import {
  DRIVE_MESSAGES,
  DRIVE_UPLOADS_PATH,
  driveUploadMetadataSchema,
  ERROR_DETAILS,
} from '@atrium/api/contracts';
import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DriveCaller } from './drive.access.ts';
import type { DriveStoredResult } from './drive.reads.ts';
import { hashUploadsWhileWriting } from './driveUploadHashes.ts';
import type { DriveUploadPlan, DriveUploadService } from './driveUploads.service.ts';
import type { DriveUploadStore } from './driveUploadStore.ts';

const DRIVE = { action: 'manage', subject: 'Drive' } as const;
const API_UPLOADS = `/api${DRIVE_UPLOADS_PATH}`;
/** Set by this plugin (after the session and the Drive right are checked), read by the tus hooks. */
const CALLER_HEADER = 'x-atrium-drive-caller';
/** The tus protocol version the server speaks (and tus-js-client sends). */
const TUS_VERSION = '1.0.0';

const uploadParams = z.strictObject({ uploadId: z.string().regex(/^[\w-]{1,128}$/) });

/** What tus sends back when a hook refuses: the status and a body in the spec's shapes. */
interface TusRefusal {
  status_code: number;
  body: string;
}

function refusal(result: Exclude<DriveStoredResult<unknown>, { kind: 'ok' }>): TusRefusal {
  const detail = (status: number, text: string) => ({
    status_code: status,
    body: JSON.stringify({ detail: text }),
  });
  switch (result.kind) {
    case 'not_found':
      return detail(404, ERROR_DETAILS.notFound);
    case 'read_only':
      return detail(403, DRIVE_MESSAGES.readOnly);
    case 'conflict':
      return detail(409, result.detail);
    case 'too_large':
      return detail(413, result.detail);
    case 'invalid':
      return { status_code: 400, body: JSON.stringify({ errors: result.errors }) };
  }
}

/** The caller this plugin put on the request, or a refusal (a request that did not pass it). */
function callerOf(request: Request): DriveCaller {
  const header = request.headers.get(CALLER_HEADER);
  if (!header) throw refusal({ kind: 'not_found' });
  return JSON.parse(header) as DriveCaller;
}

/** Upload-Metadata values as the contract reads them (tus gives strings, or null for a key alone). */
function metadataOf(upload: Upload): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(upload.metadata ?? {})) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** The plan and owner the server stored in the upload's metadata when it created it. */
function storedPlan(upload: Upload): { owner: string; plan: DriveUploadPlan } | undefined {
  const { atrium_owner: owner, atrium_plan: plan } = upload.metadata ?? {};
  if (!owner || !plan) return undefined;
  return { owner, plan: JSON.parse(plan) as DriveUploadPlan };
}

/**
 * A request's body as the web stream tus reads, without the copy `Readable.toWeb` makes of every
 * chunk (to detach it from Buffer's pool: nothing here transfers a chunk, they only go on to the
 * store). Otherwise as `Readable.toWeb`: the request is paused while the stream is full, and a
 * connection closed early fails it with an AbortError, which tus answers as an aborted request.
 */
function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  request.pause();
  request.on('data', (chunk: Buffer) => {
    controller?.enqueue(chunk);
    if ((controller?.desiredSize ?? 0) <= 0) request.pause();
  });
  const stop = finished(request, (error) => {
    stop();
    request.on('error', () => {}); // a late one from a closed socket: already handled
    if (error) {
      const closedEarly = 'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE';
      controller?.error(
        closedEarly
          ? Object.assign(new Error('The request was closed', { cause: error }), {
              name: 'AbortError',
            })
          : error,
      );
    } else if (!cancelled) controller?.close();
  });
  return new ReadableStream<Uint8Array>(
    {
      start: (started) => void (controller = started),
      pull: () => void request.resume(),
      cancel: (reason) => {
        cancelled = true;
        request.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: request.readableHighWaterMark }),
  );
}

/**
 * Tus's request handler (private in its types) given `bodyStream` for the body of the request it
 * is handed (srvx's, made of Node's), in place of srvx's `Readable.toWeb`: at 64 KiB a chunk, the
 * copies and the garbage they leave were most of the server's work on a large upload.
 */
function withBodyStream(tus: Server): void {
  const server = tus as unknown as { handler(request: Request): Promise<Response> };
  const handler = server.handler.bind(tus);
  server.handler = (request) => {
    const node = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    if (node && request.method !== 'GET' && request.method !== 'HEAD') {
      let body: ReadableStream<Uint8Array> | undefined;
      Object.defineProperty(request, 'body', { get: () => (body ??= bodyStream(node)) });
    }
    return handler(request);
  };
}

/**
 * Resumable uploads into the drive over tus (`@tus/server`, into the `store`: a local folder or
 * the S3 bucket): `POST`
 * creates an upload once the server has checked it (access, name, size, quota: refused before a
 * byte is sent), `HEAD` tells where it stopped, `PATCH` sends bytes from there, `DELETE` cancels.
 * Only the person who created an upload may touch it. The last `PATCH` answers the drive item.
 */
export const driveUploadRoutes: FastifyPluginAsync<{
  uploads: DriveUploadService;
  store: DriveUploadStore;
  callerOf: (request: FastifyRequest) => Promise<DriveCaller>;
  maxFileBytes: () => Promise<number>;
}> = async (app, options) => {
  const { datastore } = options.store;
  const hashes = hashUploadsWhileWriting(datastore);
  app.addHook('onClose', () => hashes.close());
  const tus = new Server({
    path: API_UPLOADS,
    datastore,
    // Ids the store chooses (a UUID, with the S3 store's prefix), shown without the prefix.
    namingFunction: () => options.store.newId(),
    generateUrl: (_request, { path, id }) => `${path}/${options.store.idInUrl(id)}`,
    getFileIdFromRequest: (_request, segment) =>
      segment === undefined ? undefined : options.store.idFromUrl(segment),
    relativeLocation: true,
    respectForwardedHeaders: false,
    // Same origin only: no CORS headers (tus allows any origin by default).
    allowedOrigins: () => false,
    // Tus refuses a larger Upload-Length itself (413); the plan below says why in our words.
    maxSize: () => options.maxFileBytes(),

    // Tus's own refusals (unknown upload, wrong offset, …) in the spec's `{detail}` shape too.
    onResponseError(_request, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (body.startsWith('{')) return { status_code: status, body };
      const detail =
        status === 404
          ? ERROR_DETAILS.notFound
          : status >= 500
            ? ERROR_DETAILS.generic
            : body.trim() || ERROR_DETAILS.generic;
      return { status_code: status, body: JSON.stringify({ detail }) };
    },

    async onIncomingRequest(request, uploadId) {
      // Someone else's upload is answered as an unknown one.
      const caller = callerOf(request);
      let upload: Upload;
      try {
        upload = await datastore.getUpload(uploadId);
      } catch {
        return; // tus answers 404 itself
      }
      if (storedPlan(upload)?.owner !== caller.id) throw refusal({ kind: 'not_found' });
    },

    async onUploadCreate(request, upload) {
      const caller = callerOf(request);
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw refusal({ kind: 'invalid', errors: { size: ['The file size must be sent first'] } });
      }
      const parsed = driveUploadMetadataSchema.safeParse(metadataOf(upload));
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
        }
        throw refusal({ kind: 'invalid', errors });
      }
      const plan = await options.uploads.plan(caller, parsed.data, upload.size);
      if (plan.kind !== 'ok') throw refusal(plan);
      return {
        metadata: {
          ...upload.metadata,
          atrium_owner: caller.id,
          atrium_plan: JSON.stringify(plan.value),
        },
      };
    },

    async onUploadFinish(request, upload) {
      const caller = callerOf(request);
      const stored = storedPlan(upload);
      if (!stored || stored.owner !== caller.id) throw refusal({ kind: 'not_found' });
      const finished = await options.uploads.finish(caller, {
        id: upload.id,
        size: upload.offset,
        sha256: await hashes.take(upload.id, upload.offset),
        plan: stored.plan,
      });
      if (finished.kind !== 'ok') throw refusal(finished);
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(finished.value),
      };
    },
  });

  withBodyStream(tus);

  // The bytes stay a stream for tus: Fastify reads no body on these routes.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    // Tus's own answer to this is plain text; ours is the spec's shape.
    if (request.headers['tus-resumable'] !== TUS_VERSION) {
      return reply.code(412).send({ detail: `Tus-Resumable ${TUS_VERSION} required` });
    }
    const caller = await options.callerOf(request);
    // Only this plugin says who the caller is: any such header the client sent is dropped. Tus
    // builds its request from the raw header list, so that is where it goes.
    const raw = request.raw.rawHeaders;
    const kept: string[] = [];
    for (let index = 0; index + 1 < raw.length; index += 2) {
      if (raw[index]?.toLowerCase() !== CALLER_HEADER)
        kept.push(raw[index] ?? '', raw[index + 1] ?? '');
    }
    kept.push(CALLER_HEADER, JSON.stringify(caller));
    raw.splice(0, raw.length, ...kept);
    request.raw.headers[CALLER_HEADER] = JSON.stringify(caller);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  const documented = (summary: string, success: number) => ({
    summary,
    tags: ['drive'],
    ...(success === 201 ? {} : { params: uploadParams }),
    // The answers are tus's (headers; the last PATCH answers the drive item as JSON).
    response: { [success]: z.unknown() },
  });
  const config = { ability: DRIVE };
  const url = `${DRIVE_UPLOADS_PATH}/:uploadId`;
  app.post(
    DRIVE_UPLOADS_PATH,
    {
      config,
      schema: documented(
        'Start a resumable upload (tus creation: Upload-Length, Upload-Metadata with name, parent_id or version_of, on_conflict); refused before any byte when it cannot be taken.',
        201,
      ),
    },
    handOver,
  );
  app.head(
    url,
    { config, schema: documented('Where an upload stopped (Upload-Offset).', 200) },
    handOver,
  );
  app.patch(
    url,
    {
      config,
      schema: documented(
        'Send bytes from Upload-Offset; the last part answers the drive item.',
        204,
      ),
    },
    handOver,
  );
  app.delete(url, { config, schema: documented('Cancel an upload.', 204) }, handOver);
};
