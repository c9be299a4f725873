import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
import { users } from './users.ts';

/**
 * The drive's files and folders. A folder's contents are the items whose `parent_id` is it; an
 * item with no parent is at the root of its owner's drive. Trashing marks only the item itself:
 * what a trashed folder holds is hidden with it and comes back with it.
 */
export const driveItems = pgTable(
  'drive_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['folder', 'file'] }).notNull(),
    /** As the user named it (NFC, checked by the contract); files are stored by version id. */
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => driveItems.id, {
      onDelete: 'cascade',
    }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The file's current version (drive_file_versions.id); null for folders. */
    currentVersionId: uuid('current_version_id'),
    /** The current version's bytes and type, copied here for lists. */
    size: bigint('size', { mode: 'number' }),
    mimeType: text('mime_type'),
    /** Rises with every rename, move and new version: stale updates are refused (409). */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on the item the user trashed (not on what a trashed folder holds). */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashedBy: uuid('trashed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The item or a folder above it is in the trash: kept on the whole subtree when a folder is
     * trashed or restored, so lists and searches hide it without walking up the tree.
     */
    inTrash: boolean('in_trash').notNull().default(false),
  },
  (table) => [
    check('drive_items_kind_check', sql`${table.kind} in ('folder', 'file')`),
    index('drive_items_parent_idx').on(table.parentId),
    index('drive_items_owner_idx').on(table.ownerId),
    index('drive_items_trashed_idx').on(table.ownerId, table.trashedAt),
    // A folder's first page in the default order (folders first, then by name) straight from the
    // index: 10,000 items in a folder are not sorted for every page.
    index('drive_items_folder_order_idx')
      .on(table.parentId, sql`(${table.kind} = 'folder') desc`, sql`lower(${table.name})`, table.id)
      .where(sql`${table.inTrash} = false`),
    // One name per folder (any case), among the items not in the trash.
    uniqueIndex('drive_items_name_in_folder_key')
      .on(table.parentId, sql`lower(${table.name})`)
      .where(sql`${table.parentId} is not null and ${table.trashedAt} is null`),
    uniqueIndex('drive_items_name_in_root_key')
      .on(table.ownerId, sql`lower(${table.name})`)
      .where(sql`${table.parentId} is null and ${table.trashedAt} is null`),
  ],
);

/** Every version of a file; the bytes live in the file store under `storage_key`. */
export const driveFileVersions = pgTable(
  'drive_file_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => driveItems.id, { onDelete: 'cascade' }),
    /** Server-made, never the user's file name. */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    /** The name the file had when this version was uploaded. */
    name: text('name').notNull(),
    /** The tus upload it came from: a retried finish finds the version instead of adding one. */
    uploadId: text('upload_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('drive_file_versions_item_idx').on(table.itemId, table.createdAt),
    uniqueIndex('drive_file_versions_storage_key').on(table.storageKey),
    uniqueIndex('drive_file_versions_upload_key').on(table.uploadId),
  ],
);

/** Who besides the owner may open an item (and, through it, what a folder holds). */
export const driveAccess = pgTable(
  'drive_access',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => driveItems.id, { onDelete: 'cascade' }),
    principalType: text('principal_type', { enum: ['user', 'team'] }).notNull(),
    /** A user's or a team's id (two tables: no foreign key; reads join and skip the gone). */
    principalId: uuid('principal_id').notNull(),
    role: text('role', { enum: ['viewer', 'editor'] }).notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.principalType, table.principalId] }),
    index('drive_access_principal_idx').on(table.principalType, table.principalId),
  ],
);

/** A person's starred items. */
export const driveStars = pgTable(
  'drive_stars',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => driveItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] })],
);

export type DriveItemRow = typeof driveItems.$inferSelect;
export type DriveFileVersionRow = typeof driveFileVersions.$inferSelect;
