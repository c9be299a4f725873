import { TIMESHEET_MESSAGES } from '@atrium/api/contracts';
import type { Caller } from '../attendance/attendance.access.ts';
import type { TimesheetWeekRow } from '../../db/schema/index.ts';
import type { WorkingTimeQueries } from '../workingTime/workingTime.queries.ts';
import type { WeekPermissions } from './timesheetWeekView.ts';

export type Approvers = Pick<WorkingTimeQueries, 'leads' | 'leadsOf' | 'activeSuperAdmins'>;

const isAdmin = (caller: Caller) =>
  caller.user.role === 'admin' || caller.user.role === 'super_admin';

export { isAdmin };

/**
 * Who approves a person's weeks (ADR 0024): a lead of one of their teams, or a people manager
 * (manage User). Never the person themself. Holding Timesheet is not enough: everyone who fills
 * in a timesheet holds it.
 */
export async function isApprover(
  approvers: Approvers,
  caller: Caller,
  personId: string,
): Promise<boolean> {
  if (caller.user.id === personId) return false;
  if (caller.can('User')) return true;
  return approvers.leads(caller.user.id, personId);
}

/** Who is told a week was submitted: the person's leads, else the super admins. */
export async function approversToTell(approvers: Approvers, personId: string): Promise<string[]> {
  const leads = await approvers.leadsOf(personId);
  if (leads.length > 0) return leads;
  return (await approvers.activeSuperAdmins()).filter((id) => id !== personId);
}

/** The message for a week that may not change, or undefined when it may. */
export function lockMessage(status: TimesheetWeekRow['status'] | undefined): string | undefined {
  if (status === 'approved') return TIMESHEET_MESSAGES.weekApproved;
  if (status === 'submitted') return TIMESHEET_MESSAGES.weekSubmitted;
  return undefined;
}

/** What a viewer may do with a week, from its state and who they are. */
export function permissionsFor(
  status: TimesheetWeekRow['status'] | undefined,
  own: boolean,
  approver: boolean,
): WeekPermissions {
  const open = status === undefined || status === 'open' || status === 'rejected';
  return {
    canEdit: own && open,
    canSubmit: own && open,
    canDecide: approver && status === 'submitted',
    canReopen: approver && (status === 'submitted' || status === 'approved'),
  };
}
