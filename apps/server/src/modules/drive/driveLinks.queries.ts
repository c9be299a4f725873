import type {
  DriveLinkLogAction,
  DriveLinkScope,
  DriveLinkSortKey,
  DriveLinkState,
} from '@atrium/api/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  driveItems,
  driveShareLinkItems,
  driveShareLinkLog,
  driveShareLinks,
  users,
  type DriveShareLinkLogRow,
  type DriveShareLinkRow,
} from '../../db/schema/index.ts';

/** A link with what its lists show beside it: its creator and the item it opens. */
export interface DriveLinkListRow extends DriveShareLinkRow {
  creatorUsername: string | null;
  creatorFullName: string | null;
  creatorActive: boolean | null;
  itemName: string | null;
  itemKind: 'folder' | 'file' | null;
  itemInTrash: boolean | null;
}

/** A file or folder a link shows, with what the public pages need to know of it. */
export interface LinkedItemRow {
  id: string;
  kind: 'folder' | 'file';
  name: string;
  parentId: string | null;
  size: number | null;
  mimeType: string | null;
  currentVersionId: string | null;
  updatedAt: Date;
  inTrash: boolean;
}

export interface DriveLinkListQuery {
  scope: DriveLinkScope;
  callerId: string;
  state?: DriveLinkState;
  q?: string;
  sort: DriveLinkSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** node-postgres answers `{rows}`, PGlite too; both shapes are read the same way. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const creator = alias(users, 'link_creator');

/** The state of a link in SQL, as `stateOf` reads it in code. */
function stateIs(state: DriveLinkState, now: Date): SQL {
  const revoked = sql`${driveShareLinks.revokedAt} is not null`;
  const expired = sql`(${driveShareLinks.expiresAt} is not null and ${driveShareLinks.expiresAt} <= ${now})`;
  const exhausted = sql`(${driveShareLinks.downloadLimit} is not null and ${driveShareLinks.downloadCount} >= ${driveShareLinks.downloadLimit})`;
  switch (state) {
    case 'revoked':
      return revoked;
    case 'expired':
      return sql`not ${revoked} and ${expired}`;
    case 'exhausted':
      return sql`not ${revoked} and not ${expired} and ${exhausted}`;
    case 'active':
      return sql`not ${revoked} and not ${expired} and not ${exhausted}`;
  }
}

/** Where a link stands at `now`. */
export function stateOf(row: DriveShareLinkRow, now: Date): DriveLinkState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.downloadLimit !== null && row.downloadCount >= row.downloadLimit) return 'exhausted';
  return 'active';
}

function orderBy(sort: DriveLinkSortKey, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const column = {
    created_at: driveShareLinks.createdAt,
    expires_at: driveShareLinks.expiresAt,
    last_accessed_at: driveShareLinks.lastAccessedAt,
    view_count: driveShareLinks.viewCount,
    download_count: driveShareLinks.downloadCount,
    label: sql`lower(coalesce(nullif(${driveShareLinks.label}, ''), ${driveShareLinks.title}, ${driveItems.name}))`,
  }[sort];
  // Links never set (no expiry, never opened) go last either way.
  return [sql`${direction(column)} nulls last`, asc(driveShareLinks.id)];
}

const listColumns = {
  link: driveShareLinks,
  creatorUsername: creator.username,
  creatorFullName: creator.fullName,
  creatorActive: creator.isActive,
  itemName: driveItems.name,
  itemKind: driveItems.kind,
  itemInTrash: driveItems.inTrash,
};

type ListSelection = {
  link: DriveShareLinkRow;
  creatorUsername: string | null;
  creatorFullName: string | null;
  creatorActive: boolean | null;
  itemName: string | null;
  itemKind: 'folder' | 'file' | null;
  itemInTrash: boolean | null;
};

const flatten = ({ link, ...rest }: ListSelection): DriveLinkListRow => ({ ...link, ...rest });

export type DriveLinkQueries = ReturnType<typeof createDriveLinkQueries>;

