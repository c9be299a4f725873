import {
  detailErrorSchema,
  ERROR_DETAILS,
  errorBodySchema,
  notificationEndpoints,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPreferencesUpdateSchema,
  pushTokenDeleteQuerySchema,
  pushTokenRequestSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  const tags = ['notification'];

  app.post(
    e.registerPushToken.path,
    {
      config: { auth: true },
      schema: {
        summary: e.registerPushToken.summary,
        tags,
        body: pushTokenRequestSchema,
        response: { 200: e.registerPushToken.response, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.delete(
    e.removePushToken.path,
    {
      config: { auth: true },
      schema: {
        summary: e.removePushToken.summary,
        tags,
        querystring: pushTokenDeleteQuerySchema,
        response: { 200: e.removePushToken.response, ...withNotFound },
      },
    },
    async (request) => {
      found(await service.removeToken(requireAuth(request).user.id, request.query.token));
      return { ok: true as const };
    },
  );

  app.get(
    e.list.path,
    {
      config: { auth: true },
      schema: {
        summary: e.list.summary,
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: e.list.response, ...errors },
      },
    },
    async (request) => service.list(requireAuth(request).user.id, request.query),
  );

  app.get(
    e.unreadCount.path,
    {
      config: { auth: true },
      schema: {
        summary: e.unreadCount.summary,
        tags,
        response: { 200: e.unreadCount.response, 401: detailErrorSchema },
      },
    },
    async (request) => service.unreadCount(requireAuth(request).user.id),
  );

  app.put(
    e.readAll.path,
    {
      config: { auth: true },
      schema: {
        summary: e.readAll.summary,
        tags,
        response: { 200: e.readAll.response, 401: detailErrorSchema },
      },
    },
    async (request) => service.readAll(requireAuth(request).user.id),
  );

  const byId = (
    path: string,
    summary: string,
    change: (userId: string, id: string) => ReturnType<NotificationService['archive']>,
  ) =>
    app.put(
      path,
      {
        config: { auth: true },
        schema: {
          summary,
          tags,
          params: notificationIdParamsSchema,
          response: { 200: e.markRead.response, ...withNotFound },
        },
      },
      async (request) => found(await change(requireAuth(request).user.id, request.params.id)),
    );
  byId(e.markRead.path, e.markRead.summary, (userId, id) => service.setRead(userId, id, true));
  byId(e.markUnread.path, e.markUnread.summary, (userId, id) => service.setRead(userId, id, false));
  byId(e.archive.path, e.archive.summary, (userId, id) => service.archive(userId, id));

  app.delete(
    e.remove.path,
    {
      config: { auth: true },
      schema: {
        summary: e.remove.summary,
        tags,
        params: notificationIdParamsSchema,
        response: { 200: e.remove.response, ...withNotFound },
      },
    },
    async (request) => {
      found(await service.remove(requireAuth(request).user.id, request.params.id));
      return { ok: true as const };
    },
  );

  app.get(
    e.preferences.path,
    {
      config: { auth: true },
      schema: {
        summary: e.preferences.summary,
        tags,
        response: { 200: e.preferences.response, 401: detailErrorSchema },
      },
    },
    async (request) => service.preferences(requireAuth(request).user.id),
  );

  app.put(
    e.updatePreferences.path,
    {
      config: { auth: true },
      schema: {
        summary: e.updatePreferences.summary,
        tags,
        body: notificationPreferencesUpdateSchema,
        response: { 200: e.updatePreferences.response, ...errors },
      },
    },
    async (request) => service.updatePreferences(requireAuth(request).user.id, request.body),
  );
};
