import type { NotificationRepo } from '../notification/notification.repo.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';

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
export function createLeaveEvents({
  notifications,
  repo,
  logger,
}: {
  notifications: Pick<NotificationService, 'notify'>;
  repo: Pick<NotificationRepo, 'people'>;
  logger: NotificationLogger;
}): LeaveEvents {
  async function nameOf(userId: string): Promise<string> {
    const [person] = await repo.people([userId]);
    return person ? person.fullName.trim() || person.username : '';
  }
  async function send(
    event: 'leave.requested' | 'leave.decided' | 'leave.cancelled',
    recipients: readonly string[],
    actorId: string,
    title: (who: string) => { en: string; ar: string },
    requestId: string,
  ) {
    try {
      const to = [...new Set(recipients)].filter((id) => id !== actorId);
      if (to.length === 0) return;
      await notifications.notify({
        recipientIds: to,
        event,
        title: title(await nameOf(actorId)),
        data: { link: leaveRequestLink(requestId), request_id: requestId },
      });
    } catch (error) {
      logger.warn({ err: error, event }, 'leave notification failed');
    }
  }
  return {
    requested: (input) =>
      send(
        'leave.requested',
        input.approverIds,
        input.requesterId,
        (who) => LEAVE_TEXTS.requested(who, range(input.startDate, input.endDate)),
        input.requestId,
      ),
    decided: (input) =>
      send(
        'leave.decided',
        [input.requesterId],
        input.actorId,
        (who) =>
          (input.approved ? LEAVE_TEXTS.approved : LEAVE_TEXTS.rejected)(
            who,
            range(input.startDate, input.endDate),
          ),
        input.requestId,
      ),
    cancelled: (input) =>
      send(
        'leave.cancelled',
        input.recipientIds,
        input.actorId,
        (who) => LEAVE_TEXTS.cancelled(who, range(input.startDate, input.endDate)),
        input.requestId,
      ),
  };
}
