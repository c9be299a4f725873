import { DRIVE_LINK_EXPIRY_NOTICE_HOURS } from '@atrium/api/contracts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import { stateOf, type DriveLinkQueries } from './driveLinks.queries.ts';

/** Where the creator's links open in the app. */
export const DRIVE_LINKS_PAGE = '/main/drive/links';

export const DRIVE_LINK_TEXTS = {
  expiring: (name: string) => ({
    en: `Your share link to “${name}” expires within a day`,
    ar: `ينتهي رابط المشاركة «${name}» خلال يوم`,
  }),
  expiringBody: {
    en: 'Extend it from your links if people still need it.',
    ar: 'مدّد صلاحيته من قائمة روابطك إن كان الناس ما زالوا بحاجة إليه.',
  },
} as const;

const noticeKey = (linkId: string) => `drive.link_expiry:${linkId}`;

export interface DriveLinkExpiry {
  /** (Re)schedules the creator's notice a day before the link expires; none without expiry. */
  scheduleNotice(link: { id: string; expiresAt: Date | null }): Promise<void>;
  cancelNotice(linkId: string): Promise<void>;
}

/**
 * "Your link expires soon" (features.md: share link expiring): one job per link, a day before
 * its expiry, moved when the expiry changes and dropped when the link is revoked. The notice is
 * marked sent in the same statement that checks it was not (markExpiryNotice), so a job run
 * twice (a lock that expired mid-run) tells the creator once.
 */
export function createDriveLinkExpiry({
  jobs,
  links,
  clock,
  notifications,
  logger,
}: {
  jobs: Pick<JobRunner, 'schedule' | 'cancel' | 'register'>;
  links: DriveLinkQueries;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  logger: NotificationLogger;
}): DriveLinkExpiry {
  jobs.register('drive.link_expiry', async ({ payload, now }) => {
    const link = await links.find(payload.linkId);
    if (!link?.createdBy || !link.expiresAt || stateOf(link, now) !== 'active') return;
    // The expiry moved later since this job was scheduled: its own job will tell.
    if (
      link.expiresAt.getTime() - now.getTime() >
      DRIVE_LINK_EXPIRY_NOTICE_HOURS * 3_600_000 + 60_000
    )
      return;
    if (!(await links.markExpiryNotice(link.id, now))) return;
    const name = link.title ?? link.itemName ?? link.label;
    try {
      await notifications.notify({
        recipientIds: [link.createdBy],
        event: 'drive.link_expiring',
        title: DRIVE_LINK_TEXTS.expiring(name),
        body: DRIVE_LINK_TEXTS.expiringBody,
        data: { link: DRIVE_LINKS_PAGE, share_link_id: link.id },
      });
    } catch (error) {
      logger.warn({ err: error, event: 'drive.link_expiring' }, 'drive notification failed');
    }
  });

  return {
    async scheduleNotice(link) {
      if (!link.expiresAt) {
        await jobs.cancel([noticeKey(link.id)]);
        return;
      }
      const at = new Date(link.expiresAt.getTime() - DRIVE_LINK_EXPIRY_NOTICE_HOURS * 3_600_000);
      // A link made to last less than a day: its creator knows; no notice.
      if (at.getTime() <= clock.now().getTime()) {
        await jobs.cancel([noticeKey(link.id)]);
        return;
      }
      await jobs.schedule('drive.link_expiry', at, { linkId: link.id }, noticeKey(link.id));
    },
    async cancelNotice(linkId) {
      await jobs.cancel([noticeKey(linkId)]);
    },
  };
}
