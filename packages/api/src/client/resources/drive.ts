import type {
  CopyDriveItemRequest,
  CreateDriveFolderRequest,
  DriveAccess,
  DriveItem,
  DriveItemDetail,
  DriveItemPage,
  DriveUsage,
  DriveVersionList,
  Ok,
  SetDriveAccessRequest,
  UpdateDriveItemRequest,
} from '../../contracts/index.ts';
import type { driveEndpoints } from '../../contracts/drive.ts';
import {
  DRIVE_ROUTES,
  type DriveSortKey,
  type DriveThumbnailSize,
  type DriveView,
} from '../../contracts/drive.constants.ts';
import { routesOf, type Http } from '../http.ts';

/** A type (not an interface) so it fits the query record. */
export type DriveListInput = {
  view?: DriveView;
  /** A folder's contents; none: the root of My drive. */
  parent_id?: string;
  /** Part of a name, anywhere the caller may see (the view and folder then do not apply). */
  q?: string;
  sort?: DriveSortKey;
  order?: 'asc' | 'desc';
  page?: number;
  /** One of PAGE_SIZES, or -1 for all. */
  size?: number;
};

export interface DriveResource {
  list(query?: DriveListInput): Promise<DriveItemPage>;
  get(id: string): Promise<DriveItemDetail>;
  createFolder(body: CreateDriveFolderRequest): Promise<DriveItem>;
  /** Rename and/or move, on the revision the caller saw (409 with the current item when stale). */
  update(id: string, body: UpdateDriveItemRequest): Promise<DriveItem>;
  star(id: string): Promise<Ok>;
  unstar(id: string): Promise<Ok>;
  trash(id: string): Promise<DriveItem>;
  restore(id: string): Promise<DriveItem>;
  /** Deletes an item in the trash for good. */
  remove(id: string): Promise<Ok>;
  emptyTrash(): Promise<{ ok: true; deleted: number }>;
  getAccess(id: string): Promise<DriveAccess>;
  setAccess(id: string, entries: SetDriveAccessRequest['entries']): Promise<DriveAccess>;
  usage(): Promise<DriveUsage>;
  versions(id: string): Promise<DriveVersionList>;
  /** Makes an earlier version current again (as a new version). */
  restoreVersion(id: string, versionId: string): Promise<DriveItem>;
  copy(id: string, body: CopyDriveItemRequest): Promise<DriveItem>;
}

export function driveResource(http: Http): DriveResource {
  const endpoints = routesOf<typeof driveEndpoints>(DRIVE_ROUTES);
  const byId = (id: string) => ({ params: { id } });
  return {
    list: (query = {}) => http.call(endpoints.list, { query }),
    get: (id) => http.call(endpoints.get, byId(id)),
    createFolder: (body) => http.call(endpoints.createFolder, { body }),
    update: (id, body) => http.call(endpoints.update, { ...byId(id), body }),
    star: (id) => http.call(endpoints.star, byId(id)),
    unstar: (id) => http.call(endpoints.unstar, byId(id)),
    trash: (id) => http.call(endpoints.trash, byId(id)),
    restore: (id) => http.call(endpoints.restore, byId(id)),
    remove: (id) => http.call(endpoints.remove, byId(id)),
    emptyTrash: () => http.call(endpoints.emptyTrash, {}),
    getAccess: (id) => http.call(endpoints.getAccess, byId(id)),
    setAccess: (id, entries) => http.call(endpoints.setAccess, { ...byId(id), body: { entries } }),
    usage: () => http.call(endpoints.usage, {}),
    versions: (id) => http.call(endpoints.versions, byId(id)),
    restoreVersion: (id, versionId) =>
      http.call(endpoints.restoreVersion, { params: { id, versionId } }),
    copy: (id, body) => http.call(endpoints.copy, { ...byId(id), body }),
  };
}

/**
 * The address of a file's bytes, for links, `<img>`, `<video>` and downloads (the browser sends
 * the session cookie): the current version, or `version`; `inline` to show it where that is safe.
 */
export function driveContentUrl(
  id: string,
  options: { version?: string; inline?: boolean; baseUrl?: string } = {},
): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const query = new URLSearchParams();
  if (options.version) query.set('version', options.version);
  if (options.inline) query.set('disposition', 'inline');
  const search = query.toString();
  return `${base}${DRIVE_ROUTES.content.path.replace(':id', encodeURIComponent(id))}${search ? `?${search}` : ''}`;
}

/**
 * A WebP thumbnail of an image file (`<img src>`); the request fails (404) for other files. With
 * the item's `revision` the address changes when a new version is uploaded.
 */
export function driveThumbnailUrl(
  id: string,
  size: DriveThumbnailSize = 'medium',
  options: { baseUrl?: string; revision?: number } = {},
): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const version = options.revision ? `&v=${options.revision}` : '';
  return `${base}${DRIVE_ROUTES.thumbnail.path.replace(':id', encodeURIComponent(id))}?size=${size}${version}`;
}

/** Items (folders with all they hold) as one zip download. */
export function driveZipUrl(ids: readonly string[], options: { baseUrl?: string } = {}): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  return `${base}${DRIVE_ROUTES.zip.path}?ids=${ids.map(encodeURIComponent).join(',')}`;
}
