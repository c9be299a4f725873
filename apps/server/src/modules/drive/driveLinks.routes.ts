import {
  detailErrorSchema,
  driveConflictSchema,
  driveItemParamsSchema,
  driveLinkEndpoints,
  driveLinkParamsSchema,
  DRIVE_LINK_MESSAGES,
  fieldErrorsSchema,
} from '@atrium/api/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { answerDriveResult } from './driveAnswer.ts';
import { driveCallerOf } from './driveCaller.ts';
import type { DriveResult } from './drive.reads.ts';
import type { DriveLinkService } from './driveLinks.service.ts';

/** Share links belong to the drive area (spec section 6: manage Drive). */
const DRIVE = { action: 'manage', subject: 'Drive' } as const;
const errors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: driveConflictSchema,
};

const answer = <T>(result: DriveResult<T>, reply: FastifyReply) =>
  answerDriveResult(result, reply, DRIVE_LINK_MESSAGES.notShareable);

/** The share-link endpoints for signed-in staff: make, list, change, revoke, read the log. */
export const driveLinkRoutes: FastifyPluginAsyncZod<{
  linkService: DriveLinkService;
  teamIdsOf: (userId: string) => Promise<string[]>;
}> = async (app, { linkService, teamIdsOf }) => {
  const route = contractRoutes(app, { tags: ['drive'], errors });
  const config = { ability: DRIVE };
  const params = driveLinkParamsSchema;
  const { list, forItem, create, get, update, revoke, log } = driveLinkEndpoints;

  const callerOf = (request: FastifyRequest) => driveCallerOf(request, teamIdsOf);

  route(list, { config }, async (request, reply) =>
    answer(await linkService.list(await callerOf(request), request.query), reply),
  );

  route(forItem, { config, params: driveItemParamsSchema }, async (request, reply) =>
    answer(await linkService.forItem(await callerOf(request), request.params.id), reply),
  );

  route(create, { config, status: 201 }, async (request, reply) => {
    const result = await linkService.create(await callerOf(request), request.body);
    if (result.kind === 'ok') return reply.code(201).send(result.value);
    return answer(result, reply);
  });

  route(get, { config, params }, async (request, reply) =>
    answer(await linkService.get(await callerOf(request), request.params.id), reply),
  );

  route(update, { config, params }, async (request, reply) =>
    answer(
      await linkService.update(await callerOf(request), request.params.id, request.body),
      reply,
    ),
  );

  route(revoke, { config, params }, async (request, reply) =>
    answer(await linkService.revoke(await callerOf(request), request.params.id), reply),
  );

  route(log, { config, params }, async (request, reply) =>
    answer(await linkService.log(await callerOf(request), request.params.id, request.query), reply),
  );
};
