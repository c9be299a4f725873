import {
  calendarEndpoints,
  calendarParamsSchema,
  CALENDAR_ROUTES,
  detailErrorSchema,
  fieldErrorsSchema,
  leaveEndpoints,
  LEAVE_ROUTES,
  leaveRequestParamsSchema,
  leaveTypeParamsSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { callerOf } from '../attendance/callerOf.ts';
import { ruleErrorHandler } from '../attendance/ruleErrorHandler.ts';
import type { CalendarService } from './calendar.service.ts';
import type { LeaveService } from './leave.service.ts';
import { WorkingTimeError } from './workingTime.errors.ts';
import type { DriveBlobs } from '../drive/driveBlobs.ts';
import { sendStoredFile } from '../drive/driveServe.ts';

export interface WorkingTimeRoutesOptions {
  calendarService: CalendarService;
  leaveService: LeaveService;
  /** Where drive files' bytes are (a leave request's document). */
  blobs: DriveBlobs;
}

const STATUS: Record<WorkingTimeError['kind'], number> = {
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

/** Working calendars need manage on Calendar (spec: "Working Times"). */
const CALENDAR = { ability: { action: 'manage', subject: 'Calendar' } } as const;
const SIGNED_IN = { auth: true } as const;

/** `/calendar/*` (Workdays, holidays, schedules) and `/leave/*` (Days off). */
export const workingTimeRoutes: FastifyPluginAsyncZod<WorkingTimeRoutesOptions> = async (
  app,
  { calendarService, leaveService, blobs },
) => {
  const calendar = calendarEndpoints;
  const leave = leaveEndpoints;
  const route = contractRoutes(app, { tags: ['working time'], errors });
  app.setErrorHandler(ruleErrorHandler(WorkingTimeError, STATUS));
  const params = calendarParamsSchema;

  route(calendar.list, { config: CALENDAR }, async () => calendarService.list());
  route(calendar.create, { config: CALENDAR, status: 201 }, async (request, reply) =>
    reply.code(201).send(await calendarService.create(request.body)),
  );
  route(calendar.get, { config: CALENDAR, params }, async (request) =>
    calendarService.get(request.params.id),
  );
  route(calendar.update, { config: CALENDAR, params }, async (request) =>
    calendarService.update(request.params.id, request.body),
  );
  route(calendar.remove, { config: CALENDAR, params }, async (request) =>
    calendarService.remove(request.params.id),
  );
  route(calendar.assignTeam, { config: CALENDAR, params }, async (request) =>
    calendarService.assignTeam(request.params.id, request.body),
  );
  route(calendar.assignUser, { config: CALENDAR, params }, async (request) =>
    calendarService.assignUser(request.params.id, request.body),
  );
  route(calendar.holidays, { config: CALENDAR, params }, async (request) =>
    calendarService.holidays(request.params.id),
  );
  route(calendar.createHoliday, { config: CALENDAR, params, status: 201 }, async (request, reply) =>
    reply.code(201).send(await calendarService.createHoliday(request.params.id, request.body)),
  );
  route(calendar.importHolidays, { config: CALENDAR, params }, async (request) =>
    calendarService.importHolidays(request.params.id, request.body),
  );
  route(calendar.updateHoliday, { config: CALENDAR, params }, async (request) =>
    calendarService.updateHoliday(request.params.id, request.body),
  );
  route(calendar.removeHoliday, { config: CALENDAR, params }, async (request) =>
    calendarService.removeHoliday(request.params.id),
  );
  route(calendar.schedule, { config: SIGNED_IN }, async (request) =>
    calendarService.schedule(callerOf(request), request.query),
  );

  // The .ics download is not JSON, so it is registered without a contract.
  app.get(
    CALENDAR_ROUTES.exportHolidays.path,
    {
      config: CALENDAR,
      schema: {
        params,
        tags: ['working time'],
        summary: "A calendar's holidays as an iCalendar (.ics) file.",
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { name, ics } = await calendarService.exportHolidays(request.params.id);
      const file = `${name.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'holidays'}.ics`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="holidays.ics"; filename*=UTF-8''${encodeURIComponent(file)}`,
        )
        .send(ics);
    },
  );

  route(leave.types, { config: SIGNED_IN }, async () => leaveService.types());
  route(leave.createType, { config: CALENDAR, status: 201 }, async (request, reply) =>
    reply.code(201).send(await leaveService.createType(request.body)),
  );
  route(leave.updateType, { config: CALENDAR, params: leaveTypeParamsSchema }, async (request) =>
    leaveService.updateType(request.params.id, request.body),
  );
  route(leave.balances, { config: SIGNED_IN }, async (request) =>
    leaveService.balances(callerOf(request), request.query),
  );
  route(leave.adjustments, { config: SIGNED_IN }, async (request) =>
    leaveService.adjustments(callerOf(request), request.query),
  );
  route(leave.adjust, { config: SIGNED_IN, status: 201 }, async (request, reply) =>
    reply.code(201).send(await leaveService.adjust(callerOf(request), request.body)),
  );
  route(leave.preview, { config: SIGNED_IN }, async (request) =>
    leaveService.preview(callerOf(request), request.query),
  );
  route(leave.requests, { config: SIGNED_IN }, async (request) =>
    leaveService.requests(callerOf(request), request.query),
  );
  route(leave.create, { config: SIGNED_IN, status: 201 }, async (request, reply) =>
    reply.code(201).send(await leaveService.create(callerOf(request), request.body)),
  );
  const requestParams = leaveRequestParamsSchema;
  route(leave.get, { config: SIGNED_IN, params: requestParams }, async (request) =>
    leaveService.get(callerOf(request), request.params.id),
  );
  // The document's bytes: not JSON, so registered without a contract.
  app.get(
    LEAVE_ROUTES.attachment.path,
    {
      config: SIGNED_IN,
      schema: {
        params: requestParams,
        tags: ['working time'],
        summary: "A leave request's document, for its requester and approvers.",
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
      const file = await leaveService.attachment(callerOf(request), request.params.id);
      return sendStoredFile(request, reply, blobs, file, 'attachment');
    },
  );
  route(leave.decide, { config: SIGNED_IN, params: requestParams }, async (request) =>
    leaveService.decide(callerOf(request), request.params.id, request.body),
  );
  route(leave.cancel, { config: SIGNED_IN, params: requestParams }, async (request) =>
    leaveService.cancel(callerOf(request), request.params.id, request.body),
  );
  route(leave.teamCalendar, { config: SIGNED_IN }, async (request) =>
    leaveService.teamCalendar(callerOf(request), request.query),
  );
};
