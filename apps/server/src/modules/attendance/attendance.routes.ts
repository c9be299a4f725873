import { buildAbilityRules, createAppAbility } from '@atrium/api';
import {
  attendanceEndpoints,
  attendanceSessionsQuerySchema,
  attendanceSummaryQuerySchema,
  continueSessionRequestSchema,
  correctionIdParamsSchema,
  correctionsQuerySchema,
  createCorrectionRequestSchema,
  decideCorrectionRequestSchema,
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  setStatusRequestSchema,
  statusHistoryQuerySchema,
  usersStatusQuerySchema,
} from '@atrium/api/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError, sendError } from '../../plugins/errors.ts';
import type { Caller } from './attendance.access.ts';
import { AttendanceError } from './attendance.errors.ts';
import type { AttendanceService } from './attendance.service.ts';

export interface AttendanceRoutesOptions {
  attendanceService: AttendanceService;
}

const STATUS: Record<AttendanceError['kind'], number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

function sendAttendanceError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AttendanceError) {
    if (error.kind === 'invalid') {
      return reply.code(400).send({ errors: { [error.field ?? '_']: [error.message] } });
    }
    const detail = error.kind === 'not_found' ? ERROR_DETAILS.notFound : error.message;
    return sendError(new HttpError(STATUS[error.kind], detail), request, reply);
  }
  return sendError(error, request, reply);
}

/** The signed-in caller with the same CASL rules the `ability` routes are checked against. */
function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  const ability = createAppAbility(
    buildAbilityRules({ role: auth.user.role, permissions: [...auth.permissions] }),
  );
  return { user: auth.user, can: (subject) => ability.can('manage', subject) };
}

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
  app.setErrorHandler(sendAttendanceError);

  app.post(
    endpoints.setStatus.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.setStatus.summary,
        tags: ['attendance'],
        body: setStatusRequestSchema,
        response: { 200: endpoints.setStatus.response, ...errors },
      },
    },
    async (request) =>
      attendanceService.setStatus(requireAuth(request).user, request.body.is_available),
  );

  app.put(
    endpoints.continueSession.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.continueSession.summary,
        tags: ['attendance'],
        body: continueSessionRequestSchema,
        response: { 200: endpoints.continueSession.response, ...errors },
      },
    },
    async (request) => attendanceService.continueSession(requireAuth(request).user),
  );

  app.get(
    endpoints.statusHistory.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.statusHistory.summary,
        tags: ['attendance'],
        querystring: statusHistoryQuerySchema,
        response: { 200: endpoints.statusHistory.response, ...errors },
      },
    },
    async (request) => attendanceService.statusHistory(callerOf(request), request.query),
  );

  app.get(
    endpoints.usersStatus.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.usersStatus.summary,
        tags: ['attendance'],
        querystring: usersStatusQuerySchema,
        response: { 200: endpoints.usersStatus.response, ...errors },
      },
    },
    async (request) => attendanceService.usersStatus(request.query),
  );

  app.get(
    endpoints.sessions.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.sessions.summary,
        tags: ['attendance'],
        querystring: attendanceSessionsQuerySchema,
        response: { 200: endpoints.sessions.response, ...errors },
      },
    },
    async (request) => attendanceService.sessions(callerOf(request), request.query),
  );

  app.get(
    endpoints.summary.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.summary.summary,
        tags: ['attendance'],
        querystring: attendanceSummaryQuerySchema,
        response: { 200: endpoints.summary.response, ...errors },
      },
    },
    async (request) => attendanceService.summary(callerOf(request), request.query),
  );

  app.post(
    endpoints.createCorrection.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.createCorrection.summary,
        tags: ['attendance'],
        body: createCorrectionRequestSchema,
        response: { 201: endpoints.createCorrection.response, ...errors },
      },
    },
    async (request, reply) => {
      const correction = await attendanceService.createCorrection(callerOf(request), request.body);
      return reply.code(201).send(correction);
    },
  );

  app.get(
    endpoints.corrections.path,
    {
      config: { auth: true },
      schema: {
        summary: endpoints.corrections.summary,
        tags: ['attendance'],
        querystring: correctionsQuerySchema,
        response: { 200: endpoints.corrections.response, ...errors },
      },
    },
    async (request) => attendanceService.corrections(callerOf(request), request.query),
  );

  app.put(
    endpoints.decideCorrection.path,
    {
      config: { ability: { action: 'manage', subject: 'Timesheet' } },
      schema: {
        summary: endpoints.decideCorrection.summary,
        tags: ['attendance'],
        params: correctionIdParamsSchema,
        body: decideCorrectionRequestSchema,
        response: { 200: endpoints.decideCorrection.response, ...errors },
      },
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
