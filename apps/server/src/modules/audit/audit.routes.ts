import {
  auditEndpoints,
  auditQuerySchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ auditService: AuditService }> = async (
  app,
  { auditService },
) => {
  const { list } = auditEndpoints;
  app.get(
    list.path,
    {
      config: { superAdmin: true },
      schema: {
        summary: list.summary,
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: {
          200: list.response,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
        },
      },
    },
    async (request) => auditService.list(request.query),
  );
};
