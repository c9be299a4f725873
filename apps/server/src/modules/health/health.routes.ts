import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  DATABASE_UNAVAILABLE,
  RETRY_AFTER_SECONDS,
  serverErrorBody,
  serverErrorSchema,
} from '../../plugins/errors.ts';

const okStatusSchema = z.object({ status: z.literal('ok') });
const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<DatabaseHandle, 'ping'>;
}> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness: the process answers.',
        tags: ['health'],
        response: { 200: okStatusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        summary: 'Readiness: the database answers.',
        tags: ['health'],
        response: { 200: okStatusSchema, 503: serverErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), READY_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply
          .code(503)
          .header('Retry-After', RETRY_AFTER_SECONDS)
          .send(serverErrorBody(request, DATABASE_UNAVAILABLE));
      }
    },
  );
};
