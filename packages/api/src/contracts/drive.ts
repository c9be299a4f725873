import { z } from 'zod';
import { defineEndpoint, okSchema, pageOf, pageQuerySchema } from './common.ts';
import {
  DRIVE_ACCESS_LEVELS,
  DRIVE_ACCESS_MAX,
  DRIVE_ITEM_KINDS,
  DRIVE_NAME_MAX_BYTES,
  DRIVE_PRINCIPAL_TYPES,
  DRIVE_ROLES,
  DRIVE_ROUTES,
  DRIVE_SEARCH_MAX,
  DRIVE_SORT_KEYS,
  DRIVE_THUMBNAIL_SIZES,
  DRIVE_UPLOAD_CONFLICTS,
  DRIVE_ZIP_MAX_ITEMS,
  type DriveThumbnailSize,
  DRIVE_VIEWS,
} from './drive.constants.ts';
import { SORT_ORDERS } from './user.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './drive.constants.ts';

/** Control characters and the bidirectional overrides that make a name read as another (U+202E). */
// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
const FORBIDDEN_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * A file or folder name as people type it: NFC-normalised and trimmed, then refused when empty,
 * `.` or `..`, with a slash or a backslash, with control or bidi-override characters, or longer
 * than 255 UTF-8 bytes. The server stores files by id, so a name is only ever shown.
 */
export const driveNameSchema = z
  .string()
  .transform((name) => name.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'This field is required')
      .refine((name) => name !== '.' && name !== '..', 'This name is reserved')
      .refine((name) => !/[/\\]/.test(name), 'Must not contain / or \\')
      .refine(
        (name) => !FORBIDDEN_NAME_CHARACTERS.test(name),
        'Must not contain control or direction-override characters',
      )
      .refine(
        (name) => new TextEncoder().encode(name).length <= DRIVE_NAME_MAX_BYTES,
        `Must be at most ${DRIVE_NAME_MAX_BYTES} bytes`,
      ),
  );

const idSchema = z.uuid('Must be a valid id');
const timestampSchema = z.iso.datetime({ offset: true });

/** A person as the drive shows them (owner, access entries). */
export const drivePersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
});
export type DrivePerson = z.infer<typeof drivePersonSchema>;

/** One file or folder, as the caller may see it. */
export const driveItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DRIVE_ITEM_KINDS),
  name: z.string(),
  /** The folder it is in; null at the root of its owner's drive. */
  parent_id: z.uuid().nullable(),
  owner: drivePersonSchema,
  /** Bytes of the current version (files); null for folders. */
  size: z.number().int().min(0).nullable(),
  /** The type read from the file's bytes (files); null for folders. */
  mime_type: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Rises with every change: an update names the revision it was made on (409 when stale). */
  revision: z.number().int().min(1),
  starred: z.boolean(),
  trashed_at: timestampSchema.nullable(),
  /** The caller's standing on it. */
  access: z.enum(DRIVE_ACCESS_LEVELS),
  /** Shared with someone beyond its owner (access entries, here or inherited). */
  shared: z.boolean(),
});
export type DriveItem = z.infer<typeof driveItemSchema>;

/** A folder on the way to an item, from the top the caller may see. */
export const driveCrumbSchema = z.object({ id: z.uuid(), name: z.string() });
export type DriveCrumb = z.infer<typeof driveCrumbSchema>;

/** `GET /drive/items/{id}`: the item and the folders above it. */
export const driveItemDetailSchema = driveItemSchema.extend({
  breadcrumbs: z.array(driveCrumbSchema),
});
export type DriveItemDetail = z.infer<typeof driveItemDetailSchema>;

export const driveItemPageSchema = pageOf(driveItemSchema);
export type DriveItemPage = z.infer<typeof driveItemPageSchema>;

/**
 * `GET /drive/items`: a folder's contents (`parent_id`; none = the root of My drive), or one of
 * the other views. With `q`, the names containing it anywhere the caller may see (trash apart).
 */
