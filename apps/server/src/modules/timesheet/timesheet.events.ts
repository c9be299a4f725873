import { createActorNotifier, type ActorNotifierDeps } from '../notification/actorNotifier.ts';

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
export function createTimesheetEvents(deps: ActorNotifierDeps): TimesheetEvents {
  const notify = createActorNotifier('timesheet', deps);
  return {
    submitted: (input) =>
      notify({
        event: 'timesheet.submitted',
        recipientIds: input.approverIds,
        actorId: input.userId,
        title: (who) => TIMESHEET_TEXTS.submitted(who, input.weekStart),
        data: { link: timesheetLink(input.weekStart, input.weekId), week_id: input.weekId },
      }),
    decided: (input) =>
      notify({
        event: 'timesheet.decided',
        recipientIds: [input.userId],
        actorId: input.actorId,
        title: (who) =>
          (input.approved ? TIMESHEET_TEXTS.approved : TIMESHEET_TEXTS.rejected)(
            who,
            input.weekStart,
          ),
        data: { link: timesheetLink(input.weekStart), week_id: input.weekId },
      }),
    reopened: (input) =>
      notify({
        event: 'timesheet.reopened',
        recipientIds: [input.userId],
        actorId: input.actorId,
        title: (who) => TIMESHEET_TEXTS.reopened(who, input.weekStart),
        data: { link: timesheetLink(input.weekStart), week_id: input.weekId },
      }),
    reminder: (input) =>
      notify({
        event: 'timesheet.reminder',
        recipientIds: [input.userId],
        actorId: null,
        title: () => TIMESHEET_TEXTS.reminder(input.weekStart),
        data: { link: timesheetLink(input.weekStart) },
      }),
  };
}
