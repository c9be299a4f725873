import {
  detailErrorSchema,
  fieldErrorsSchema,
  timesheetEndpoints,
  timesheetIdParamsSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { callerOf } from '../attendance/callerOf.ts';
import { ruleErrorHandler } from '../attendance/ruleErrorHandler.ts';
import { TimesheetError } from './timesheet.errors.ts';
import type { TimesheetService } from './timesheet.service.ts';
import type { TimesheetApprovals } from './timesheetApprovals.ts';

export interface TimesheetRoutesOptions {
  timesheetService: TimesheetService;
  approvals: TimesheetApprovals;
}

const STATUS: Record<TimesheetError['kind'], number> = {
  invalid: 400,
  unprocessable: 422,
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
  422: fieldErrorsSchema,
};

/** One's own timesheet needs manage on Timesheet (the spec's route guard). */
const TIMESHEET = { ability: { action: 'manage', subject: 'Timesheet' } } as const;
/** Approvers are team leads or people managers, checked by the service (ADR 0024). */
const SIGNED_IN = { auth: true } as const;

/** `/timesheet/*`: the weekly grid, its timer, Finish Working drafts and approvals. */
export const timesheetRoutes: FastifyPluginAsyncZod<TimesheetRoutesOptions> = async (
  app,
  { timesheetService: sheets, approvals },
) => {
  const t = timesheetEndpoints;
  const route = contractRoutes(app, { tags: ['timesheet'], errors });
  app.setErrorHandler(ruleErrorHandler(TimesheetError, STATUS));
  const params = timesheetIdParamsSchema;

  route(t.week, { config: TIMESHEET }, async (request) =>
    sheets.week(callerOf(request), request.query.date),
  );
  route(t.addRow, { config: TIMESHEET }, async (request) =>
    sheets.addRow(callerOf(request), request.body),
  );
  route(t.removeRow, { config: TIMESHEET }, async (request) =>
    sheets.removeRow(callerOf(request), request.body),
  );
  route(t.setCell, { config: TIMESHEET }, async (request) =>
    sheets.setCell(callerOf(request), request.body),
  );
  route(t.copyLastWeek, { config: TIMESHEET }, async (request) =>
    sheets.copyLastWeek(callerOf(request), request.body),
  );
  route(t.submit, { config: TIMESHEET }, async (request) =>
    approvals.submit(callerOf(request), request.body),
  );
  route(t.timer, { config: TIMESHEET }, async (request) => sheets.timer(callerOf(request)));
  route(t.startTimer, { config: TIMESHEET }, async (request) =>
    sheets.startTimer(callerOf(request), request.body),
  );
  route(t.stopTimer, { config: TIMESHEET }, async (request) => sheets.stopTimer(callerOf(request)));
  route(t.confirmDraft, { config: TIMESHEET, params }, async (request) =>
    sheets.confirmDraft(callerOf(request), request.params.id, request.body),
  );
  route(t.discardDraft, { config: TIMESHEET, params }, async (request) =>
    sheets.discardDraft(callerOf(request), request.params.id),
  );
  route(t.approvals, { config: SIGNED_IN }, async (request) =>
    approvals.approvals(callerOf(request), request.query),
  );
  route(t.getWeek, { config: SIGNED_IN, params }, async (request) =>
    sheets.weekById(callerOf(request), request.params.id),
  );
  route(t.decide, { config: SIGNED_IN, params }, async (request) =>
    approvals.decide(callerOf(request), request.params.id, request.body),
  );
  route(t.reopen, { config: SIGNED_IN, params }, async (request) =>
    approvals.reopen(callerOf(request), request.params.id, request.body),
  );
};
