import type { NotificationRepo } from '../notification/notification.repo.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';

/** What the drive tells people (after the change has committed; never throws). */
export interface DriveEvents {
  itemShared(change: {
    actorId: string;
    item: { id: string; name: string; kind: 'file' | 'folder' };
    userIds: readonly string[];
    teamIds: readonly string[];
  }): Promise<void>;
}

export const DRIVE_TEXTS = {
  sharedFile: (actor: string, name: string) => ({
    en: `${actor} shared the file “${name}” with you`,
    ar: `شارك ${actor} معك الملف «${name}»`,
  }),
  sharedFolder: (actor: string, name: string) => ({
    en: `${actor} shared the folder “${name}” with you`,
    ar: `شارك ${actor} معك المجلد «${name}»`,
  }),
} as const;

/** Where a shared item opens in the app (spec section 2: /main/drive/{id}). */
export const driveItemLink = (id: string) => `/main/drive/${id}`;

/**
 * The drive's notifications, through the same path as every other (`notify`: stored item, live
 * event and push, each following the recipient's preferences for `drive.shared`). People given
 * access through a team hear it too; the actor never hears about their own action.
 */
export function createDriveEvents({
  notifications,
  repo,
  logger,
}: {
  notifications: Pick<NotificationService, 'notify'>;
  repo: Pick<NotificationRepo, 'people' | 'teamMemberIds'>;
  logger: NotificationLogger;
}): DriveEvents {
  return {
    async itemShared({ actorId, item, userIds, teamIds }) {
      try {
        const members = await Promise.all(teamIds.map((teamId) => repo.teamMemberIds(teamId)));
        const recipients = [...new Set([...userIds, ...members.flat()])].filter(
          (id) => id !== actorId,
        );
        if (recipients.length === 0) return;
        const [actor] = await repo.people([actorId]);
        const actorName = actor ? actor.fullName.trim() || actor.username : '';
        const text = item.kind === 'folder' ? DRIVE_TEXTS.sharedFolder : DRIVE_TEXTS.sharedFile;
        await notifications.notify({
          recipientIds: recipients,
          event: 'drive.shared',
          title: text(actorName, item.name),
          data: { link: driveItemLink(item.id), item_id: item.id },
        });
      } catch (error) {
        logger.warn({ err: error, event: 'drive.shared' }, 'drive notification failed');
      }
    },
  };
}
