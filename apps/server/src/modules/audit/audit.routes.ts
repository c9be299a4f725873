import { z } from 'zod';
import {
  auditEndpoints,
  auditExportQuerySchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import type { AuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ auditService: AuditService }> = async (
  app,
  { auditService },
) => {
  const { list, export: exportCsv } = auditEndpoints;
  const errors = { 400: fieldErrorsSchema, 401: detailErrorSchema, 403: detailErrorSchema };
  const route = contractRoutes(app, { tags: ['audit'], errors });
  // Super admins only, as the spec's section 6 names no subject for the audit log and the log
  // shows every area's changes (who changed what, and from which address).
  route(list, { config: { superAdmin: true } }, async (request) =>
    auditService.list(request.query),
  );
  // Not route(): the answer is a CSV file, not the contract's JSON response.
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
