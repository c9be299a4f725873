import {
  DRIVE_LINK_PASSWORD_BACKOFF,
  DRIVE_LINK_TOKEN_PATTERN,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  type MaterialReview,
  type SharedItem,
  type SharedItemPage,
  type SharedLink,
  type sharedListQuerySchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { DriveQueries } from './drive.queries.ts';
import { backoffMs, isValidGrant, makeGrant } from './driveLinkGrant.ts';
import {
  stateOf,
  type DriveLinkListRow,
  type DriveLinkQueries,
  type LinkedItemRow,
} from './driveLinks.queries.ts';
import type { DriveFileVersionRow } from '../../db/schema/index.ts';
import type { StoredFile } from './driveServe.ts';
import { zipEntriesFor, type ZipEntries } from './driveZipEntries.ts';

/** Who is asking on a public page: their address and browser (the access log), and their grant. */
export interface Visitor {
  ip: string;
  userAgent: string;
  /** The grant cookie of this link, if the browser has one. */
  grant: string | undefined;
}

/**
 * What a public call gets. Every link that does not open (unknown, malformed, revoked, expired,
 * exhausted, its item in the trash, its creator gone) is `not_found`, the same answer.
 */
export type SharedResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'not_found' }
  /** The link needs its password and this browser has no grant. */
  | { kind: 'locked' }
  /** A view-only link asked for a download. */
  | { kind: 'view_only' }
  | { kind: 'wrong_password' }
  | { kind: 'too_many_attempts'; retryAfterSeconds: number };

const NOT_FOUND = { kind: 'not_found' } as const;
const ok = <T>(value: T): SharedResult<T> => ({ kind: 'ok', value });

function toSharedItem(row: LinkedItemRow): SharedItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size: row.kind === 'file' ? (row.size ?? 0) : null,
    mime_type: row.kind === 'file' ? row.mimeType : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type SharedLinkService = ReturnType<typeof createSharedLinkService>;

