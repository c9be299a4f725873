import { ApiError } from '../client/ApiError.ts';
import type { DriveLinksResource, SharedResource } from '../client/resources/driveLinks.ts';
import { ERROR_DETAILS, PAGE_SIZE_ALL } from '../contracts/common.ts';
import {
  createDriveLinkRequestSchema,
  DRIVE_LINK_MESSAGES,
  updateDriveLinkRequestSchema,
  type DriveLink,
  type DriveLinkLogEntry,
  type DriveLinkState,
  type MaterialReview,
  type SharedItem,
  type SharedLink,
} from '../contracts/driveLinks.ts';
import {
  materialReviewRequestSchema,
  STORY_ATTACHMENT_MESSAGES,
} from '../contracts/storyAttachments.ts';
import type { FakeDriveStore, FakeDriveUser, StoredItem } from './fakeDrive.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

/** A link the fake starts with (stories of the public pages and of the links list). */
export interface FakeSharedLink {
  token: string;
  kind: 'item' | 'material';
  /** Item links: the shared folder's path in the drive's start content ([] = its first file). */
  path?: string[];
  /** Item links to one file: its name. */
  file?: string;
  /** Materials: the names of its files (all files when omitted). */
  files?: string[];
  title?: string;
  note?: string;
  label?: string;
  password?: string;
  allow_download?: boolean;
  download_limit?: number | null;
  expires_at?: string | null;
  /** Anything but `active` makes the public page answer "not available". */
  state?: DriveLinkState;
  view_count?: number;
  download_count?: number;
  /** A story's material: its page offers Approve / Request changes while `open`. */
  review?: MaterialReview;
}

interface StoredLink {
  id: string;
  token: string;
  kind: 'item' | 'material';
  itemId: string | null;
  itemIds: string[];
  label: string;
  title: string | null;
  note: string | null;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null;
  password: string | null;
  allowDownload: boolean;
  downloadLimit: number | null;
  viewCount: number;
  downloadCount: number;
  lastAccessedAt: string | null;
  revokedAt: string | null;
  log: DriveLinkLogEntry[];
  review?: MaterialReview | null;
}

function fail(status: number, url: string, text: string): ApiError {
  return new ApiError({ kind: 'detail', status, url, detail: text });
}

function invalid(url: string, fieldErrors: Record<string, string[]>): ApiError {
  return new ApiError({ kind: 'validation', status: 400, url, fieldErrors });
}

const DAY_MS = 24 * 3_600_000;

/**
 * Share links in memory with the server's rules (who may share, states, the one 404 for every
 * link that does not open, passwords, view-only, download limits, counters and the log), over
 * the fake drive's items, for stories and tests of the links list, the share dialog and the
 * public pages.
 */
