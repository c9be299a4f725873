import {
  richTextFromPlain,
  STORY_ATTACHMENT_MESSAGES,
  type MaterialReview,
  type materialReviewRequestSchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { ProjectStateRow } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StoryEvents } from './story.events.ts';
import type { StoryQueries } from './story.queries.ts';
import { storyKey } from './story.render.ts';
import type { StoryAttachmentQueries } from './storyAttachments.queries.ts';

/** The story's queries and the links' in one transaction (the decision locks both rows). */
export interface MaterialReviewQueries {
  story: StoryQueries;
  links: StoryAttachmentQueries;
}

export type MaterialReviewResult =
  | { kind: 'ok'; value: MaterialReview }
  | { kind: 'not_found' }
  /** The story is not waiting for review (decided already this round, or moved on). */
  | { kind: 'closed'; detail: string };

/** A story's state from which its material may be decided on (review, or the Delivered stage). */
export function reviewable(state: ProjectStateRow | undefined): boolean {
  if (!state) return false;
  return state.group === 'review' || state.stage === 'review' || state.stage === 'delivered';
}

/**
 * Is a decision through this link possible now? The story must be reviewable, and the link's
 * last decision must be older than the story's last change: a decision moves the story on
 * (version + 1, recorded on the link), so the link decides again only after someone has changed
 * the story since, i.e. sent it back to review (ADR 0025).
 */
export function reviewOpen(
  state: ProjectStateRow | undefined,
  storyVersion: number,
  reviewedVersion: number | null,
): boolean {
  return reviewable(state) && (reviewedVersion === null || storyVersion > reviewedVersion);
}

/**
 * "Approve" and "Request changes" from a material's public page (signed out, the token is the
 * credential; the route has already opened the link as every public call does). The decision is
 * the story's own review: approve → the project's first completed state; changes → the last
 * started state (the step before review, e.g. Edit), with the reviewer's comment. Written as a
 * comment by an external reviewer (their name, no account), logged in the activity without an
 * actor, and told to the story's assignees and reviewers.
 */
export function createMaterialReviewService({
  repo,
  clock,
  events,
}: {
  repo: Transactional<MaterialReviewQueries>;
  clock: Clock;
  events: StoryEvents;
}) {
  return {
    /** What the page shows about the review of a story's material link. */
    async status(link: {
      storyId: string | null;
      reviewDecision: 'approved' | 'changes_requested' | null;
      reviewedAt: Date | null;
      reviewedVersion: number | null;
    }): Promise<MaterialReview | null> {
      if (!link.storyId) return null;
      const story = await repo.story.story(link.storyId);
      if (!story) return null;
      const states = await repo.story.states(story.projectId);
      const state = states.find((row) => row.id === story.stateId);
      return {
        open: reviewOpen(state, story.version, link.reviewedVersion),
        decision: link.reviewDecision,
        decided_at: link.reviewedAt?.toISOString() ?? null,
      };
    },

    async decide(
      linkId: string,
      body: z.output<typeof materialReviewRequestSchema>,
    ): Promise<MaterialReviewResult> {
      const approve = body.decision === 'approve';
      const decision = approve ? ('approved' as const) : ('changes_requested' as const);
      const closed = { kind: 'closed', detail: STORY_ATTACHMENT_MESSAGES.reviewClosed } as const;
      const result = await repo.transaction(async (tx) => {
        const link = await tx.links.linkForUpdate(linkId);
        if (!link?.storyId) return { kind: 'not_found' } as const;
        const before = await tx.story.storyForUpdate(link.storyId);
        if (!before) return { kind: 'not_found' } as const;
        const project = await tx.story.project(before.projectId);
        if (!project) return { kind: 'not_found' } as const;
        const states = await tx.story.states(before.projectId);
        const current = states.find((row) => row.id === before.stateId);
        if (!reviewOpen(current, before.version, link.reviewedVersion)) return closed;
        const target = approve
          ? states.find((row) => row.group === 'completed')
          : states.filter((row) => row.group === 'started').at(-1);
        if (!target) return closed;
        const now = clock.now();
        const moves = target.id !== before.stateId;
        const after = await tx.story.updateStory(before.id, before.version, {
          ...(moves
            ? {
                stateId: target.id,
                stateGroup: target.group,
                position: (await tx.story.lastPosition(target.id)) + 1,
              }
            : {}),
          updatedAt: now,
        });
        if (!after) return closed;
        const via = { via: 'share_link', name: body.name };
        const stateShown = (state: ProjectStateRow | undefined) =>
          state ? { id: state.id, name: state.name, group: state.group } : null;
        await tx.story.insertActivity([
          {
            storyId: before.id,
            actorId: null,
            field: approve ? 'review_approved' : 'review_sent_back',
            fromValue: null,
            toValue: via,
            at: now,
          },
          ...(moves
            ? [
                {
                  storyId: before.id,
                  actorId: null,
                  field: 'state',
                  fromValue: stateShown(current),
                  toValue: stateShown(target),
                  at: now,
                },
              ]
            : []),
        ]);
        if (body.comment) {
          await tx.story.insertComment({
            storyId: before.id,
            authorId: null,
            externalName: body.name,
            body: richTextFromPlain(body.comment),
            createdAt: now,
          });
        }
        await tx.links.recordDecision(link.id, decision, now, after.version);
        return { kind: 'ok', after, project, now } as const;
      });
      if (result.kind !== 'ok') return result;
      const { after, project, now } = result;
      await events.notify(
        approve ? 'approved' : 'sentBack',
        {
          // Nobody signed in: the reviewer is named, and no staff member is left out as the actor.
          actorId: '',
          actorName: body.name,
          story: {
            id: after.id,
            key: storyKey(project.key, after.number),
            title: after.title,
            projectId: project.id,
          },
          recipientIds: [...after.assigneeIds, ...after.reviewerIds],
        },
        body.comment,
      );
      await events.changed(after, await repo.story.memberIds(project.id));
      return {
        kind: 'ok',
        value: { open: false, decision, decided_at: now.toISOString() },
      };
    },
  };
}

export type MaterialReviewService = ReturnType<typeof createMaterialReviewService>;
