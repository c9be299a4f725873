import type { Profile } from '@atrium/api';
import {
  clearClientSession,
  defaultStorage,
  readStoredUser,
  storeUser,
  toSessionUser,
  USER_STORAGE_KEY,
  type SessionStorageLike,
  type SessionUser,
} from './clientSession.ts';

const NO_STORAGE: SessionStorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/** Why there is no user: signed out on purpose, or the server ended the session. */
export type SignOutReason = 'user' | 'expired';

export interface SessionSnapshot {
  user: SessionUser | null;
  signOutReason: SignOutReason | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stores the user after a successful login and returns what was stored. */
  signIn(profile: Profile): SessionUser;
  /** Replaces the user with a fresher profile (role or permissions may have changed). */
  update(profile: Profile): void;
  signOut(reason?: SignOutReason): void;
}

export interface SessionStoreOptions {
  storage?: SessionStorageLike | undefined;
}

/**
 * The session lives outside React so the API client's onError (created before any component)
 * can end it, and every tab follows sign-in and sign-out made in another tab.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  // Without storage (disabled by the browser) the session still works, for this page only.
  const storage = ('storage' in options ? options.storage : defaultStorage()) ?? NO_STORAGE;
  let snapshot: SessionSnapshot = { user: readStoredUser(storage), signOutReason: null };
  const listeners = new Set<() => void>();

  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    const user = readStoredUser(storage);
    if (user?.id === snapshot.user?.id) return;
    set({ user, signOutReason: user ? null : 'user' });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
    signIn(profile) {
      const user = toSessionUser(profile);
      storeUser(user, storage);
      set({ user, signOutReason: null });
      return user;
    },
    update(profile) {
      if (!snapshot.user) return;
      const user = toSessionUser(profile);
      // The layout refreshes the profile on every load; when nothing changed, nothing re-renders
      // (a new user object would rebuild the abilities and every component that reads them).
      if (JSON.stringify(user) === JSON.stringify(snapshot.user)) return;
      storeUser(user, storage);
      set({ user, signOutReason: null });
    },
    signOut(reason = 'user') {
      clearClientSession(storage);
      if (!snapshot.user && snapshot.signOutReason === reason) return;
      set({ user: null, signOutReason: reason });
    },
  };
}
