import { readFile } from 'node:fs/promises';
import {
  AVATAR_MAX_BYTES,
  detailErrorSchema,
  fieldErrorsSchema,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  userEndpoints,
  userIdParamsSchema,
} from '@atrium/api/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { clearSessionCookie } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RateLimitRule } from '../../lib/rateLimit.ts';
import { actorOf, USER_ABILITY } from '../user/user.access.ts';
import { FieldProblems, RuleViolation, sendUserError } from '../user/user.errors.ts';
import type { AccountService } from './account.service.ts';

export interface AccountRoutesOptions {
  accountService: AccountService;
  production: boolean;
}

export const FORGOT_PASSWORD_RATE_LIMIT: RateLimitRule = {
  scope: 'forgot-password',
  max: 10,
  windowMs: 60_000,
};
export const RESET_PASSWORD_RATE_LIMIT: RateLimitRule = {
  scope: 'reset-password',
  max: 10,
  windowMs: 60_000,
};
/** Guessing the current password from a stolen session is as slow as guessing at sign-in. */
export const PASSWORD_CHANGE_RATE_LIMIT: RateLimitRule = {
  scope: 'password-change',
  max: 10,
  windowMs: 60_000,
};

const TAGS = ['profile'];
const errors = {
  400: fieldErrorsSchema.or(detailErrorSchema),
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  429: detailErrorSchema,
};

function isClientError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/** The one image file of a multipart upload (field "file"), or the spec's error for what is not. */
async function readImageUpload(
  request: FastifyRequest,
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) {
    throw new RuleViolation('unsupported', USER_ERROR_DETAILS.multipartRequired);
  }
  let upload: { data: Buffer; filename: string } | undefined;
  try {
    // Every part is read: a second one (file or field) is over the limit, not ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || upload) {
        throw new FieldProblems({ file: [USER_FIELD_MESSAGES.required] });
      }
      upload = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof FieldProblems) throw error;
    const code = typeof error === 'object' && error && 'code' in error ? error.code : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new RuleViolation('too_large', USER_ERROR_DETAILS.imageTooLarge);
    }
    if (isClientError(error)) throw error;
    throw new HttpError(400, USER_ERROR_DETAILS.multipartRequired);
  }
  if (!upload) throw new FieldProblems({ file: [USER_FIELD_MESSAGES.required] });
  return upload;
}

