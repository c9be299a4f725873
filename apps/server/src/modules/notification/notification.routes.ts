import {
  detailErrorSchema,
  ERROR_DETAILS,
  errorBodySchema,
  notificationEndpoints,
  notificationIdParamsSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { NotificationService } from './notification.service.ts';

export interface NotificationRoutesOptions {
  notificationService: NotificationService;
}

/** 400 is `{errors}` for validation, `{detail}` for an unreadable body (bad JSON, wrong type). */
const errors = { 400: errorBodySchema, 401: detailErrorSchema };
const withNotFound = { ...errors, 404: detailErrorSchema };

function found<T>(value: T | undefined | false): T {
  if (value === undefined || value === false) throw new HttpError(404, ERROR_DETAILS.notFound);
  return value;
}

/** The caller's own inbox, preferences and push tokens: every route is `auth`, objects are scoped. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { notificationService: service },
) => {
  const e = notificationEndpoints;
  const route = contractRoutes(app, { tags: ['notification'], errors });

  route(e.registerPushToken, { config: { auth: true } }, async (request) => {
    const { user, session } = requireAuth(request);
    const { movedFrom, dropped } = await service.registerToken(
      { userId: user.id, sessionId: session.id },
      request.body,
    );
    if (movedFrom) {
      request.log.info(
        { event: 'push_token_moved', userId: user.id, previousOwner: movedFrom },
        'push token moved to another user',
      );
    }
    if (dropped > 0) request.log.info({ userId: user.id, dropped }, 'oldest push tokens dropped');
    return { ok: true as const };
  });

  route(e.removePushToken, { config: { auth: true }, errors: withNotFound }, async (request) => {
    found(await service.removeToken(requireAuth(request).user.id, request.query.token));
    return { ok: true as const };
  });

  route(e.list, { config: { auth: true } }, async (request) =>
    service.list(requireAuth(request).user.id, request.query),
  );

  route(
    e.unreadCount,
    { config: { auth: true }, errors: { 401: detailErrorSchema } },
    async (request) => service.unreadCount(requireAuth(request).user.id),
  );

  route(
    e.readAll,
    { config: { auth: true }, errors: { 401: detailErrorSchema } },
    async (request) => service.readAll(requireAuth(request).user.id),
  );

  const byId = (
    contract: typeof e.markRead | typeof e.markUnread | typeof e.archive,
    change: (userId: string, id: string) => ReturnType<NotificationService['archive']>,
  ) =>
    route(
      contract,
      { config: { auth: true }, params: notificationIdParamsSchema, errors: withNotFound },
      async (request) => found(await change(requireAuth(request).user.id, request.params.id)),
    );
  byId(e.markRead, (userId, id) => service.setRead(userId, id, true));
  byId(e.markUnread, (userId, id) => service.setRead(userId, id, false));
  byId(e.archive, (userId, id) => service.archive(userId, id));

  route(
    e.remove,
    { config: { auth: true }, params: notificationIdParamsSchema, errors: withNotFound },
    async (request) => {
      found(await service.remove(requireAuth(request).user.id, request.params.id));
      return { ok: true as const };
    },
  );

  route(
    e.preferences,
    { config: { auth: true }, errors: { 401: detailErrorSchema } },
    async (request) => service.preferences(requireAuth(request).user.id),
  );

  route(e.updatePreferences, { config: { auth: true } }, async (request) =>
    service.updatePreferences(requireAuth(request).user.id, request.body),
  );
};