export const driveListQuerySchema = pageQuerySchema.extend({
  view: z.enum(DRIVE_VIEWS).default('my'),
  parent_id: idSchema.optional(),
  q: z.string().trim().min(1).max(DRIVE_SEARCH_MAX).optional(),
  sort: z.enum(DRIVE_SORT_KEYS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type DriveListQuery = z.input<typeof driveListQuerySchema>;

export const driveItemParamsSchema = z.strictObject({ id: idSchema });

export const createDriveFolderRequestSchema = z.strictObject({
  name: driveNameSchema,
  /** null or absent: the root of My drive. */
  parent_id: idSchema.nullable().optional(),
});
export type CreateDriveFolderRequest = z.input<typeof createDriveFolderRequestSchema>;

/** Rename and/or move, made on `revision` (the item as the caller saw it). */
export const updateDriveItemRequestSchema = z
  .strictObject({
    name: driveNameSchema.optional(),
    /** null: the root of the owner's drive. */
    parent_id: idSchema.nullable().optional(),
    revision: z.number().int().min(1),
  })
  .refine((patch) => patch.name !== undefined || patch.parent_id !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateDriveItemRequest = z.input<typeof updateDriveItemRequestSchema>;

/** A 409 on a stale update carries the item as it is now, so the client can show the new name. */
export const driveConflictSchema = z.object({
  detail: z.string(),
  item: driveItemSchema.optional(),
});
export type DriveConflict = z.infer<typeof driveConflictSchema>;

export const driveAccessEntrySchema = z.object({
  principal_type: z.enum(DRIVE_PRINCIPAL_TYPES),
  principal_id: z.uuid(),
  /** The person's full name or the team's name. */
  name: z.string(),
  role: z.enum(DRIVE_ROLES),
});
export type DriveAccessEntry = z.infer<typeof driveAccessEntrySchema>;

/** `GET /drive/items/{id}/access`: who may open it, here and from the folders above. */
export const driveAccessSchema = z.object({
  owner: drivePersonSchema,
  entries: z.array(driveAccessEntrySchema),
  inherited: z.array(driveAccessEntrySchema.extend({ from: driveCrumbSchema })),
});
export type DriveAccess = z.infer<typeof driveAccessSchema>;

/** `PUT /drive/items/{id}/access`: the item's own entries (the owner's and editors' call). */
export const setDriveAccessRequestSchema = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        principal_type: z.enum(DRIVE_PRINCIPAL_TYPES),
        principal_id: idSchema,
        role: z.enum(DRIVE_ROLES),
      }),
    )
    .max(DRIVE_ACCESS_MAX),
});
export type SetDriveAccessRequest = z.input<typeof setDriveAccessRequestSchema>;

/**
 * The tus `Upload-Metadata` of a drive upload (each value base64 in the header): the file's
 * name, where it goes, and what to do if the name is taken there. `version_of` instead adds a
 * new version to that file. The server checks all of it, with the size and the quota, before it
 * accepts a byte.
 */
export const driveUploadMetadataSchema = z.strictObject({
  name: driveNameSchema,
  parent_id: idSchema.optional(),
  version_of: idSchema.optional(),
  on_conflict: z.enum(DRIVE_UPLOAD_CONFLICTS).default('fail'),
  /** The type the browser guessed; the server stores the type it reads from the bytes. */
  filetype: z.string().max(255).optional(),
});
export type DriveUploadMetadata = z.input<typeof driveUploadMetadataSchema>;

/** `GET /drive/usage`: the caller's bytes, quota and the largest file the server takes. */
export const driveUsageSchema = z.object({
  used_bytes: z.number().int().min(0),
  /** null: no quota. */
  quota_bytes: z.number().int().min(0).nullable(),
  max_file_bytes: z.number().int().min(1),
});
export type DriveUsage = z.infer<typeof driveUsageSchema>;

/**
 * `GET /drive/items/{id}/content`: a file's bytes (its current version, or `version`), shown in
 * the browser (`disposition=inline`, for the types that are safe to show) or downloaded.
 * HTTP Range requests are answered (206), so video and audio seek and downloads resume.
 */
export const driveContentQuerySchema = z.strictObject({
  version: idSchema.optional(),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
export type DriveContentQuery = z.input<typeof driveContentQuerySchema>;

/** `GET /drive/items/{id}/thumbnail?size=`: a WebP of an image file, its longest side that long. */
export const driveThumbnailQuerySchema = z.strictObject({
  size: z
    .enum(Object.keys(DRIVE_THUMBNAIL_SIZES) as [DriveThumbnailSize, ...DriveThumbnailSize[]])
    .default('medium'),
  /**
   * Ignored by the server: the item's revision, so the address changes with a new version and
   * a browser's cached thumbnail of the old one is not shown.
   */
  v: z.coerce.number().int().min(1).optional(),
});
export type DriveThumbnailQuery = z.input<typeof driveThumbnailQuerySchema>;

/** One version of a file, newest first in the list; `current` is what the file is now. */
export const driveVersionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int().min(0),
  mime_type: z.string(),
  created_at: timestampSchema,
  created_by: drivePersonSchema.nullable(),
  current: z.boolean(),
});
export type DriveVersion = z.infer<typeof driveVersionSchema>;
export const driveVersionListSchema = z.object({ items: z.array(driveVersionSchema) });
export type DriveVersionList = z.infer<typeof driveVersionListSchema>;

export const driveVersionParamsSchema = z.strictObject({ id: idSchema, versionId: idSchema });

