import { ApiError } from '../client/ApiError.ts';
import type { StoryAttachmentsCalls } from '../client/resources/storyAttachments.ts';
import { ERROR_DETAILS } from '../contracts/common.constants.ts';
import type {
  CreateDriveLinkRequest,
  DriveLink,
  StoryAttachment,
  WorkPerson,
} from '../contracts/index.ts';
import {
  STORY_ATTACHMENT_MESSAGES,
  STORY_UPLOAD_ROOT,
} from '../contracts/storyAttachments.constants.ts';
import type { FakeDriveStore } from './fakeDrive.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

/** What the attachments fake needs of the stories fake. */
export interface FakeAttachmentStories {
  /** The story and whether the caller works on it (throws the stories fake's 401/403/404). */
  visible(
    url: string,
    storyId: string,
  ): {
    callerId: string;
    work: boolean;
    projectKey: string;
    title: string;
    key: string;
    reviewable: boolean;
    /** The drive's access level of the caller on an item (null: they may not open it). */
    level(itemId: string): string | null;
  };
  personOf(id: string): WorkPerson | null;
}

function fieldError(url: string, field: string, message: string): ApiError {
  return new ApiError({
    kind: 'validation',
    status: 400,
    url,
    fieldErrors: { [field]: [message] },
  });
}

/**
 * A story's attachments in memory, over the drive fake's files, with the server's rules: attach
 * only files the caller may read, trashed files stay listed, a material from a reviewable story
 * (made through the share links fake and marked as a story's material).
 */
export function createFakeStoryAttachments(
  respond: Respond,
  stories: FakeAttachmentStories,
  drive: FakeDriveStore,
  fakeId: () => string,
  createMaterial: (body: CreateDriveLinkRequest) => Promise<DriveLink>,
): StoryAttachmentsCalls {
  const rows: {
    id: string;
    storyId: string;
    itemId: string;
    addedBy: string;
    createdAt: string;
  }[] = [];
  const materials = new Map<string, DriveLink[]>();
  const render = (row: (typeof rows)[number]): StoryAttachment[] => {
    const item = drive.item(row.itemId);
    if (!item) return [];
    return [
      {
        id: row.id,
        story_id: row.storyId,
        item_id: row.itemId,
        name: item.name,
        size: item.size ?? 0,
        mime_type: item.mimeType,
        revision: item.revision,
        in_trash: item.inTrash,
        added_by: stories.personOf(row.addedBy),
        created_at: row.createdAt,
      },
    ];
  };
  const listOf = (storyId: string) => ({
    items: rows.filter((row) => row.storyId === storyId).flatMap(render),
  });
  const forbidden = (url: string) =>
    new ApiError({ kind: 'detail', status: 403, url, detail: ERROR_DETAILS.forbidden });

  return {
    attachments: (id) =>
      respond('stories.attachments', () => {
        stories.visible(`/api/story/${id}/attachments`, id);
        return listOf(id);
      }),
    attach: (id, itemIds) =>
      respond('stories.attach', () => {
        const url = `/api/story/${id}/attachments`;
        const story = stories.visible(url, id);
        if (!story.work) throw forbidden(url);
        for (const itemId of itemIds) {
          const item = drive.item(itemId);
          if (!item || story.level(itemId) === null) {
            throw fieldError(url, 'item_ids', STORY_ATTACHMENT_MESSAGES.noAccess);
          }
          if (item.kind !== 'file')
            throw fieldError(url, 'item_ids', STORY_ATTACHMENT_MESSAGES.notAFile);
          if (item.inTrash) throw fieldError(url, 'item_ids', STORY_ATTACHMENT_MESSAGES.inTrash);
        }
        for (const itemId of itemIds) {
          if (rows.some((row) => row.storyId === id && row.itemId === itemId)) continue;
          rows.push({
            id: fakeId(),
            storyId: id,
            itemId,
            addedBy: story.callerId,
            createdAt: new Date().toISOString(),
          });
        }
        return listOf(id);
      }),
    detach: (id, attachmentId) =>
      respond('stories.detach', () => {
        const url = `/api/story/${id}/attachments/${attachmentId}`;
        const story = stories.visible(url, id);
        const index = rows.findIndex((row) => row.storyId === id && row.id === attachmentId);
        if (index < 0) {
          throw new ApiError({ kind: 'detail', status: 404, url, detail: ERROR_DETAILS.notFound });
        }
        if (!story.work) throw forbidden(url);
        rows.splice(index, 1);
        return { ok: true as const };
      }),
    uploadFolder: (id) =>
      respond('stories.uploadFolder', () => {
        const story = stories.visible(`/api/story/${id}/attachments/folder`, id);
        const root = drive.find(
          (item) =>
            item.parentId === null && item.kind === 'folder' && item.name === STORY_UPLOAD_ROOT,
        );
        return {
          // The drive fake's root folder when it has none of that name: uploads land somewhere real.
          folder_id: root?.id ?? drive.files()[0]?.parentId ?? id,
          path: `${STORY_UPLOAD_ROOT}/${story.projectKey}`,
        };
      }),
    shareMaterial: async (id, body = {}) => {
      const url = `/api/story/${id}/material`;
      const story = await respond('stories.shareMaterial', () => stories.visible(url, id));
      if (!story.work) throw forbidden(url);
      if (!story.reviewable) {
        throw fieldError(url, 'story', STORY_ATTACHMENT_MESSAGES.notDeliverable);
      }
      const files = listOf(id).items.filter(
        (row) => !row.in_trash && (!body.attachment_ids || body.attachment_ids.includes(row.id)),
      );
      if (files.length === 0) {
        throw fieldError(url, 'attachment_ids', STORY_ATTACHMENT_MESSAGES.noFiles);
      }
      const link = await createMaterial({
        kind: 'material',
        title: body.title ?? `${story.key} ${story.title}`,
        ...(body.note ? { note: body.note } : {}),
        item_ids: files.map((row) => row.item_id),
        ...(body.expires_at !== undefined ? { expires_at: body.expires_at } : {}),
      });
      materials.set(id, [link, ...(materials.get(id) ?? [])]);
      return link;
    },
    materials: (id) =>
      respond('stories.materials', () => {
        stories.visible(`/api/story/${id}/material`, id);
        return { items: materials.get(id) ?? [] };
      }),
  };
}
