import {
  DRIVE_MESSAGES,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  type DriveAccess,
  type DriveItem,
  type DriveItemDetail,
  type DriveItemPage,
  type DriveUsage,
  type SetDriveAccessRequest,
  type driveListQuerySchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type { Transactional } from '../../db/transactional.ts';
import { atLeast, type DriveCaller } from './drive.access.ts';
import type { DriveEvents } from './drive.events.ts';
import type { DriveListRow, DriveQueries } from './drive.queries.ts';
import {
  conflict,
  isUniqueViolation,
  MEBIBYTE,
  NOT_FOUND,
  ok,
  present,
  presentOne,
  READ_ONLY,
  toItem,
  visible,
  writableFolder,
  type DriveLimits,
  type DriveResult,
} from './drive.reads.ts';
import { freeName } from './driveNames.ts';

export type { DriveResult, FieldErrors } from './drive.reads.ts';

export type DriveService = ReturnType<typeof createDriveService>;

/**
 * Folders and files, their trash, stars and access. Every read answers only what the caller may
 * see; every change checks the caller's access in the same transaction that makes it.
 */
export function createDriveService({
  repo,
  clock,
  events,
  limits,
  removeBlobs,
}: {
  repo: Transactional<DriveQueries>;
  clock: Clock;
  events: DriveEvents;
  /** Read per use: a changed setting applies at once. */
  limits: () => Promise<DriveLimits>;
  /** Deletes stored file versions once their rows are gone (failures are swept later). */
  removeBlobs: (keys: readonly string[]) => Promise<void>;
}) {
  return {
    async list(
      caller: DriveCaller,
      query: z.output<typeof driveListQuerySchema>,
    ): Promise<DriveResult<DriveItemPage>> {
      if (query.parent_id && !query.q) {
        const parent = await visible(repo, caller, query.parent_id);
        if (!parent || parent.row.kind !== 'folder') return NOT_FOUND;
        if (parent.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
      }
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      const { rows, total } = await repo.page(caller, {
        view: query.view,
        ...(query.parent_id ? { parentId: query.parent_id } : {}),
        ...(query.q ? { q: query.q } : {}),
        sort: query.sort,
        order: query.order,
        limit: size,
        offset: (query.page - 1) * size,
      });
      return ok({
        items: await present(repo, caller, rows),
        total,
        page: query.page,
        size: query.size,
      });
    },

    async get(caller: DriveCaller, id: string): Promise<DriveResult<DriveItemDetail>> {
      const found = await visible(repo, caller, id);
      if (!found) return NOT_FOUND;
      return ok({ ...toItem(found.row, found.access), breadcrumbs: found.access.breadcrumbs });
    },

    async createFolder(
      caller: DriveCaller,
      input: { name: string; parent_id?: string | null | undefined },
    ): Promise<DriveResult<DriveItem>> {
      try {
        return await repo.transaction(async (tx) => {
          const parentId = input.parent_id ?? null;
          if (parentId) {
            await tx.lock(parentId);
            const parent = await writableFolder(tx, caller, parentId);
            if (parent.kind !== 'ok') return parent;
          }
          const place = { parentId, ownerId: caller.id };
          if (await tx.nameTaken(place, input.name)) return conflict(DRIVE_MESSAGES.nameTaken);
          const row = await tx.insertItem('folder', {
            ...place,
            name: input.name,
            now: clock.now(),
          });
          const created = await tx.find(caller, row.id);
          if (!created) throw new Error('drive: the new folder is not there');
          return ok(await presentOne(tx, caller, created));
        });
      } catch (error) {
        if (isUniqueViolation(error)) return conflict(DRIVE_MESSAGES.nameTaken);
        throw error;
      }
    },

    async update(
      caller: DriveCaller,
      id: string,
      patch: { name?: string | undefined; parent_id?: string | null | undefined; revision: number },
    ): Promise<DriveResult<DriveItem>> {
      try {
        return await repo.transaction(async (tx) => {
          const locked = await tx.lock(id);
          const found = locked && (await visible(tx, caller, id));
          if (!found) return NOT_FOUND;
          if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
          if (!atLeast(found.access.level, 'editor')) return READ_ONLY;
          const current = toItem(found.row, found.access);
          if (found.row.revision !== patch.revision)
            return conflict(DRIVE_MESSAGES.changedMeanwhile, current);

          const moving = patch.parent_id !== undefined && patch.parent_id !== found.row.parentId;
          const parentId = moving ? (patch.parent_id ?? null) : found.row.parentId;
          if (moving && parentId) {
            // Into itself or one of its own folders: the destination's path passes through it.
            const destination = (await tx.chains(caller, [parentId])).get(parentId) ?? [];
            if (destination.some((link) => link.id === id))
              return conflict(DRIVE_MESSAGES.moveIntoItself);
            const folder = await writableFolder(tx, caller, parentId);
            if (folder.kind !== 'ok') return folder;
          }
          const name = patch.name ?? found.row.name;
          // A move to the root puts the item at the root of its owner's drive.
          const place = { parentId, ownerId: found.row.ownerId };
          if ((moving || name !== found.row.name) && (await tx.nameTaken(place, name, id))) {
            return conflict(DRIVE_MESSAGES.nameTaken);
          }
          const row = await tx.update(
            id,
            patch.revision,
            { ...(patch.name !== undefined ? { name } : {}), ...(moving ? { parentId } : {}) },
            caller.id,
            clock.now(),
          );
          if (!row) return conflict(DRIVE_MESSAGES.changedMeanwhile, current);
          return ok(await presentOne(tx, caller, { ...found.row, ...row }));
        });
      } catch (error) {
        if (isUniqueViolation(error)) return conflict(DRIVE_MESSAGES.nameTaken);
        throw error;
      }
    },

    async setStar(caller: DriveCaller, id: string, starred: boolean): Promise<DriveResult<true>> {
      const found = await visible(repo, caller, id);
      if (!found) return NOT_FOUND;
      if (starred) await repo.star(caller.id, id);
      else await repo.unstar(caller.id, id);
      return ok(true);
    },

    async trash(caller: DriveCaller, id: string): Promise<DriveResult<DriveItem>> {
      return repo.transaction(async (tx) => {
        const found = (await tx.lock(id)) && (await visible(tx, caller, id));
        if (!found) return NOT_FOUND;
        if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
        if (!atLeast(found.access.level, 'editor')) return READ_ONLY;
        const row = await tx.trash(id, caller.id, clock.now());
        return ok(await presentOne(tx, caller, { ...found.row, ...row }));
      });
    },

    async restore(caller: DriveCaller, id: string): Promise<DriveResult<DriveItem>> {
      return repo.transaction(async (tx) => {
        const locked = await tx.lock(id);
        const found = locked && (await visible(tx, caller, id));
        if (!found || !mayEmpty(caller, found.row)) return NOT_FOUND;
        if (!found.row.trashedAt) return conflict(DRIVE_MESSAGES.notInTrash);
        // Back into its folder, unless that folder is in the trash too: then to the root.
        let parentId = found.row.parentId;
        if (parentId) {
          const parent = await tx.find(caller, parentId);
          if (!parent || parent.inTrash) parentId = null;
        }
        const place = { parentId, ownerId: found.row.ownerId };
        const name = await freeName(found.row.name, found.row.kind, (candidate) =>
          tx.nameTaken(place, candidate, id),
        );
        const row = await tx.restore(id, { parentId, name }, clock.now());
        return ok(await presentOne(tx, caller, { ...found.row, ...row }));
      });
    },

    /** Deletes an item in the trash for good. */
    async remove(caller: DriveCaller, id: string): Promise<DriveResult<true>> {
      const outcome = await repo.transaction(async (tx) => {
        const locked = await tx.lock(id);
        const found = locked && (await visible(tx, caller, id));
        if (!found || !mayEmpty(caller, found.row)) return NOT_FOUND;
        if (!found.row.trashedAt) return conflict(DRIVE_MESSAGES.notInTrash);
        const keys = await tx.remove(id);
        await tx.audit({
          actorId: caller.id,
          action: 'drive_item_deleted',
          targetType: 'drive_item',
          targetId: id,
          details: { name: found.row.name, kind: found.row.kind },
          ip: caller.ip,
        });
        return { kind: 'ok' as const, keys };
      });
      if (outcome.kind !== 'ok') return outcome;
      await removeBlobs(outcome.keys);
      return ok(true);
    },

    async emptyTrash(caller: DriveCaller): Promise<DriveResult<number>> {
      const roots = await repo.trashRoots(caller.id);
      let deleted = 0;
      for (const id of roots) {
        const result = await this.remove(caller, id);
        if (result.kind === 'ok') deleted += 1;
      }
      return ok(deleted);
    },

    async getAccess(caller: DriveCaller, id: string): Promise<DriveResult<DriveAccess>> {
      const found = await visible(repo, caller, id);
      if (!found) return NOT_FOUND;
      return ok(await accessOf(repo, caller, found.row));
    },

    async setAccess(
      caller: DriveCaller,
      id: string,
      request: SetDriveAccessRequest,
    ): Promise<DriveResult<DriveAccess>> {
      const wanted = dedupe(request.entries);
      const result = await repo.transaction(async (tx) => {
        const found = (await tx.lock(id)) && (await visible(tx, caller, id));
        if (!found) return NOT_FOUND;
        if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
        if (!atLeast(found.access.level, 'editor')) return READ_ONLY;
        const found2 = await tx.principalsFound(
          wanted
            .filter((entry) => entry.principal_type === 'user')
            .map((entry) => entry.principal_id),
          wanted
            .filter((entry) => entry.principal_type === 'team')
            .map((entry) => entry.principal_id),
        );
        const unknown = wanted.filter((entry) =>
          entry.principal_type === 'user'
            ? !found2.users.has(entry.principal_id) || entry.principal_id === found.row.ownerId
            : !found2.teams.has(entry.principal_id),
        );
        if (unknown.length > 0) {
          return {
            kind: 'invalid' as const,
            errors: {
              entries: ['Each entry must name an active person (not the owner) or a team'],
            },
          };
        }
        const before = await tx.entries([id]);
        await tx.replaceEntries(
          id,
          wanted.map((entry) => ({
            principalType: entry.principal_type,
            principalId: entry.principal_id,
            role: entry.role,
          })),
          caller.id,
        );
        await tx.audit({
          actorId: caller.id,
          action: 'drive_access_changed',
          targetType: 'drive_item',
          targetId: id,
          details: {
            before: before.map(
              (entry) => `${entry.principalType}:${entry.principalId}:${entry.role}`,
            ),
            after: wanted.map(
              (entry) => `${entry.principal_type}:${entry.principal_id}:${entry.role}`,
            ),
          },
          ip: caller.ip,
        });
        const had = new Set(before.map((entry) => `${entry.principalType}:${entry.principalId}`));
        const added = wanted.filter(
          (entry) => !had.has(`${entry.principal_type}:${entry.principal_id}`),
        );
        return {
          kind: 'ok' as const,
          value: await accessOf(tx, caller, found.row),
          added,
          item: found.row,
        };
      });
      if (result.kind !== 'ok') return result;
      await events.itemShared({
        actorId: caller.id,
        item: { id, name: result.item.name, kind: result.item.kind },
        userIds: result.added
          .filter((entry) => entry.principal_type === 'user')
          .map((entry) => entry.principal_id),
        teamIds: result.added
          .filter((entry) => entry.principal_type === 'team')
          .map((entry) => entry.principal_id),
      });
      return ok(result.value);
    },

    /** A file's stored bytes (its current version, or `versionId` of it) for the caller. */
    async content(
      caller: DriveCaller,
      id: string,
      versionId?: string,
    ): Promise<
      DriveResult<{
        storageKey: string;
        name: string;
        mimeType: string;
        size: number;
        sha256: string;
      }>
    > {
      const found = await visible(repo, caller, id);
      if (!found || found.row.kind !== 'file') return NOT_FOUND;
      const wanted = versionId ?? found.row.currentVersionId;
      const version = wanted ? await repo.version(wanted) : undefined;
      if (!version || version.itemId !== id) return NOT_FOUND;
      return ok({
        storageKey: version.storageKey,
        // The file's name now, for the current version; the name it had, for an older one.
        name: versionId ? version.name : found.row.name,
        mimeType: version.mimeType,
        size: version.size,
        sha256: version.sha256,
      });
    },

    async usage(caller: DriveCaller): Promise<DriveUsage> {
      const [used, current] = await Promise.all([repo.usedBytes(caller.id), limits()]);
      return {
        used_bytes: used,
        quota_bytes: current.quotaBytes,
        max_file_bytes: current.maxFileBytes,
      };
    },
  };
}

/** Only whoever owns an item or put it in the trash (or an admin) restores or deletes it. */
function mayEmpty(caller: DriveCaller, row: DriveListRow): boolean {
  return caller.isAdmin || row.ownerId === caller.id || row.trashedBy === caller.id;
}

function dedupe(entries: SetDriveAccessRequest['entries']) {
  const byPrincipal = new Map<string, (typeof entries)[number]>();
  for (const entry of entries)
    byPrincipal.set(`${entry.principal_type}:${entry.principal_id}`, entry);
  return [...byPrincipal.values()];
}

export const DRIVE_LIMITS_FROM_SETTINGS = (settings: {
  driveMaxFileMegabytes: number;
  driveQuotaMegabytes: number | null;
}): DriveLimits => ({
  maxFileBytes: settings.driveMaxFileMegabytes * MEBIBYTE,
  quotaBytes:
    settings.driveQuotaMegabytes === null ? null : settings.driveQuotaMegabytes * MEBIBYTE,
});

/** Who may open an item: its owner, its own entries, and the entries of the folders above. */
async function accessOf(
  queries: DriveQueries,
  caller: DriveCaller,
  row: DriveListRow,
): Promise<DriveAccess> {
  const chain = (await queries.chains(caller, [row.id])).get(row.id) ?? [];
  const entries = await queries.entries(chain.map((link) => link.id));
  const entry = (found: (typeof entries)[number]) => ({
    principal_type: found.principalType,
    principal_id: found.principalId,
    name: found.name,
    role: found.role,
  });
  const linkOf = new Map(chain.map((link) => [link.id, link]));
  return {
    owner: { id: row.ownerId, username: row.ownerUsername, full_name: row.ownerFullName },
    entries: entries.filter((found) => found.itemId === row.id).map(entry),
    inherited: entries
      .filter((found) => found.itemId !== row.id)
      .map((found) => ({
        ...entry(found),
        from: { id: found.itemId, name: linkOf.get(found.itemId)?.name ?? '' },
      })),
  };
}