/** The public side of share links: what a signed-out visitor may open, and counting it. */
export function createSharedLinkService({
  links,
  drive,
  clock,
  version,
  reviewOf,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: {
  links: DriveLinkQueries;
  drive: Pick<DriveQueries, 'children'>;
  clock: Clock;
  /** A file's current stored version (for bytes, thumbnails and zips). */
  version: (versionId: string) => Promise<DriveFileVersionRow | undefined>;
  /** A story's material: where its review stands (story/materialReview.service.ts). */
  reviewOf: (link: DriveLinkListRow) => Promise<MaterialReview | null>;
  /** The wait before answering a wrong password (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}) {
  /** The link behind a token if it opens now, else undefined (the one "not found"). */
  async function opening(token: string): Promise<DriveLinkListRow | undefined> {
    if (!DRIVE_LINK_TOKEN_PATTERN.test(token)) return undefined;
    const link = await links.findByToken(token);
    if (!link || stateOf(link, clock.now()) !== 'active') return undefined;
    // Its creator left (deactivated or deleted): what they shared stops opening.
    if (!link.createdBy || link.creatorActive !== true) return undefined;
    if (link.kind === 'item' && (link.itemId === null || link.itemInTrash !== false)) {
      return undefined;
    }
    return link;
  }

  const unlocked = (link: DriveLinkListRow, visitor: Visitor) =>
    link.passwordHash === null ||
    isValidGrant({ id: link.id, passwordHash: link.passwordHash }, visitor.grant, clock.now());

  /** The link, open and unlocked for this visitor. */
  async function usable(token: string, visitor: Visitor): Promise<SharedResult<DriveLinkListRow>> {
    const link = await opening(token);
    if (!link) return NOT_FOUND;
    return unlocked(link, visitor) ? ok(link) : { kind: 'locked' };
  }

  async function materialFiles(link: DriveLinkListRow): Promise<LinkedItemRow[]> {
    const items = (await links.materialItems([link.id])).get(link.id) ?? [];
    return items.filter((item) => !item.inTrash);
  }

  /**
   * An item the link shows: the shared file, or anything inside the shared folder, or one of a
   * material's files; never in the trash. A folder share cannot reach above itself.
   */
  async function within(link: DriveLinkListRow, id: string): Promise<LinkedItemRow[] | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    if (link.kind === 'material') {
      const item = (await materialFiles(link)).find((file) => file.id === id);
      return item ? [item] : undefined;
    }
    if (!link.itemId) return undefined;
    const path = await links.pathWithin(link.itemId, id);
    if (!path || path.some((item) => item.inTrash)) return undefined;
    return path;
  }

  async function describe(link: DriveLinkListRow, visitor: Visitor): Promise<SharedLink> {
    const isUnlocked = unlocked(link, visitor);
    const root = isUnlocked && link.itemId ? await links.item(link.itemId) : undefined;
    const items = isUnlocked && link.kind === 'material' ? await materialFiles(link) : [];
    return {
      kind: link.kind,
      shared_by: link.creatorFullName?.trim() || link.creatorUsername,
      password_required: link.passwordHash !== null,
      unlocked: isUnlocked,
      title: isUnlocked ? link.title : null,
      note: isUnlocked ? link.note : null,
      expires_at: link.expiresAt?.toISOString() ?? null,
      allow_download: link.allowDownload,
      root: root ? toSharedItem(root) : null,
      items: items.map(toSharedItem),
      review: isUnlocked && link.kind === 'material' ? await reviewOf(link) : null,
    };
  }

  async function logAccess(
    link: DriveLinkListRow,
    visitor: Visitor,
    action: 'view' | 'download' | 'unlock' | 'password_failed',
    item?: { id: string; name: string },
  ) {
    await links.log({
      linkId: link.id,
      action,
      itemId: item?.id ?? null,
      itemName: item?.name ?? null,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      at: clock.now(),
    });
  }

  /** Counts a download if the limit still allows one; false when it is used up. */
  async function download(
    link: DriveLinkListRow,
    visitor: Visitor,
    item?: { id: string; name: string },
  ): Promise<boolean> {
    if (!(await links.countDownload(link.id, clock.now()))) return false;
    await logAccess(link, visitor, 'download', item);
    return true;
  }

  return {
    /** What the page shows; an open counts as a view (once unlocked). */
    async open(token: string, visitor: Visitor): Promise<SharedResult<SharedLink>> {
      const link = await opening(token);
      if (!link) return NOT_FOUND;
      if (unlocked(link, visitor)) {
        await links.countView(link.id, clock.now());
        await logAccess(link, visitor, 'view');
      }
      return ok(await describe(link, visitor));
    },

    /**
     * Checks a password. Wrong ones from one address wait longer each time (200 ms doubling to
     * 25 s), and the 11th within the window is refused without checking (429). The failures are
     * the access log's rows, so every instance counts the same ones.
     */
    async unlock(
      token: string,
      password: string,
      visitor: Visitor,
    ): Promise<SharedResult<{ link: SharedLink; grant: string | null }>> {
      const link = await opening(token);
      if (!link) return NOT_FOUND;
      if (link.passwordHash === null) {
        return ok({ link: await describe(link, visitor), grant: null });
      }
      const { failuresBeforeLockout, windowMs } = DRIVE_LINK_PASSWORD_BACKOFF;
      const now = clock.now();
      const failures = await links.passwordFailures(
        link.id,
        visitor.ip,
        new Date(now.getTime() - windowMs),
      );
      if (failures.count >= failuresBeforeLockout) {
        const until = (failures.oldest ?? now).getTime() + windowMs;
        return {
          kind: 'too_many_attempts',
          retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
        };
      }
      if (!(await verifyPassword(link.passwordHash, password))) {
        await logAccess(link, visitor, 'password_failed');
        await sleep(backoffMs(failures.count + 1));
        return { kind: 'wrong_password' };
      }
      const grant = makeGrant({ id: link.id, passwordHash: link.passwordHash }, now);
      await logAccess(link, visitor, 'unlock');
      await links.countView(link.id, now);
      return ok({ link: await describe(link, { ...visitor, grant }), grant });
    },

    /** A folder's contents inside a shared folder (or a material's files). */
    async list(
      token: string,
      visitor: Visitor,
      query: z.output<typeof sharedListQuerySchema>,
    ): Promise<SharedResult<SharedItemPage>> {
      const found = await usable(token, visitor);
      if (found.kind !== 'ok') return found;
      const link = found.value;
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      if (link.kind === 'material') {
        const files = await materialFiles(link);
        const start = (query.page - 1) * size;
        return ok({
          items: files.slice(start, start + size).map(toSharedItem),
          total: files.length,
          page: query.page,
          size: query.size,
          breadcrumbs: [],
        });
      }
      const path = await within(link, query.parent_id ?? link.itemId ?? '');
      const folder = path?.at(-1);
      if (!path || !folder || folder.kind !== 'folder') return NOT_FOUND;
      const { rows, total } = await links.children(
        folder.id,
        { sort: query.sort, order: query.order },
        size,
        (query.page - 1) * size,
      );
      return ok({
        items: rows.map(toSharedItem),
        total,
        page: query.page,
        size: query.size,
        breadcrumbs: path.map((item) => ({ id: item.id, name: item.name })),
      });
    },

    /**
     * A file's stored version to send. A download (not a preview) needs a link that allows
     * downloads and counts against its limit; a request for the rest of a file already begun
     * (a Range past the start) is the same download and does not count again.
     */
    async file(
      token: string,
      visitor: Visitor,
      id: string,
      options: { download: boolean; continuing: boolean },
    ): Promise<SharedResult<StoredFile>> {
      const found = await usable(token, visitor);
      if (found.kind !== 'ok') return found;
      const link = found.value;
      const item = (await within(link, id))?.at(-1);
      if (!item || item.kind !== 'file' || !item.currentVersionId) return NOT_FOUND;
      const stored = await version(item.currentVersionId);
      if (!stored) return NOT_FOUND;
      if (options.download) {
        if (!link.allowDownload) return { kind: 'view_only' };
        if (!options.continuing && !(await download(link, visitor, item))) return NOT_FOUND;
      }
      return ok({ storageKey: stored.storageKey, mimeType: stored.mimeType, name: item.name });
    },

    /** The stored version of an image to make a thumbnail of (a preview: never counted). */
    async thumbnailSource(
      token: string,
      visitor: Visitor,
      id: string,
    ): Promise<SharedResult<DriveFileVersionRow>> {
      const found = await usable(token, visitor);
      if (found.kind !== 'ok') return found;
      const item = (await within(found.value, id))?.at(-1);
      if (!item || item.kind !== 'file' || !item.currentVersionId) return NOT_FOUND;
      const stored = await version(item.currentVersionId);
      return stored ? ok(stored) : NOT_FOUND;
    },

    /**
     * The link a review decision goes through: open, unlocked, and a story's material; every
     * other link is the one 404.
     */
    async reviewLink(token: string, visitor: Visitor): Promise<SharedResult<DriveLinkListRow>> {
      const found = await usable(token, visitor);
      if (found.kind !== 'ok') return found;
      const link = found.value;
      return link.kind === 'material' && link.storyId ? ok(link) : NOT_FOUND;
    },

    /** A zip of items the link shows: one download against the limit. */
    async zip(
      token: string,
      visitor: Visitor,
      ids: readonly string[],
    ): Promise<SharedResult<ZipEntries>> {
      const found = await usable(token, visitor);
      if (found.kind !== 'ok') return found;
      const link = found.value;
      if (!link.allowDownload) return { kind: 'view_only' };
      const rows: LinkedItemRow[] = [];
      for (const id of ids) {
        const item = (await within(link, id))?.at(-1);
        if (!item) return NOT_FOUND;
        rows.push(item);
      }
      if (!(await download(link, visitor))) return NOT_FOUND;
      return ok(await zipEntriesFor(drive, version, rows));
    },
  };
}
