import type { NotificationRepo } from '../notification/notification.repo.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';

/** What the timesheet tells people (after the change has committed; never throws). */
export interface TimesheetEvents {
  submitted(input: {
    weekId: string;
    userId: string;
    approverIds: readonly string[];
    weekStart: string;
  }): Promise<void>;
  decided(input: {
    weekId: string;
    userId: string;
    actorId: string;
    approved: boolean;
    weekStart: string;
  }): Promise<void>;
  reopened(input: {
    weekId: string;
    userId: string;
    actorId: string;
    weekStart: string;
  }): Promise<void>;
  reminder(input: { userId: string; weekStart: string }): Promise<void>;
}

export const TIMESHEET_TEXTS = {
  submitted: (who: string, week: string) => ({
    en: `${who} submitted the timesheet of the week of ${week}`,
    ar: `أرسل ${who} جدول ساعات أسبوع ${week}`,
  }),
  approved: (who: string, week: string) => ({
    en: `${who} approved your timesheet for the week of ${week}`,
    ar: `وافق ${who} على جدول ساعاتك لأسبوع ${week}`,
  }),
  rejected: (who: string, week: string) => ({
    en: `${who} rejected your timesheet for the week of ${week}`,
    ar: `رفض ${who} جدول ساعاتك لأسبوع ${week}`,
  }),
  reopened: (who: string, week: string) => ({
    en: `${who} reopened your timesheet for the week of ${week}`,
    ar: `أعاد ${who} فتح جدول ساعاتك لأسبوع ${week}`,
  }),
  reminder: (week: string) => ({
    en: `Your timesheet for the week of ${week} is not submitted yet`,
    ar: `لم تُرسل جدول ساعاتك لأسبوع ${week} بعد`,
  }),
} as const;

/** Where a week opens in the app: the person's own, or the approver's view of it. */
export const timesheetLink = (weekStart: string, weekId?: string) =>
  weekId ? `/main/timesheet?review=${weekId}` : `/main/timesheet?week=${weekStart}`;

/** Timesheet notifications through the shared path (stored item, live event, push by preference). */
export function createTimesheetEvents({
  notifications,
  repo,
  logger,
}: {
  notifications: Pick<NotificationService, 'notify'>;
  repo: Pick<NotificationRepo, 'people'>;
  logger: NotificationLogger;
}): TimesheetEvents {
  async function nameOf(userId: string): Promise<string> {
    const [person] = await repo.people([userId]);
    return person ? person.fullName.trim() || person.username : '';
  }
  async function send(
    event:
      'timesheet.submitted' | 'timesheet.decided' | 'timesheet.reopened' | 'timesheet.reminder',
    recipients: readonly string[],
    actorId: string | null,
    title: (who: string) => { en: string; ar: string },
    link: string,
    weekId: string | null,
  ) {
    try {
      const to = [...new Set(recipients)].filter((id) => id !== actorId);
      if (to.length === 0) return;
      await notifications.notify({
        recipientIds: to,
        event,
        title: title(actorId ? await nameOf(actorId) : ''),
        data: { link, ...(weekId ? { week_id: weekId } : {}) },
      });
    } catch (error) {
      logger.warn({ err: error, event }, 'timesheet notification failed');
    }
  }
  return {
    submitted: (input) =>
      send(
        'timesheet.submitted',
        input.approverIds,
        input.userId,
        (who) => TIMESHEET_TEXTS.submitted(who, input.weekStart),
        timesheetLink(input.weekStart, input.weekId),
        input.weekId,
      ),
    decided: (input) =>
      send(
        'timesheet.decided',
        [input.userId],
        input.actorId,
        (who) =>
          (input.approved ? TIMESHEET_TEXTS.approved : TIMESHEET_TEXTS.rejected)(
            who,
            input.weekStart,
          ),
        timesheetLink(input.weekStart),
        input.weekId,
      ),
    reopened: (input) =>
      send(
        'timesheet.reopened',
        [input.userId],
        input.actorId,
        (who) => TIMESHEET_TEXTS.reopened(who, input.weekStart),
        timesheetLink(input.weekStart),
        input.weekId,
      ),
    reminder: (input) =>
      send(
        'timesheet.reminder',
        [input.userId],
        null,
        () => TIMESHEET_TEXTS.reminder(input.weekStart),
        timesheetLink(input.weekStart),
        null,
      ),
  };
}
