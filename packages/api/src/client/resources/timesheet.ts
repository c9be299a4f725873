import type {
  Ok,
  TimesheetCellRequest,
  TimesheetCopyRequest,
  TimesheetDecisionRequest,
  TimesheetDraftConfirm,
  TimesheetReopenRequest,
  TimesheetRowRequest,
  TimesheetSubmitRequest,
  TimesheetTarget,
  TimesheetTimer,
  TimesheetWeek,
  TimesheetWeekPage,
} from '../../contracts/index.ts';
import type { timesheetEndpoints } from '../../contracts/timesheet.ts';
import {
  TIMESHEET_ROUTES,
  type TimesheetApprovalStatus,
} from '../../contracts/timesheet.constants.ts';
import { routesOf, type Http } from '../http.ts';

/** Types (not interfaces) so they fit the query record. */
export type TimesheetApprovalsInput = {
  status?: TimesheetApprovalStatus;
  user_id?: string;
  from_date?: string;
  to_date?: string;
  page?: number;
  size?: number;
};

export interface TimesheetResource {
  week(query?: { date?: string }): Promise<TimesheetWeek>;
  addRow(body: TimesheetRowRequest): Promise<TimesheetWeek>;
  removeRow(body: TimesheetRowRequest): Promise<TimesheetWeek>;
  setCell(body: TimesheetCellRequest): Promise<TimesheetWeek>;
  copyLastWeek(body: TimesheetCopyRequest): Promise<TimesheetWeek>;
  submit(body: TimesheetSubmitRequest): Promise<TimesheetWeek>;
  timer(): Promise<TimesheetTimer>;
  startTimer(body: TimesheetTarget): Promise<TimesheetTimer>;
  stopTimer(): Promise<TimesheetTimer>;
  confirmDraft(id: string, body: TimesheetDraftConfirm): Promise<TimesheetWeek>;
  discardDraft(id: string): Promise<Ok>;
  approvals(query?: TimesheetApprovalsInput): Promise<TimesheetWeekPage>;
  getWeek(id: string): Promise<TimesheetWeek>;
  decide(id: string, body: TimesheetDecisionRequest): Promise<TimesheetWeek>;
  reopen(id: string, body?: TimesheetReopenRequest): Promise<TimesheetWeek>;
}

export function timesheetResource(http: Http): TimesheetResource {
  const endpoints = routesOf<typeof timesheetEndpoints>(TIMESHEET_ROUTES);
  return {
    week: (query = {}) => http.call(endpoints.week, { query }),
    addRow: (body) => http.call(endpoints.addRow, { body }),
    removeRow: (body) => http.call(endpoints.removeRow, { body }),
    setCell: (body) => http.call(endpoints.setCell, { body }),
    copyLastWeek: (body) => http.call(endpoints.copyLastWeek, { body }),
    submit: (body) => http.call(endpoints.submit, { body }),
    timer: () => http.call(endpoints.timer, {}),
    startTimer: (body) => http.call(endpoints.startTimer, { body }),
    stopTimer: () => http.call(endpoints.stopTimer, {}),
    confirmDraft: (id, body) => http.call(endpoints.confirmDraft, { params: { id }, body }),
    discardDraft: (id) => http.call(endpoints.discardDraft, { params: { id } }),
    approvals: (query = {}) => http.call(endpoints.approvals, { query }),
    getWeek: (id) => http.call(endpoints.getWeek, { params: { id } }),
    decide: (id, body) => http.call(endpoints.decide, { params: { id }, body }),
    reopen: (id, body = {}) => http.call(endpoints.reopen, { params: { id }, body }),
  };
}
