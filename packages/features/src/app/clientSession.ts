import { profileSchema, type Profile } from '@atrium/api';

/** Every key spec section 3 keeps in localStorage; sign-out removes all of them. */
export const CLIENT_SESSION_KEYS = [
  'user',
  'fcm',
  'mobile_fcm',
  'fcm_token',
  'hasMasterPassword',
  'masterToken',
] as const;

export const USER_STORAGE_KEY = 'user';

/** The signed-in user as the client keeps it: the profile, never a usable secret (security.md). */
export type SessionUser = Profile;

/** The part of Storage we use, so tests and non-browser hosts can pass their own. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function defaultStorage(): SessionStorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can throw when it is disabled (privacy settings); the session then lives in memory.
    return undefined;
  }
}

/**
 * Copies the profile fields by name: a login answer may carry a bearer `token` (non-browser
 * clients) or fields added later, and none of that may reach localStorage.
 */
export function toSessionUser(profile: Profile): SessionUser {
  return {
    id: profile.id,
    username: profile.username,
    full_name: profile.full_name,
    email: profile.email,
    phone: profile.phone,
    job_title: profile.job_title,
    time_zone: profile.time_zone,
    avatar: profile.avatar,
    role: profile.role,
    is_available: profile.is_available,
    language: profile.language,
    permissions: [...profile.permissions],
    userAbilityRules: profile.userAbilityRules.map((rule) => ({ ...rule })),
  };
}

/** The stored user, or null when there is none or it no longer matches the contract. */
export function readStoredUser(storage = defaultStorage()): SessionUser | null {
  try {
    const raw = storage?.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = profileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? toSessionUser(parsed.data) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser, storage = defaultStorage()): void {
  try {
    storage?.setItem(USER_STORAGE_KEY, JSON.stringify(toSessionUser(user)));
  } catch {
    // A full or disabled storage only costs the reload-survival of the session, not the sign-in.
  }
}

/** Removes the user, push tokens and master-password data (spec sections 4 and 8). */
export function clearClientSession(storage = defaultStorage()): void {
  for (const key of CLIENT_SESSION_KEYS) {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing to clear in a storage that cannot be used.
    }
  }
}
