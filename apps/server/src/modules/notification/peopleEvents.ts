import type { NotificationEvent } from '@atrium/api/contracts';
import type { NotificationRepo } from './notification.repo.ts';
import type {
  LocalizedText,
  NotificationLogger,
  NotificationService,
} from './notification.service.ts';

/** Who changed what in a team's membership; every list holds user ids. */
export interface TeamMembersChange {
  actorId: string;
  teamId: string;
  /** Given when the team is gone (deleted); read from the database otherwise. */
  teamName?: string;
  added?: readonly string[];
  removed?: readonly string[];
  /** Leads now who were not before (new members included: they hear "added … as a lead"). */
  madeLead?: readonly string[];
  /** Members still in the team who are no longer leads. */
  unmadeLead?: readonly string[];
  /** The whole team was deleted: `removed` are its last members. */
  teamDeleted?: boolean;
}

export interface CorrectionDecided {
  actorId: string;
  userId: string;
  correctionId: string;
  decision: 'approved' | 'rejected';
  start: Date;
  end: Date;
  note: string | null;
}

/**
 * What the people-facing modules (teams, permissions, users, attendance) tell the people they
 * affect. Called after the change has committed; never throws (a failed notification must not
 * turn a saved change into an error).
 */
export interface PeopleEvents {
  teamMembersChanged(change: TeamMembersChange): Promise<void>;
  teamPermissionsChanged(change: {
    actorId: string;
    teamId: string;
    added: readonly string[];
    removed: readonly string[];
  }): Promise<void>;
  passwordResetByAdmin(change: { actorId: string; userId: string }): Promise<void>;
  accountReactivated(change: { actorId: string; userId: string }): Promise<void>;
  correctionDecided(change: CorrectionDecided): Promise<void>;
}

/** Where each notification leads in the app (spec section 2 routes). */
const LINKS = {
  team: (teamId: string) => `/main/team/${teamId}`,
  home: '/main/home',
  security: '/account-settings/security',
  attendance: '/main/attendance',
} as const;

type Names = { actor: string; team: string };

/** The texts, in both languages; each names who did it and to what. */
export const PEOPLE_TEXTS = {
  added: ({ actor, team }: Names) => ({
    en: `${actor} added you to ${team}`,
    ar: `تمت إضافتك إلى فريق ${team} بواسطة ${actor}`,
  }),
  addedAsLead: ({ actor, team }: Names) => ({
    en: `${actor} added you to ${team} as a lead`,
    ar: `تمت إضافتك إلى فريق ${team} قائدًا له بواسطة ${actor}`,
  }),
  removed: ({ actor, team }: Names) => ({
    en: `${actor} removed you from ${team}`,
    ar: `تمت إزالتك من فريق ${team} بواسطة ${actor}`,
  }),
  teamDeleted: ({ actor, team }: Names) => ({
    en: `${actor} deleted the team ${team}`,
    ar: `تم حذف فريق ${team} بواسطة ${actor}`,
  }),
  /** The body of the membership texts: why it matters to the reader. */
  accessMayChange: {
    en: 'The pages you can open may have changed.',
    ar: 'ربما تغيّرت الصفحات التي يمكنك فتحها.',
  },
  madeLead: ({ actor, team }: Names) => ({
    en: `${actor} made you a lead of ${team}`,
    ar: `تم تعيينك قائدًا لفريق ${team} بواسطة ${actor}`,
  }),
  unmadeLead: ({ actor, team }: Names) => ({
    en: `${actor} removed you as a lead of ${team}`,
    ar: `تم إعفاؤك من قيادة فريق ${team} بواسطة ${actor}`,
  }),
  permissionsChanged: ({ actor, team }: Names) => ({
    en: `${actor} changed the permissions of ${team}`,
    ar: `تم تغيير صلاحيات فريق ${team} بواسطة ${actor}`,
  }),
  passwordReset: (actor: string) => ({
    en: `${actor} reset your password`,
    ar: `تمت إعادة تعيين كلمة مرورك بواسطة ${actor}`,
  }),
  passwordResetBody: {
    en: 'You were signed out on every device. Sign in with the new password your administrator gives you; if you did not expect this, tell them.',
    ar: 'تم تسجيل خروجك من جميع الأجهزة. سجّل الدخول بكلمة المرور الجديدة التي يعطيك إياها المسؤول، وإن لم تكن تتوقع ذلك فأبلغه.',
  },
  reactivated: (actor: string) => ({
    en: `${actor} reactivated your account`,
    ar: `تمت إعادة تفعيل حسابك بواسطة ${actor}`,
  }),
  reactivatedBody: { en: 'Welcome back.', ar: 'مرحبًا بعودتك.' },
  correctionApproved: (actor: string) => ({
    en: `${actor} approved your attendance correction`,
    ar: `تمت الموافقة على طلب تصحيح حضورك بواسطة ${actor}`,
  }),
  correctionRejected: (actor: string) => ({
    en: `${actor} rejected your attendance correction`,
    ar: `تم رفض طلب تصحيح حضورك بواسطة ${actor}`,
  }),
} as const;

/** "12 Nov 2026, 09:00 – 17:00" in the reader's language and time zone. */
function timeRange(start: Date, end: Date, language: 'en' | 'ar', timeZone: string): string {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).formatRange(start, end);
  } catch {
    // A time zone Intl does not know: UTC rather than no text.
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).formatRange(
      start,
      end,
    );
  }
}

