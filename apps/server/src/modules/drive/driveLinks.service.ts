import {
  DRIVE_LINK_MESSAGES,
  DRIVE_LINK_TOKEN_BYTES,
  DRIVE_MESSAGES,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  type DriveLink,
  type DriveLinkList,
  type DriveLinkLogPage,
  type DriveLinkPage,
  type createDriveLinkRequestSchema,
  type driveLinkListQuerySchema,
  type updateDriveLinkRequestSchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import { atLeast, type DriveCaller } from './drive.access.ts';
import type { DriveQueries } from './drive.queries.ts';
import { conflict, NOT_FOUND, ok, visible, type DriveResult } from './drive.reads.ts';
import { newLinkToken } from './driveLinkGrant.ts';
import type { DriveLinkExpiry } from './driveLinks.expiry.ts';
import {
  stateOf,
  type DriveLinkListRow,
  type DriveLinkQueries,
  type LinkedItemRow,
} from './driveLinks.queries.ts';

const DAY_MS = 24 * 3_600_000;

/** The organisation's rules for expiry (settings, read per use). */
export interface DriveLinkLimits {
  /** null: a new link does not expire unless its creator says so. */
  defaultExpiryDays: number | null;
  /** null: a link may last for ever. */
  maxExpiryDays: number | null;
}

export type DriveLinkService = ReturnType<typeof createDriveLinkService>;

function toLink(row: DriveLinkListRow, items: readonly LinkedItemRow[], now: Date): DriveLink {
  return {
    id: row.id,
    token: row.token,
    kind: row.kind,
    state: stateOf(row, now),
    label: row.label,
    title: row.title,
    note: row.note,
    item:
      row.itemId && row.itemName !== null && row.itemKind !== null
        ? { id: row.itemId, kind: row.itemKind, name: row.itemName }
        : null,
    items: items.map((item) => ({ id: item.id, kind: item.kind, name: item.name })),
    created_by:
      row.createdBy && row.creatorUsername !== null
        ? {
            id: row.createdBy,
            username: row.creatorUsername,
            full_name: row.creatorFullName ?? '',
          }
        : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    has_password: row.passwordHash !== null,
    allow_download: row.allowDownload,
    download_limit: row.downloadLimit,
    view_count: row.viewCount,
    download_count: row.downloadCount,
    last_accessed_at: row.lastAccessedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Share links for the people who make them. An item link needs editor access to the item (a
 * viewer may not publish what they were only shown); a material, editor access to each file.
 * A link is managed by its creator, a super admin, and (item links) the item's editors.
 */
export function createDriveLinkService({
  repo,
  links,
  clock,
  limits,
  expiry,
}: {
  repo: Transactional<DriveQueries>;
  links: Transactional<DriveLinkQueries>;
  clock: Clock;
  limits: () => Promise<DriveLinkLimits>;
  expiry: DriveLinkExpiry;
}) {
  async function present(rows: readonly DriveLinkListRow[]): Promise<DriveLink[]> {
    const materials = await links.materialItems(
      rows.filter((row) => row.kind === 'material').map((row) => row.id),
    );
    const now = clock.now();
    return rows.map((row) => toLink(row, materials.get(row.id) ?? [], now));
  }

  async function presentOne(row: DriveLinkListRow): Promise<DriveLink> {
    const [link] = await present([row]);
    if (!link) throw new Error('driveLinks: present() lost a row');
    return link;
  }

  /** May the caller change this link (and see its token and log)? */
  async function mayManage(caller: DriveCaller, row: DriveLinkListRow): Promise<boolean> {
    if (caller.isAdmin || row.createdBy === caller.id) return true;
    if (!row.itemId) return false;
    const found = await visible(repo, caller, row.itemId);
    return found !== undefined && atLeast(found.access.level, 'editor');
  }

  async function managed(caller: DriveCaller, id: string) {
    const row = await links.find(id);
    if (!row || !(await mayManage(caller, row))) return undefined;
    return row;
  }

  /** The expiry to store, or the field error: in the future, and within the maximum. */
  async function expiryFrom(
    given: string | null | undefined,
  ): Promise<{ value: Date | null } | { error: string }> {
    const { defaultExpiryDays, maxExpiryDays } = await limits();
    const now = clock.now().getTime();
    if (given === undefined) {
      const days = defaultExpiryDays ?? maxExpiryDays;
      return { value: days === null ? null : new Date(now + days * DAY_MS) };
    }
    if (given === null) {
      return maxExpiryDays === null
        ? { value: null }
        : { error: DRIVE_LINK_MESSAGES.expiryTooLate };
    }
    const at = new Date(given);
    if (at.getTime() <= now) return { error: DRIVE_LINK_MESSAGES.expiryInPast };
    if (maxExpiryDays !== null && at.getTime() > now + maxExpiryDays * DAY_MS) {
      return { error: DRIVE_LINK_MESSAGES.expiryTooLate };
    }
    return { value: at };
  }

  /** The files of a material: each one a file the caller may edit, not in the trash. */
  async function materialFiles(
    caller: DriveCaller,
    ids: readonly string[],
  ): Promise<DriveResult<string[]>> {
    for (const id of ids) {
      const found = await visible(repo, caller, id);
      if (!found) return NOT_FOUND;
      if (found.row.kind !== 'file') {
        return { kind: 'invalid', errors: { item_ids: [DRIVE_LINK_MESSAGES.materialNeedsFiles] } };
      }
      if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
      if (!atLeast(found.access.level, 'editor')) return { kind: 'read_only' };
    }
    return ok([...ids]);
  }

  return {
    async list(
      caller: DriveCaller,
      query: z.output<typeof driveLinkListQuerySchema>,
    ): Promise<DriveResult<DriveLinkPage>> {
      // "All links" is the administrators' view; anyone else asking sees their own.
      const scope = query.scope === 'all' && caller.isAdmin ? 'all' : 'mine';
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      const { rows, total } = await links.page(
        {
          scope,
          callerId: caller.id,
          ...(query.state ? { state: query.state } : {}),
          ...(query.q ? { q: query.q } : {}),
          sort: query.sort,
          order: query.order,
          limit: size,
          offset: (query.page - 1) * size,
        },
        clock.now(),
      );
      return ok({ items: await present(rows), total, page: query.page, size: query.size });
    },

    /** The links on an item, for whoever may share it (its editors). */
    async forItem(caller: DriveCaller, itemId: string): Promise<DriveResult<DriveLinkList>> {
      const found = await visible(repo, caller, itemId);
      if (!found) return NOT_FOUND;
      if (!atLeast(found.access.level, 'editor')) return { kind: 'read_only' };
      return ok({ items: await present(await links.forItem(itemId)) });
    },

    async get(caller: DriveCaller, id: string): Promise<DriveResult<DriveLink>> {
      const row = await managed(caller, id);
      return row ? ok(await presentOne(row)) : NOT_FOUND;
    },

    async create(
      caller: DriveCaller,
      body: z.output<typeof createDriveLinkRequestSchema>,
    ): Promise<DriveResult<DriveLink>> {
      const expires = await expiryFrom(body.expires_at);
      if ('error' in expires) return { kind: 'invalid', errors: { expires_at: [expires.error] } };
      let materialIds: string[] = [];
      if (body.kind === 'item') {
        const found = await visible(repo, caller, body.item_id);
        if (!found) return NOT_FOUND;
        if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
        if (!atLeast(found.access.level, 'editor')) return { kind: 'read_only' };
      } else {
        const files = await materialFiles(caller, body.item_ids);
        if (files.kind !== 'ok') return files;
        materialIds = files.value;
      }
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      const now = clock.now();
      const created = await links.transaction(async (tx) => {
        const row = await tx.insert({
          token: newLinkToken(DRIVE_LINK_TOKEN_BYTES),
          kind: body.kind,
          itemId: body.kind === 'item' ? body.item_id : null,
          label: body.label ?? '',
          title: body.kind === 'material' ? body.title : null,
          note: body.kind === 'material' ? (body.note ?? '') : null,
          createdBy: caller.id,
          expiresAt: expires.value,
          passwordHash,
          allowDownload: body.allow_download ?? true,
          downloadLimit: body.download_limit ?? null,
          createdAt: now,
          updatedAt: now,
        });
        if (body.kind === 'material') await tx.setMaterialItems(row.id, materialIds);
        return row;
      });
      await expiry.scheduleNotice(created);
      const row = await links.find(created.id);
      if (!row) throw new Error('driveLinks: the new link is gone');
      return ok(await presentOne(row));
    },

    async update(
      caller: DriveCaller,
      id: string,
      body: z.output<typeof updateDriveLinkRequestSchema>,
    ): Promise<DriveResult<DriveLink>> {
      const row = await managed(caller, id);
      if (!row) return NOT_FOUND;
      if (row.revokedAt) return conflict(DRIVE_LINK_MESSAGES.revoked);
      const changes: Parameters<DriveLinkQueries['update']>[1] = { updatedAt: clock.now() };
      if (body.expires_at !== undefined) {
        const expires = await expiryFrom(body.expires_at);
        if ('error' in expires) return { kind: 'invalid', errors: { expires_at: [expires.error] } };
        changes.expiresAt = expires.value;
        changes.expiryNoticeAt = null;
      }
      if (body.label !== undefined) changes.label = body.label;
      if (body.allow_download !== undefined) changes.allowDownload = body.allow_download;
      if (body.download_limit !== undefined) changes.downloadLimit = body.download_limit;
      if (body.password !== undefined) {
        changes.passwordHash = body.password === null ? null : await hashPassword(body.password);
      }
      const materialOnly = body.title !== undefined || body.note !== undefined || body.item_ids;
      if (materialOnly && row.kind !== 'material') {
        return {
          kind: 'invalid',
          errors: { kind: ['Only a material has a title, note and files'] },
        };
      }
      if (body.title !== undefined) changes.title = body.title;
      if (body.note !== undefined) changes.note = body.note;
      let materialIds: string[] | undefined;
      if (body.item_ids) {
        const files = await materialFiles(caller, body.item_ids);
        if (files.kind !== 'ok') return files;
        materialIds = files.value;
      }
      const updated = await links.transaction(async (tx) => {
        const saved = await tx.update(id, changes);
        if (saved && materialIds) await tx.setMaterialItems(id, materialIds);
        return saved;
      });
      if (!updated) return NOT_FOUND;
      if (body.expires_at !== undefined) await expiry.scheduleNotice(updated);
      const fresh = await links.find(id);
      return fresh ? ok(await presentOne(fresh)) : NOT_FOUND;
    },

    /** Revoked links stop opening at once; revoking twice answers the link as it is. */
    async revoke(caller: DriveCaller, id: string): Promise<DriveResult<DriveLink>> {
      const row = await managed(caller, id);
      if (!row) return NOT_FOUND;
      if (!row.revokedAt) {
        const now = clock.now();
        await links.update(id, { revokedAt: now, revokedBy: caller.id, updatedAt: now });
        await expiry.cancelNotice(id);
      }
      const fresh = await links.find(id);
      return fresh ? ok(await presentOne(fresh)) : NOT_FOUND;
    },

    async log(
      caller: DriveCaller,
      id: string,
      page: { page: number; size: number },
    ): Promise<DriveResult<DriveLinkLogPage>> {
      const row = await managed(caller, id);
      if (!row) return NOT_FOUND;
      const size = page.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : page.size;
      const { rows, total } = await links.logPage(id, size, (page.page - 1) * size);
      return ok({
        items: rows.map((entry) => ({
          id: entry.id,
          action: entry.action,
          item_name: entry.itemName,
          ip: entry.ip,
          user_agent: entry.userAgent,
          at: entry.at.toISOString(),
        })),
        total,
        page: page.page,
        size: page.size,
      });
    },
  };
}
