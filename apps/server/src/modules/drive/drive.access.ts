import type { DriveAccessLevel, DriveCrumb, DriveRole } from '@atrium/api/contracts';

/** Who is asking: their id, their teams (access entries name teams too), and whether admin. */
export interface DriveCaller {
  id: string;
  teamIds: readonly string[];
  /** A super admin sees and may change every item (security: an audited role). */
  isAdmin: boolean;
  ip: string | null;
}

/** One item on the way from an item up to its owner's root (depth 0: the item itself). */
export interface ChainLink {
  id: string;
  name: string;
  ownerId: string;
  depth: number;
  /** The caller's best entry on this item (user or one of their teams), if any. */
  myRole: DriveRole | null;
  /** Anyone has an entry on this item. */
  hasEntries: boolean;
}

/** What the caller may do with an item, read from its chain. */
export interface ItemAccess {
  /** null: the caller may not see it at all. */
  level: DriveAccessLevel | null;
  /** Shared beyond its owner, here or from a folder above. */
  shared: boolean;
  /** The folders above it that the caller may open, from the top down. */
  breadcrumbs: DriveCrumb[];
}

const RANK: Record<DriveAccessLevel, number> = { viewer: 1, editor: 2, owner: 3 };

export function atLeast(level: DriveAccessLevel | null, needed: DriveAccessLevel): boolean {
  return level !== null && RANK[level] >= RANK[needed];
}

/**
 * The caller's access from an item's chain (sorted by depth, the item first). The owner of the
 * item is its owner; the owner of a folder above it, and an editor entry here or above, make an
 * editor; a viewer entry here or above, a viewer. A super admin is at least an editor.
 */
export function accessFromChain(chain: readonly ChainLink[], caller: DriveCaller): ItemAccess {
  const [item] = chain;
  if (!item) return { level: null, shared: false, breadcrumbs: [] };
  let level: DriveAccessLevel | null = null;
  const raise = (candidate: DriveAccessLevel) => {
    if (!atLeast(level, candidate)) level = candidate;
  };
  if (item.ownerId === caller.id) raise('owner');
  for (const link of chain) {
    if (link.myRole) raise(link.myRole);
    if (link.depth > 0 && link.ownerId === caller.id) raise('editor');
  }
  if (caller.isAdmin) raise('editor');

  // A folder above is shown in the path when the caller could open it: access starts at the
  // highest link that grants it and runs down from there.
  const breadcrumbs: DriveCrumb[] = [];
  let open = caller.isAdmin;
  for (const link of [...chain].reverse()) {
    if (link.ownerId === caller.id || link.myRole) open = true;
    if (link.depth > 0 && open) breadcrumbs.push({ id: link.id, name: link.name });
  }
  return { level, shared: chain.some((link) => link.hasEntries), breadcrumbs };
}
