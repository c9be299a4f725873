import {
  detailErrorSchema,
  driveConflictSchema,
  driveContentQuerySchema,
  driveThumbnailQuerySchema,
  driveVersionParamsSchema,
  driveZipQuerySchema,
  driveEndpoints,
  driveItemParamsSchema,
  DRIVE_MESSAGES,
  fieldErrorsSchema,
} from '@atrium/api/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import type { DriveStoredResult } from './drive.reads.ts';
import { answerDriveResult } from './driveAnswer.ts';
import { driveCallerOf } from './driveCaller.ts';
import type { DriveResult, DriveService } from './drive.service.ts';
import type { DriveBlobs } from './driveBlobs.ts';
import type { DriveFilesService } from './driveFiles.service.ts';
import { sendStoredFile, sendThumbnail, sendZip } from './driveServe.ts';
import { driveUploadRoutes } from './driveUploads.routes.ts';
import type { DriveUploadService } from './driveUploads.service.ts';
import type { DriveUploadStore } from './driveUploadStore.ts';

/** The drive area (spec section 6: manage Drive); each item then has its own access. */
const DRIVE = { action: 'manage', subject: 'Drive' } as const;
const errors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: driveConflictSchema,
  413: detailErrorSchema,
};

/** As `answer`, for the results that may also be too large (413). */
function answerUpload<T>(result: DriveStoredResult<T>, reply: FastifyReply): T | FastifyReply {
  if (result.kind === 'too_large') return reply.code(413).send({ detail: result.detail });
  return answer(result, reply);
}

const answer = <T>(result: DriveResult<T>, reply: FastifyReply) =>
  answerDriveResult(result, reply, DRIVE_MESSAGES.readOnly);

export const driveRoutes: FastifyPluginAsyncZod<{
  driveService: DriveService;
  uploadService: DriveUploadService;
  filesService: DriveFilesService;
  blobs: DriveBlobs;
  /** Where tus keeps uploads in progress (a local folder or the S3 bucket). */
  uploadStore: DriveUploadStore;
  maxFileBytes: () => Promise<number>;
  /** The caller's teams (access entries name teams). */
  teamIdsOf: (userId: string) => Promise<string[]>;
}> = async (
  app,
  { driveService, uploadService, filesService, blobs, uploadStore, maxFileBytes, teamIdsOf },
) => {
  const {
    list,
    get,
    createFolder,
    update,
    star,
    unstar,
    trash,
    restore,
    remove,
    emptyTrash,
    getAccess,
    setAccess,
    usage,
    content,
    thumbnail,
    versions,
    restoreVersion,
    copy,
    zip,
  } = driveEndpoints;
  const route = contractRoutes(app, { tags: ['drive'], errors });
  const config = { ability: DRIVE };
  const params = driveItemParamsSchema;

  const callerOf = (request: FastifyRequest) => driveCallerOf(request, teamIdsOf);

  route(list, { config }, async (request, reply) =>
    answer(await driveService.list(await callerOf(request), request.query), reply),
  );

  route(get, { config, params }, async (request, reply) =>
    answer(await driveService.get(await callerOf(request), request.params.id), reply),
  );

  route(createFolder, { config, status: 201 }, async (request, reply) => {
    const result = await driveService.createFolder(await callerOf(request), request.body);
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });

  route(update, { config, params }, async (request, reply) =>
    answer(
      await driveService.update(await callerOf(request), request.params.id, request.body),
      reply,
    ),
  );

  route(star, { config, params }, async (request, reply) => {
    const result = await driveService.setStar(await callerOf(request), request.params.id, true);
    return result.kind === 'ok' ? { ok: true as const } : answer(result, reply);
  });

  route(unstar, { config, params }, async (request, reply) => {
    const result = await driveService.setStar(await callerOf(request), request.params.id, false);
    return result.kind === 'ok' ? { ok: true as const } : answer(result, reply);
  });

  route(trash, { config, params }, async (request, reply) =>
    answer(await driveService.trash(await callerOf(request), request.params.id), reply),
  );

  route(restore, { config, params }, async (request, reply) =>
    answer(await driveService.restore(await callerOf(request), request.params.id), reply),
  );

  route(remove, { config, params }, async (request, reply) => {
    const result = await driveService.remove(await callerOf(request), request.params.id);
    return result.kind === 'ok' ? { ok: true as const } : answer(result, reply);
  });

  route(emptyTrash, { config }, async (request, reply) => {
    const result = await driveService.emptyTrash(await callerOf(request));
    return result.kind === 'ok'
      ? { ok: true as const, deleted: result.value }
      : answer(result, reply);
  });

  route(getAccess, { config, params }, async (request, reply) =>
    answer(await driveService.getAccess(await callerOf(request), request.params.id), reply),
  );

  route(setAccess, { config, params }, async (request, reply) =>
    answer(
      await driveService.setAccess(await callerOf(request), request.params.id, request.body),
      reply,
    ),
  );

  route(usage, { config }, async (request) => driveService.usage(await callerOf(request)));

  // Not route(): the answer is the file's bytes (or a part of them), not JSON.
  app.get(
    content.path,
    {
      config,
      schema: {
        summary: content.summary,
        tags: ['drive'],
        params,
        querystring: driveContentQuerySchema,
        response: {
          200: z.unknown(),
          206: z.unknown(),
          304: z.unknown(),
          416: z.unknown(),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await driveService.content(
        await callerOf(request),
        request.params.id,
        request.query.version,
      );
      if (result.kind !== 'ok') return answer(result, reply);
      return sendStoredFile(request, reply, blobs, result.value, request.query.disposition);
    },
  );

  route(versions, { config, params }, async (request, reply) =>
    answerUpload(await filesService.versions(await callerOf(request), request.params.id), reply),
  );

  route(restoreVersion, { config, params: driveVersionParamsSchema }, async (request, reply) =>
    answerUpload(
      await filesService.restoreVersion(
        await callerOf(request),
        request.params.id,
        request.params.versionId,
      ),
      reply,
    ),
  );

  route(copy, { config, params, status: 201 }, async (request, reply) => {
    const result = await filesService.copy(
      await callerOf(request),
      request.params.id,
      request.body,
    );
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answerUpload(result, reply);
  });

  // Not route(): the answers are bytes.
  app.get(
    thumbnail.path,
    {
      config,
      schema: {
        summary: thumbnail.summary,
        tags: ['drive'],
        params,
        querystring: driveThumbnailQuerySchema,
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const result = await filesService.thumbnail(
        await callerOf(request),
        request.params.id,
        request.query.size,
      );
      if (result.kind !== 'ok') return answerUpload(result, reply);
      return sendThumbnail(reply, result.value);
    },
  );

  app.get(
    zip.path,
    {
      config,
      schema: {
        summary: zip.summary,
        tags: ['drive'],
        querystring: driveZipQuerySchema,
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const result = await filesService.zipEntries(await callerOf(request), request.query.ids);
      if (result.kind !== 'ok') return answerUpload(result, reply);
      return sendZip(reply, blobs, result.value.name, result.value.entries);
    },
  );

  await app.register(driveUploadRoutes, {
    uploads: uploadService,
    store: uploadStore,
    callerOf,
    maxFileBytes,
  });
};
