import { z } from 'zod';
import { defineEndpoint, pageOf, pageQuerySchema } from './common.ts';
import {
  driveContentQuerySchema,
  drivePersonSchema,
  driveThumbnailQuerySchema,
  driveZipQuerySchema,
} from './drive.ts';
import { DRIVE_ITEM_KINDS, DRIVE_SEARCH_MAX, DRIVE_SORT_KEYS } from './drive.constants.ts';
import {
  DRIVE_LINK_DOWNLOAD_LIMIT_MAX,
  DRIVE_LINK_KINDS,
  DRIVE_LINK_LABEL_MAX,
  DRIVE_LINK_LOG_ACTIONS,
  DRIVE_LINK_MATERIAL_MAX_ITEMS,
  DRIVE_LINK_MESSAGES,
  DRIVE_LINK_NOTE_MAX,
  DRIVE_LINK_PASSWORD_MAX,
  DRIVE_LINK_ROUTES,
  DRIVE_LINK_SCOPES,
  DRIVE_LINK_SORT_KEYS,
  DRIVE_LINK_STATES,
  DRIVE_LINK_TITLE_MAX,
  SHARED_ROUTES,
} from './driveLinks.constants.ts';
import { SORT_ORDERS } from './user.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './driveLinks.constants.ts';

const idSchema = z.uuid('Must be a valid id');
const timestampSchema = z.iso.datetime({ offset: true });
const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** The item a link opens, as its creator's lists show it. */
const driveLinkTargetSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DRIVE_ITEM_KINDS),
  name: z.string(),
});

/** A share link as its creator (or a drive administrator) sees it. */
export const driveLinkSchema = z.object({
  id: z.uuid(),
  /** The credential of the public URL; only people who may manage the link see it. */
  token: z.string(),
  kind: z.enum(DRIVE_LINK_KINDS),
  state: z.enum(DRIVE_LINK_STATES),
  label: z.string(),
  /** A material's title and note (null for an item link). */
  title: z.string().nullable(),
  note: z.string().nullable(),
  /** The shared file or folder (item links). */
  item: driveLinkTargetSchema.nullable(),
  /** A material's files, in order. */
  items: z.array(driveLinkTargetSchema),
  created_by: drivePersonSchema.nullable(),
  created_at: timestampSchema,
  expires_at: timestampSchema.nullable(),
  has_password: z.boolean(),
  allow_download: z.boolean(),
  download_limit: z.number().int().min(1).nullable(),
  view_count: z.number().int().min(0),
  download_count: z.number().int().min(0),
  last_accessed_at: timestampSchema.nullable(),
  revoked_at: timestampSchema.nullable(),
});
export type DriveLink = z.infer<typeof driveLinkSchema>;

export const driveLinkPageSchema = pageOf(driveLinkSchema);
export type DriveLinkPage = z.infer<typeof driveLinkPageSchema>;

/** `GET /drive/links`: my links, or all of them (drive administrators), filtered and sorted. */
export const driveLinkListQuerySchema = pageQuerySchema.extend({
  scope: z.enum(DRIVE_LINK_SCOPES).default('mine'),
  state: z.enum(DRIVE_LINK_STATES).optional(),
  /** Label, title, or the shared item's name. */
  q: z.string().trim().min(1).max(DRIVE_SEARCH_MAX).optional(),
  sort: z.enum(DRIVE_LINK_SORT_KEYS).default('created_at'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type DriveLinkListQuery = z.input<typeof driveLinkListQuerySchema>;

export const driveLinkParamsSchema = z.strictObject({ id: idSchema });

/** An expiry chosen in the future (the server checks it against the organisation's maximum). */
const expirySchema = timestampSchema.nullable();
/** A new password; null removes it (update), absent keeps it. */
const passwordSchema = z
  .string()
  .min(1, 'This field is required')
  .max(DRIVE_LINK_PASSWORD_MAX, `Must be at most ${DRIVE_LINK_PASSWORD_MAX} characters`);
const downloadLimitSchema = z.number().int().min(1).max(DRIVE_LINK_DOWNLOAD_LIMIT_MAX).nullable();

const linkSettingsShape = {
  label: trimmed(DRIVE_LINK_LABEL_MAX).optional(),
  /** Absent: the organisation's default expiry; null: none (when the maximum allows it). */
  expires_at: expirySchema.optional(),
  password: passwordSchema.nullable().optional(),
  allow_download: z.boolean().optional(),
  download_limit: downloadLimitSchema.optional(),
};

/** `POST /drive/links`: a link to one item, or a material of chosen files. */
export const createDriveLinkRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('item'), item_id: idSchema, ...linkSettingsShape }),
  z.strictObject({
    kind: z.literal('material'),
    title: trimmed(DRIVE_LINK_TITLE_MAX).min(1, 'This field is required'),
    note: trimmed(DRIVE_LINK_NOTE_MAX).optional(),
    item_ids: z
      .array(idSchema)
      .min(1, DRIVE_LINK_MESSAGES.materialNeedsFiles)
      .max(DRIVE_LINK_MATERIAL_MAX_ITEMS)
      .refine((ids) => new Set(ids).size === ids.length, 'Each file only once'),
    ...linkSettingsShape,
  }),
]);
export type CreateDriveLinkRequest = z.input<typeof createDriveLinkRequestSchema>;

