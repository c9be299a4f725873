import { ApiError } from '../client/ApiError.ts';
import type { DriveResource } from '../client/resources/drive.ts';
import { DEFAULT_PAGE_SIZE, ERROR_DETAILS, PAGE_SIZE_ALL } from '../contracts/common.ts';
import {
  createDriveFolderRequestSchema,
  DRIVE_MESSAGES,
  setDriveAccessRequestSchema,
  updateDriveItemRequestSchema,
  type DriveAccess,
  type DriveAccessLevel,
  type DriveItem,
  type DriveRole,
} from '../contracts/drive.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeDriveUser {
  id: string;
  username: string;
  full_name: string;
  role: string;
  permissions: string[];
}

/** A file the fake drive starts with (stories): a name, a type and a size in a folder. */
export interface FakeDriveFile {
  name: string;
  mime_type: string;
  size: number;
  /** The folder's path from the root of the signed-in user's drive, e.g. ['Projects']. */
  path?: string[];
  updated_at?: string;
  /** Earlier versions it has, besides the current one (the versions list of stories). */
  earlier_versions?: number;
}

/** One version of a fake file: what the versions list shows. */
interface FakeVersion {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  createdAt: string;
  createdBy: string;
}

export interface FakeDriveOptions {
  /** Folders (paths) and files in the signed-in user's drive at the start. */
  folders?: string[][];
  files?: FakeDriveFile[];
  quotaBytes?: number | null;
}

/** What the share links' fake reads of the drive's items (not a resource: no access checks). */
export interface FakeDriveStore {
  item(id: string): (StoredItem & { inTrash: boolean }) | undefined;
  /** What a folder holds, outside the trash. */
  children(id: string): (StoredItem & { inTrash: boolean })[];
  /** Every file, in the order they were made. */
  files(): StoredItem[];
  find(predicate: (item: StoredItem) => boolean): (StoredItem & { inTrash: boolean }) | undefined;
  levelOf(id: string, user: FakeDriveUser): DriveAccessLevel | null;
  /** Puts the start content in this person's drive (once). */
  seed(ownerId: string): void;
}

export interface StoredItem {
  id: string;
  kind: 'folder' | 'file';
  name: string;
  parentId: string | null;
  ownerId: string;
  size: number | null;
  mimeType: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
  trashedAt: string | null;
  trashedBy: string | null;
  entries: { principal_type: 'user' | 'team'; principal_id: string; role: DriveRole }[];
  /** A file's versions, oldest first; the last is the current one. */
  versions: FakeVersion[];
}

const MEBIBYTE = 1024 * 1024;

function fail(status: number, url: string, text: string): ApiError {
  return new ApiError({ kind: 'detail', status, url, detail: text });
}

function invalid(url: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return new ApiError({ kind: 'validation', status: 400, url, fieldErrors });
}

/**
 * An in-memory drive with the server's rules (names unique per folder in any case, moves never
 * into themselves, revisions, the trash, stars, access inherited from folders), for stories and
 * tests of the drive screens.
 */
