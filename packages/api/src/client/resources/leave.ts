import type {
  Adjustment,
  AdjustmentPage,
  AdjustmentRequest,
  CreateLeaveRequest,
  LeaveBalances,
  LeaveCancelRequest,
  LeaveDecisionRequest,
  LeavePreview,
  LeaveRequest,
  LeaveRequestPage,
  LeaveType,
  LeaveTypeList,
  LeaveTypeRequest,
  TeamCalendar,
} from '../../contracts/index.ts';
import type { leaveEndpoints } from '../../contracts/leave.ts';
import {
  LEAVE_ROUTES,
  type LeaveScope,
  type LeaveStatusValue,
} from '../../contracts/leave.constants.ts';
import { buildPath, routesOf, type Http } from '../http.ts';

/** Types (not interfaces) so they fit the query record. */
export type LeaveRequestsInput = {
  scope?: LeaveScope;
  status?: LeaveStatusValue;
  user_id?: string;
  leave_type_id?: string;
  team_id?: string;
  from_date?: string;
  to_date?: string;
  page?: number;
  size?: number;
};
export type LeavePreviewInput = {
  leave_type_id: string;
  start_date: string;
  end_date: string;
  start_half?: boolean;
  end_half?: boolean;
};
export type TeamCalendarInput = {
  from_date: string;
  to_date: string;
  team_id?: string;
  include_pending?: boolean;
};
export type AdjustmentsInput = {
  user_id?: string;
  leave_type_id?: string;
  year?: number;
  page?: number;
  size?: number;
};

export interface LeaveResource {
  types(): Promise<LeaveTypeList>;
  createType(body: LeaveTypeRequest): Promise<LeaveType>;
  updateType(id: string, body: LeaveTypeRequest): Promise<LeaveType>;
  balances(query?: { user_id?: string; year?: number }): Promise<LeaveBalances>;
  adjustments(query?: AdjustmentsInput): Promise<AdjustmentPage>;
  adjust(body: AdjustmentRequest): Promise<Adjustment>;
  preview(query: LeavePreviewInput): Promise<LeavePreview>;
  requests(query?: LeaveRequestsInput): Promise<LeaveRequestPage>;
  create(body: CreateLeaveRequest): Promise<LeaveRequest>;
  get(id: string): Promise<LeaveRequest>;
  decide(id: string, body: LeaveDecisionRequest): Promise<LeaveRequest>;
  cancel(id: string, body?: LeaveCancelRequest): Promise<LeaveRequest>;
  teamCalendar(query: TeamCalendarInput): Promise<TeamCalendar>;
}

const flag = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? 'true' : 'false';

/** Where a leave request's document downloads (its requester and approvers may open it). */
export function leaveAttachmentUrl(requestId: string, baseUrl = '/api'): string {
  return `${baseUrl.replace(/\/$/, '')}${buildPath(LEAVE_ROUTES.attachment.path, { id: requestId })}`;
}

export function leaveResource(http: Http): LeaveResource {
  const endpoints = routesOf<typeof leaveEndpoints>(LEAVE_ROUTES);
  return {
    types: () => http.call(endpoints.types),
    createType: (body) => http.call(endpoints.createType, { body }),
    updateType: (id, body) => http.call(endpoints.updateType, { params: { id }, body }),
    balances: (query = {}) => http.call(endpoints.balances, { query }),
    adjustments: (query = {}) => http.call(endpoints.adjustments, { query }),
    adjust: (body) => http.call(endpoints.adjust, { body }),
    preview: ({ start_half, end_half, ...query }) =>
      http.call(endpoints.preview, {
        query: { ...query, start_half: flag(start_half), end_half: flag(end_half) },
      }),
    requests: (query = {}) => http.call(endpoints.requests, { query }),
    create: (body) => http.call(endpoints.create, { body }),
    get: (id) => http.call(endpoints.get, { params: { id } }),
    decide: (id, body) => http.call(endpoints.decide, { params: { id }, body }),
    cancel: (id, body = {}) => http.call(endpoints.cancel, { params: { id }, body }),
    teamCalendar: ({ include_pending, ...query }) =>
      http.call(endpoints.teamCalendar, {
        query: { ...query, include_pending: flag(include_pending) },
      }),
  };
}