export function createFakeDriveLinks(
  respond: Respond,
  signedIn: (url: string) => FakeDriveUser,
  allUsers: () => FakeDriveUser[],
  store: FakeDriveStore,
  nextId: () => string,
  seeded: readonly FakeSharedLink[] = [],
): {
  driveLinks: DriveLinksResource;
  shared: SharedResource;
  /** Makes a material a story's (its page offers Approve / Request changes). */
  markStoryMaterial: (linkId: string) => void;
} {
  const links = new Map<string, StoredLink>();
  const unlocked = new Set<string>();
  let clock = Date.parse('2026-11-20T09:00:00Z');
  const now = () => new Date((clock += 60_000)).toISOString();
  let seededDone = false;

  function seedLinks() {
    if (seededDone) return;
    seededDone = true;
    const owner = allUsers()[0];
    if (!owner) return;
    store.seed(owner.id);
    for (const start of seeded) {
      const folderAt = (path: readonly string[]) => {
        let parentId: string | null = null;
        let found: StoredItem | undefined;
        for (const name of path) {
          found = store.find((item) => item.parentId === parentId && item.name === name);
          parentId = found?.id ?? null;
        }
        return found;
      };
      const files = (names?: string[]) =>
        names
          ? names.flatMap((name) => store.find((item) => item.name === name) ?? [])
          : store.files();
      const target =
        start.kind === 'item'
          ? start.file
            ? store.find((item) => item.name === start.file)
            : folderAt(start.path ?? [])
          : undefined;
      const created = clock;
      const link: StoredLink = {
        id: nextId(),
        token: start.token,
        kind: start.kind,
        itemId: target?.id ?? null,
        itemIds: start.kind === 'material' ? files(start.files).map((item) => item.id) : [],
        label: start.label ?? '',
        title: start.kind === 'material' ? (start.title ?? 'Material') : null,
        note: start.kind === 'material' ? (start.note ?? '') : null,
        createdBy: owner.id,
        createdAt: new Date(created).toISOString(),
        expiresAt:
          start.expires_at === undefined
            ? new Date(created + 14 * DAY_MS).toISOString()
            : start.expires_at,
        password: start.password ?? null,
        allowDownload: start.allow_download ?? true,
        downloadLimit: start.download_limit ?? null,
        viewCount: start.view_count ?? 0,
        downloadCount: start.download_count ?? 0,
        lastAccessedAt: start.view_count ? new Date(created).toISOString() : null,
        revokedAt: start.state === 'revoked' ? new Date(created).toISOString() : null,
        log: [],
        review: start.review ?? null,
      };
      if (start.state === 'expired') link.expiresAt = new Date(created - DAY_MS).toISOString();
      if (start.state === 'exhausted') {
        link.downloadLimit = link.downloadLimit ?? 1;
        link.downloadCount = link.downloadLimit;
      }
      links.set(link.id, link);
    }
  }

  function stateOf(link: StoredLink): DriveLinkState {
    if (link.revokedAt) return 'revoked';
    if (link.expiresAt && Date.parse(link.expiresAt) <= clock) return 'expired';
    if (link.downloadLimit !== null && link.downloadCount >= link.downloadLimit) return 'exhausted';
    return 'active';
  }

  const target = (id: string) => {
    const item = store.item(id);
    return item ? { id: item.id, kind: item.kind, name: item.name } : null;
  };

  function present(link: StoredLink): DriveLink {
    const creator = allUsers().find((user) => user.id === link.createdBy);
    return {
      id: link.id,
      token: link.token,
      kind: link.kind,
      state: stateOf(link),
      label: link.label,
      title: link.title,
      note: link.note,
      item: link.itemId ? target(link.itemId) : null,
      items: link.itemIds.flatMap((id) => target(id) ?? []),
      created_by: creator
        ? { id: creator.id, username: creator.username, full_name: creator.full_name }
        : null,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      has_password: link.password !== null,
      allow_download: link.allowDownload,
      download_limit: link.downloadLimit,
      view_count: link.viewCount,
      download_count: link.downloadCount,
      last_accessed_at: link.lastAccessedAt,
      revoked_at: link.revokedAt,
    };
  }

  function currentUser(url: string): FakeDriveUser {
    const user = signedIn(url);
    if (user.role !== 'super_admin' && !user.permissions.includes('Drive')) {
      throw fail(403, url, ERROR_DETAILS.forbidden);
    }
    seedLinks();
    store.seed(user.id);
    return user;
  }

  const mayShare = (id: string, user: FakeDriveUser) => {
    const level = store.levelOf(id, user);
    return level === 'owner' || level === 'editor';
  };

  function managed(url: string, id: string): { link: StoredLink; user: FakeDriveUser } {
    const user = currentUser(url);
    const link = links.get(id);
    const allowed =
      link &&
      (user.role === 'super_admin' ||
        link.createdBy === user.id ||
        (link.itemId !== null && mayShare(link.itemId, user)));
    if (!link || !allowed) throw fail(404, url, ERROR_DETAILS.notFound);
    return { link, user };
  }

  function checkedFiles(url: string, ids: readonly string[], user: FakeDriveUser): string[] {
    for (const id of ids) {
      const item = store.item(id);
      if (!item || store.levelOf(id, user) === null) throw fail(404, url, ERROR_DETAILS.notFound);
      if (item.kind !== 'file') {
        throw invalid(url, { item_ids: [DRIVE_LINK_MESSAGES.materialNeedsFiles] });
      }
      if (!mayShare(id, user)) throw fail(403, url, DRIVE_LINK_MESSAGES.notShareable);
    }
    return [...ids];
  }

  function expiryFrom(url: string, given: string | null | undefined): string | null {
    if (given === undefined) return new Date(clock + 14 * DAY_MS).toISOString();
    if (given === null) throw invalid(url, { expires_at: [DRIVE_LINK_MESSAGES.expiryTooLate] });
    if (Date.parse(given) <= clock) {
      throw invalid(url, { expires_at: [DRIVE_LINK_MESSAGES.expiryInPast] });
    }
    if (Date.parse(given) > clock + 365 * DAY_MS) {
      throw invalid(url, { expires_at: [DRIVE_LINK_MESSAGES.expiryTooLate] });
    }
    return given;
  }

  function validated<T>(
    url: string,
    schema: {
      safeParse(value: unknown):
        | { success: true; data: T }
        | {
            success: false;
            error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
          };
    },
    value: unknown,
  ): T {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
    }
    throw invalid(url, errors);
  }

  // ——— public side ———

  /** The link behind a token if it opens; the one 404 otherwise. */
  function opening(url: string, token: string): StoredLink {
    seedLinks();
    const link = [...links.values()].find((candidate) => candidate.token === token);
    const itemGone =
      link?.kind === 'item' && (!link.itemId || (store.item(link.itemId)?.inTrash ?? true));
    if (!link || stateOf(link) !== 'active' || itemGone) {
      throw fail(404, url, ERROR_DETAILS.notFound);
    }
    return link;
  }

  const isUnlocked = (link: StoredLink) => link.password === null || unlocked.has(link.id);

  function usable(url: string, token: string): StoredLink {
    const link = opening(url, token);
    if (!isUnlocked(link)) throw fail(401, url, DRIVE_LINK_MESSAGES.passwordRequired);
    return link;
  }

  const toShared = (item: StoredItem): SharedItem => ({
    id: item.id,
    kind: item.kind,
    name: item.name,
    size: item.kind === 'file' ? (item.size ?? 0) : null,
    mime_type: item.kind === 'file' ? item.mimeType : null,
    updated_at: item.updatedAt,
  });

  function describe(link: StoredLink): SharedLink {
    const open = isUnlocked(link);
    const creator = allUsers().find((user) => user.id === link.createdBy);
    const root = open && link.itemId ? store.item(link.itemId) : undefined;
    return {
      kind: link.kind,
      shared_by: creator?.full_name ?? null,
      password_required: link.password !== null,
      unlocked: open,
      title: open ? link.title : null,
      note: open ? link.note : null,
      expires_at: link.expiresAt,
      allow_download: link.allowDownload,
      root: root ? toShared(root) : null,
      items: open
        ? link.itemIds.flatMap((id) => {
            const item = store.item(id);
            return item && !item.inTrash ? [toShared(item)] : [];
          })
        : [],
      review: open ? (link.review ?? null) : null,
    };
  }

  /** The folders from the shared one down to `id`, or undefined outside it. */
  function pathWithin(rootId: string, id: string): StoredItem[] | undefined {
    const path: StoredItem[] = [];
    for (
      let item = store.item(id);
      item;
      item = item.parentId ? store.item(item.parentId) : undefined
    ) {
      path.unshift(item);
      if (item.id === rootId) return path;
    }
    return undefined;
  }

  return {
    markStoryMaterial(linkId) {
      const link = links.get(linkId);
      if (link) link.review = { open: true, decision: null, decided_at: null };
    },
    driveLinks: {
      list: (query = {}) =>
        respond('driveLinks.list', () => {
          const url = '/api/drive/links';
          const user = currentUser(url);
          const all = query.scope === 'all' && user.role === 'super_admin';
          const text = query.q?.toLowerCase();
          const found = [...links.values()]
            .filter((link) => all || link.createdBy === user.id)
            .filter((link) => !query.state || stateOf(link) === query.state)
            .map(present)
            .filter(
              (link) =>
                !text ||
                [link.label, link.title ?? '', link.item?.name ?? ''].some((value) =>
                  value.toLowerCase().includes(text),
                ),
            )
            .sort((a, b) => b.created_at.localeCompare(a.created_at));
          const size = query.size === PAGE_SIZE_ALL || !query.size ? 10 : query.size;
          const page = query.page ?? 1;
          return {
            items: found.slice((page - 1) * size, page * size),
            total: found.length,
            page,
            size: query.size ?? 10,
          };
        }),

      forItem: (itemId) =>
        respond('driveLinks.forItem', () => {
          const url = `/api/drive/items/${itemId}/links`;
          const user = currentUser(url);
          if (store.levelOf(itemId, user) === null) throw fail(404, url, ERROR_DETAILS.notFound);
          if (!mayShare(itemId, user)) throw fail(403, url, DRIVE_LINK_MESSAGES.notShareable);
          return {
            items: [...links.values()]
              .filter((link) => link.itemId === itemId)
              .map(present)
              .reverse(),
          };
        }),

      create: (body) =>
        respond('driveLinks.create', () => {
          const url = '/api/drive/links';
          const user = currentUser(url);
          const request = validated(url, createDriveLinkRequestSchema, body);
          const expiresAt = expiryFrom(url, request.expires_at);
          let itemIds: string[] = [];
          if (request.kind === 'item') {
            const item = store.item(request.item_id);
            if (!item || store.levelOf(item.id, user) === null) {
              throw fail(404, url, ERROR_DETAILS.notFound);
            }
            if (!mayShare(item.id, user)) throw fail(403, url, DRIVE_LINK_MESSAGES.notShareable);
          } else {
            itemIds = checkedFiles(url, request.item_ids, user);
          }
          const link: StoredLink = {
            id: nextId(),
            token: `${nextId().replace(/-/g, '')}`.slice(0, 32).padEnd(32, 'x'),
            kind: request.kind,
            itemId: request.kind === 'item' ? request.item_id : null,
            itemIds,
            label: request.label ?? '',
            title: request.kind === 'material' ? request.title : null,
            note: request.kind === 'material' ? (request.note ?? '') : null,
            createdBy: user.id,
            createdAt: now(),
            expiresAt,
            password: request.password ?? null,
            allowDownload: request.allow_download ?? true,
            downloadLimit: request.download_limit ?? null,
            viewCount: 0,
            downloadCount: 0,
            lastAccessedAt: null,
            revokedAt: null,
            log: [],
          };
          links.set(link.id, link);
          return present(link);
        }),

      get: (id) =>
        respond('driveLinks.get', () => present(managed(`/api/drive/links/${id}`, id).link)),

      update: (id, body) =>
        respond('driveLinks.update', () => {
          const url = `/api/drive/links/${id}`;
          const { link, user } = managed(url, id);
          const request = validated(url, updateDriveLinkRequestSchema, body);
          if (link.revokedAt) throw fail(409, url, DRIVE_LINK_MESSAGES.revoked);
          if (request.expires_at !== undefined)
            link.expiresAt = expiryFrom(url, request.expires_at);
          if (request.label !== undefined) link.label = request.label;
          if (request.allow_download !== undefined) link.allowDownload = request.allow_download;
          if (request.download_limit !== undefined) link.downloadLimit = request.download_limit;
          if (request.password !== undefined) {
            link.password = request.password;
            unlocked.delete(link.id);
          }
          if (request.title !== undefined) link.title = request.title;
          if (request.note !== undefined) link.note = request.note;
          if (request.item_ids) link.itemIds = checkedFiles(url, request.item_ids, user);
          return present(link);
        }),

      revoke: (id) =>
        respond('driveLinks.revoke', () => {
          const { link } = managed(`/api/drive/links/${id}/revoke`, id);
          link.revokedAt ??= now();
          return present(link);
        }),

      log: (id, query = {}) =>
        respond('driveLinks.log', () => {
          const { link } = managed(`/api/drive/links/${id}/log`, id);
          const size = query.size ?? 10;
          const page = query.page ?? 1;
          return {
            items: link.log.slice((page - 1) * size, page * size),
            total: link.log.length,
            page,
            size,
          };
        }),
    },

    shared: {
      open: (token) =>
        respond('shared.open', () => {
          const link = opening(`/api/shared/${token}`, token);
          if (isUnlocked(link)) {
            link.viewCount += 1;
            link.lastAccessedAt = now();
            link.log.unshift({
              id: link.log.length + 1,
              action: 'view',
              item_name: null,
              ip: '203.0.113.7',
              user_agent: 'Storybook',
              at: link.lastAccessedAt,
            });
          }
          return describe(link);
        }),

      unlock: (token, password) =>
        respond('shared.unlock', () => {
          const url = `/api/shared/${token}/unlock`;
          const link = opening(url, token);
          if (link.password !== null && link.password !== password) {
            throw invalid(url, { password: [DRIVE_LINK_MESSAGES.wrongPassword] });
          }
          unlocked.add(link.id);
          return describe(link);
        }),

      review: (token, body) =>
        respond('shared.review', () => {
          const url = `/api/shared/${token}/review`;
          const link = usable(url, token);
          if (!link.review) throw fail(404, url, ERROR_DETAILS.notFound);
          const parsed = materialReviewRequestSchema.safeParse(body);
          if (!parsed.success) {
            const errors: Record<string, string[]> = {};
            for (const issue of parsed.error.issues) {
              (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
            }
            throw invalid(url, errors);
          }
          if (!link.review.open) {
            throw fail(409, url, STORY_ATTACHMENT_MESSAGES.reviewClosed);
          }
          link.review = {
            open: false,
            decision: body.decision === 'approve' ? 'approved' : 'changes_requested',
            decided_at: now(),
          };
          return link.review;
        }),

      list: (token, query = {}) =>
        respond('shared.list', () => {
          const url = `/api/shared/${token}/items`;
          const link = usable(url, token);
          const size = query.size === PAGE_SIZE_ALL || !query.size ? 50 : query.size;
          const page = query.page ?? 1;
          if (link.kind === 'material') {
            const files = link.itemIds.flatMap((id) => store.item(id) ?? []).map(toShared);
            return {
              items: files.slice((page - 1) * size, page * size),
              total: files.length,
              page,
              size,
              breadcrumbs: [],
            };
          }
          const path = link.itemId
            ? pathWithin(link.itemId, query.parent_id ?? link.itemId)
            : undefined;
          const folder = path?.at(-1);
          if (!path || !folder || folder.kind !== 'folder') {
            throw fail(404, url, ERROR_DETAILS.notFound);
          }
          const children = store
            .children(folder.id)
            .sort(
              (a, b) =>
                Number(a.kind === 'file') - Number(b.kind === 'file') ||
                a.name.localeCompare(b.name),
            );
          return {
            items: children.slice((page - 1) * size, page * size).map(toShared),
            total: children.length,
            page,
            size,
            breadcrumbs: path.map((item) => ({ id: item.id, name: item.name })),
          };
        }),
    },
  };
}