export function createFakeDrive(
  respond: Respond,
  signedIn: (url: string) => FakeDriveUser,
  allUsers: () => FakeDriveUser[],
  nextId: () => string,
  options: FakeDriveOptions = {},
): DriveResource & { store: FakeDriveStore } {
  /** The signed-in user, if the Drive area is theirs (spec section 6: manage Drive). */
  function currentUser(url: string): FakeDriveUser {
    const user = signedIn(url);
    if (user.role !== 'super_admin' && !user.permissions.includes('Drive')) {
      throw fail(403, url, ERROR_DETAILS.forbidden);
    }
    return user;
  }

  const items = new Map<string, StoredItem>();
  const stars = new Set<string>(); // `${userId}:${itemId}`
  let seeded = false;
  let clock = Date.parse('2026-11-20T09:00:00Z');
  const now = () => new Date((clock += 60_000)).toISOString();

  function store(values: Partial<StoredItem> & Pick<StoredItem, 'kind' | 'name' | 'ownerId'>) {
    const at = values.updatedAt ?? now();
    const item: StoredItem = {
      id: nextId(),
      parentId: null,
      size: null,
      mimeType: null,
      createdAt: at,
      updatedAt: at,
      revision: 1,
      trashedAt: null,
      trashedBy: null,
      entries: [],
      versions: [],
      ...values,
    };
    if (item.kind === 'file' && item.versions.length === 0) {
      item.versions.push({
        id: nextId(),
        name: item.name,
        size: item.size ?? 0,
        mimeType: item.mimeType ?? 'application/octet-stream',
        createdAt: item.updatedAt,
        createdBy: item.ownerId,
      });
    }
    items.set(item.id, item);
    return item;
  }

  /** The start content goes into the drive of whoever first calls. */
  function seed(ownerId: string) {
    if (seeded) return;
    seeded = true;
    const folderAt = (path: readonly string[]): string | null => {
      let parentId: string | null = null;
      for (const name of path) {
        const found: StoredItem | undefined = [...items.values()].find(
          (item) => item.kind === 'folder' && item.parentId === parentId && item.name === name,
        );
        parentId = (found ?? store({ kind: 'folder', name, ownerId, parentId })).id;
      }
      return parentId;
    };
    for (const path of options.folders ?? []) folderAt(path);
    for (const file of options.files ?? []) {
      const at = file.updated_at ?? new Date(clock).toISOString();
      const count = file.earlier_versions ?? 0;
      const earlier: FakeVersion[] = [];
      for (let back = count; back >= 1; back -= 1) {
        earlier.push({
          id: nextId(),
          name: file.name,
          // Each earlier version a little smaller, a day apart.
          size: Math.max(1, Math.round(file.size * (1 - back * 0.1))),
          mimeType: file.mime_type,
          createdAt: new Date(Date.parse(at) - back * 86_400_000).toISOString(),
          createdBy: ownerId,
        });
      }
      store({
        versions: [
          ...earlier,
          {
            id: nextId(),
            name: file.name,
            size: file.size,
            mimeType: file.mime_type,
            createdAt: at,
            createdBy: ownerId,
          },
        ],
        kind: 'file',
        name: file.name,
        ownerId,
        parentId: folderAt(file.path ?? []),
        size: file.size,
        mimeType: file.mime_type,
        ...(file.updated_at ? { updatedAt: file.updated_at, createdAt: file.updated_at } : {}),
      });
    }
  }

  const chain = (item: StoredItem): StoredItem[] => {
    const links = [item];
    let parent = item.parentId ? items.get(item.parentId) : undefined;
    while (parent) {
      links.push(parent);
      parent = parent.parentId ? items.get(parent.parentId) : undefined;
    }
    return links;
  };
  const inTrash = (item: StoredItem) => chain(item).some((link) => link.trashedAt !== null);

  function levelOf(item: StoredItem, user: FakeDriveUser): DriveAccessLevel | null {
    if (item.ownerId === user.id) return 'owner';
    let level: DriveAccessLevel | null = user.role === 'super_admin' ? 'editor' : null;
    for (const link of chain(item)) {
      if (link !== item && link.ownerId === user.id) level = 'editor';
      for (const entry of link.entries) {
        if (entry.principal_type !== 'user' || entry.principal_id !== user.id) continue;
        if (entry.role === 'editor') level = 'editor';
        else level ??= 'viewer';
      }
    }
    return level;
  }

  function present(item: StoredItem, user: FakeDriveUser): DriveItem {
    const owner = allUsers().find((candidate) => candidate.id === item.ownerId);
    return {
      id: item.id,
      kind: item.kind,
      name: item.name,
      parent_id: item.parentId,
      owner: {
        id: item.ownerId,
        username: owner?.username ?? '',
        full_name: owner?.full_name ?? '',
      },
      size: item.kind === 'file' ? (item.size ?? 0) : null,
      mime_type: item.kind === 'file' ? item.mimeType : null,
      created_at: item.createdAt,
      updated_at: item.updatedAt,
      revision: item.revision,
      starred: stars.has(`${user.id}:${item.id}`),
      trashed_at: item.trashedAt,
      access: levelOf(item, user) ?? 'viewer',
      shared: chain(item).some((link) => link.entries.length > 0),
    };
  }

  /** The item when the caller may see it; 404 otherwise, as the server answers. */
  function visible(url: string, id: string): { item: StoredItem; user: FakeDriveUser } {
    const user = currentUser(url);
    seed(user.id);
    const item = items.get(id);
    if (!item || levelOf(item, user) === null) throw fail(404, url, ERROR_DETAILS.notFound);
    return { item, user };
  }

  function editable(url: string, id: string) {
    const found = visible(url, id);
    if (inTrash(found.item)) throw fail(409, url, DRIVE_MESSAGES.inTrash);
    const level = levelOf(found.item, found.user);
    if (level !== 'owner' && level !== 'editor') throw fail(403, url, DRIVE_MESSAGES.readOnly);
    return found;
  }

  const nameTaken = (parentId: string | null, ownerId: string, name: string, exceptId?: string) =>
    [...items.values()].some(
      (item) =>
        item.id !== exceptId &&
        item.trashedAt === null &&
        item.parentId === parentId &&
        (parentId !== null || item.ownerId === ownerId) &&
        item.name.toLowerCase() === name.toLowerCase(),
    );

  function accessOf(item: StoredItem): DriveAccess {
    const person = (id: string) => allUsers().find((user) => user.id === id);
    const named = (entry: StoredItem['entries'][number]) => ({
      ...entry,
      name: person(entry.principal_id)?.full_name ?? entry.principal_id,
    });
    const owner = person(item.ownerId);
    return {
      owner: {
        id: item.ownerId,
        username: owner?.username ?? '',
        full_name: owner?.full_name ?? '',
      },
      entries: item.entries.map(named),
      inherited: chain(item)
        .slice(1)
        .flatMap((link) =>
          link.entries.map((entry) => ({
            ...named(entry),
            from: { id: link.id, name: link.name },
          })),
        ),
    };
  }

  function subtree(id: string): StoredItem[] {
    const found = [...items.values()].filter((item) => item.parentId === id);
    return found.flatMap((item) => [item, ...subtree(item.id)]);
  }

  const store_: FakeDriveStore = {
    item: (id) => {
      const item = items.get(id);
      return item ? { ...item, inTrash: inTrash(item) } : undefined;
    },
    children: (id) =>
      [...items.values()]
        .filter((item) => item.parentId === id && item.trashedAt === null)
        .map((item) => ({ ...item, inTrash: false })),
    files: () => [...items.values()].filter((item) => item.kind === 'file'),
    find: (predicate) => {
      const found = [...items.values()].find(predicate);
      return found ? { ...found, inTrash: inTrash(found) } : undefined;
    },
    levelOf: (id, user) => {
      const item = items.get(id);
      return item ? levelOf(item, user) : null;
    },
    seed,
  };

  return {
    store: store_,
    list: (query = {}) =>
      respond('drive.list', () => {
        const url = '/api/drive/items';
        const user = currentUser(url);
        seed(user.id);
        const view = query.view ?? 'my';
        if (query.parent_id && !query.q) {
          const { item } = visible(url, query.parent_id);
          if (inTrash(item)) throw fail(409, url, DRIVE_MESSAGES.inTrash);
        }
        const seen = (item: StoredItem) => !inTrash(item) && levelOf(item, user) !== null;
        let rows = [...items.values()].filter((item) => {
          if (query.q) return seen(item) && item.name.toLowerCase().includes(query.q.toLowerCase());
          switch (view) {
            case 'my':
              return query.parent_id
                ? item.parentId === query.parent_id && !inTrash(item)
                : item.parentId === null && item.ownerId === user.id && !inTrash(item);
            case 'shared':
              return (
                seen(item) &&
                item.ownerId !== user.id &&
                item.entries.some((entry) => entry.principal_id === user.id)
              );
            case 'recent':
              return seen(item) && item.kind === 'file';
            case 'starred':
              return seen(item) && stars.has(`${user.id}:${item.id}`);
            case 'trash':
              return (
                item.trashedAt !== null && (item.ownerId === user.id || item.trashedBy === user.id)
              );
          }
          return false;
        });
        const sort = query.sort ?? 'name';
        const direction = query.order === 'desc' ? -1 : 1;
        const key = (item: StoredItem): string | number =>
          sort === 'size'
            ? (item.size ?? -1)
            : sort === 'updated_at'
              ? item.updatedAt
              : sort === 'kind'
                ? (item.mimeType ?? '')
                : item.name.toLowerCase();
        rows = rows.sort((a, b) => {
          if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
          if (view === 'recent' && sort === 'name' && !query.q)
            return b.updatedAt.localeCompare(a.updatedAt);
          const [x, y] = [key(a), key(b)];
          return (x < y ? -1 : x > y ? 1 : 0) * direction;
        });
        const page = query.page ?? 1;
        const size = query.size ?? DEFAULT_PAGE_SIZE;
        const slice = size === PAGE_SIZE_ALL ? rows : rows.slice((page - 1) * size, page * size);
        return { items: slice.map((item) => present(item, user)), total: rows.length, page, size };
      }),

    get: (id) =>
      respond('drive.get', () => {
        const { item, user } = visible(`/api/drive/items/${id}`, id);
        const breadcrumbs = chain(item)
          .slice(1)
          .filter((link) => levelOf(link, user) !== null)
          .reverse()
          .map((link) => ({ id: link.id, name: link.name }));
        return { ...present(item, user), breadcrumbs };
      }),

    createFolder: (body) =>
      respond('drive.createFolder', () => {
        const url = '/api/drive/folders';
        const parsed = createDriveFolderRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const user = currentUser(url);
        seed(user.id);
        const parentId = parsed.data.parent_id ?? null;
        if (parentId) editable(url, parentId);
        if (nameTaken(parentId, user.id, parsed.data.name))
          throw fail(409, url, DRIVE_MESSAGES.nameTaken);
        return present(
          store({ kind: 'folder', name: parsed.data.name, ownerId: user.id, parentId }),
          user,
        );
      }),

    update: (id, body) =>
      respond('drive.update', () => {
        const url = `/api/drive/items/${id}`;
        const parsed = updateDriveItemRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const { item, user } = editable(url, id);
        if (item.revision !== parsed.data.revision)
          throw fail(409, url, DRIVE_MESSAGES.changedMeanwhile);
        const parentId =
          parsed.data.parent_id === undefined ? item.parentId : parsed.data.parent_id;
        if (parentId && parentId !== item.parentId) {
          const destination = editable(url, parentId).item;
          if (chain(destination).some((link) => link.id === id))
            throw fail(409, url, DRIVE_MESSAGES.moveIntoItself);
        }
        const name = parsed.data.name ?? item.name;
        if (nameTaken(parentId, item.ownerId, name, id))
          throw fail(409, url, DRIVE_MESSAGES.nameTaken);
        Object.assign(item, { name, parentId, revision: item.revision + 1, updatedAt: now() });
        return present(item, user);
      }),

    star: (id) =>
      respond('drive.star', () => {
        const { user } = visible(`/api/drive/items/${id}/star`, id);
        stars.add(`${user.id}:${id}`);
        return { ok: true as const };
      }),

    unstar: (id) =>
      respond('drive.unstar', () => {
        const { user } = visible(`/api/drive/items/${id}/star`, id);
        stars.delete(`${user.id}:${id}`);
        return { ok: true as const };
      }),

    trash: (id) =>
      respond('drive.trash', () => {
        const { item, user } = editable(`/api/drive/items/${id}/trash`, id);
        Object.assign(item, { trashedAt: now(), trashedBy: user.id, revision: item.revision + 1 });
        return present(item, user);
      }),

    restore: (id) =>
      respond('drive.restore', () => {
        const url = `/api/drive/items/${id}/restore`;
        const { item, user } = visible(url, id);
        if (!item.trashedAt) throw fail(409, url, DRIVE_MESSAGES.notInTrash);
        const parent = item.parentId ? items.get(item.parentId) : undefined;
        const parentId = parent && !inTrash(parent) ? parent.id : null;
        let name = item.name;
        for (let n = 1; nameTaken(parentId, item.ownerId, name, id); n += 1)
          name = `${item.name} (${n})`;
        Object.assign(item, {
          trashedAt: null,
          trashedBy: null,
          parentId,
          name,
          revision: item.revision + 1,
        });
        return present(item, user);
      }),

    remove: (id) =>
      respond('drive.remove', () => {
        const url = `/api/drive/items/${id}`;
        const { item } = visible(url, id);
        if (!item.trashedAt) throw fail(409, url, DRIVE_MESSAGES.notInTrash);
        for (const inside of subtree(id)) items.delete(inside.id);
        items.delete(id);
        return { ok: true as const };
      }),

    emptyTrash: () =>
      respond('drive.emptyTrash', () => {
        const user = currentUser('/api/drive/trash');
        const trashed = [...items.values()].filter(
          (item) =>
            item.trashedAt !== null && (item.ownerId === user.id || item.trashedBy === user.id),
        );
        for (const item of trashed) {
          for (const inside of subtree(item.id)) items.delete(inside.id);
          items.delete(item.id);
        }
        return { ok: true as const, deleted: trashed.length };
      }),

    getAccess: (id) =>
      respond('drive.getAccess', () => accessOf(visible(`/api/drive/items/${id}/access`, id).item)),

    setAccess: (id, entries) =>
      respond('drive.setAccess', () => {
        const url = `/api/drive/items/${id}/access`;
        const parsed = setDriveAccessRequestSchema.safeParse({ entries });
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const { item } = editable(url, id);
        item.entries = parsed.data.entries;
        return accessOf(item);
      }),

    versions: (id) =>
      respond('drive.versions', () => {
        const url = `/api/drive/items/${id}/versions`;
        const { item } = visible(url, id);
        if (item.kind !== 'file') throw fail(404, url, ERROR_DETAILS.notFound);
        const person = (userId: string) => allUsers().find((candidate) => candidate.id === userId);
        const current = item.versions.at(-1);
        return {
          items: [...item.versions].reverse().map((version) => {
            const maker = person(version.createdBy);
            return {
              id: version.id,
              name: version.name,
              size: version.size,
              mime_type: version.mimeType,
              created_at: version.createdAt,
              created_by: maker
                ? { id: maker.id, username: maker.username, full_name: maker.full_name }
                : null,
              current: version === current,
            };
          }),
        };
      }),

    restoreVersion: (id, versionId) =>
      respond('drive.restoreVersion', () => {
        const url = `/api/drive/items/${id}/versions/${versionId}/restore`;
        const { item, user } = editable(url, id);
        const earlier = item.versions.find((version) => version.id === versionId);
        if (!earlier) throw fail(404, url, ERROR_DETAILS.notFound);
        // As the server does: a new version with the earlier one's bytes; nothing is lost.
        const at = now();
        item.versions.push({ ...earlier, id: nextId(), createdAt: at, createdBy: user.id });
        Object.assign(item, {
          size: earlier.size,
          mimeType: earlier.mimeType,
          revision: item.revision + 1,
          updatedAt: at,
        });
        return present(item, user);
      }),

    copy: (id, body) =>
      respond('drive.copy', () => {
        const url = `/api/drive/items/${id}/copy`;
        const { item, user } = visible(url, id);
        const parentId = body.parent_id ?? null;
        if (parentId) editable(url, parentId);
        let name = body.name ?? item.name;
        for (let n = 1; nameTaken(parentId, user.id, name); n += 1)
          name = `${body.name ?? item.name} (${n})`;
        const copyOf = (source: StoredItem, into: string | null, as: string): StoredItem => {
          const made = store({
            kind: source.kind,
            name: as,
            parentId: into,
            ownerId: user.id,
            size: source.size,
            mimeType: source.mimeType,
          });
          const children = [...items.values()].filter(
            (entry) => entry.parentId === source.id && entry.trashedAt === null,
          );
          for (const child of children) copyOf(child, made.id, child.name);
          return made;
        };
        return present(copyOf(item, parentId, name), user);
      }),

    usage: () =>
      respond('drive.usage', () => {
        const user = currentUser('/api/drive/usage');
        seed(user.id);
        const used = [...items.values()]
          .filter((item) => item.ownerId === user.id)
          .reduce((total, item) => total + (item.size ?? 0), 0);
        return {
          used_bytes: used,
          quota_bytes: options.quotaBytes === undefined ? 10 * 1024 * MEBIBYTE : options.quotaBytes,
          max_file_bytes: 2048 * MEBIBYTE,
        };
      }),
  };
}
