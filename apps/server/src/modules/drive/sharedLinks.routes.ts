import {
  detailErrorSchema,
  DRIVE_LINK_MESSAGES,
  DRIVE_LINK_UNLOCK_HOURS,
  ERROR_DETAILS,
  fieldErrorsSchema,
  materialReviewEndpoints,
  sharedContentQuerySchema,
  sharedEndpoints,
  sharedItemParamsSchema,
  sharedParamsSchema,
  sharedThumbnailQuerySchema,
  sharedZipQuerySchema,
} from '@atrium/api/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rateLimit.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { DriveBlobs } from './driveBlobs.ts';
import { SHARE_GRANT_COOKIE, shareGrantPath } from './driveLinkGrant.ts';
import type { DriveThumbnails } from './driveThumbnails.ts';
import { sendStoredFile, sendThumbnail, sendZip } from './driveServe.ts';
import type { MaterialReviewService } from '../story/materialReview.service.ts';
import type { SharedLinkService, SharedResult, Visitor } from './sharedLinks.service.ts';

/** Opening links and trying passwords, per address: a person clicks a few links a minute. */
export const SHARED_OPEN_RATE_LIMIT: RateLimitRule = {
  scope: 'shared-link-open',
  max: 60,
  windowMs: 60_000,
};
/** Files, thumbnails and zips of open links, per address: a folder of photos asks for many. */
export const SHARED_FILES_RATE_LIMIT: RateLimitRule = {
  scope: 'shared-link-files',
  max: 1200,
  windowMs: 60_000,
};
/**
 * Tokens that open nothing, per address: past this many in the window every public link call
 * from that address answers 429, so guessing tokens goes nowhere fast (security.md).
 */
export const SHARED_MISSES_LIMIT: RateLimitRule = {
  scope: 'shared-link-misses',
  max: 30,
  windowMs: 10 * 60_000,
};

/**
 * What every public share answer carries: the page is nobody's referrer, search engines leave
 * it out, and nothing of it is kept in a cache (security.md).
 */
export const SHARED_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
} as const;

/** The public pages of a link (the SPA's paths): they get SHARED_HEADERS too. */
const SHARE_PAGE = /^\/(?:main\/shared\/)?(?:drive|material)\/[^/]+\/?$/;
export const isSharePagePath = (path: string) => SHARE_PAGE.test(path);

const errors = {
  400: fieldErrorsSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: detailErrorSchema,
  429: detailErrorSchema,
};

