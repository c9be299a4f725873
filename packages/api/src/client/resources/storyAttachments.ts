import type {
  DriveLink,
  MaterialReview,
  MaterialReviewRequest,
  Ok,
  ShareStoryMaterialRequest,
  StoryAttachmentList,
  StoryMaterialList,
  StoryUploadFolder,
} from '../../contracts/index.ts';
import type { DriveThumbnailSize } from '../../contracts/drive.constants.ts';
import { STORY_ATTACHMENT_ROUTES } from '../../contracts/storyAttachments.constants.ts';
import type {
  materialReviewEndpoints,
  storyAttachmentEndpoints,
} from '../../contracts/storyAttachments.ts';
import { routesOf, type Http } from '../http.ts';

/** A story's attachments and its materials (ADR 0025), for its readers and workers. */
export interface StoryAttachmentsCalls {
  attachments(id: string): Promise<StoryAttachmentList>;
  /** Drive files the caller may read (uploaded into `uploadFolder`, or picked). */
  attach(id: string, itemIds: readonly string[]): Promise<StoryAttachmentList>;
  detach(id: string, attachmentId: string): Promise<Ok>;
  /** The caller's `Projects/KEY` folder for the story's uploads (made when missing). */
  uploadFolder(id: string): Promise<StoryUploadFolder>;
  shareMaterial(id: string, body?: ShareStoryMaterialRequest): Promise<DriveLink>;
  materials(id: string): Promise<StoryMaterialList>;
}

export function storyAttachmentCalls(http: Http): StoryAttachmentsCalls {
  const { review: _review, ...routes } = STORY_ATTACHMENT_ROUTES;
  const endpoints = routesOf<typeof storyAttachmentEndpoints>(routes);
  const byId = (id: string) => ({ params: { id } });
  return {
    attachments: (id) => http.call(endpoints.list, byId(id)),
    attach: (id, itemIds) =>
      http.call(endpoints.add, { ...byId(id), body: { item_ids: [...itemIds] } }),
    detach: (id, attachmentId) => http.call(endpoints.remove, { params: { id, attachmentId } }),
    uploadFolder: (id) => http.call(endpoints.uploadFolder, byId(id)),
    shareMaterial: (id, body = {}) => http.call(endpoints.shareMaterial, { ...byId(id), body }),
    materials: (id) => http.call(endpoints.materials, byId(id)),
  };
}

/** `POST /shared/{token}/review`: a story's material approved or sent back from its page. */
export function materialReviewCall(
  http: Http,
): (token: string, body: MaterialReviewRequest) => Promise<MaterialReview> {
  const endpoints = routesOf<typeof materialReviewEndpoints>({
    review: STORY_ATTACHMENT_ROUTES.review,
  });
  return (token, body) => http.call(endpoints.review, { params: { token }, body });
}

function attachmentPath(path: string, storyId: string, attachmentId: string): string {
  return path
    .replace(':id', encodeURIComponent(storyId))
    .replace(':attachmentId', encodeURIComponent(attachmentId));
}

/** An attachment's bytes through its story: shown inline where safe, or downloaded. */
export function storyAttachmentContentUrl(
  storyId: string,
  attachmentId: string,
  options: { inline?: boolean; baseUrl?: string } = {},
): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const disposition = options.inline ? 'inline' : 'attachment';
  return `${base}${attachmentPath(STORY_ATTACHMENT_ROUTES.content.path, storyId, attachmentId)}?disposition=${disposition}`;
}

/** A thumbnail of an attached image; `revision` changes the address with a new version. */
export function storyAttachmentThumbnailUrl(
  storyId: string,
  attachmentId: string,
  size: DriveThumbnailSize = 'small',
  options: { baseUrl?: string; revision?: number } = {},
): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const version = options.revision ? `&v=${options.revision}` : '';
  return `${base}${attachmentPath(STORY_ATTACHMENT_ROUTES.thumbnail.path, storyId, attachmentId)}?size=${size}${version}`;
}
