// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** A drive item is a folder or a file. */
export const DRIVE_ITEM_KINDS = ['folder', 'file'] as const;
export type DriveItemKind = (typeof DRIVE_ITEM_KINDS)[number];

/**
 * The drive's lists: a folder's contents (or the root of My drive), what others shared with me,
 * what I touched lately, what I starred, and my trash.
 */
export const DRIVE_VIEWS = ['my', 'shared', 'recent', 'starred', 'trash'] as const;
export type DriveView = (typeof DRIVE_VIEWS)[number];

export const DRIVE_SORT_KEYS = ['name', 'updated_at', 'size', 'kind'] as const;
export type DriveSortKey = (typeof DRIVE_SORT_KEYS)[number];

/** What a person may do with an item: see it, or change it too; the owner may also share it. */
export const DRIVE_ROLES = ['viewer', 'editor'] as const;
export type DriveRole = (typeof DRIVE_ROLES)[number];
/** The caller's own standing on an item. */
export const DRIVE_ACCESS_LEVELS = ['owner', 'editor', 'viewer'] as const;
export type DriveAccessLevel = (typeof DRIVE_ACCESS_LEVELS)[number];

export const DRIVE_PRINCIPAL_TYPES = ['user', 'team'] as const;
export type DrivePrincipalType = (typeof DRIVE_PRINCIPAL_TYPES)[number];

/** A file or folder name, in UTF-8 bytes (what file systems allow). */
export const DRIVE_NAME_MAX_BYTES = 255;
/** Most items one search answers per page, and the longest search text. */
export const DRIVE_SEARCH_MAX = 200;
/** Most access entries on one item. */
export const DRIVE_ACCESS_MAX = 200;

/**
 * What to do when an upload's name is taken in its folder: refuse (409, before any byte is
 * sent), keep both (the new one is named "name (1).ext"), or add it as a new version of the
 * existing file.
 */
export const DRIVE_UPLOAD_CONFLICTS = ['fail', 'keep_both', 'replace'] as const;
export type DriveUploadConflict = (typeof DRIVE_UPLOAD_CONFLICTS)[number];

/** The tus endpoint (resumable uploads, https://tus.io): `POST` creates, `PATCH` sends bytes. */
export const DRIVE_UPLOADS_PATH = '/drive/uploads';

/** Thumbnail sizes: the longest side in pixels, for list rows, grid tiles and previews. */
export const DRIVE_THUMBNAIL_SIZES = { small: 64, medium: 256, large: 1024 } as const;
export type DriveThumbnailSize = keyof typeof DRIVE_THUMBNAIL_SIZES;
/** Most items one zip download may name (a folder counts as one, whatever it holds). */
export const DRIVE_ZIP_MAX_ITEMS = 500;

/** Exact texts the server answers with and the client translates. */
export const DRIVE_MESSAGES = {
  nameTaken: 'An item with this name already exists in this folder',
  moveIntoItself: 'A folder cannot be moved into itself or one of its folders',
  changedMeanwhile: 'This item was changed by someone else; reload to see the new version',
  notAFolder: 'The destination is not a folder',
  inTrash: 'This item is in the trash',
  notInTrash: 'This item is not in the trash',
  readOnly: 'You can view this item but not change it',
  tooLarge: 'This file is larger than the largest file the drive takes',
  overQuota: 'This file does not fit in your storage',
  notAFile: 'Only a file can get a new version',
  noPreview: 'There is no preview of this file',
} as const;

/** Where each drive endpoint lives (the `driveEndpoints` contracts add the schemas). */
export const DRIVE_ROUTES = {
  list: { method: 'GET', path: '/drive/items' },
  get: { method: 'GET', path: '/drive/items/:id' },
  createFolder: { method: 'POST', path: '/drive/folders' },
  update: { method: 'PATCH', path: '/drive/items/:id' },
  star: { method: 'PUT', path: '/drive/items/:id/star' },
  unstar: { method: 'DELETE', path: '/drive/items/:id/star' },
  trash: { method: 'POST', path: '/drive/items/:id/trash' },
  restore: { method: 'POST', path: '/drive/items/:id/restore' },
  remove: { method: 'DELETE', path: '/drive/items/:id' },
  emptyTrash: { method: 'DELETE', path: '/drive/trash' },
  getAccess: { method: 'GET', path: '/drive/items/:id/access' },
  setAccess: { method: 'PUT', path: '/drive/items/:id/access' },
  usage: { method: 'GET', path: '/drive/usage' },
  content: { method: 'GET', path: '/drive/items/:id/content' },
  thumbnail: { method: 'GET', path: '/drive/items/:id/thumbnail' },
  versions: { method: 'GET', path: '/drive/items/:id/versions' },
  restoreVersion: { method: 'POST', path: '/drive/items/:id/versions/:versionId/restore' },
  copy: { method: 'POST', path: '/drive/items/:id/copy' },
  zip: { method: 'GET', path: '/drive/zip' },
} as const satisfies Record<string, Route>;
