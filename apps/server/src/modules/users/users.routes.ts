import { buildAbilityRules, createAppAbility } from '@atrium/api';
import {
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  userEndpoints,
  userIdParamsSchema,
  usersExportQuerySchema,
} from '@atrium/api/contracts';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { actorOf, USER_ABILITY } from '../user/user.access.ts';
import { sendUserError } from '../user/user.errors.ts';
import type { UsersService } from './users.service.ts';
import type { UsersExportService } from './usersExport.service.ts';
import type { UserSort } from './users.sort.ts';

export interface UsersRoutesOptions {
  usersService: UsersService;
  usersExportService: UsersExportService;
  /** Removes a deleted user's image file (the own-account module stores the images). */
  avatars: { removeAvatarFile(stored: string | null): Promise<void> };
}

const TAGS = ['users'];

/** The same decision the `ability` route declaration makes, for a route that needs it only sometimes. */
function canManageUsers(request: FastifyRequest): boolean {
  const auth = requireAuth(request);
  return createAppAbility(
    buildAbilityRules({ role: auth.user.role, permissions: auth.permissions }),
  ).can(USER_ABILITY.action, USER_ABILITY.subject);
}

/** `?sort=&order=` as the service takes it; none given is the default order. */
function sortOf(query: {
  sort?: UserSort['key'] | undefined;
  order?: UserSort['order'] | undefined;
}) {
  if (!query.sort && !query.order) return undefined;
  return { key: query.sort ?? 'name', order: query.order ?? 'asc' } satisfies UserSort;
}

const errors = {
  400: fieldErrorsSchema.or(detailErrorSchema),
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: detailErrorSchema,
};

/** Users management: the users pages (spec section 7). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { usersService, usersExportService, avatars },
) => {
  app.setErrorHandler(sendUserError);
  const e = userEndpoints;
  const route = contractRoutes(app, { tags: TAGS, errors });

  route(e.create, { config: { ability: USER_ABILITY }, status: 201 }, async (request, reply) => {
    const user = await usersService.create(actorOf(request), request.body);
    request.log.info({ event: 'user_created', userId: user.id }, 'user created');
    return reply.code(201).send(user);
  });

  // Pickers (minimal=true) are open to every signed-in user; the handler asks for the User
  // permission for every other list.
  route(e.list, { config: { auth: true } }, async (request) => {
    const query = request.query;
    const minimal = query.minimal === true;
    if (!minimal && !canManageUsers(request)) throw new HttpError(403, ERROR_DETAILS.forbidden);
    return usersService.list(
      {
        isAvailable: query.is_available,
        teamId: query.team_id,
        search: query.username || undefined,
        role: query.role,
        partnersOf: query.projects_partners === true ? requireAuth(request).user.id : undefined,
      },
      { page: query.page, size: query.size },
      minimal,
      sortOf(query),
    );
  });

  route(e.listInactive, { config: { ability: USER_ABILITY } }, async (request) => {
    const { page, size, username } = request.query;
    return usersService.listInactive({ page, size }, username || undefined, sortOf(request.query));
  });

  // Not route(): the answer is a file, not the contract's JSON response.
  app.get(
    e.export.path,
    {
      // The list's data as a file: the same permission as the (full) list.
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.export.summary,
        tags: TAGS,
        querystring: usersExportQuerySchema,
        // A file: a string or bytes with its own content type skip the JSON serializer.
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { format, inactive, is_available, team_id, role, username } = request.query;
      const file = await usersExportService.exportFile({
        format,
        filters: {
          active: inactive !== true,
          isAvailable: is_available,
          teamId: team_id,
          role,
          search: username || undefined,
        },
        sort: sortOf(request.query),
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  route(
    e.info,
    { config: { ability: USER_ABILITY }, params: userIdParamsSchema },
    async (request) => usersService.info(request.params.id),
  );

  route(
    e.updateInfo,
    { config: { ability: USER_ABILITY }, params: userIdParamsSchema },
    async (request) => usersService.update(actorOf(request), request.params.id, request.body),
  );

  route(
    e.deactivate,
    { config: { ability: USER_ABILITY }, params: userIdParamsSchema },
    async (request) => {
      const user = await usersService.deactivate(actorOf(request), request.params.id);
      request.log.info({ event: 'user_deactivated', userId: user.id }, 'user deactivated');
      return user;
    },
  );

  // As the single deactivation: the User permission, no master key.
  route(e.bulkDeactivate, { config: { ability: USER_ABILITY } }, async (request) => {
    const result = await usersService.bulkDeactivate(actorOf(request), request.body.user_ids);
    request.log.info(
      {
        event: 'users_bulk_deactivated',
        done: result.done.length,
        skipped: result.skipped.length,
      },
      'users deactivated in bulk',
    );
    return result;
  });

  // Members get the team's permissions: the master key, as for a team's members
  // (PUT /team/{id}/members), besides the User permission of editing people's teams.
  route(
    e.bulkAddToTeam,
    { config: { ability: USER_ABILITY, masterKey: true } },
    async (request) => {
      const { user_ids: userIds, team_id: teamId } = request.body;
      const result = await usersService.bulkAddToTeam(actorOf(request), userIds, teamId);
      request.log.info(
        { event: 'users_bulk_added_to_team', teamId, done: result.done.length },
        'users added to a team in bulk',
      );
      return result;
    },
  );

  route(
    e.deleteInactive,
    { config: { ability: USER_ABILITY, masterKey: true }, params: userIdParamsSchema },
    async (request) => {
      const { avatarPath } = await usersService.deletePermanently(
        actorOf(request),
        request.params.id,
      );
      await avatars.removeAvatarFile(avatarPath);
      request.log.info({ event: 'user_deleted', userId: request.params.id }, 'user deleted');
      return { ok: true as const };
    },
  );

  route(e.reactivate, { config: { ability: USER_ABILITY } }, async (request) =>
    usersService.reactivate(actorOf(request), request.query.user_id),
  );

  route(
    e.resetPassword,
    { config: { ability: USER_ABILITY, masterKey: true } },
    async (request) => {
      await usersService.resetPassword(actorOf(request), request.body);
      request.log.info(
        { event: 'authn_password_reset_by_admin', userId: request.body.user_id },
        'password reset by an administrator',
      );
      return { ok: true as const };
    },
  );
};