/** The share links' reads and writes; the services decide who may make them. */
export function createDriveLinkQueries(db: Database) {
  const selectLinks = () =>
    db
      .select(listColumns)
      .from(driveShareLinks)
      .leftJoin(creator, eq(creator.id, driveShareLinks.createdBy))
      .leftJoin(driveItems, eq(driveItems.id, driveShareLinks.itemId));

  return {
    async page(
      query: DriveLinkListQuery,
      now: Date,
    ): Promise<{ rows: DriveLinkListRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.scope === 'mine') conditions.push(eq(driveShareLinks.createdBy, query.callerId));
      if (query.state) conditions.push(stateIs(query.state, now));
      if (query.q) {
        const pattern = likePattern(query.q);
        conditions.push(
          sql`(${driveShareLinks.label} ilike ${pattern} or ${driveShareLinks.title} ilike ${pattern} or ${driveItems.name} ilike ${pattern})`,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        selectLinks()
          .where(where)
          .orderBy(...orderBy(query.sort, query.order))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(driveShareLinks)
          .leftJoin(driveItems, eq(driveItems.id, driveShareLinks.itemId))
          .where(where),
      ]);
      return { rows: rows.map(flatten), total: totalRow?.value ?? 0 };
    },

    async find(id: string): Promise<DriveLinkListRow | undefined> {
      const [row] = await selectLinks().where(eq(driveShareLinks.id, id)).limit(1);
      return row ? flatten(row) : undefined;
    },

    async findByToken(token: string): Promise<DriveLinkListRow | undefined> {
      const [row] = await selectLinks().where(eq(driveShareLinks.token, token)).limit(1);
      return row ? flatten(row) : undefined;
    },

    /** The links that open this item, newest first. */
    async forItem(itemId: string): Promise<DriveLinkListRow[]> {
      const rows = await selectLinks()
        .where(eq(driveShareLinks.itemId, itemId))
        .orderBy(desc(driveShareLinks.createdAt));
      return rows.map(flatten);
    },

    async insert(values: typeof driveShareLinks.$inferInsert): Promise<DriveShareLinkRow> {
      const [row] = await db.insert(driveShareLinks).values(values).returning();
      if (!row) throw new Error('driveLinks: the insert returned no row');
      return row;
    },

    async update(
      id: string,
      values: Partial<typeof driveShareLinks.$inferInsert>,
    ): Promise<DriveShareLinkRow | undefined> {
      const [row] = await db
        .update(driveShareLinks)
        .set(values)
        .where(eq(driveShareLinks.id, id))
        .returning();
      return row;
    },

    /** Replaces a material's files, in this order. */
    async setMaterialItems(linkId: string, itemIds: readonly string[]): Promise<void> {
      await db.delete(driveShareLinkItems).where(eq(driveShareLinkItems.linkId, linkId));
      if (itemIds.length === 0) return;
      await db
        .insert(driveShareLinkItems)
        .values(itemIds.map((itemId, position) => ({ linkId, itemId, position })));
    },

    /** Each material's files in order (the trashed ones too: the caller decides). */
    async materialItems(linkIds: readonly string[]): Promise<Map<string, LinkedItemRow[]>> {
      const byLink = new Map<string, LinkedItemRow[]>();
      if (linkIds.length === 0) return byLink;
      const rows = await db
        .select({ linkId: driveShareLinkItems.linkId, item: driveItems })
        .from(driveShareLinkItems)
        .innerJoin(driveItems, eq(driveItems.id, driveShareLinkItems.itemId))
        .where(inArray(driveShareLinkItems.linkId, [...linkIds]))
        .orderBy(asc(driveShareLinkItems.position));
      for (const { linkId, item } of rows) {
        const list = byLink.get(linkId) ?? [];
        list.push(item);
        byLink.set(linkId, list);
      }
      return byLink;
    },

    async item(id: string): Promise<LinkedItemRow | undefined> {
      const [row] = await db.select().from(driveItems).where(eq(driveItems.id, id)).limit(1);
      return row;
    },

    /**
     * The folders from `rootId` down to `id` (both included), or undefined when `id` is not
     * `rootId` or inside it: a folder share never answers for what lies outside it.
     */
    async pathWithin(rootId: string, id: string): Promise<LinkedItemRow[] | undefined> {
      const result = await db.execute(sql`
        with recursive up(id, parent_id, depth) as (
          select i.id, i.parent_id, 0 from drive_items i where i.id = ${id}::uuid
          union all
          select p.id, p.parent_id, u.depth + 1 from drive_items p join up u on p.id = u.parent_id
          where u.id <> ${rootId}::uuid and u.depth < 1000
        )
        select id, depth from up order by depth desc`);
      const chain = rowsOf<{ id: string }>(result).map((row) => row.id);
      if (chain[0] !== rootId) return undefined;
      const rows = await db.select().from(driveItems).where(inArray(driveItems.id, chain));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return chain.map((itemId) => byId.get(itemId)).filter((row) => row !== undefined);
    },

    /** A folder's contents that are not in the trash, a page at a time. */
    async children(
      folderId: string,
      page: { sort: 'name' | 'updated_at' | 'size' | 'kind'; order: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<{ rows: LinkedItemRow[]; total: number }> {
      const where = and(eq(driveItems.parentId, folderId), eq(driveItems.inTrash, false));
      const direction = page.order === 'asc' ? asc : desc;
      const column = {
        name: sql`lower(${driveItems.name})`,
        updated_at: driveItems.updatedAt,
        size: driveItems.size,
        kind: driveItems.kind,
      }[page.sort];
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(driveItems)
          .where(where)
          // Folders first, as in the drive itself.
          .orderBy(
            sql`${driveItems.kind} = 'file'`,
            sql`${direction(column)} nulls last`,
            asc(driveItems.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(driveItems)
          .where(where),
      ]);
      return { rows, total: totalRow?.value ?? 0 };
    },

    async countView(id: string, now: Date): Promise<void> {
      await db
        .update(driveShareLinks)
        .set({ viewCount: sql`${driveShareLinks.viewCount} + 1`, lastAccessedAt: now })
        .where(eq(driveShareLinks.id, id));
    },

    /**
     * Counts one download if the limit allows it, in one statement (two downloads racing for
     * the last one cannot both have it); false when the limit is reached.
     */
    async countDownload(id: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(driveShareLinks)
        .set({ downloadCount: sql`${driveShareLinks.downloadCount} + 1`, lastAccessedAt: now })
        .where(
          and(
            eq(driveShareLinks.id, id),
            sql`(${driveShareLinks.downloadLimit} is null or ${driveShareLinks.downloadCount} < ${driveShareLinks.downloadLimit})`,
          ),
        )
        .returning({ id: driveShareLinks.id });
      return row !== undefined;
    },

    async log(entry: {
      linkId: string;
      action: DriveLinkLogAction;
      itemId?: string | null;
      itemName?: string | null;
      ip: string;
      userAgent: string;
      at: Date;
    }): Promise<void> {
      await db.insert(driveShareLinkLog).values({
        linkId: entry.linkId,
        action: entry.action,
        itemId: entry.itemId ?? null,
        itemName: entry.itemName ?? null,
        ip: entry.ip,
        userAgent: entry.userAgent.slice(0, 300),
        at: entry.at,
      });
    },

    async logPage(
      linkId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: DriveShareLinkLogRow[]; total: number }> {
      const where = eq(driveShareLinkLog.linkId, linkId);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(driveShareLinkLog)
          .where(where)
          .orderBy(desc(driveShareLinkLog.at), desc(driveShareLinkLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(driveShareLinkLog)
          .where(where),
      ]);
      return { rows, total: totalRow?.value ?? 0 };
    },

    /** Wrong passwords from one address on one link since `since`, and the oldest of them. */
    async passwordFailures(
      linkId: string,
      ip: string,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${driveShareLinkLog.at})`,
        })
        .from(driveShareLinkLog)
        .where(
          and(
            eq(driveShareLinkLog.linkId, linkId),
            eq(driveShareLinkLog.ip, ip),
            eq(driveShareLinkLog.action, 'password_failed'),
            gte(driveShareLinkLog.at, since),
          ),
        );
      return {
        count: row?.count ?? 0,
        oldest: row?.oldest ? new Date(row.oldest) : null,
      };
    },

    /** Tells once: marks the notice sent; false when another run marked it first. */
    async markExpiryNotice(id: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(driveShareLinks)
        .set({ expiryNoticeAt: now })
        .where(and(eq(driveShareLinks.id, id), isNull(driveShareLinks.expiryNoticeAt)))
        .returning({ id: driveShareLinks.id });
      return row !== undefined;
    },

    /** The active links of people who can no longer sign in (offboarding revokes them). */
    async revokeAllOf(userId: string, by: string | null, now: Date): Promise<number> {
      const rows = await db
        .update(driveShareLinks)
        .set({ revokedAt: now, revokedBy: by, updatedAt: now })
        .where(and(eq(driveShareLinks.createdBy, userId), isNull(driveShareLinks.revokedAt)))
        .returning({ id: driveShareLinks.id });
      return rows.length;
    },
  };
}
