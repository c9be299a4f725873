import type {
  CreateDriveLinkRequest,
  DriveLink,
  DriveLinkList,
  DriveLinkLogPage,
  DriveLinkPage,
  MaterialReview,
  MaterialReviewRequest,
  SharedItemPage,
  SharedLink,
  UpdateDriveLinkRequest,
} from '../../contracts/index.ts';
import type { driveLinkEndpoints, sharedEndpoints } from '../../contracts/driveLinks.ts';
import type { DriveSortKey, DriveThumbnailSize } from '../../contracts/drive.constants.ts';
import {
  DRIVE_LINK_PAGE_PATHS,
  DRIVE_LINK_ROUTES,
  SHARED_ROUTES,
  type DriveLinkKind,
  type DriveLinkScope,
  type DriveLinkSortKey,
  type DriveLinkState,
} from '../../contracts/driveLinks.constants.ts';
import { routesOf, type Http } from '../http.ts';
import { materialReviewCall } from './storyAttachments.ts';

/** A type (not an interface) so it fits the query record. */
export type DriveLinkListInput = {
  scope?: DriveLinkScope;
  state?: DriveLinkState;
  q?: string;
  sort?: DriveLinkSortKey;
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
};

export type SharedListInput = {
  parent_id?: string;
  sort?: DriveSortKey;
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
};

/** Share links, for the people who make and manage them (signed in). */
export interface DriveLinksResource {
  list(query?: DriveLinkListInput): Promise<DriveLinkPage>;
  forItem(itemId: string): Promise<DriveLinkList>;
  create(body: CreateDriveLinkRequest): Promise<DriveLink>;
  get(id: string): Promise<DriveLink>;
  update(id: string, body: UpdateDriveLinkRequest): Promise<DriveLink>;
  revoke(id: string): Promise<DriveLink>;
  log(id: string, query?: { page?: number; size?: number }): Promise<DriveLinkLogPage>;
}

/** What a share link's public page calls (signed out; the token is the credential). */
export interface SharedResource {
  open(token: string): Promise<SharedLink>;
  /** Wrong passwords answer 400 after a growing wait, then 429. */
  unlock(token: string, password: string): Promise<SharedLink>;
  list(token: string, query?: SharedListInput): Promise<SharedItemPage>;
  /** A story's material: approve it or ask for changes (once per round of review; 409 after). */
  review(token: string, body: MaterialReviewRequest): Promise<MaterialReview>;
}

export function driveLinksResource(http: Http): DriveLinksResource {
  const endpoints = routesOf<typeof driveLinkEndpoints>(DRIVE_LINK_ROUTES);
  const byId = (id: string) => ({ params: { id } });
  return {
    list: (query = {}) => http.call(endpoints.list, { query }),
    forItem: (itemId) => http.call(endpoints.forItem, byId(itemId)),
    create: (body) => http.call(endpoints.create, { body }),
    get: (id) => http.call(endpoints.get, byId(id)),
    update: (id, body) => http.call(endpoints.update, { ...byId(id), body }),
    revoke: (id) => http.call(endpoints.revoke, byId(id)),
    log: (id, query = {}) => http.call(endpoints.log, { ...byId(id), query }),
  };
}

export function sharedResource(http: Http): SharedResource {
  const endpoints = routesOf<typeof sharedEndpoints>(SHARED_ROUTES);
  const byToken = (token: string) => ({ params: { token } });
  return {
    open: (token) => http.call(endpoints.open, byToken(token)),
    unlock: (token, password) =>
      http.call(endpoints.unlock, { ...byToken(token), body: { password } }),
    list: (token, query = {}) => http.call(endpoints.list, { ...byToken(token), query }),
    review: materialReviewCall(http),
  };
}

function sharedPath(path: string, token: string, id?: string): string {
  const withToken = path.replace(':token', encodeURIComponent(token));
  return id === undefined ? withToken : withToken.replace(':id', encodeURIComponent(id));
}

/** The public page of a link, as people paste it (`origin` e.g. `https://atrium.example`). */
export function driveLinkPageUrl(
  link: { kind: DriveLinkKind; token: string },
  origin: string,
): string {
  return `${origin.replace(/\/$/, '')}${DRIVE_LINK_PAGE_PATHS[link.kind]}${encodeURIComponent(link.token)}`;
}

/** A shared file's bytes: shown inline where safe, or downloaded (which counts). */
export function sharedContentUrl(
  token: string,
  id: string,
  options: { inline?: boolean; baseUrl?: string } = {},
): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const disposition = options.inline ? 'inline' : 'attachment';
  return `${base}${sharedPath(SHARED_ROUTES.content.path, token, id)}?disposition=${disposition}`;
}

export function sharedThumbnailUrl(
  token: string,
  id: string,
  size: DriveThumbnailSize = 'medium',
  options: { baseUrl?: string } = {},
): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  return `${base}${sharedPath(SHARED_ROUTES.thumbnail.path, token, id)}?size=${size}`;
}

export function sharedZipUrl(
  token: string,
  ids: readonly string[],
  options: { baseUrl?: string } = {},
): string {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  return `${base}${sharedPath(SHARED_ROUTES.zip.path, token)}?ids=${ids.map(encodeURIComponent).join(',')}`;
}
