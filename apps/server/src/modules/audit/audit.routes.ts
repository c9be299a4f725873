import { z } from 'zod';
import {
  auditEndpoints,
  auditExportQuerySchema,
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
  const { list, export: exportCsv } = auditEndpoints;
  // Super admins only, as the spec's section 6 names no subject for the audit log and the log
  // shows every area's changes (who changed what, and from which address).
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
  app.get(
    exportCsv.path,
    {
      config: { superAdmin: true },
      schema: {
        summary: exportCsv.summary,
        tags: ['audit'],
        querystring: auditExportQuerySchema,
        // The answer is a CSV file: a string with its own content type skips the JSON serializer.
        response: {
          200: z.unknown(),
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const csv = await auditService.exportCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
