// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** A link opens one item (a file, or a folder with what it holds) or a material. */
export const DRIVE_LINK_KINDS = ['item', 'material'] as const;
export type DriveLinkKind = (typeof DRIVE_LINK_KINDS)[number];

/**
 * Where a link stands. Only `active` links open; the public pages answer the others exactly as
 * they answer an unknown token, so nobody can tell a revoked link from one never made.
 */
export const DRIVE_LINK_STATES = ['active', 'expired', 'revoked', 'exhausted'] as const;
export type DriveLinkState = (typeof DRIVE_LINK_STATES)[number];

/** "My links", or every link of the organisation (drive administrators). */
export const DRIVE_LINK_SCOPES = ['mine', 'all'] as const;
export type DriveLinkScope = (typeof DRIVE_LINK_SCOPES)[number];

export const DRIVE_LINK_SORT_KEYS = [
  'created_at',
  'expires_at',
  'last_accessed_at',
  'view_count',
  'download_count',
  'label',
] as const;
export type DriveLinkSortKey = (typeof DRIVE_LINK_SORT_KEYS)[number];

/** What the access log records. */
export const DRIVE_LINK_LOG_ACTIONS = ['view', 'download', 'unlock', 'password_failed'] as const;
export type DriveLinkLogAction = (typeof DRIVE_LINK_LOG_ACTIONS)[number];

/** Random bytes in a token: 192 bits, 32 base64url characters (security.md asks ≥ 128). */
export const DRIVE_LINK_TOKEN_BYTES = 24;
export const DRIVE_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const DRIVE_LINK_LABEL_MAX = 200;
export const DRIVE_LINK_TITLE_MAX = 200;
export const DRIVE_LINK_NOTE_MAX = 5000;
export const DRIVE_LINK_PASSWORD_MAX = 200;
/** Most files one material shows. */
export const DRIVE_LINK_MATERIAL_MAX_ITEMS = 100;
export const DRIVE_LINK_DOWNLOAD_LIMIT_MAX = 1_000_000;

/**
 * Wrong passwords from one address on one link: the answer waits 200 ms, doubling with each
 * failure up to 25 s, and after 10 failures the address gets 429 until the window ends.
 */
export const DRIVE_LINK_PASSWORD_BACKOFF = {
  firstDelayMs: 200,
  maxDelayMs: 25_000,
  failuresBeforeLockout: 10,
  windowMs: 15 * 60_000,
} as const;

/** How long an unlocked password-protected link stays open in that browser. */
export const DRIVE_LINK_UNLOCK_HOURS = 12;

/** A link's creator hears this long before it expires (once). */
export const DRIVE_LINK_EXPIRY_NOTICE_HOURS = 24;

/** Where the public pages of a link live (the blank layout, signed out). */
export const DRIVE_LINK_PAGE_PATHS = { item: '/drive/', material: '/material/' } as const;

/** Exact texts the server answers with and the client translates. */
export const DRIVE_LINK_MESSAGES = {
  revoked: 'This link was revoked; make a new one instead',
  wrongPassword: 'Wrong password',
  passwordRequired: 'This link needs its password',
  viewOnly: 'This link lets people view the files but not download them',
  expiryTooLate: 'Must be within the longest time a link may last',
  expiryInPast: 'Must be in the future',
  notShareable: 'Only its owner or an editor can share this item',
  materialNeedsFiles: 'Choose at least one file',
  notInLink: 'This item is not part of the link',
} as const;

/** Where each share-link endpoint lives, for staff (signed in) and for the public pages. */
export const DRIVE_LINK_ROUTES = {
  list: { method: 'GET', path: '/drive/links' },
  forItem: { method: 'GET', path: '/drive/items/:id/links' },
  create: { method: 'POST', path: '/drive/links' },
  get: { method: 'GET', path: '/drive/links/:id' },
  update: { method: 'PATCH', path: '/drive/links/:id' },
  revoke: { method: 'POST', path: '/drive/links/:id/revoke' },
  log: { method: 'GET', path: '/drive/links/:id/log' },
} as const satisfies Record<string, Route>;

export const SHARED_ROUTES = {
  open: { method: 'GET', path: '/shared/:token' },
  unlock: { method: 'POST', path: '/shared/:token/unlock' },
  list: { method: 'GET', path: '/shared/:token/items' },
  content: { method: 'GET', path: '/shared/:token/items/:id/content' },
  thumbnail: { method: 'GET', path: '/shared/:token/items/:id/thumbnail' },
  zip: { method: 'GET', path: '/shared/:token/zip' },
} as const satisfies Record<string, Route>;
