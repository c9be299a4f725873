import type { DriveRole, DriveSortKey, DriveView } from '@atrium/api/contracts';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { writeAudit, type AuditEntry } from '../../lib/audit.ts';
import {
  driveAccess,
  driveFileVersions,
  driveItems,
  driveStars,
  teamMembers,
  teams,
  users,
  type DriveFileVersionRow,
  type DriveItemRow,
} from '../../db/schema/index.ts';
import type { ChainLink, DriveCaller } from './drive.access.ts';

/** A list row: the item, its owner and whether the caller starred it. */
export interface DriveListRow extends DriveItemRow {
  ownerUsername: string;
  ownerFullName: string;
  starred: boolean;
}

export interface DriveListQuery {
  view: DriveView;
  parentId?: string;
  q?: string;
  sort: DriveSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** node-postgres answers `{rows}`, PGlite too; both shapes are read the same way. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** `%`, `_` and `\` match themselves in a name search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The row an insert or update … returning answered (one is always there). */
function returned<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('drive: the statement returned no row');
  return row;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The caller's entries: as a person, or through one of their teams. */
function callerEntry(caller: DriveCaller, alias: string): SQL {
  const table = sql.raw(alias);
  const byTeam =
    caller.teamIds.length > 0
      ? sql` or (${table}.principal_type = 'team' and ${table}.principal_id in (${idList(caller.teamIds)}))`
      : sql``;
  return sql`((${table}.principal_type = 'user' and ${table}.principal_id = ${caller.id}::uuid)${byTeam})`;
}

/**
 * The ids of every item the caller may see outside the trash: what they own or has an entry for
 * them, and everything inside those folders.
 */
function visibleIds(caller: DriveCaller): SQL {
  return sql`(
    with recursive visible(id) as (
      select i.id from drive_items i
      where i.owner_id = ${caller.id}::uuid
        or exists (select 1 from drive_access a where a.item_id = i.id and ${callerEntry(caller, 'a')})
      union
      select c.id from drive_items c join visible v on c.parent_id = v.id
    )
    select id from visible
  )`;
}

function orderBy(sort: DriveSortKey, order: 'asc' | 'desc'): SQL[] {
  const direction = sql.raw(order);
  const foldersFirst = sql`(${driveItems.kind} = 'folder') desc`;
  const byName = sql`lower(${driveItems.name}) ${direction}`;
  switch (sort) {
    case 'name':
      return [foldersFirst, byName, sql`${driveItems.id}`];
    case 'updated_at':
      return [foldersFirst, sql`${driveItems.updatedAt} ${direction}`, sql`${driveItems.id}`];
    case 'size':
      return [
        foldersFirst,
        sql`${driveItems.size} ${direction} nulls first`,
        sql`lower(${driveItems.name})`,
        sql`${driveItems.id}`,
      ];
    case 'kind':
      return [
        foldersFirst,
        sql`${driveItems.mimeType} ${direction} nulls first`,
        sql`lower(${driveItems.name})`,
        sql`${driveItems.id}`,
      ];
  }
}

export type DriveQueries = ReturnType<typeof createDriveQueries>;

/** The drive's reads and writes; `createDriveQueries(tx)` binds them to a transaction. */
export function createDriveQueries(db: Database) {
  const listColumns = (caller: DriveCaller) => ({
    item: driveItems,
    ownerUsername: users.username,
    ownerFullName: users.fullName,
    starred: sql<boolean>`exists (select 1 from ${driveStars} s where s.item_id = ${driveItems.id} and s.user_id = ${caller.id}::uuid)`,
  });

  function whereFor(caller: DriveCaller, query: DriveListQuery): SQL | undefined {
    const notInTrash = eq(driveItems.inTrash, false);
    const visible = caller.isAdmin ? undefined : sql`${driveItems.id} in ${visibleIds(caller)}`;
    if (query.q) {
      return and(notInTrash, visible, sql`${driveItems.name} ilike ${likePattern(query.q)}`);
    }
    switch (query.view) {
      case 'my':
        return query.parentId
          ? and(eq(driveItems.parentId, query.parentId), notInTrash)
          : and(isNull(driveItems.parentId), eq(driveItems.ownerId, caller.id), notInTrash);
      case 'shared':
        return and(
          notInTrash,
          sql`${driveItems.ownerId} <> ${caller.id}::uuid`,
          sql`exists (select 1 from drive_access a where a.item_id = ${driveItems.id} and ${callerEntry(caller, 'a')})`,
        );
      case 'recent':
        return and(notInTrash, eq(driveItems.kind, 'file'), visible);
      case 'starred':
        return and(
          notInTrash,
          visible,
          sql`exists (select 1 from ${driveStars} s where s.item_id = ${driveItems.id} and s.user_id = ${caller.id}::uuid)`,
        );
      case 'trash':
        return and(
          isNotNull(driveItems.trashedAt),
          or(eq(driveItems.ownerId, caller.id), eq(driveItems.trashedBy, caller.id)),
        );
    }
  }

  return {
    async page(
      caller: DriveCaller,
      query: DriveListQuery,
    ): Promise<{ rows: DriveListRow[]; total: number }> {
      const where = whereFor(caller, query);
      // Recent is newest first whatever the column order says, unless sorted by hand.
      const order =
        query.view === 'recent' && !query.q && query.sort === 'name'
          ? [sql`${driveItems.updatedAt} desc`, sql`${driveItems.id}`]
          : orderBy(query.sort, query.order);
      // The page's ids first (ordered and cut from the folder's index), then their owners and
      // stars: joining before the limit would sort every item of a large folder.
      const pageIds = db
        .select({ id: driveItems.id })
        .from(driveItems)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(listColumns(caller))
          .from(driveItems)
          .innerJoin(users, eq(users.id, driveItems.ownerId))
          .where(inArray(driveItems.id, pageIds))
          .orderBy(...order),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(driveItems)
          .where(where),
      ]);
      return {
        rows: rows.map(({ item, ...rest }) => ({ ...item, ...rest })),
        total: totalRow?.value ?? 0,
      };
    },

    async find(caller: DriveCaller, id: string): Promise<DriveListRow | undefined> {
      const [row] = await db
        .select(listColumns(caller))
        .from(driveItems)
        .innerJoin(users, eq(users.id, driveItems.ownerId))
        .where(eq(driveItems.id, id))
        .limit(1);
      if (!row) return undefined;
      const { item, ...rest } = row;
      return { ...item, ...rest };
    },

    /** Locks the row for the rest of the transaction. */
    async lock(id: string): Promise<DriveItemRow | undefined> {
      const [row] = await db
        .select()
        .from(driveItems)
        .where(eq(driveItems.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    /** For each item, the links up to its owner's root, with the caller's entries on each. */
    async chains(caller: DriveCaller, ids: readonly string[]): Promise<Map<string, ChainLink[]>> {
      const chains = new Map<string, ChainLink[]>();
      if (ids.length === 0) return chains;
      const result = await db.execute(sql`
        with recursive chain(start_id, id, parent_id, owner_id, name, depth) as (
          select i.id, i.id, i.parent_id, i.owner_id, i.name, 0
          from drive_items i where i.id in (${idList(ids)})
          union all
          select c.start_id, p.id, p.parent_id, p.owner_id, p.name, c.depth + 1
          from drive_items p join chain c on p.id = c.parent_id
          where c.depth < 1000
        )
        select c.start_id, c.id, c.owner_id, c.name, c.depth,
          (select max(case a.role when 'editor' then 2 else 1 end) from drive_access a
            where a.item_id = c.id and ${callerEntry(caller, 'a')}) as my_rank,
          exists (select 1 from drive_access a where a.item_id = c.id) as has_entries
        from chain c
        order by c.start_id, c.depth`);
      for (const row of rowsOf<{
        start_id: string;
        id: string;
        owner_id: string;
        name: string;
        depth: number;
        my_rank: number | null;
        has_entries: boolean;
      }>(result)) {
        const links = chains.get(row.start_id) ?? [];
        links.push({
          id: row.id,
          name: row.name,
          ownerId: row.owner_id,
          depth: Number(row.depth),
          myRole: row.my_rank === null ? null : Number(row.my_rank) >= 2 ? 'editor' : 'viewer',
          hasEntries: row.has_entries,
        });
        chains.set(row.start_id, links);
      }
      return chains;
    },

    /** The ids of an item and everything inside it (a folder's whole subtree). */
    async subtree(id: string): Promise<string[]> {
      const result = await db.execute(sql`
        with recursive tree(id) as (
          select ${id}::uuid
          union all
          select c.id from drive_items c join tree t on c.parent_id = t.id
        )
        select id from tree`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /**
     * A new folder or file owned by `ownerId`. A file's size and type are placeholders until its
     * first version, added in the same transaction (addVersion).
     */
    async insertItem(
      kind: 'folder' | 'file',
      values: { name: string; parentId: string | null; ownerId: string; now: Date },
    ): Promise<DriveItemRow> {
      const [row] = await db
        .insert(driveItems)
        .values({
          kind,
          name: values.name,
          parentId: values.parentId,
          ownerId: values.ownerId,
          createdBy: values.ownerId,
          updatedBy: values.ownerId,
          ...(kind === 'file' ? { size: 0, mimeType: 'application/octet-stream' } : {}),
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning();
      return returned(row);
    },

    /** Renames and/or moves, if the row is still at `revision`; undefined when it is not. */
    async update(
      id: string,
      revision: number,
      patch: { name?: string; parentId?: string | null },
      by: string,
      now: Date,
    ): Promise<DriveItemRow | undefined> {
      const [row] = await db
        .update(driveItems)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.parentId !== undefined ? { parentId: patch.parentId } : {}),
          revision: sql`${driveItems.revision} + 1`,
          updatedBy: by,
          updatedAt: now,
        })
        .where(and(eq(driveItems.id, id), eq(driveItems.revision, revision)))
        .returning();
      return row;
    },

    /** Is there an item with this name (any case) in the folder, outside the trash? */
    async nameTaken(
      place: { parentId: string | null; ownerId: string },
      name: string,
      exceptId?: string,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: driveItems.id })
        .from(driveItems)
        .where(
          and(
            place.parentId
              ? eq(driveItems.parentId, place.parentId)
              : and(isNull(driveItems.parentId), eq(driveItems.ownerId, place.ownerId)),
            sql`lower(${driveItems.name}) = lower(${name})`,
            isNull(driveItems.trashedAt),
            exceptId ? sql`${driveItems.id} <> ${exceptId}::uuid` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Puts the item in the trash and hides what it holds with it. */
    async trash(id: string, by: string, now: Date): Promise<DriveItemRow> {
      const [row] = await db
        .update(driveItems)
        .set({
          trashedAt: now,
          trashedBy: by,
          revision: sql`${driveItems.revision} + 1`,
          updatedAt: now,
        })
        .where(eq(driveItems.id, id))
        .returning();
      await db.execute(sql`
        with recursive tree(id) as (
          select ${id}::uuid
          union all
          select c.id from drive_items c join tree t on c.parent_id = t.id
        )
        update drive_items set in_trash = true where id in (select id from tree)`);
      return returned(row);
    },

    /**
     * Takes the item out of the trash into `parentId`, under `name`, and shows what it holds again
     * (but not what was trashed on its own inside it, which stays in the trash).
     */
    async restore(
      id: string,
      place: { parentId: string | null; name: string },
      now: Date,
    ): Promise<DriveItemRow> {
      const [row] = await db
        .update(driveItems)
        .set({
          trashedAt: null,
          trashedBy: null,
          parentId: place.parentId,
          name: place.name,
          revision: sql`${driveItems.revision} + 1`,
          updatedAt: now,
        })
        .where(eq(driveItems.id, id))
        .returning();
      await db.execute(sql`
        with recursive tree(id) as (
          select ${id}::uuid
          union all
          select c.id from drive_items c join tree t on c.parent_id = t.id
          where c.trashed_at is null
        )
        update drive_items set in_trash = false where id in (select id from tree)`);
      return { ...returned(row), inTrash: false };
    },

    /**
     * Deletes an item and what it holds for good, and answers the storage keys of their file
     * versions (removed from the file store once this commits). Items trashed on their own
     * inside it stay in the trash, moved to their owner's root.
     */
    async remove(id: string): Promise<string[]> {
      const inside = (await this.subtree(id)).filter((itemId) => itemId !== id);
      if (inside.length > 0) {
        await db
          .update(driveItems)
          .set({ parentId: null })
          .where(and(inArray(driveItems.id, inside), isNotNull(driveItems.trashedAt)));
      }
      const versions = await db
        .select({ key: driveFileVersions.storageKey })
        .from(driveFileVersions)
        .where(inArray(driveFileVersions.itemId, await this.subtree(id)));
      await db.delete(driveItems).where(eq(driveItems.id, id));
      return versions.map((version) => version.key);
    },

    /** The items the caller put in the trash or owns there (what "Empty trash" deletes). */
    async trashRoots(callerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: driveItems.id })
        .from(driveItems)
        .where(
          and(
            isNotNull(driveItems.trashedAt),
            or(eq(driveItems.ownerId, callerId), eq(driveItems.trashedBy, callerId)),
          ),
        );
      return rows.map((row) => row.id);
    },

    async star(userId: string, itemId: string): Promise<void> {
      await db.insert(driveStars).values({ userId, itemId }).onConflictDoNothing();
    },

    async unstar(userId: string, itemId: string): Promise<void> {
      await db
        .delete(driveStars)
        .where(and(eq(driveStars.userId, userId), eq(driveStars.itemId, itemId)));
    },

    /** Access entries on these items, with the person's or team's name (gone ones left out). */
    async entries(itemIds: readonly string[]): Promise<
      {
        itemId: string;
        principalType: 'user' | 'team';
        principalId: string;
        role: DriveRole;
        name: string;
      }[]
    > {
      if (itemIds.length === 0) return [];
      const result = await db.execute(sql`
        select a.item_id, a.principal_type, a.principal_id, a.role,
          coalesce(u.full_name, t.name) as name
        from drive_access a
        left join users u on a.principal_type = 'user' and u.id = a.principal_id
        left join teams t on a.principal_type = 'team' and t.id = a.principal_id
        where a.item_id in (${idList(itemIds)}) and coalesce(u.full_name, t.name) is not null
        order by a.principal_type desc, lower(coalesce(u.full_name, t.name))`);
      return rowsOf<{
        item_id: string;
        principal_type: 'user' | 'team';
        principal_id: string;
        role: DriveRole;
        name: string;
      }>(result).map((row) => ({
        itemId: row.item_id,
        principalType: row.principal_type,
        principalId: row.principal_id,
        role: row.role,
        name: row.name,
      }));
    },

    async replaceEntries(
      itemId: string,
      entries: readonly { principalType: 'user' | 'team'; principalId: string; role: DriveRole }[],
      by: string,
    ): Promise<void> {
      await db.delete(driveAccess).where(eq(driveAccess.itemId, itemId));
      if (entries.length === 0) return;
      await db
        .insert(driveAccess)
        .values(entries.map((entry) => ({ ...entry, itemId, grantedBy: by })));
    },

    /** Which of these ids are active users and which are teams. */
    async principalsFound(
      userIds: readonly string[],
      teamIds: readonly string[],
    ): Promise<{ users: Set<string>; teams: Set<string> }> {
      const [foundUsers, foundTeams] = await Promise.all([
        userIds.length
          ? db
              .select({ id: users.id })
              .from(users)
              .where(and(inArray(users.id, [...userIds]), eq(users.isActive, true)))
          : [],
        teamIds.length
          ? db
              .select({ id: teams.id })
              .from(teams)
              .where(inArray(teams.id, [...teamIds]))
          : [],
      ]);
      return {
        users: new Set(foundUsers.map((row) => row.id)),
        teams: new Set(foundTeams.map((row) => row.id)),
      };
    },

    async teamIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId));
      return rows.map((row) => row.id);
    },

    /** Adds a version and makes it the file's current one. */
    async addVersion(
      itemId: string,
      version: {
        storageKey: string;
        size: number;
        mimeType: string;
        sha256: string;
        name: string;
        uploadId: string | null;
        by: string;
        now: Date;
      },
    ): Promise<DriveFileVersionRow> {
      const [row] = await db
        .insert(driveFileVersions)
        .values({
          itemId,
          storageKey: version.storageKey,
          size: version.size,
          mimeType: version.mimeType,
          sha256: version.sha256,
          name: version.name,
          uploadId: version.uploadId,
          createdBy: version.by,
          createdAt: version.now,
        })
        .returning();
      const added = returned(row);
      await db
        .update(driveItems)
        .set({
          currentVersionId: added.id,
          size: added.size,
          mimeType: added.mimeType,
          revision: sql`${driveItems.revision} + 1`,
          updatedBy: version.by,
          updatedAt: version.now,
        })
        .where(eq(driveItems.id, itemId));
      return added;
    },

    /** The version a tus upload became, if its finish already ran. */
    async versionOfUpload(uploadId: string): Promise<DriveFileVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(driveFileVersions)
        .where(eq(driveFileVersions.uploadId, uploadId))
        .limit(1);
      return row;
    },

    async version(id: string): Promise<DriveFileVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(driveFileVersions)
        .where(eq(driveFileVersions.id, id))
        .limit(1);
      return row;
    },

    /** The file of this name (any case) in the folder, outside the trash. */
    async fileNamed(
      place: { parentId: string | null; ownerId: string },
      name: string,
    ): Promise<DriveItemRow | undefined> {
      const [row] = await db
        .select()
        .from(driveItems)
        .where(
          and(
            place.parentId
              ? eq(driveItems.parentId, place.parentId)
              : and(isNull(driveItems.parentId), eq(driveItems.ownerId, place.ownerId)),
            sql`lower(${driveItems.name}) = lower(${name})`,
            isNull(driveItems.trashedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** A file's versions, newest first, with who made each. */
    async versionsOf(
      itemId: string,
    ): Promise<
      (DriveFileVersionRow & { creatorUsername: string | null; creatorFullName: string | null })[]
    > {
      const rows = await db
        .select({
          version: driveFileVersions,
          creatorUsername: users.username,
          creatorFullName: users.fullName,
        })
        .from(driveFileVersions)
        .leftJoin(users, eq(users.id, driveFileVersions.createdBy))
        .where(eq(driveFileVersions.itemId, itemId))
        .orderBy(sql`${driveFileVersions.createdAt} desc`, sql`${driveFileVersions.id} desc`);
      return rows.map(({ version, ...creator }) => ({ ...version, ...creator }));
    },

    /** What a folder holds, outside the trash (copies and zips take these). */
    async children(folderId: string): Promise<DriveItemRow[]> {
      return db
        .select()
        .from(driveItems)
        .where(and(eq(driveItems.parentId, folderId), isNull(driveItems.trashedAt)))
        .orderBy(sql`lower(${driveItems.name})`, driveItems.id);
    },

    /** Items put in the trash before `cutoff` (what the retention window lets go). */
    async trashedBefore(cutoff: Date): Promise<string[]> {
      const rows = await db
        .select({ id: driveItems.id })
        .from(driveItems)
        .where(sql`${driveItems.trashedAt} < ${cutoff}`);
      return rows.map((row) => row.id);
    },

    /** Which of these storage keys a version still points at. */
    async keysInUse(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: driveFileVersions.storageKey })
        .from(driveFileVersions)
        .where(inArray(driveFileVersions.storageKey, [...keys]));
      return new Set(rows.map((row) => row.key));
    },

    /** An audit row, in the transaction these queries run in. */
    audit: (entry: AuditEntry) => writeAudit(db, entry),

    /** Bytes of every version of the files the user owns. */
    async usedBytes(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<string>`coalesce(sum(${driveFileVersions.size}), 0)` })
        .from(driveFileVersions)
        .innerJoin(driveItems, eq(driveItems.id, driveFileVersions.itemId))
        .where(eq(driveItems.ownerId, userId));
      return Number(row?.value ?? 0);
    },
  };
}
