import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNMATCHED_ROUTE, type Metrics } from './metrics.ts';

/**
 * Counts and times every answer by its route pattern (`/api/user/:id/info`), never the raw URL:
 * ids and probes would make a new series each. Requests no route matched share one label.
 */
export const httpMetricsPlugin = fp(
  async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestAnswered(
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'atrium-http-metrics' },
);