/** The signed-in user's own account, password recovery and the projects summary. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { accountService, production },
) => {
  app.setErrorHandler(sendUserError);
  // Multipart only inside this plugin: the image upload is the one route that takes it.
  await app.register(fastifyMultipart, {
    // The name as sent (directories included), so a name with a path is refused, not trimmed.
    preservePath: true,
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 0,
      parts: 1,
      fieldNameSize: 100,
      headerPairs: 50,
    },
  });
  app.addHook('onClose', async () => accountService.flush());
  app.addHook('onReady', async () => {
    const removed = await accountService.sweepStaleUploads();
    if (removed > 0)
      app.log.info({ event: 'upload_temp_swept', removed }, 'stale upload temp files removed');
  });
  const e = userEndpoints;
  const route = contractRoutes(app, { tags: TAGS, errors });

  route(e.updateProfile, { config: { auth: true } }, async (request) =>
    accountService.updateProfile(actorOf(request), request.body),
  );

  route(
    e.changePassword,
    { config: { auth: true, duringPasswordChange: true, rateLimit: PASSWORD_CHANGE_RATE_LIMIT } },
    async (request) => {
      const actor = actorOf(request);
      try {
        await accountService.changePassword(actor, request.body);
      } catch (error) {
        if (error instanceof FieldProblems && error.errors.current_password) {
          request.log.warn(
            { event: 'authn_password_change_fail', userId: actor.id },
            'password change refused: wrong current password',
          );
        }
        throw error;
      }
      request.log.info({ event: 'authn_password_change', userId: actor.id }, 'password changed');
      return { ok: true as const };
    },
  );

  // Not route(): a multipart upload (no JSON body schema, its own body limit and content type).
  app.post(
    e.uploadImage.path,
    {
      config: { auth: true },
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      schema: {
        summary: e.uploadImage.summary,
        tags: TAGS,
        consumes: ['multipart/form-data'],
        response: {
          200: e.uploadImage.response,
          ...errors,
          413: detailErrorSchema,
          415: detailErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { data, filename } = await readImageUpload(request);
      const avatar = await accountService.setAvatar(actor, data, filename);
      request.log.info({ event: 'user_avatar_changed', userId: actor.id }, 'profile image set');
      return { avatar };
    },
  );

  route(e.deleteImage, { config: { auth: true } }, async (request) => {
    await accountService.removeAvatar(actorOf(request));
    return { avatar: null };
  });

  // Someone else's image, for the people who manage users (the same upload rules as one's own).
  // Not route(): a multipart upload, as above.
  app.post(
    e.setUserImage.path,
    {
      config: { ability: USER_ABILITY },
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      schema: {
        summary: e.setUserImage.summary,
        tags: TAGS,
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: {
          200: e.setUserImage.response,
          ...errors,
          413: detailErrorSchema,
          415: detailErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // Nobody to give it to, or not ours to change: say so before reading 5 MiB.
      await accountService.checkImageTarget(actor, request.params.id);
      const { data, filename } = await readImageUpload(request);
      const avatar = await accountService.setAvatar(actor, data, filename, request.params.id);
      request.log.info(
        { event: 'user_avatar_changed', userId: request.params.id, by: actor.id },
        'profile image set by an administrator',
      );
      return { avatar };
    },
  );

  route(
    e.deleteUserImage,
    { config: { ability: USER_ABILITY }, params: userIdParamsSchema },
    async (request) => {
      await accountService.removeAvatar(actorOf(request), request.params.id);
      return { avatar: null };
    },
  );

  // Not route(): the answer is the image bytes or 304, not the contract's JSON response.
  app.get(
    e.image.path,
    {
      config: { auth: true },
      schema: {
        summary: e.image.summary,
        tags: TAGS,
        params: userIdParamsSchema,
        // The image bytes (a Buffer skips serialization) or 304 Not Modified.
        response: {
          200: z.unknown(),
          304: z.unknown(),
          401: detailErrorSchema,
          404: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { file, contentType, etag } = await accountService.avatarFile(request.params.id);
      reply.headers({
        'content-type': contentType,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline',
        // Private: the image needs a session. The URL carries a version, so a day is safe.
        'cache-control': 'private, max-age=86400',
        etag,
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      let data: Buffer;
      try {
        data = await readFile(file);
      } catch {
        throw new RuleViolation('not_found', 'Not found');
      }
      return reply.send(data);
    },
  );

  route(
    e.sessions,
    { config: { auth: true }, errors: { 401: detailErrorSchema } },
    async (request) => accountService.sessions(actorOf(request)),
  );

  route(e.endOtherSessions, { config: { auth: true } }, async (request) => {
    const actor = actorOf(request);
    const ended = await accountService.endOtherSessions(actor);
    request.log.info(
      { event: 'session_end_others', userId: actor.id, ended },
      'devices signed out',
    );
    return { ended };
  });

  route(
    e.endSession,
    { config: { auth: true }, params: userIdParamsSchema },
    async (request, reply) => {
      const actor = actorOf(request);
      const ended = await accountService.endSession(actor, request.params.id);
      if (request.params.id === actor.sessionId) clearSessionCookie(request, reply, { production });
      request.log.info({ event: 'session_end', userId: actor.id }, 'device signed out');
      return { ended };
    },
  );

  route(
    e.forgotPassword,
    { config: { public: true, rateLimit: FORGOT_PASSWORD_RATE_LIMIT } },
    async (request, reply) => {
      const followUp = await accountService.forgotPassword(request.body.username_or_email);
      // Once the answer is out: neither its body nor its timing depends on the account.
      reply.raw.once('finish', () => accountService.afterAnswer(followUp));
      request.log.info({ event: 'authn_password_reset_request' }, 'password reset requested');
      return { ok: true as const };
    },
  );

  route(
    e.resetPasswordWithToken,
    { config: { public: true, rateLimit: RESET_PASSWORD_RATE_LIMIT } },
    async (request) => {
      try {
        await accountService.resetPassword(request.body);
      } catch (error) {
        if (error instanceof RuleViolation) {
          request.log.warn({ event: 'authn_password_reset_fail' }, 'reset token refused');
        }
        throw error;
      }
      request.log.info({ event: 'authn_password_reset' }, 'password reset with a token');
      return { ok: true as const };
    },
  );
};
