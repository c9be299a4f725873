import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  driveFileVersions,
  driveItems,
  driveShareLinks,
  storyAttachments,
} from '../../db/schema/index.ts';

/** An attachment with what its list shows of the file (the drive's row as it is now). */
export interface AttachmentRow {
  id: string;
  storyId: string;
  itemId: string;
  addedBy: string | null;
  createdAt: Date;
  name: string;
  kind: 'folder' | 'file';
  size: number | null;
  mimeType: string | null;
  revision: number;
  inTrash: boolean;
  currentVersionId: string | null;
}

const attachmentColumns = {
  id: storyAttachments.id,
  storyId: storyAttachments.storyId,
  itemId: storyAttachments.itemId,
  addedBy: storyAttachments.addedBy,
  createdAt: storyAttachments.createdAt,
  name: driveItems.name,
  kind: driveItems.kind,
  size: driveItems.size,
  mimeType: driveItems.mimeType,
  revision: driveItems.revision,
  inTrash: driveItems.inTrash,
  currentVersionId: driveItems.currentVersionId,
};

export type StoryAttachmentQueries = ReturnType<typeof createStoryAttachmentQueries>;

/** Drizzle queries of story attachments, the story upload folders and story materials. */
export function createStoryAttachmentQueries(db: Database) {
  return {
    async list(storyId: string): Promise<AttachmentRow[]> {
      return db
        .select(attachmentColumns)
        .from(storyAttachments)
        .innerJoin(driveItems, eq(driveItems.id, storyAttachments.itemId))
        .where(eq(storyAttachments.storyId, storyId))
        .orderBy(asc(storyAttachments.createdAt), asc(storyAttachments.id));
    },

    async find(storyId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .select(attachmentColumns)
        .from(storyAttachments)
        .innerJoin(driveItems, eq(driveItems.id, storyAttachments.itemId))
        .where(and(eq(storyAttachments.storyId, storyId), eq(storyAttachments.id, attachmentId)))
        .limit(1);
      return row;
    },

    async count(storyId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(storyAttachments)
        .where(eq(storyAttachments.storyId, storyId));
      return row?.value ?? 0;
    },

    /** Attaches the files not attached yet; answers the ones it attached. */
    async insert(
      storyId: string,
      itemIds: readonly string[],
      addedBy: string,
      now: Date,
    ): Promise<string[]> {
      if (itemIds.length === 0) return [];
      const rows = await db
        .insert(storyAttachments)
        .values(itemIds.map((itemId) => ({ storyId, itemId, addedBy, createdAt: now })))
        .onConflictDoNothing()
        .returning({ itemId: storyAttachments.itemId });
      return rows.map((row) => row.itemId);
    },

    async remove(storyId: string, attachmentId: string): Promise<boolean> {
      const rows = await db
        .delete(storyAttachments)
        .where(and(eq(storyAttachments.storyId, storyId), eq(storyAttachments.id, attachmentId)))
        .returning({ id: storyAttachments.id });
      return rows.length > 0;
    },

    async version(versionId: string) {
      const [row] = await db
        .select()
        .from(driveFileVersions)
        .where(eq(driveFileVersions.id, versionId))
        .limit(1);
      return row;
    },

    /** A folder of the owner's, by name (any case) in a folder or at their root, not trashed. */
    async folderNamed(
      ownerId: string,
      parentId: string | null,
      name: string,
    ): Promise<{ id: string; kind: 'folder' | 'file' } | undefined> {
      const [row] = await db
        .select({ id: driveItems.id, kind: driveItems.kind })
        .from(driveItems)
        .where(
          and(
            parentId ? eq(driveItems.parentId, parentId) : isNull(driveItems.parentId),
            eq(driveItems.ownerId, ownerId),
            sql`lower(${driveItems.name}) = lower(${name})`,
            isNull(driveItems.trashedAt),
            eq(driveItems.inTrash, false),
          ),
        )
        .limit(1);
      return row;
    },

    /** A new folder of the owner's (the unique name indexes refuse a second one racing it). */
    async insertFolder(ownerId: string, parentId: string | null, name: string, now: Date) {
      const [row] = await db
        .insert(driveItems)
        .values({
          kind: 'folder',
          name,
          parentId,
          ownerId,
          createdBy: ownerId,
          updatedBy: ownerId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: driveItems.id });
      if (!row) throw new Error('drive_items: insert returned no row');
      return row.id;
    },

    /** Ties a material link to its story (made by the drive links service just before). */
    async tieLink(linkId: string, storyId: string): Promise<void> {
      await db.update(driveShareLinks).set({ storyId }).where(eq(driveShareLinks.id, linkId));
    },

    async materialIds(storyId: string): Promise<string[]> {
      const rows = await db
        .select({ id: driveShareLinks.id })
        .from(driveShareLinks)
        .where(eq(driveShareLinks.storyId, storyId))
        .orderBy(desc(driveShareLinks.createdAt));
      return rows.map((row) => row.id);
    },

    /** The link row, locked for the decision's transaction. */
    async linkForUpdate(linkId: string) {
      const [row] = await db
        .select()
        .from(driveShareLinks)
        .where(eq(driveShareLinks.id, linkId))
        .for('update')
        .limit(1);
      return row;
    },

    async recordDecision(
      linkId: string,
      decision: 'approved' | 'changes_requested',
      at: Date,
      storyVersion: number,
    ): Promise<void> {
      await db
        .update(driveShareLinks)
        .set({ reviewDecision: decision, reviewedAt: at, reviewedVersion: storyVersion })
        .where(eq(driveShareLinks.id, linkId));
    },
  };
}
