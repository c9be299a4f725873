import type { NotificationEvent } from '@atrium/api/contracts';
import type { NotificationRepo } from './notification.repo.ts';
import type { NotificationLogger, NotificationService } from './notification.service.ts';

/** One notice about what someone did, for the people it affects. */
export interface ActorNotice {
  event: NotificationEvent;
  recipientIds: readonly string[];
  /** Who did it: named in the title and never told; null when nobody did (a reminder). */
  actorId: string | null;
  /** The title in both languages, given the actor's name ('' without an actor). */
  title: (actorName: string) => { en: string; ar: string };
  /** Stored with the item: where it leads in the app, and the ids it is about. */
  data: Record<string, unknown>;
}

export type ActorNotifier = (notice: ActorNotice) => Promise<void>;

export interface ActorNotifierDeps {
  notifications: Pick<NotificationService, 'notify'>;
  repo: Pick<NotificationRepo, 'people'>;
  logger: NotificationLogger;
}

/**
 * A module's notices through the shared path (`notify`: stored item, live event and push, each
 * following the recipient's preferences). The actor never hears about their own action, and a
 * failure is logged as "<area> notification failed", never thrown: the notices go after the
 * change has committed, and a failed one must not turn a saved change into an error.
 */
export function createActorNotifier(
  area: string,
  { notifications, repo, logger }: ActorNotifierDeps,
): ActorNotifier {
  async function nameOf(userId: string): Promise<string> {
    const [person] = await repo.people([userId]);
    return person ? person.fullName.trim() || person.username : '';
  }

  return async ({ event, recipientIds, actorId, title, data }) => {
    try {
      const to = [...new Set(recipientIds)].filter((id) => id !== actorId);
      if (to.length === 0) return;
      await notifications.notify({
        recipientIds: to,
        event,
        title: title(actorId ? await nameOf(actorId) : ''),
        data,
      });
    } catch (error) {
      logger.warn({ err: error, event }, `${area} notification failed`);
    }
  };
}
