import {
  createTeamRequestSchema,
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  setTeamMembersRequestSchema,
  teamEndpoints,
  teamParamsSchema,
  teamsQuerySchema,
  updateTeamRequestSchema,
} from '@atrium/api/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => ({
    id: requireAuth(request).user.id,
    ip: request.ip,
  });

  app.get(
    list.path,
    {
      config: { ability: TEAM },
      schema: {
        summary: list.summary,
        tags: ['team'],
        querystring: teamsQuerySchema,
        response: { 200: list.response, ...errors },
      },
    },
    async (request) => teamService.list(request.query),
  );

  app.post(
    create.path,
    {
      config: { ability: TEAM },
      schema: {
        summary: create.summary,
        tags: ['team'],
        body: createTeamRequestSchema,
        response: { 201: create.response, ...errors },
      },
    },
    async (request, reply) => {
      const result = await teamService.create(request.body, actorOf(request));
      if (result.kind === 'ok') return reply.code(201).send(result.team);
      return answer(result, reply);
    },
  );

  app.get(
    get.path,
    {
      config: { ability: TEAM },
      schema: {
        summary: get.summary,
        tags: ['team'],
        params: teamParamsSchema,
        response: { 200: get.response, ...errors },
      },
    },
    async (request) => {
      const team = await teamService.get(request.params.id);
      if (!team) throw new HttpError(404, ERROR_DETAILS.notFound);
      return team;
    },
  );

  app.put(
    update.path,
    {
      config: { ability: TEAM },
      schema: {
        summary: update.summary,
        tags: ['team'],
        params: teamParamsSchema,
        body: updateTeamRequestSchema,
        response: { 200: update.response, ...errors },
      },
    },
    async (request, reply) =>
      answer(await teamService.update(request.params.id, request.body, actorOf(request)), reply),
  );

  app.delete(
    remove.path,
    {
      config: { ability: TEAM },
      schema: {
        summary: remove.summary,
        tags: ['team'],
        params: teamParamsSchema,
        response: { 200: remove.response, ...errors },
      },
    },
    async (request) => {
      if (!(await teamService.remove(request.params.id, actorOf(request)))) {
        throw new HttpError(404, ERROR_DETAILS.notFound);
      }
      return { ok: true as const };
    },
  );

  app.put(
    setMembers.path,
    {
      // Members get the team's permissions: an authorization change, like the permissions.
      config: { ability: TEAM, masterKey: true },
      schema: {
        summary: setMembers.summary,
        tags: ['team'],
        params: teamParamsSchema,
        body: setTeamMembersRequestSchema,
        response: { 200: setMembers.response, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        await teamService.setMembers(request.params.id, request.body.members, actorOf(request)),
        reply,
      ),
  );
};
