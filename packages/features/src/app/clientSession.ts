import { LANGUAGES, ROLES, type Profile } from '@atrium/api';

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
    // Kept only while set: the guards send the person to choose a new password first.
    ...(profile.must_change_password ? { must_change_password: true } : {}),
  };
}

/**
 * The stored user, or null when there is none or it is not a profile. Checked by hand rather
 * than with the contract's zod schema: this runs on every page load before the first render,
 * and keeping zod off the sign-in page saves a third of its script. What is stored was parsed
 * by the contract when it arrived, and the layout replaces it with a freshly parsed profile on
 * load (spec section 6), so this only has to keep a damaged or outdated entry from rendering.
 */
export function readStoredUser(storage = defaultStorage()): SessionUser | null {
  try {
    const raw = storage?.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    return storedProfile(JSON.parse(raw));
  } catch {
    return null;
  }
}

function storedProfile(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, username, full_name, email, role, is_available, language } = value;
  const { permissions, userAbilityRules } = value;
  const valid =
    typeof id === 'string' &&
    typeof username === 'string' &&
    typeof full_name === 'string' &&
    isNullableString(email) &&
    isOneOf(ROLES, role) &&
    typeof is_available === 'boolean' &&
    isOneOf(LANGUAGES, language) &&
    Array.isArray(permissions) &&
    permissions.every((name) => typeof name === 'string') &&
    Array.isArray(userAbilityRules) &&
    userAbilityRules.every(isAbilityRule);
  if (!valid) return null;
  return toSessionUser({
    id,
    username,
    full_name,
    email,
    // Profiles stored before these fields existed still read.
    phone: optionalString(value.phone),
    job_title: optionalString(value.job_title),
    time_zone: optionalString(value.time_zone),
    avatar: optionalString(value.avatar),
    role,
    is_available,
    language,
    permissions,
    userAbilityRules,
    must_change_password: value.must_change_password === true,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return (options as readonly unknown[]).includes(value);
}

const isStringOrStrings = (value: unknown) =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** A CASL rule as `abilityRuleSchema` describes it. */
function isAbilityRule(value: unknown): value is Profile['userAbilityRules'][number] {
  if (!isRecord(value)) return false;
  const { action, subject, conditions, fields, inverted } = value;
  return (
    isStringOrStrings(action) &&
    isStringOrStrings(subject) &&
    (conditions === undefined || isRecord(conditions)) &&
    (fields === undefined || isStringOrStrings(fields)) &&
    (inverted === undefined || typeof inverted === 'boolean')
  );
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
