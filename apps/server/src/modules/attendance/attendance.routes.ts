import {
  attendanceEndpoints,
  correctionIdParamsSchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { AttendanceError } from './attendance.errors.ts';
import type { AttendanceService } from './attendance.service.ts';
import { callerOf } from './callerOf.ts';
import { ruleErrorHandler } from './ruleErrorHandler.ts';

export interface AttendanceRoutesOptions {
  attendanceService: AttendanceService;
}

const STATUS: Record<AttendanceError['kind'], number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

const errors = {
  400: fieldErrorsSchema.or(detailErrorSchema),
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: detailErrorSchema,
};

/** Spec section 7's status calls (`/user/status`, `/user/attendance`) and `/attendance/*`. */
export const attendanceRoutes: FastifyPluginAsyncZod<AttendanceRoutesOptions> = async (
  app,
  { attendanceService },
) => {
  const endpoints = attendanceEndpoints;
  const route = contractRoutes(app, { tags: ['attendance'], errors });
  app.setErrorHandler(ruleErrorHandler(AttendanceError, STATUS));

  route(endpoints.setStatus, { config: { auth: true } }, async (request) =>
    attendanceService.setStatus(requireAuth(request).user, request.body.is_available),
  );

  route(endpoints.continueSession, { config: { auth: true } }, async (request) =>
    attendanceService.continueSession(requireAuth(request).user),
  );

  route(endpoints.statusHistory, { config: { auth: true } }, async (request) =>
    attendanceService.statusHistory(callerOf(request), request.query),
  );

  route(endpoints.usersStatus, { config: { auth: true } }, async (request) =>
    attendanceService.usersStatus(request.query),
  );

  route(endpoints.sessions, { config: { auth: true } }, async (request) =>
    attendanceService.sessions(callerOf(request), request.query),
  );

  route(endpoints.summary, { config: { auth: true } }, async (request) =>
    attendanceService.summary(callerOf(request), request.query),
  );

  route(
    endpoints.createCorrection,
    { config: { auth: true }, status: 201 },
    async (request, reply) => {
      const correction = await attendanceService.createCorrection(callerOf(request), request.body);
      return reply.code(201).send(correction);
    },
  );

  route(endpoints.corrections, { config: { auth: true } }, async (request) =>
    attendanceService.corrections(callerOf(request), request.query),
  );

  route(
    endpoints.decideCorrection,
    {
      config: { ability: { action: 'manage', subject: 'Timesheet' } },
      params: correctionIdParamsSchema,
    },
    async (request) =>
      attendanceService.decideCorrection(
        callerOf(request),
        request.params.id,
        request.body,
        request.ip,
      ),
  );
};
