import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimiter, RateLimitRule } from '../lib/rateLimit.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-client-IP limit, checked before the body is parsed or any password is hashed. */
    rateLimit?: RateLimitRule;
  }
}

export const LOGIN_RATE_LIMIT: RateLimitRule = { scope: 'login', max: 10, windowMs: 60_000 };

/** Routes that declare `config.rateLimit` answer 429 with Retry-After beyond their budget. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { limiter }: { limiter: RateLimiter }) => {
    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config.rateLimit;
      if (!rule) return;
      const result = await limiter.hit(rule, request.ip);
      if (!result.allowed) {
        request.log.warn({ event: 'rate_limited', scope: rule.scope }, 'too many requests');
        throw new HttpError(429, ERROR_DETAILS.tooManyRequests, {
          'retry-after': String(result.retryAfterSeconds),
        });
      }
    });
  },
  { name: 'atrium-rate-limit', dependencies: ['atrium-csrf'] },
);
