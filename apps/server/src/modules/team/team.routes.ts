import {
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  teamEndpoints,
  teamParamsSchema,
} from '@atrium/api/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TeamResult, TeamService } from './team.service.ts';

const TEAM = { action: 'manage', subject: 'Team' } as const;
const errors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

function answer(result: TeamResult, reply: FastifyReply) {
  switch (result.kind) {
    case 'ok':
      return result.team;
    case 'not_found':
      throw new HttpError(404, ERROR_DETAILS.notFound);
    case 'invalid':
      return reply.code(400).send({ errors: result.errors });
  }
}

export const teamRoutes: FastifyPluginAsyncZod<{ teamService: TeamService }> = async (
  app,
  { teamService },
) => {
  const { list, create, get, update, remove, setMembers } = teamEndpoints;
  const route = contractRoutes(app, { tags: ['team'], errors });
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => ({
    id: requireAuth(request).user.id,
    ip: request.ip,
  });

  route(list, { config: { ability: TEAM } }, async (request) => teamService.list(request.query));

  route(create, { config: { ability: TEAM }, status: 201 }, async (request, reply) => {
    const result = await teamService.create(request.body, actorOf(request));
    if (result.kind === 'ok') return reply.code(201).send(result.team);
    return answer(result, reply);
  });

  route(get, { config: { ability: TEAM }, params: teamParamsSchema }, async (request) => {
    const team = await teamService.get(request.params.id);
    if (!team) throw new HttpError(404, ERROR_DETAILS.notFound);
    return team;
  });

  route(update, { config: { ability: TEAM }, params: teamParamsSchema }, async (request, reply) =>
    answer(await teamService.update(request.params.id, request.body, actorOf(request)), reply),
  );

  route(remove, { config: { ability: TEAM }, params: teamParamsSchema }, async (request) => {
    if (!(await teamService.remove(request.params.id, actorOf(request)))) {
      throw new HttpError(404, ERROR_DETAILS.notFound);
    }
    return { ok: true as const };
  });

  // Members get the team's permissions: an authorization change, like the permissions.
  route(
    setMembers,
    { config: { ability: TEAM, masterKey: true }, params: teamParamsSchema },
    async (request, reply) =>
      answer(
        await teamService.setMembers(request.params.id, request.body.members, actorOf(request)),
        reply,
      ),
  );
};
