import { buildAbilityRules, createAppAbility } from '@atrium/api';
import {
  adminPasswordResetRequestSchema,
  bulkAddToTeamRequestSchema,
  bulkDeactivateRequestSchema,
  createUserRequestSchema,
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  inactiveUsersQuerySchema,
  reactivateUserQuerySchema,
  updateUserInfoRequestSchema,
  userEndpoints,
  userIdParamsSchema,
  usersExportQuerySchema,
  usersListQuerySchema,
} from '@atrium/api/contracts';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.post(
    e.create.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.create.summary,
        tags: TAGS,
        body: createUserRequestSchema,
        response: { 201: e.create.response, ...errors },
      },
    },
    async (request, reply) => {
      const user = await usersService.create(actorOf(request), request.body);
      request.log.info({ event: 'user_created', userId: user.id }, 'user created');
      return reply.code(201).send(user);
    },
  );

  app.get(
    e.list.path,
    {
      // Pickers (minimal=true) are open to every signed-in user; the handler asks for the User
      // permission for every other list.
      config: { auth: true },
      schema: {
        summary: e.list.summary,
        tags: TAGS,
        querystring: usersListQuerySchema,
        response: { 200: e.list.response, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    e.listInactive.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.listInactive.summary,
        tags: TAGS,
        querystring: inactiveUsersQuerySchema,
        response: { 200: e.listInactive.response, ...errors },
      },
    },
    async (request) => {
      const { page, size, username } = request.query;
      return usersService.listInactive(
        { page, size },
        username || undefined,
        sortOf(request.query),
      );
    },
  );

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

  app.get(
    e.info.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.info.summary,
        tags: TAGS,
        params: userIdParamsSchema,
        response: { 200: e.info.response, ...errors },
      },
    },
    async (request) => usersService.info(request.params.id),
  );

  app.put(
    e.updateInfo.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.updateInfo.summary,
        tags: TAGS,
        params: userIdParamsSchema,
        body: updateUserInfoRequestSchema,
        response: { 200: e.updateInfo.response, ...errors },
      },
    },
    async (request) => usersService.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    e.deactivate.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.deactivate.summary,
        tags: TAGS,
        params: userIdParamsSchema,
        response: { 200: e.deactivate.response, ...errors },
      },
    },
    async (request) => {
      const user = await usersService.deactivate(actorOf(request), request.params.id);
      request.log.info({ event: 'user_deactivated', userId: user.id }, 'user deactivated');
      return user;
    },
  );

  app.post(
    e.bulkDeactivate.path,
    {
      // As the single deactivation: the User permission, no master key.
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.bulkDeactivate.summary,
        tags: TAGS,
        body: bulkDeactivateRequestSchema,
        response: { 200: e.bulkDeactivate.response, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    e.bulkAddToTeam.path,
    {
      // Members get the team's permissions: the master key, as for a team's members
      // (PUT /team/{id}/members), besides the User permission of editing people's teams.
      config: { ability: USER_ABILITY, masterKey: true },
      schema: {
        summary: e.bulkAddToTeam.summary,
        tags: TAGS,
        body: bulkAddToTeamRequestSchema,
        response: { 200: e.bulkAddToTeam.response, ...errors },
      },
    },
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

  app.delete(
    e.deleteInactive.path,
    {
      config: { ability: USER_ABILITY, masterKey: true },
      schema: {
        summary: e.deleteInactive.summary,
        tags: TAGS,
        params: userIdParamsSchema,
        response: { 200: e.deleteInactive.response, ...errors },
      },
    },
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

  app.put(
    e.reactivate.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.reactivate.summary,
        tags: TAGS,
        querystring: reactivateUserQuerySchema,
        response: { 200: e.reactivate.response, ...errors },
      },
    },
    async (request) => usersService.reactivate(actorOf(request), request.query.user_id),
  );

  app.put(
    e.resetPassword.path,
    {
      config: { ability: USER_ABILITY, masterKey: true },
      schema: {
        summary: e.resetPassword.summary,
        tags: TAGS,
        body: adminPasswordResetRequestSchema,
        response: { 200: e.resetPassword.response, ...errors },
      },
    },
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