/** The public pages' endpoints (signed out): the token in the path is the credential. */
export const sharedLinkRoutes: FastifyPluginAsyncZod<{
  shared: SharedLinkService;
  blobs: DriveBlobs;
  thumbnails: DriveThumbnails;
  limiter: RateLimiter;
  /** Secure cookies (production over https), as the session cookie. */
  production: boolean;
  materialReview: MaterialReviewService;
}> = async (app, { shared, blobs, thumbnails, limiter, production, materialReview }) => {
  const route = contractRoutes(app, { tags: ['shared'], errors });
  const openConfig = { public: true as const, rateLimit: SHARED_OPEN_RATE_LIMIT };
  const filesConfig = { public: true as const, rateLimit: SHARED_FILES_RATE_LIMIT };
  const { open, unlock, list, content, thumbnail, zip } = sharedEndpoints;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SHARED_HEADERS);
    return payload;
  });

  const visitorOf = (request: FastifyRequest): Visitor => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    grant: request.cookies[SHARE_GRANT_COOKIE],
  });

  /** The value of an `ok` result; the one 404, 401, 403 or 429 otherwise. */
  async function answer<T>(request: FastifyRequest, result: SharedResult<T>): Promise<T> {
    switch (result.kind) {
      case 'ok':
        return result.value;
      case 'not_found': {
        const misses = await limiter.hit(SHARED_MISSES_LIMIT, request.ip);
        if (!misses.allowed) {
          request.log.warn({ event: 'share_link_probing' }, 'too many unknown share links');
          throw new HttpError(429, ERROR_DETAILS.tooManyRequests, {
            'retry-after': String(misses.retryAfterSeconds),
          });
        }
        throw new HttpError(404, ERROR_DETAILS.notFound);
      }
      case 'locked':
        throw new HttpError(401, DRIVE_LINK_MESSAGES.passwordRequired);
      case 'view_only':
        throw new HttpError(403, DRIVE_LINK_MESSAGES.viewOnly);
      case 'wrong_password':
        throw new HttpError(400, DRIVE_LINK_MESSAGES.wrongPassword);
      case 'too_many_attempts':
        request.log.warn({ event: 'share_link_password_lockout' }, 'share link locked');
        throw new HttpError(429, ERROR_DETAILS.tooManyRequests, {
          'retry-after': String(result.retryAfterSeconds),
        });
    }
  }

  route(open, { config: openConfig, params: sharedParamsSchema }, async (request) =>
    answer(request, await shared.open(request.params.token, visitorOf(request))),
  );

  route(unlock, { config: openConfig, params: sharedParamsSchema }, async (request, reply) => {
    const { token } = request.params;
    const result = await shared.unlock(token, request.body.password, visitorOf(request));
    if (result.kind === 'wrong_password') {
      // A field error: the form shows it under the password.
      return reply.code(400).send({ errors: { password: [DRIVE_LINK_MESSAGES.wrongPassword] } });
    }
    const { link, grant } = await answer(request, result);
    if (grant) {
      reply.setCookie(SHARE_GRANT_COOKIE, grant, {
        httpOnly: true,
        sameSite: 'strict',
        path: shareGrantPath(token),
        secure: production && request.protocol === 'https',
        maxAge: DRIVE_LINK_UNLOCK_HOURS * 3600,
      });
    }
    return link;
  });

  route(list, { config: openConfig, params: sharedParamsSchema }, async (request) =>
    answer(request, await shared.list(request.params.token, visitorOf(request), request.query)),
  );

  // A story's material: Approve / Request changes from its page (ADR 0025). Opened as every
  // public call (the same 404s, counted misses and rate limit), then decided on the story.
  route(
    materialReviewEndpoints.review,
    { config: openConfig, params: sharedParamsSchema },
    async (request, reply) => {
      const link = await answer(
        request,
        await shared.reviewLink(request.params.token, visitorOf(request)),
      );
      const result = await materialReview.decide(link.id, request.body);
      if (result.kind === 'closed') return reply.code(409).send({ detail: result.detail });
      if (result.kind === 'not_found') return answer(request, result);
      request.log.info(
        { event: 'material_review', decision: request.body.decision },
        'material decided on',
      );
      return result.value;
    },
  );

  // Not route(): the answers are bytes.
  app.get(
    content.path,
    {
      config: filesConfig,
      schema: {
        summary: content.summary,
        tags: ['shared'],
        params: sharedItemParamsSchema,
        querystring: sharedContentQuerySchema,
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
      const download = request.query.disposition === 'attachment';
      const range = request.headers.range;
      const file = await answer(
        request,
        await shared.file(request.params.token, visitorOf(request), request.params.id, {
          download,
          // The rest of a download already counted (a resumed or segmented one).
          continuing: range !== undefined && !/^bytes=0-/.test(range),
        }),
      );
      return sendStoredFile(
        request,
        reply,
        blobs,
        file,
        request.query.disposition,
        SHARED_HEADERS['cache-control'],
      );
    },
  );

  app.get(
    thumbnail.path,
    {
      config: filesConfig,
      schema: {
        summary: thumbnail.summary,
        tags: ['shared'],
        params: sharedItemParamsSchema,
        querystring: sharedThumbnailQuerySchema,
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const version = await answer(
        request,
        await shared.thumbnailSource(request.params.token, visitorOf(request), request.params.id),
      );
      const file = await thumbnails.fileFor(version, request.query.size);
      if (!file) throw new HttpError(404, ERROR_DETAILS.notFound);
      return sendThumbnail(reply, file, SHARED_HEADERS['cache-control']);
    },
  );

  app.get(
    zip.path,
    {
      config: filesConfig,
      schema: {
        summary: zip.summary,
        tags: ['shared'],
        params: sharedParamsSchema,
        querystring: sharedZipQuerySchema,
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { name, entries } = await answer(
        request,
        await shared.zip(request.params.token, visitorOf(request), request.query.ids),
      );
      reply.header('cache-control', SHARED_HEADERS['cache-control']);
      return sendZip(reply, blobs, name, entries);
    },
  );
};
