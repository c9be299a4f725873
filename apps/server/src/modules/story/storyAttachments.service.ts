import {
  STORY_ATTACHMENT_MESSAGES,
  STORY_ATTACHMENTS_MAX,
  STORY_UPLOAD_ROOT,
  type DriveLink,
  type DriveThumbnailSize,
  type ShareStoryMaterialRequest,
  type StoryAttachment,
  type StoryAttachmentList,
  type StoryMaterialList,
  type StoryUploadFolder,
} from '@atrium/api/contracts';
import type { DriveFileVersionRow } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DriveCaller } from '../drive/drive.access.ts';
import type { DriveQueries } from '../drive/drive.queries.ts';
import { visible } from '../drive/drive.reads.ts';
import type { DriveLinkService } from '../drive/driveLinks.service.ts';
import type { StoredFile } from '../drive/driveServe.ts';
import { reviewable } from './materialReview.service.ts';
import { projectAccess, type ProjectAccess } from './project.service.ts';
import type { WorkCaller } from './story.access.ts';
import type { StoryEvents } from './story.events.ts';
import type { StoryQueries } from './story.queries.ts';
import { person } from './story.render.ts';
import {
  conflict,
  forbidden,
  invalid,
  isUniqueViolation,
  NOT_FOUND,
  ok,
  type WorkResult,
} from './story.result.ts';
import type { AttachmentRow, StoryAttachmentQueries } from './storyAttachments.queries.ts';

/** A story's caller as both areas need them: the story's checks and the drive's. */
export interface AttachmentCaller {
  work: WorkCaller;
  drive: DriveCaller;
}

export type StoryAttachmentService = ReturnType<typeof createStoryAttachmentService>;

/**
 * A story's attachments (ADR 0025). Attaching needs work on the story and read access to the
 * file in the drive; from then on the attachment is the story's read grant: whoever may see the
 * story may open the file through it, even when the drive shares it with nobody. Trashed files
 * stay listed (marked) but do not open; deleting a file for good removes its attachments.
 */
