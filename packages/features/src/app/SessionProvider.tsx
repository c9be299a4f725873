import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Profile } from '@atrium/api';
import type { SessionUser } from './clientSession.ts';
import { createSessionStore, type SessionStore, type SignOutReason } from './sessionStore.ts';

const SessionContext = createContext<SessionStore | null>(null);

export interface SessionProviderProps {
  /** The app passes its own store so the API client can end the session; tests pass a fresh one. */
  store?: SessionStore;
  children: ReactNode;
}

export function SessionProvider({ store, children }: SessionProviderProps) {
  const [ownStore] = useState(() => store ?? createSessionStore());
  return <SessionContext.Provider value={store ?? ownStore}>{children}</SessionContext.Provider>;
}

export interface Session {
  user: SessionUser | null;
  signOutReason: SignOutReason | null;
  signIn(profile: Profile): SessionUser;
  updateUser(profile: Profile): void;
  signOut(reason?: SignOutReason): void;
}

export function useSession(): Session {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>.');
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      user: snapshot.user,
      signOutReason: snapshot.signOutReason,
      signIn: store.signIn,
      updateUser: store.update,
      signOut: store.signOut,
    }),
    [snapshot, store],
  );
}