/** `PATCH /drive/links/{id}`: change what is given; a material's title, note and files too. */
export const updateDriveLinkRequestSchema = z
  .strictObject({
    ...linkSettingsShape,
    title: trimmed(DRIVE_LINK_TITLE_MAX).min(1, 'This field is required').optional(),
    note: trimmed(DRIVE_LINK_NOTE_MAX).optional(),
    item_ids: z
      .array(idSchema)
      .min(1, DRIVE_LINK_MESSAGES.materialNeedsFiles)
      .max(DRIVE_LINK_MATERIAL_MAX_ITEMS)
      .refine((ids) => new Set(ids).size === ids.length, 'Each file only once')
      .optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });
export type UpdateDriveLinkRequest = z.input<typeof updateDriveLinkRequestSchema>;

/** `GET /drive/items/{id}/links`: the links that open this item. */
export const driveLinkListSchema = z.object({ items: z.array(driveLinkSchema) });
export type DriveLinkList = z.infer<typeof driveLinkListSchema>;

export const driveLinkLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(DRIVE_LINK_LOG_ACTIONS),
  item_name: z.string().nullable(),
  ip: z.string(),
  user_agent: z.string(),
  at: timestampSchema,
});
export type DriveLinkLogEntry = z.infer<typeof driveLinkLogEntrySchema>;
export const driveLinkLogPageSchema = pageOf(driveLinkLogEntrySchema);
export type DriveLinkLogPage = z.infer<typeof driveLinkLogPageSchema>;
export const driveLinkLogQuerySchema = pageQuerySchema;

// ——— The public pages (signed out) ———

/**
 * A token in a public URL. Any string is taken (up to a bound) so a malformed token gets the
 * same 404 as an unknown one, never a 400 that tells them apart.
 */
export const sharedParamsSchema = z.strictObject({ token: z.string().max(200) });
export const sharedItemParamsSchema = z.strictObject({
  token: z.string().max(200),
  id: z.string().max(200),
});

/** A file or folder on a public page: nothing about its owner or where it lives. */
export const sharedItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DRIVE_ITEM_KINDS),
  name: z.string(),
  size: z.number().int().min(0).nullable(),
  mime_type: z.string().nullable(),
  updated_at: timestampSchema,
});
export type SharedItem = z.infer<typeof sharedItemSchema>;

/**
 * `GET /shared/{token}`: what the link shows. While a password is needed (`unlocked` false)
 * only the kind and the sharer's name are told; `root` is the shared file or folder (item
 * links), `items` a material's files.
 */
