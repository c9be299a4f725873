import { storyRefetchResource, type NotificationEvent } from '@atrium/api/contracts';
import type { EventBus } from '../../events/bus.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';

/** A story as its notifications name it. */
export interface StoryNote {
  id: string;
  key: string;
  title: string;
  projectId: string;
}

/** Where a story opens in the app (spec section 2: /main/story/{id}). */
export const storyLink = (id: string) => `/main/story/${id}`;

export const STORY_TEXTS = {
  assigned: (actor: string, story: StoryNote) => ({
    en: `${actor} assigned you ${story.key} “${story.title}”`,
    ar: `أسند إليك ${actor} القصة ${story.key} «${story.title}»`,
  }),
  mentioned: (actor: string, story: StoryNote) => ({
    en: `${actor} mentioned you in ${story.key} “${story.title}”`,
    ar: `أشار إليك ${actor} في القصة ${story.key} «${story.title}»`,
  }),
  reviewRequested: (actor: string, story: StoryNote) => ({
    en: `${actor} asks you to review ${story.key} “${story.title}”`,
    ar: `يطلب منك ${actor} مراجعة القصة ${story.key} «${story.title}»`,
  }),
  sentBack: (actor: string, story: StoryNote) => ({
    en: `${actor} sent ${story.key} “${story.title}” back for changes`,
    ar: `أعاد ${actor} القصة ${story.key} «${story.title}» للتعديل`,
  }),
  approved: (actor: string, story: StoryNote) => ({
    en: `${actor} approved ${story.key} “${story.title}”`,
    ar: `اعتمد ${actor} القصة ${story.key} «${story.title}»`,
  }),
} as const;

type Kind = keyof typeof STORY_TEXTS;
const EVENTS: Record<Kind, NotificationEvent> = {
  assigned: 'story.assigned',
  mentioned: 'story.mentioned',
  reviewRequested: 'story.review_requested',
  sentBack: 'story.sent_back',
  approved: 'story.approved',
};

export interface StoryEvents {
  /** Tells people about a story (after the change has committed; never throws). */
  notify(
    kind: Kind,
    change: {
      actorId: string;
      actorName: string;
      story: StoryNote;
      recipientIds: readonly string[];
    },
    body?: string,
  ): Promise<void>;
  /** Asks the project's members' open lists and boards to refetch (live board). */
  changed(story: { id: string; projectId: string }, memberIds: readonly string[]): Promise<void>;
}

/**
 * The stories' notifications go through the same path as every other (`notify`: stored item,
 * live event and push, each following the recipient's preferences); the actor never hears about
 * their own action. Board changes are `refetch` live events to the project's members.
 */
export function createStoryEvents({
  notifications,
  events,
  logger,
}: {
  notifications: Pick<NotificationService, 'notify'>;
  events: Pick<EventBus, 'publish'>;
  logger: NotificationLogger;
}): StoryEvents {
  return {
    async notify(kind, { actorId, actorName, story, recipientIds }, body) {
      const recipients = [...new Set(recipientIds)].filter((id) => id !== actorId);
      if (recipients.length === 0) return;
      try {
        await notifications.notify({
          recipientIds: recipients,
          event: EVENTS[kind],
          title: STORY_TEXTS[kind](actorName, story),
          ...(body ? { body: body.slice(0, 500) } : {}),
          data: { link: storyLink(story.id), story_id: story.id, project_id: story.projectId },
        });
      } catch (error) {
        logger.warn({ err: error, event: EVENTS[kind] }, 'story notification failed');
      }
    },
    async changed(story, memberIds) {
      const resource = storyRefetchResource(story.projectId, story.id);
      await Promise.all(
        memberIds.map((userId) =>
          events.publish(userId, { type: 'refetch', resource }).catch((error: unknown) => {
            logger.warn({ err: error }, 'story live event failed');
          }),
        ),
      );
    },
  };
}
