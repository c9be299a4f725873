import { ERROR_DETAILS, OPS_ROUTES, detailErrorSchema } from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY_SCHEMES } from '../openapiDocument.ts';
import type { Metrics } from './metrics.ts';
import { createMetricsAccess, type MetricsAccessSettings } from './metricsAccess.ts';

export interface MetricsRoutesOptions {
  metrics: Metrics;
  access: MetricsAccessSettings;
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper: not a session route (a browser's
 * sign-in gives no access), but the bearer token and/or the address allow-list of the settings.
 * With neither configured it answers 404, as if it did not exist.
 */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (
  app,
  { metrics, access },
) => {
  const gate = createMetricsAccess(access);

  app.get(
    OPS_ROUTES.metrics.path,
    {
      // Not the session's authorization: the handler checks the scraper's token and address.
      config: { public: true },
      schema: {
        summary:
          'Prometheus metrics: requests, latency, errors, event-loop delay, database, jobs, live streams.',
        description:
          'For a Prometheus scraper, not people: `Authorization: Bearer <ATRIUM_METRICS_TOKEN>` ' +
          'and/or an address on ATRIUM_METRICS_ALLOW. 404 while neither is configured.',
        tags: ['ops'],
        security: [{ [SECURITY_SCHEMES.bearer]: [] }],
        response: {
          200: {
            description: 'The metrics in the Prometheus text exposition format.',
            content: { 'text/plain': { schema: z.string() } },
          },
          401: detailErrorSchema.describe('The bearer token is missing or wrong'),
          403: detailErrorSchema.describe('The caller is not on the allow-list'),
          404: detailErrorSchema.describe('Metrics are not configured'),
        },
      },
    },
    async (request, reply) => {
      const refusal = gate.check({
        ip: request.ip,
        authorization: request.headers.authorization,
      });
      if (refusal === 'disabled') {
        return reply.code(404).send({ detail: ERROR_DETAILS.notFound });
      }
      if (refusal === 'address') {
        request.log.warn(
          { ip: request.ip },
          'metrics scrape from an address not on the allow-list',
        );
        return reply.code(403).send({ detail: ERROR_DETAILS.forbidden });
      }
      if (refusal === 'token') {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ detail: ERROR_DETAILS.invalidToken });
      }
      const text = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
};