function correctionBody(change: CorrectionDecided, timeZone: string): LocalizedText {
  const times = (language: 'en' | 'ar') => timeRange(change.start, change.end, language, timeZone);
  const note = change.note?.trim();
  return {
    en: note ? `${times('en')}. Note: ${note}` : `${times('en')}.`,
    ar: note ? `${times('ar')}. ملاحظة: ${note}` : `${times('ar')}.`,
  };
}

function without(ids: readonly string[] | undefined, excluded: ReadonlySet<string>): string[] {
  return [...new Set(ids ?? [])].filter((id) => !excluded.has(id));
}

/**
 * The notifications of people events, through the same path as the attendance prompts
 * (`notify`: stored item + live event + push, each following the recipient's preferences).
 * The actor never hears about their own action.
 */
export function createPeopleEventsPort({
  notifications,
  repo,
  logger,
}: {
  notifications: Pick<NotificationService, 'notify'>;
  repo: Pick<NotificationRepo, 'people' | 'teamName' | 'teamMemberIds'>;
  logger: NotificationLogger;
}): PeopleEvents {
  async function actorName(actorId: string): Promise<string> {
    const [actor] = await repo.people([actorId]);
    return actor ? actor.fullName.trim() || actor.username : '';
  }

  async function send(
    recipients: readonly string[],
    event: NotificationEvent,
    title: LocalizedText,
    body: LocalizedText | undefined,
    data: Record<string, unknown>,
  ): Promise<void> {
    if (recipients.length === 0) return;
    await notifications.notify({
      recipientIds: recipients,
      event,
      title,
      ...(body === undefined ? {} : { body }),
      data,
    });
  }

  /** Runs one event's delivery; a failure is logged, never thrown at the caller. */
  async function safely(what: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      logger.warn({ err: error, event: what }, 'people notification failed');
    }
  }

  return {
    teamMembersChanged: (change) =>
      safely('team.members', async () => {
        const actor = new Set([change.actorId]);
        const added = without(change.added, actor);
        const removed = without(change.removed, actor);
        const madeLead = without(change.madeLead, actor);
        const unmadeLead = without(change.unmadeLead, actor);
        if (added.length + removed.length + madeLead.length + unmadeLead.length === 0) return;
        const team = change.teamName ?? (await repo.teamName(change.teamId));
        if (team === undefined) return;
        const names = { actor: await actorName(change.actorId), team };
        const addedSet = new Set(added);
        const leadsAdded = madeLead.filter((id) => addedSet.has(id));
        const leadsAddedSet = new Set(leadsAdded);
        const toTeam = { team_id: change.teamId, link: LINKS.team(change.teamId) };
        const away = { team_id: change.teamId, link: LINKS.home };
        const body = PEOPLE_TEXTS.accessMayChange;

        await send(
          added.filter((id) => !leadsAddedSet.has(id)),
          'team.member_added',
          PEOPLE_TEXTS.added(names),
          body,
          toTeam,
        );
        await send(leadsAdded, 'team.member_added', PEOPLE_TEXTS.addedAsLead(names), body, toTeam);
        await send(
          removed,
          'team.member_removed',
          change.teamDeleted ? PEOPLE_TEXTS.teamDeleted(names) : PEOPLE_TEXTS.removed(names),
          body,
          away,
        );
        await send(
          madeLead.filter((id) => !addedSet.has(id)),
          'team.lead_changed',
          PEOPLE_TEXTS.madeLead(names),
          undefined,
          { ...toTeam, is_lead: true },
        );
        await send(unmadeLead, 'team.lead_changed', PEOPLE_TEXTS.unmadeLead(names), undefined, {
          ...toTeam,
          is_lead: false,
        });
      }),

    teamPermissionsChanged: (change) =>
      safely('team.permissions_changed', async () => {
        if (change.added.length + change.removed.length === 0) return;
        const members = without(await repo.teamMemberIds(change.teamId), new Set([change.actorId]));
        if (members.length === 0) return;
        const team = await repo.teamName(change.teamId);
        if (team === undefined) return;
        await send(
          members,
          'team.permissions_changed',
          PEOPLE_TEXTS.permissionsChanged({ actor: await actorName(change.actorId), team }),
          PEOPLE_TEXTS.accessMayChange,
          {
            team_id: change.teamId,
            link: LINKS.team(change.teamId),
            added: [...change.added],
            removed: [...change.removed],
          },
        );
      }),

    passwordResetByAdmin: ({ actorId, userId }) =>
      safely('account.password_reset', async () => {
        if (actorId === userId) return;
        await send(
          [userId],
          'account.password_reset',
          PEOPLE_TEXTS.passwordReset(await actorName(actorId)),
          PEOPLE_TEXTS.passwordResetBody,
          { link: LINKS.security },
        );
      }),

    accountReactivated: ({ actorId, userId }) =>
      safely('account.reactivated', async () => {
        if (actorId === userId) return;
        await send(
          [userId],
          'account.reactivated',
          PEOPLE_TEXTS.reactivated(await actorName(actorId)),
          PEOPLE_TEXTS.reactivatedBody,
          { link: LINKS.home },
        );
      }),

    correctionDecided: (change) =>
      safely('correction.reviewed', async () => {
        if (change.actorId === change.userId) return;
        const [owner] = await repo.people([change.userId]);
        if (!owner) return;
        const actor = await actorName(change.actorId);
        await send(
          [change.userId],
          'correction.reviewed',
          change.decision === 'approved'
            ? PEOPLE_TEXTS.correctionApproved(actor)
            : PEOPLE_TEXTS.correctionRejected(actor),
          correctionBody(change, owner.timeZone),
          {
            correction_id: change.correctionId,
            decision: change.decision,
            link: LINKS.attendance,
          },
        );
      }),
  };
}
