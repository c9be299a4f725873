import { defaultStorage, type SessionStorageLike } from '../app/clientSession.ts';

/** Server-side lifetime of a master-key token (15 minutes, bound to the session). */
export const MASTER_KEY_TTL_MS = 15 * 60 * 1000;

/**
 * Where the elevation lives in localStorage. `hasMasterPassword` and `masterToken` are the spec's
 * keys (section 3; sign-out clears them); the expiry is ours, so `token()` can stop sending a
 * token the server no longer accepts.
 */
export const MASTER_KEY_STORAGE_KEYS = {
  verified: 'hasMasterPassword',
  token: 'masterToken',
  expiresAt: 'masterTokenExpiresAt',
} as const;

const WATCHED_KEYS = new Set<string>(Object.values(MASTER_KEY_STORAGE_KEYS));

export interface MasterKeySnapshot {
  /** The token while it is valid, else null. */
  token: string | null;
  /** When the elevation ends, or null when there is none. */
  expiresAt: Date | null;
}

export interface MasterKeyStore {
  /** The token to send as `master-key-token`, or null when none is stored or it has expired. */
  token(): string | null;
  /** Stable while nothing changes (for `useSyncExternalStore`). */
  getSnapshot(): MasterKeySnapshot;
  /**
   * Stores a verified token. `expiresAt` is the server's `expires_at`; it is capped at 15 minutes
   * from now on this clock, so a client clock behind the server never outlives the token.
   */
  set(token: string, expiresAt?: Date | string): void;
  /** Drops the elevation (spec section 4: clearing resets it). */
  clear(): void;
  /** Called on set, clear, expiry and changes made in another tab. */
  subscribe(listener: () => void): () => void;
}

export interface MasterKeyStoreOptions {
  /** Defaults to localStorage; `undefined` keeps the elevation in memory for this page only. */
  storage?: SessionStorageLike | undefined;
  /** The clock (tests pin it; fake timers move Date.now too). */
  now?: () => number;
}

const EMPTY: MasterKeySnapshot = { token: null, expiresAt: null };

function memoryStorage(): SessionStorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Disabled or full storage: the elevation is simply not kept.
    return fallback;
  }
}

/**
 * The master-password elevation outside React, so the API client (created before any component)
 * can read the token: `createApiClient({ getMasterKeyToken: () => store.token() })`.
 */
export function createMasterKeyStore(options: MasterKeyStoreOptions = {}): MasterKeyStore {
  const storage = ('storage' in options ? options.storage : defaultStorage()) ?? memoryStorage();
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let snapshot: MasterKeySnapshot = EMPTY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const read = (): MasterKeySnapshot => {
    const token = safely(() => storage.getItem(MASTER_KEY_STORAGE_KEYS.token), null);
    const expiry = safely(() => storage.getItem(MASTER_KEY_STORAGE_KEYS.expiresAt), null);
    const verified = safely(() => storage.getItem(MASTER_KEY_STORAGE_KEYS.verified), null);
    const expiresAt = expiry ? Date.parse(expiry) : Number.NaN;
    // Without a known expiry the token cannot be trusted to be alive: treat it as gone.
    if (!token || verified !== 'true' || !Number.isFinite(expiresAt) || expiresAt <= now()) {
      return EMPTY;
    }
    return { token, expiresAt: new Date(expiresAt) };
  };

  const current = (): MasterKeySnapshot => {
    const next = read();
    if (
      next.token !== snapshot.token ||
      next.expiresAt?.getTime() !== snapshot.expiresAt?.getTime()
    ) {
      snapshot = next;
    }
    return snapshot;
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const removeAll = () => {
    for (const key of WATCHED_KEYS) safely(() => storage.removeItem(key), undefined);
  };

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const { expiresAt } = current();
    if (!expiresAt || listeners.size === 0) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (current().token === null) removeAll();
        schedule();
        notify();
      },
      Math.max(0, expiresAt.getTime() - now()),
    );
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !WATCHED_KEYS.has(event.key)) return;
    schedule();
    notify();
  };

  snapshot = read();

  return {
    token: () => current().token,
    getSnapshot: current,
    set(token, expiresAt) {
      const ceiling = now() + MASTER_KEY_TTL_MS;
      const parsed =
        expiresAt === undefined
          ? Number.NaN
          : typeof expiresAt === 'string'
            ? Date.parse(expiresAt)
            : expiresAt.getTime();
      // A clock ahead of the server would see the expiry in the past: fall back to the lifetime.
      const end = Number.isFinite(parsed) && parsed > now() ? Math.min(parsed, ceiling) : ceiling;
      safely(() => {
        storage.setItem(MASTER_KEY_STORAGE_KEYS.token, token);
        storage.setItem(MASTER_KEY_STORAGE_KEYS.expiresAt, new Date(end).toISOString());
        storage.setItem(MASTER_KEY_STORAGE_KEYS.verified, 'true');
      }, undefined);
      schedule();
      notify();
    },
    clear() {
      removeAll();
      schedule();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
        schedule();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
        }
      };
    },
  };
}
