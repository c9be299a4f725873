import {
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  MASTER_PASSWORD_NOT_SET,
  permissionEndpoints,
  teamIdParamsSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RateLimitRule } from '../../lib/rateLimit.ts';
import type { PermissionService } from './permission.service.ts';

/** Per client IP, like login (security.md, brute force). */
export const MASTER_KEY_RATE_LIMIT: RateLimitRule = {
  scope: 'master-key',
  max: 10,
  windowMs: 60_000,
};

const TEAM = { action: 'manage', subject: 'Team' } as const;
const errors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

export const permissionRoutes: FastifyPluginAsyncZod<{
  permissionService: PermissionService;
}> = async (app, { permissionService }) => {
  const { services, teamPermissions, updateTeamPermissions, masterKey } = permissionEndpoints;
  const route = contractRoutes(app, { tags: ['permission'], errors });

  route(
    services,
    { config: { ability: TEAM }, errors: { 401: detailErrorSchema, 403: detailErrorSchema } },
    async () => ({ items: permissionService.services() }),
  );

  route(
    teamPermissions,
    { config: { ability: TEAM }, params: teamIdParamsSchema },
    async (request) => {
      const permissions = await permissionService.teamPermissions(request.params.id);
      if (!permissions) throw new HttpError(404, ERROR_DETAILS.notFound);
      return { team_id: request.params.id, permissions };
    },
  );

  route(
    updateTeamPermissions,
    { config: { ability: TEAM, masterKey: true }, params: teamIdParamsSchema },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const result = await permissionService.setTeamPermissions(
        request.params.id,
        request.body.permissions,
        { id: user.id, ip: request.ip },
      );
      if (result.kind === 'not_found') throw new HttpError(404, ERROR_DETAILS.notFound);
      if (result.kind === 'unknown_names') {
        const errors: Record<string, string[]> = {};
        request.body.permissions.forEach((name, index) => {
          if (result.names.includes(name)) {
            errors[`permissions.${index}`] = [`Unknown permission "${name}"`];
          }
        });
        return reply.code(400).send({ errors });
      }
      request.log.info(
        { event: 'authz_change', userId: user.id, teamId: request.params.id },
        'team permissions changed',
      );
      return { team_id: request.params.id, permissions: result.permissions };
    },
  );

  route(
    masterKey,
    {
      config: { auth: true, rateLimit: MASTER_KEY_RATE_LIMIT },
      errors: {
        400: fieldErrorsSchema.or(detailErrorSchema),
        401: detailErrorSchema,
        409: detailErrorSchema,
        429: detailErrorSchema,
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      const result = await permissionService.issueMasterKey({
        userId: user.id,
        sessionId: session.id,
        password: request.body.password,
      });
      switch (result.kind) {
        case 'issued':
          request.log.info({ event: 'authn_master_key_success', userId: user.id }, 'master key');
          return { masterkey_token: result.token, expires_at: result.expiresAt.toISOString() };
        case 'not_set':
          throw new HttpError(409, MASTER_PASSWORD_NOT_SET);
        case 'locked':
          request.log.warn({ event: 'authn_master_key_locked', userId: user.id }, 'master key');
          throw new HttpError(429, ERROR_DETAILS.tooManyRequests, {
            'retry-after': String(result.retryAfterSeconds),
          });
        case 'invalid':
          request.log.warn(
            {
              event: result.locked ? 'authn_master_key_lockout' : 'authn_master_key_fail',
              userId: user.id,
            },
            'wrong master password',
          );
          throw new HttpError(400, ERROR_DETAILS.invalidMasterPassword);
      }
    },
  );
};
