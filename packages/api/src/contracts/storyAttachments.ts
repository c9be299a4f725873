import { z } from 'zod';
import { defineEndpoint, okSchema } from './common.ts';
import { driveContentQuerySchema, driveThumbnailQuerySchema } from './drive.ts';
import { DRIVE_LINK_NOTE_MAX, DRIVE_LINK_TITLE_MAX } from './driveLinks.constants.ts';
import { driveLinkSchema, materialReviewSchema, sharedParamsSchema } from './driveLinks.ts';
import { workPersonSchema } from './project.ts';
import {
  MATERIAL_REVIEW_COMMENT_MAX,
  MATERIAL_REVIEW_DECISIONS,
  MATERIAL_REVIEWER_NAME_MAX,
  STORY_ATTACHMENT_MESSAGES,
  STORY_ATTACHMENT_ROUTES,
  STORY_ATTACHMENTS_PER_CALL,
} from './storyAttachments.constants.ts';

export * from './storyAttachments.constants.ts';

const idSchema = z.uuid('Must be a valid id');
const timestampSchema = z.iso.datetime({ offset: true });
const required = 'This field is required';

/**
 * A drive file attached to a story. Its readers open it through the story (`content`,
 * `thumbnail`), whatever the drive shares with them; a trashed file stays listed (`in_trash`).
 */
export const storyAttachmentSchema = z.object({
  id: z.uuid(),
  story_id: z.uuid(),
  item_id: z.uuid(),
  name: z.string(),
  size: z.number().int().min(0),
  mime_type: z.string().nullable(),
  /** Rises with every new version (thumbnail addresses carry it). */
  revision: z.number().int().min(1),
  in_trash: z.boolean(),
  added_by: workPersonSchema.nullable(),
  created_at: timestampSchema,
});
export type StoryAttachment = z.infer<typeof storyAttachmentSchema>;

export const storyAttachmentListSchema = z.object({ items: z.array(storyAttachmentSchema) });
export type StoryAttachmentList = z.infer<typeof storyAttachmentListSchema>;

export const storyAttachmentParamsSchema = z.strictObject({ id: idSchema, attachmentId: idSchema });

/** `POST /story/{id}/attachments`: drive files the caller may read (uploaded or picked). */
export const addStoryAttachmentsRequestSchema = z.strictObject({
  item_ids: z
    .array(idSchema)
    .min(1, required)
    .max(STORY_ATTACHMENTS_PER_CALL, `At most ${STORY_ATTACHMENTS_PER_CALL}`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type AddStoryAttachmentsRequest = z.input<typeof addStoryAttachmentsRequestSchema>;

/** `POST /story/{id}/attachments/folder`: the caller's `Projects/KEY` folder, made if missing. */
export const storyUploadFolderSchema = z.object({ folder_id: z.uuid(), path: z.string() });
export type StoryUploadFolder = z.infer<typeof storyUploadFolderSchema>;

export const storyAttachmentContentQuerySchema = driveContentQuerySchema.omit({ version: true });
export const storyAttachmentThumbnailQuerySchema = driveThumbnailQuerySchema;

/**
 * `POST /story/{id}/material`: a material share link of the story's attachments (all that are
 * not in the trash, or those named), tied to the story so its page can approve or ask for
 * changes. Expiry as any link (absent: the organisation's default).
 */
export const shareStoryMaterialRequestSchema = z.strictObject({
  title: z.string().trim().min(1, required).max(DRIVE_LINK_TITLE_MAX).optional(),
  note: z.string().trim().max(DRIVE_LINK_NOTE_MAX).optional(),
  attachment_ids: z.array(idSchema).min(1, required).max(STORY_ATTACHMENTS_PER_CALL).optional(),
  expires_at: timestampSchema.nullable().optional(),
});
export type ShareStoryMaterialRequest = z.input<typeof shareStoryMaterialRequestSchema>;

/** The material links made from a story, newest first. */
export const storyMaterialListSchema = z.object({ items: z.array(driveLinkSchema) });
export type StoryMaterialList = z.infer<typeof storyMaterialListSchema>;

/**
 * `POST /shared/{token}/review` (signed out): the reviewer's decision on a story's material. A
 * request for changes needs a comment; both need the reviewer's name.
 */
export const materialReviewRequestSchema = z
  .strictObject({
    decision: z.enum(MATERIAL_REVIEW_DECISIONS),
    name: z
      .string()
      .trim()
      .min(1, STORY_ATTACHMENT_MESSAGES.nameRequired)
      .max(MATERIAL_REVIEWER_NAME_MAX, `Must be at most ${MATERIAL_REVIEWER_NAME_MAX} characters`),
    comment: z
      .string()
      .trim()
      .max(MATERIAL_REVIEW_COMMENT_MAX, `Must be at most ${MATERIAL_REVIEW_COMMENT_MAX} characters`)
      .optional(),
  })
  .refine((body) => body.decision === 'approve' || Boolean(body.comment), {
    message: STORY_ATTACHMENT_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type MaterialReviewRequest = z.input<typeof materialReviewRequestSchema>;

export const storyAttachmentEndpoints = {
  list: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.list,
    summary: "A story's attachments (trashed files stay listed, marked).",
    response: storyAttachmentListSchema,
  }),
  add: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.add,
    summary: 'Attach drive files the caller may read; the story’s readers may then open them.',
    body: addStoryAttachmentsRequestSchema,
    response: storyAttachmentListSchema,
  }),
  remove: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.remove,
    summary: 'Remove an attachment (the file stays in the drive).',
    response: okSchema,
  }),
  uploadFolder: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.uploadFolder,
    summary: "The caller's Projects/KEY folder for the story's uploads (made when missing).",
    response: storyUploadFolderSchema,
  }),
  content: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.content,
    summary: "An attachment's bytes, for the story's readers (Range answered).",
    query: storyAttachmentContentQuerySchema,
    response: z.unknown(),
  }),
  thumbnail: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.thumbnail,
    summary: 'A WebP thumbnail of an attached image.',
    query: storyAttachmentThumbnailQuerySchema,
    response: z.unknown(),
  }),
  shareMaterial: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.shareMaterial,
    summary:
      'Share the story’s attachments as a material link whose page approves or asks for changes.',
    body: shareStoryMaterialRequestSchema,
    response: driveLinkSchema,
  }),
  materials: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.materials,
    summary: 'The material links shared from a story.',
    response: storyMaterialListSchema,
  }),
} as const;

export const materialReviewEndpoints = {
  review: defineEndpoint({
    ...STORY_ATTACHMENT_ROUTES.review,
    summary:
      'Approve a story’s material or ask for changes from its public page (signed out; once per round of review).',
    body: materialReviewRequestSchema,
    response: materialReviewSchema,
  }),
} as const;

export { sharedParamsSchema as materialReviewParamsSchema };
