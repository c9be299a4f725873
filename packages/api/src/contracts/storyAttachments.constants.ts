// Plain values only, never zod (src/zodFree.test.ts checks the pattern).

import type { Route } from './common.constants.ts';

/** At most this many files are attached in one call, and held by one story. */
export const STORY_ATTACHMENTS_PER_CALL = 20;
export const STORY_ATTACHMENTS_MAX = 200;
/** The name a reviewer gives on a material's page, and their comment. */
export const MATERIAL_REVIEWER_NAME_MAX = 120;
export const MATERIAL_REVIEW_COMMENT_MAX = 5000;
/** The folder a story's uploads go to, in the uploader's drive: `Projects/KEY`. */
export const STORY_UPLOAD_ROOT = 'Projects';

/** What a material's public page may decide. */
export const MATERIAL_REVIEW_DECISIONS = ['approve', 'request_changes'] as const;
export type MaterialReviewDecision = (typeof MATERIAL_REVIEW_DECISIONS)[number];

/** Exact texts the server answers with and the client translates. */
export const STORY_ATTACHMENT_MESSAGES = {
  notAFile: 'Only files can be attached',
  inTrash: 'This file is in the trash',
  alreadyAttached: 'This file is already attached',
  tooMany: `A story holds at most ${STORY_ATTACHMENTS_MAX} attachments`,
  noAccess: 'You may not open this file',
  notDeliverable: 'Only a story in review or delivered can be shared as material',
  noFiles: 'Attach the files to share first',
  reviewClosed: 'This material has been reviewed; the story is no longer waiting for review',
  commentRequired: 'Say what needs to change',
  nameRequired: 'Say who you are',
} as const;

/** Where each endpoint lives (storyAttachments.ts adds the schemas). */
export const STORY_ATTACHMENT_ROUTES = {
  list: { method: 'GET', path: '/story/:id/attachments' },
  add: { method: 'POST', path: '/story/:id/attachments' },
  remove: { method: 'DELETE', path: '/story/:id/attachments/:attachmentId' },
  uploadFolder: { method: 'POST', path: '/story/:id/attachments/folder' },
  content: { method: 'GET', path: '/story/:id/attachments/:attachmentId/content' },
  thumbnail: { method: 'GET', path: '/story/:id/attachments/:attachmentId/thumbnail' },
  shareMaterial: { method: 'POST', path: '/story/:id/material' },
  materials: { method: 'GET', path: '/story/:id/material' },
  review: { method: 'POST', path: '/shared/:token/review' },
} as const satisfies Record<string, Route>;
