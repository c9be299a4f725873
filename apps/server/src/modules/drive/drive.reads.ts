import { DRIVE_MESSAGES, type DriveItem } from '@atrium/api/contracts';
import { accessFromChain, atLeast, type DriveCaller, type ItemAccess } from './drive.access.ts';
import type { DriveListRow, DriveQueries } from './drive.queries.ts';

// What the drive's services share: their result type, and reading an item as the caller may
// see it (the access checks every change starts with).

/** What went wrong, per field, in the shape of `{errors}` (spec section 8). */
export type FieldErrors = Record<string, string[]>;

export type DriveResult<T> =
  | { kind: 'ok'; value: T }
  /** Unknown, or not visible to the caller: the same answer, so ids cannot be probed. */
  | { kind: 'not_found' }
  /** The caller may see it but not change it. */
  | { kind: 'read_only' }
  | { kind: 'conflict'; detail: string; item?: DriveItem }
  | { kind: 'invalid'; errors: FieldErrors };

/** A result of work that stores bytes, which may also be too large or over quota (413). */
export type DriveStoredResult<T> = DriveResult<T> | { kind: 'too_large'; detail: string };

export const ok = <T>(value: T): DriveResult<T> => ({ kind: 'ok', value });
export const NOT_FOUND = { kind: 'not_found' } as const;
export const READ_ONLY = { kind: 'read_only' } as const;
export const conflict = (detail: string, item?: DriveItem) =>
  ({ kind: 'conflict', detail, ...(item ? { item } : {}) }) as const;

/** PostgreSQL unique_violation, whether or not the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current && current.cause !== current ? current.cause : undefined;
  }
  return false;
}

export const MEBIBYTE = 1024 * 1024;

export interface DriveLimits {
  maxFileBytes: number;
  /** null: no quota. */
  quotaBytes: number | null;
}

/** The row as the caller sees it. */
export function toItem(row: DriveListRow, access: ItemAccess): DriveItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    parent_id: row.parentId,
    owner: { id: row.ownerId, username: row.ownerUsername, full_name: row.ownerFullName },
    size: row.kind === 'file' ? (row.size ?? 0) : null,
    mime_type: row.kind === 'file' ? row.mimeType : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
    starred: row.starred,
    trashed_at: row.trashedAt?.toISOString() ?? null,
    // Only reached for items the caller may see.
    access: access.level ?? 'viewer',
    shared: access.shared,
  };
}

/** The caller's access on each of these rows, and the rows as the API answers them. */
export async function present(
  queries: DriveQueries,
  caller: DriveCaller,
  rows: readonly DriveListRow[],
): Promise<DriveItem[]> {
  const chains = await queries.chains(
    caller,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, accessFromChain(chains.get(row.id) ?? [], caller)));
}

export async function presentOne(
  queries: DriveQueries,
  caller: DriveCaller,
  row: DriveListRow,
): Promise<DriveItem> {
  const [item] = await present(queries, caller, [row]);
  if (!item) throw new Error('drive: present() lost a row');
  return item;
}

/** The row and the caller's access on it, or undefined when the caller may not see it. */
export async function visible(
  queries: DriveQueries,
  caller: DriveCaller,
  id: string,
): Promise<{ row: DriveListRow; access: ItemAccess } | undefined> {
  const row = await queries.find(caller, id);
  if (!row) return undefined;
  const chains = await queries.chains(caller, [id]);
  const access = accessFromChain(chains.get(id) ?? [], caller);
  // Someone else's trash is not theirs to see, whatever their access.
  if (access.level === null) return undefined;
  return { row, access };
}

/** A folder the caller may put things into (not in the trash). */
export async function writableFolder(
  queries: DriveQueries,
  caller: DriveCaller,
  id: string,
): Promise<DriveResult<DriveListRow>> {
  const found = await visible(queries, caller, id);
  if (!found) return NOT_FOUND;
  if (found.row.kind !== 'folder')
    return { kind: 'invalid', errors: { parent_id: [DRIVE_MESSAGES.notAFolder] } };
  if (found.row.inTrash) return conflict(DRIVE_MESSAGES.inTrash);
  if (!atLeast(found.access.level, 'editor')) return READ_ONLY;
  return ok(found.row);
}