/** `POST /drive/items/{id}/copy`: into a folder (none: the root of My drive). */
export const copyDriveItemRequestSchema = z.strictObject({
  parent_id: idSchema.nullable().optional(),
  /** Absent: the original's name, numbered when taken ("Report (1).pdf"). */
  name: driveNameSchema.optional(),
});
export type CopyDriveItemRequest = z.input<typeof copyDriveItemRequestSchema>;

/** `GET /drive/zip?ids=a,b`: the items (folders with all they hold) as one zip, streamed. */
export const driveZipQuerySchema = z.strictObject({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(idSchema).min(1, 'This field is required').max(DRIVE_ZIP_MAX_ITEMS)),
});
export type DriveZipQuery = z.input<typeof driveZipQuerySchema>;

export const driveEndpoints = {
  list: defineEndpoint({
    ...DRIVE_ROUTES.list,
    summary: "A folder's contents, or the shared, recent, starred or trash view, or a search.",
    query: driveListQuerySchema,
    response: driveItemPageSchema,
  }),
  get: defineEndpoint({
    ...DRIVE_ROUTES.get,
    summary: 'One file or folder with the folders above it.',
    response: driveItemDetailSchema,
  }),
  createFolder: defineEndpoint({
    ...DRIVE_ROUTES.createFolder,
    summary: 'Create a folder (409 when the name is taken in that folder).',
    body: createDriveFolderRequestSchema,
    response: driveItemSchema,
  }),
  update: defineEndpoint({
    ...DRIVE_ROUTES.update,
    summary: 'Rename or move an item (409 when the name is taken, the move is a loop, or stale).',
    body: updateDriveItemRequestSchema,
    response: driveItemSchema,
  }),
  star: defineEndpoint({
    ...DRIVE_ROUTES.star,
    summary: 'Star an item (for the caller only).',
    response: okSchema,
  }),
  unstar: defineEndpoint({
    ...DRIVE_ROUTES.unstar,
    summary: 'Remove the star.',
    response: okSchema,
  }),
  trash: defineEndpoint({
    ...DRIVE_ROUTES.trash,
    summary: 'Move an item (and what a folder holds) to the trash.',
    response: driveItemSchema,
  }),
  restore: defineEndpoint({
    ...DRIVE_ROUTES.restore,
    summary: 'Put an item back from the trash (into its folder, or the root if that is gone).',
    response: driveItemSchema,
  }),
  remove: defineEndpoint({
    ...DRIVE_ROUTES.remove,
    summary: 'Delete an item in the trash for good (its files are removed from storage).',
    response: okSchema,
  }),
  emptyTrash: defineEndpoint({
    ...DRIVE_ROUTES.emptyTrash,
    summary: "Delete everything in the caller's trash for good.",
    response: z.object({ ok: z.literal(true), deleted: z.number().int().min(0) }),
  }),
  getAccess: defineEndpoint({
    ...DRIVE_ROUTES.getAccess,
    summary: 'Who may open an item: its own entries and those of the folders above it.',
    response: driveAccessSchema,
  }),
  setAccess: defineEndpoint({
    ...DRIVE_ROUTES.setAccess,
    summary: "Replace an item's own access entries (owner or editor).",
    body: setDriveAccessRequestSchema,
    response: driveAccessSchema,
  }),
  content: defineEndpoint({
    ...DRIVE_ROUTES.content,
    summary: "A file's bytes (Range requests answered), inline for safe types or as a download.",
    query: driveContentQuerySchema,
    // The bytes themselves: the client links to the URL instead of calling it.
    response: z.unknown(),
  }),
  thumbnail: defineEndpoint({
    ...DRIVE_ROUTES.thumbnail,
    summary: 'A WebP thumbnail of an image file (404 when the file has none).',
    query: driveThumbnailQuerySchema,
    response: z.unknown(),
  }),
  versions: defineEndpoint({
    ...DRIVE_ROUTES.versions,
    summary: "A file's versions, newest first.",
    response: driveVersionListSchema,
  }),
  restoreVersion: defineEndpoint({
    ...DRIVE_ROUTES.restoreVersion,
    summary: 'Make an earlier version the current one (as a new version: nothing is lost).',
    response: driveItemSchema,
  }),
  copy: defineEndpoint({
    ...DRIVE_ROUTES.copy,
    summary: 'Copy a file or a whole folder into a folder.',
    body: copyDriveItemRequestSchema,
    response: driveItemSchema,
  }),
  zip: defineEndpoint({
    ...DRIVE_ROUTES.zip,
    summary: 'Download items (folders with all they hold) as one zip, streamed.',
    query: driveZipQuerySchema,
    response: z.unknown(),
  }),
  usage: defineEndpoint({
    ...DRIVE_ROUTES.usage,
    summary: "The caller's storage use and quota.",
    response: driveUsageSchema,
  }),
} as const;
