import { createActorNotifier, type ActorNotifierDeps } from '../notification/actorNotifier.ts';

/** What leave tells people (after the change has committed; never throws). */
export interface LeaveEvents {
  requested(input: {
    requestId: string;
    requesterId: string;
    approverIds: readonly string[];
    startDate: string;
    endDate: string;
  }): Promise<void>;
  decided(input: {
    requestId: string;
    requesterId: string;
    actorId: string;
    approved: boolean;
    startDate: string;
    endDate: string;
  }): Promise<void>;
  cancelled(input: {
    requestId: string;
    actorId: string;
    recipientIds: readonly string[];
    startDate: string;
    endDate: string;
  }): Promise<void>;
}

const range = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);

export const LEAVE_TEXTS = {
  requested: (who: string, dates: string) => ({
    en: `${who} asked for leave: ${dates}`,
    ar: `طلب ${who} إجازة: ${dates}`,
  }),
  approved: (who: string, dates: string) => ({
    en: `${who} approved your leave: ${dates}`,
    ar: `وافق ${who} على إجازتك: ${dates}`,
  }),
  rejected: (who: string, dates: string) => ({
    en: `${who} rejected your leave: ${dates}`,
    ar: `رفض ${who} إجازتك: ${dates}`,
  }),
  cancelled: (who: string, dates: string) => ({
    en: `${who} cancelled the leave: ${dates}`,
    ar: `ألغى ${who} الإجازة: ${dates}`,
  }),
} as const;

/**
 * Where a leave request opens in the app: My leave, which every signed-in person may open (Days
 * off needs manage Calendar, which requesters and most team leads lack); it shows the request
 * with approve / reject to its approver.
 */
export const leaveRequestLink = (id: string) => `/main/attendance?tab=leave&request=${id}`;

/** Leave notifications through the shared path (stored item, live event, push by preference). */
export function createLeaveEvents(deps: ActorNotifierDeps): LeaveEvents {
  const notify = createActorNotifier('leave', deps);
  const requestData = (id: string) => ({ link: leaveRequestLink(id), request_id: id });
  return {
    requested: (input) =>
      notify({
        event: 'leave.requested',
        recipientIds: input.approverIds,
        actorId: input.requesterId,
        title: (who) => LEAVE_TEXTS.requested(who, range(input.startDate, input.endDate)),
        data: requestData(input.requestId),
      }),
    decided: (input) =>
      notify({
        event: 'leave.decided',
        recipientIds: [input.requesterId],
        actorId: input.actorId,
        title: (who) =>
          (input.approved ? LEAVE_TEXTS.approved : LEAVE_TEXTS.rejected)(
            who,
            range(input.startDate, input.endDate),
          ),
        data: requestData(input.requestId),
      }),
    cancelled: (input) =>
      notify({
        event: 'leave.cancelled',
        recipientIds: input.recipientIds,
        actorId: input.actorId,
        title: (who) => LEAVE_TEXTS.cancelled(who, range(input.startDate, input.endDate)),
        data: requestData(input.requestId),
      }),
  };
}