export const sharedLinkSchema = z.object({
  kind: z.enum(DRIVE_LINK_KINDS),
  shared_by: z.string().nullable(),
  password_required: z.boolean(),
  unlocked: z.boolean(),
  title: z.string().nullable(),
  note: z.string().nullable(),
  expires_at: timestampSchema.nullable(),
  allow_download: z.boolean(),
  root: sharedItemSchema.nullable(),
  items: z.array(sharedItemSchema),
  /** A story's material (ADR 0025): whether it may be approved now, and the last decision. */
  review: z
    .object({
      open: z.boolean(),
      decision: z.enum(['approved', 'changes_requested']).nullable(),
      decided_at: timestampSchema.nullable(),
    })
    .nullable(),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;
/** A material page's review: whether a decision may be made now, and the last one made. */
export const materialReviewSchema = sharedLinkSchema.shape.review.unwrap();
export type MaterialReview = z.infer<typeof materialReviewSchema>;

export const unlockSharedLinkRequestSchema = z.strictObject({
  password: z.string().min(1, 'This field is required').max(DRIVE_LINK_PASSWORD_MAX),
});
export type UnlockSharedLinkRequest = z.infer<typeof unlockSharedLinkRequestSchema>;

/** `GET /shared/{token}/items?parent_id=`: a folder's contents within a shared folder. */
export const sharedListQuerySchema = pageQuerySchema.extend({
  /** Absent: the shared folder itself. */
  parent_id: idSchema.optional(),
  sort: z.enum(DRIVE_SORT_KEYS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type SharedListQuery = z.input<typeof sharedListQuerySchema>;

/** A page of a shared folder, with the folders from the shared one down to it. */
export const sharedItemPageSchema = pageOf(sharedItemSchema).extend({
  breadcrumbs: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SharedItemPage = z.infer<typeof sharedItemPageSchema>;

export const sharedContentQuerySchema = driveContentQuerySchema.omit({ version: true });
export const sharedThumbnailQuerySchema = driveThumbnailQuerySchema;
export const sharedZipQuerySchema = driveZipQuerySchema;

export const driveLinkEndpoints = {
  list: defineEndpoint({
    ...DRIVE_LINK_ROUTES.list,
    summary: 'My share links, or all of them (drive administrators).',
    query: driveLinkListQuerySchema,
    response: driveLinkPageSchema,
  }),
  forItem: defineEndpoint({
    ...DRIVE_LINK_ROUTES.forItem,
    summary: 'The share links that open an item.',
    response: driveLinkListSchema,
  }),
  create: defineEndpoint({
    ...DRIVE_LINK_ROUTES.create,
    summary: 'Create a share link to an item, or a material of chosen files.',
    body: createDriveLinkRequestSchema,
    response: driveLinkSchema,
  }),
  get: defineEndpoint({
    ...DRIVE_LINK_ROUTES.get,
    summary: 'One share link with its counters.',
    response: driveLinkSchema,
  }),
  update: defineEndpoint({
    ...DRIVE_LINK_ROUTES.update,
    summary: "Change a link's label, expiry, password, download rights or files.",
    body: updateDriveLinkRequestSchema,
    response: driveLinkSchema,
  }),
  revoke: defineEndpoint({
    ...DRIVE_LINK_ROUTES.revoke,
    summary: 'Revoke a link: it stops opening at once, for good.',
    response: driveLinkSchema,
  }),
  log: defineEndpoint({
    ...DRIVE_LINK_ROUTES.log,
    summary: "A link's access log, newest first.",
    query: driveLinkLogQuerySchema,
    response: driveLinkLogPageSchema,
  }),
} as const;

export const sharedEndpoints = {
  open: defineEndpoint({
    ...SHARED_ROUTES.open,
    summary:
      'What a share link shows (signed out; the same 404 for every link that does not open).',
    response: sharedLinkSchema,
  }),
  unlock: defineEndpoint({
    ...SHARED_ROUTES.unlock,
    summary:
      'Unlock a password-protected link in this browser (wrong passwords back off, then 429).',
    body: unlockSharedLinkRequestSchema,
    response: sharedLinkSchema,
  }),
  list: defineEndpoint({
    ...SHARED_ROUTES.list,
    summary: "A folder's contents within a shared folder.",
    query: sharedListQuerySchema,
    response: sharedItemPageSchema,
  }),
  content: defineEndpoint({
    ...SHARED_ROUTES.content,
    summary: "A shared file's bytes (Range answered); a download counts against the limit.",
    query: sharedContentQuerySchema,
    response: z.unknown(),
  }),
  thumbnail: defineEndpoint({
    ...SHARED_ROUTES.thumbnail,
    summary: 'A WebP thumbnail of a shared image.',
    query: sharedThumbnailQuerySchema,
    response: z.unknown(),
  }),
  zip: defineEndpoint({
    ...SHARED_ROUTES.zip,
    summary: 'Shared items as one zip (one download against the limit).',
    query: sharedZipQuerySchema,
    response: z.unknown(),
  }),
} as const;
