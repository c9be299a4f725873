import {
  ERROR_DETAILS,
  storyAttachmentContentQuerySchema,
  storyAttachmentEndpoints,
  storyAttachmentParamsSchema,
  storyAttachmentThumbnailQuerySchema,
  storyParamsSchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@atrium/api/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contractRoutes, type ZodApp } from '../../lib/contractRoute.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { DriveBlobs } from '../drive/driveBlobs.ts';
import { driveCallerOf } from '../drive/driveCaller.ts';
import { sendStoredFile, sendThumbnail } from '../drive/driveServe.ts';
import type { DriveThumbnails } from '../drive/driveThumbnails.ts';
import { workCallerOf } from './story.access.ts';
import type { WorkResult } from './story.result.ts';
import type { AttachmentCaller, StoryAttachmentService } from './storyAttachments.service.ts';

/** Stories are the Project area (spec section 6: manage Project), attachments too. */
const PROJECT = { action: 'manage', subject: 'Project' } as const;
const errors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: detailErrorSchema,
};

function answer<T>(result: WorkResult<T>, reply: FastifyReply): T | FastifyReply {
  switch (result.kind) {
    case 'ok':
      return result.value;
    case 'invalid':
      return reply.code(400).send({ errors: result.errors });
    case 'conflict':
      return reply.code(409).send({ detail: result.detail });
    case 'forbidden':
      throw new HttpError(403, result.detail ?? ERROR_DETAILS.forbidden);
    default:
      throw new HttpError(404, ERROR_DETAILS.notFound);
  }
}

export interface StoryAttachmentRouteOptions {
  service: StoryAttachmentService;
  blobs: DriveBlobs;
  thumbnails: DriveThumbnails;
  teamIdsOf: (userId: string) => Promise<string[]>;
}

/**
 * A story's attachments and its material (ADR 0025), on the story routes' instance. The bytes
 * go out as the drive sends them (Range, ETag, inline only for safe types).
 */
export function storyAttachmentRoutes(
  app: ZodApp,
  { service, blobs, thumbnails, teamIdsOf }: StoryAttachmentRouteOptions,
) {
  const config = { ability: PROJECT };
  const e = storyAttachmentEndpoints;
  const route = contractRoutes(app, { tags: ['stories'], errors });
  const params = storyParamsSchema;
  const callerOf = async (request: FastifyRequest): Promise<AttachmentCaller> => ({
    work: workCallerOf(request),
    drive: await driveCallerOf(request, teamIdsOf),
  });

  route(e.list, { config, params }, async (request, reply) =>
    answer(await service.list(workCallerOf(request), request.params.id), reply),
  );
  route(e.add, { config, params }, async (request, reply) =>
    answer(
      await service.add(await callerOf(request), request.params.id, request.body.item_ids),
      reply,
    ),
  );
  route(e.remove, { config, params: storyAttachmentParamsSchema }, async (request, reply) => {
    const result = await service.remove(
      workCallerOf(request),
      request.params.id,
      request.params.attachmentId,
    );
    return answer(
      result.kind === 'ok' ? { kind: 'ok', value: { ok: true as const } } : result,
      reply,
    );
  });
  route(e.uploadFolder, { config, params }, async (request, reply) =>
    answer(await service.uploadFolder(workCallerOf(request), request.params.id), reply),
  );
  route(e.shareMaterial, { config, params, status: 201 }, async (request, reply) => {
    const result = await service.shareMaterial(
      await callerOf(request),
      request.params.id,
      request.body,
    );
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });
  route(e.materials, { config, params }, async (request, reply) =>
    answer(await service.materials(await callerOf(request), request.params.id), reply),
  );

  // Not route(): the answers are bytes.
  app.get(
    e.content.path,
    {
      config,
      schema: {
        summary: e.content.summary,
        tags: ['stories'],
        params: storyAttachmentParamsSchema,
        querystring: storyAttachmentContentQuerySchema,
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
      const result = await service.content(
        workCallerOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      if (result.kind !== 'ok') return answer(result, reply);
      return sendStoredFile(request, reply, blobs, result.value, request.query.disposition);
    },
  );

  app.get(
    e.thumbnail.path,
    {
      config,
      schema: {
        summary: e.thumbnail.summary,
        tags: ['stories'],
        params: storyAttachmentParamsSchema,
        querystring: storyAttachmentThumbnailQuerySchema,
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.thumbnailSource(
        workCallerOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      if (result.kind !== 'ok') return answer(result, reply);
      const file = await thumbnails.fileFor(result.value, request.query.size);
      if (!file) throw new HttpError(404, ERROR_DETAILS.notFound);
      return sendThumbnail(reply, file);
    },
  );
}
