import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { driveItems } from './drive.ts';
import { stories } from './stories.ts';
import { users } from './users.ts';

/**
 * Share links: a public URL that opens one item (a file, or a folder and what it holds) or a
 * material (a titled set of files with a note) without signing in. The token is the credential;
 * it is kept as it is so its creator can copy the link again (as Nextcloud and Google Drive do),
 * and it never appears in logs (redacted).
 */
export const driveShareLinks = pgTable(
  'drive_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 192 random bits, base64url. */
    token: text('token').notNull(),
    kind: text('kind', { enum: ['item', 'material'] }).notNull(),
    /** The shared file or folder (kind `item`); a material names its files in the items table. */
    itemId: uuid('item_id').references(() => driveItems.id, { onDelete: 'cascade' }),
    /** For its creator's lists ("Client review, March"); not shown on the public page. */
    label: text('label').notNull().default(''),
    /** A material's title and note, shown on its public page. */
    title: text('title'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** argon2id; null when the link needs no password. */
    passwordHash: text('password_hash'),
    allowDownload: boolean('allow_download').notNull().default(true),
    downloadLimit: integer('download_limit'),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when its creator was told it expires soon: told once. */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    /**
     * A material shared from a story ("Share as material"): its public page may approve the
     * story or ask for changes (ADR 0025), once per round of review.
     */
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    /** The last decision made through the page, when, and the story's version it left. */
    reviewDecision: text('review_decision', { enum: ['approved', 'changes_requested'] }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedVersion: integer('reviewed_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('drive_share_links_kind_check', sql`${table.kind} in ('item', 'material')`),
    check(
      'drive_share_links_item_check',
      sql`(${table.kind} = 'item') = (${table.itemId} is not null)`,
    ),
    uniqueIndex('drive_share_links_token_key').on(table.token),
    index('drive_share_links_creator_idx').on(table.createdBy, table.createdAt),
    index('drive_share_links_item_idx').on(table.itemId),
    index('drive_share_links_expiry_idx').on(table.expiresAt),
    index('drive_share_links_story_idx').on(table.storyId),
  ],
);

/** The files of a material link, in the order its creator chose. */
export const driveShareLinkItems = pgTable(
  'drive_share_link_items',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => driveShareLinks.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => driveItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.itemId] }),
    index('drive_share_link_items_item_idx').on(table.itemId),
  ],
);

/** What happened through a link: opened, downloaded, unlocked, a wrong password. */
export const driveShareLinkLog = pgTable(
  'drive_share_link_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => driveShareLinks.id, { onDelete: 'cascade' }),
    action: text('action', {
      enum: ['view', 'download', 'unlock', 'password_failed'],
    }).notNull(),
    /** The file or folder downloaded (null for the whole link or a zip of several). */
    itemId: uuid('item_id'),
    itemName: text('item_name'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('drive_share_link_log_link_idx').on(table.linkId, table.at)],
);

export type DriveShareLinkRow = typeof driveShareLinks.$inferSelect;
export type DriveShareLinkLogRow = typeof driveShareLinkLog.$inferSelect;