export function createStoryAttachmentService({
  repo,
  attachments,
  drive,
  links,
  clock,
  events,
}: {
  repo: Transactional<StoryQueries>;
  attachments: Transactional<StoryAttachmentQueries>;
  drive: DriveQueries;
  links: Pick<DriveLinkService, 'create' | 'get'>;
  clock: Clock;
  events: Pick<StoryEvents, 'changed'>;
}) {
  async function storyOf(caller: WorkCaller, storyId: string) {
    const story = await repo.story(storyId);
    if (!story) return undefined;
    const access = await projectAccess(repo, caller, story.projectId);
    return access ? { ...access, story } : undefined;
  }

  async function render(rows: readonly AttachmentRow[]): Promise<StoryAttachment[]> {
    const people = await repo.people(rows.flatMap((row) => (row.addedBy ? [row.addedBy] : [])));
    const byId = new Map(people.map((row) => [row.id, row]));
    return rows.map((row) => {
      const adder = row.addedBy ? byId.get(row.addedBy) : undefined;
      return {
        id: row.id,
        story_id: row.storyId,
        item_id: row.itemId,
        name: row.name,
        size: row.size ?? 0,
        mime_type: row.mimeType,
        revision: row.revision,
        in_trash: row.inTrash,
        added_by: adder ? person(adder) : null,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  const listOf = async (storyId: string): Promise<StoryAttachmentList> => ({
    items: await render(await attachments.list(storyId)),
  });

  const changed = async (access: ProjectAccess & { story: { id: string; projectId: string } }) =>
    events.changed(access.story, await repo.memberIds(access.project.id));

  /** The attached file's current version, for a reader of the story; never a trashed file. */
  async function openable(
    caller: WorkCaller,
    storyId: string,
    attachmentId: string,
  ): Promise<WorkResult<{ row: AttachmentRow; version: DriveFileVersionRow }>> {
    if (!(await storyOf(caller, storyId))) return NOT_FOUND;
    const row = await attachments.find(storyId, attachmentId);
    if (!row || row.inTrash || row.kind !== 'file' || !row.currentVersionId) return NOT_FOUND;
    const version = await attachments.version(row.currentVersionId);
    return version ? ok({ row, version }) : NOT_FOUND;
  }

  return {
    async list(caller: WorkCaller, storyId: string): Promise<WorkResult<StoryAttachmentList>> {
      if (!(await storyOf(caller, storyId))) return NOT_FOUND;
      return ok(await listOf(storyId));
    },

    async add(
      caller: AttachmentCaller,
      storyId: string,
      itemIds: readonly string[],
    ): Promise<WorkResult<StoryAttachmentList>> {
      const access = await storyOf(caller.work, storyId);
      if (!access) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      // Each file must be one the caller may open in the drive: attaching must not become a
      // way to read what the drive does not show them.
      for (const itemId of itemIds) {
        const found = await visible(drive, caller.drive, itemId);
        if (!found) return invalid('item_ids', STORY_ATTACHMENT_MESSAGES.noAccess);
        if (found.row.kind !== 'file')
          return invalid('item_ids', STORY_ATTACHMENT_MESSAGES.notAFile);
        if (found.row.inTrash) return invalid('item_ids', STORY_ATTACHMENT_MESSAGES.inTrash);
      }
      const now = clock.now();
      const added = await attachments.transaction(async (tx) => {
        const count = await tx.count(storyId);
        if (count + itemIds.length > STORY_ATTACHMENTS_MAX) return undefined;
        return tx.insert(storyId, itemIds, caller.work.id, now);
      });
      if (!added) return invalid('item_ids', STORY_ATTACHMENT_MESSAGES.tooMany);
      if (added.length > 0) {
        const rows = (await attachments.list(storyId)).filter((row) => added.includes(row.itemId));
        await repo.insertActivity(
          rows.map((row) => ({
            storyId,
            actorId: caller.work.id,
            field: 'attachment_added',
            fromValue: null,
            toValue: { id: row.itemId, name: row.name },
            at: now,
          })),
        );
        await changed(access);
      }
      return ok(await listOf(storyId));
    },

    async remove(
      caller: WorkCaller,
      storyId: string,
      attachmentId: string,
    ): Promise<WorkResult<true>> {
      const access = await storyOf(caller, storyId);
      if (!access) return NOT_FOUND;
      const row = await attachments.find(storyId, attachmentId);
      if (!row) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      if (!(await attachments.remove(storyId, attachmentId))) return NOT_FOUND;
      await repo.insertActivity([
        {
          storyId,
          actorId: caller.id,
          field: 'attachment_removed',
          fromValue: { id: row.itemId, name: row.name },
          toValue: null,
          at: clock.now(),
        },
      ]);
      await changed(access);
      return ok(true);
    },

    /**
     * Where the story's uploads go: `Projects/KEY` in the caller's own drive, made when missing.
     * Two uploads racing to make it meet the drive's unique name index; the loser reads it.
     */
    async uploadFolder(
      caller: WorkCaller,
      storyId: string,
    ): Promise<WorkResult<StoryUploadFolder>> {
      const access = await storyOf(caller, storyId);
      if (!access) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      const ensure = async (parentId: string | null, name: string) => {
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const found = await attachments.folderNamed(caller.id, parentId, name);
          if (found) return found.kind === 'folder' ? found.id : undefined;
          try {
            return await attachments.insertFolder(caller.id, parentId, name, clock.now());
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
          }
        }
        return undefined;
      };
      const root = await ensure(null, STORY_UPLOAD_ROOT);
      const folder = root ? await ensure(root, access.project.key) : undefined;
      if (!folder) {
        return conflict(`A file named ${STORY_UPLOAD_ROOT}/${access.project.key} is in the way`);
      }
      return ok({ folder_id: folder, path: `${STORY_UPLOAD_ROOT}/${access.project.key}` });
    },

    /** The bytes of an attachment for a reader of the story (the story's read grant). */
    async content(
      caller: WorkCaller,
      storyId: string,
      attachmentId: string,
    ): Promise<WorkResult<StoredFile>> {
      const found = await openable(caller, storyId, attachmentId);
      if (found.kind !== 'ok') return found;
      const { row, version } = found.value;
      return ok({ storageKey: version.storageKey, mimeType: version.mimeType, name: row.name });
    },

    async thumbnailSource(
      caller: WorkCaller,
      storyId: string,
      attachmentId: string,
    ): Promise<WorkResult<DriveFileVersionRow>> {
      const found = await openable(caller, storyId, attachmentId);
      return found.kind === 'ok' ? ok(found.value.version) : found;
    },

    /**
     * A material share link of the story's attachments, tied to the story so its public page can
     * approve it or ask for changes. Only from a review state or the Review / Delivered stages;
     * the drive's rule for materials holds too (editor access to each file).
     */
    async shareMaterial(
      caller: AttachmentCaller,
      storyId: string,
      body: ShareStoryMaterialRequest,
    ): Promise<WorkResult<DriveLink>> {
      const access = await storyOf(caller.work, storyId);
      if (!access) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      const states = await repo.states(access.project.id);
      const state = states.find((row) => row.id === access.story.stateId);
      if (!reviewable(state)) return invalid('story', STORY_ATTACHMENT_MESSAGES.notDeliverable);
      const rows = (await attachments.list(storyId)).filter(
        (row) =>
          !row.inTrash &&
          row.kind === 'file' &&
          (!body.attachment_ids || body.attachment_ids.includes(row.id)),
      );
      if (
        rows.length === 0 ||
        (body.attachment_ids && rows.length !== body.attachment_ids.length)
      ) {
        return invalid('attachment_ids', STORY_ATTACHMENT_MESSAGES.noFiles);
      }
      const created = await links.create(caller.drive, {
        kind: 'material',
        title: body.title ?? `${access.project.key}-${access.story.number} ${access.story.title}`,
        ...(body.note ? { note: body.note } : {}),
        item_ids: rows.map((row) => row.itemId),
        ...(body.expires_at !== undefined ? { expires_at: body.expires_at } : {}),
      });
      switch (created.kind) {
        case 'ok':
          break;
        case 'not_found':
        case 'read_only':
          return invalid('attachment_ids', STORY_ATTACHMENT_MESSAGES.noAccess);
        case 'invalid':
          return { kind: 'invalid', errors: created.errors };
        case 'conflict':
          return conflict(created.detail);
      }
      await attachments.tieLink(created.value.id, storyId);
      await repo.insertActivity([
        {
          storyId,
          actorId: caller.work.id,
          field: 'material_shared',
          fromValue: null,
          toValue: { id: created.value.id, name: created.value.title },
          at: clock.now(),
        },
      ]);
      await changed(access);
      return ok(created.value);
    },

    /** The material links of the story that the caller may manage (they carry the token). */
    async materials(
      caller: AttachmentCaller,
      storyId: string,
    ): Promise<WorkResult<StoryMaterialList>> {
      if (!(await storyOf(caller.work, storyId))) return NOT_FOUND;
      const items: DriveLink[] = [];
      for (const id of await attachments.materialIds(storyId)) {
        const link = await links.get(caller.drive, id);
        if (link.kind === 'ok') items.push(link.value);
      }
      return ok({ items });
    },
  };
}

export type { DriveThumbnailSize };
