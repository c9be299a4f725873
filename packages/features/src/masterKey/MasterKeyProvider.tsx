import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { MasterKeyResponse } from '@atrium/api';
import { isMasterKeyRequired, MasterKeyCancelledError } from './masterKeyErrors.ts';
import { createMasterKeyStore, type MasterKeyStore } from './masterKeyStore.ts';

interface MasterKeyContextValue {
  store: MasterKeyStore;
  requestElevation(): Promise<boolean>;
}

/** Loaded the first time it is needed: the dialog stack stays off the sign-in page. */
const MasterPasswordDialog = lazy(() =>
  import('./MasterPasswordDialog.tsx').then((module) => ({ default: module.MasterPasswordDialog })),
);

const MasterKeyContext = createContext<MasterKeyContextValue | null>(null);

export interface MasterKeyProviderProps {
  /**
   * The app passes the store its API client reads (`getMasterKeyToken: () => store.token()`);
   * tests and stories get a fresh in-memory one when omitted.
   */
  store?: MasterKeyStore;
  children: ReactNode;
}

/** Holds the elevation and the one master-password dialog every protected action shares. */
export function MasterKeyProvider({ store, children }: MasterKeyProviderProps) {
  const [ownStore] = useState(() => store ?? createMasterKeyStore({ storage: undefined }));
  const active = store ?? ownStore;
  const [open, setOpen] = useState(false);
  // Mounted from the first request on, so closing can animate and reopening is instant.
  const [asked, setAsked] = useState(false);
  // One prompt at a time: actions asking while it is open wait for the same answer.
  const pending = useRef<{ promise: Promise<boolean>; resolve: (ok: boolean) => void } | null>(
    null,
  );

  const finish = useCallback((ok: boolean) => {
    const current = pending.current;
    pending.current = null;
    setOpen(false);
    current?.resolve(ok);
  }, []);

  const requestElevation = useCallback((): Promise<boolean> => {
    if (active.token()) return Promise.resolve(true);
    if (pending.current) return pending.current.promise;
    let resolve: (ok: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    pending.current = { promise, resolve };
    setAsked(true);
    setOpen(true);
    return promise;
  }, [active]);

  const onVerified = useCallback(
    (response: MasterKeyResponse) => {
      active.set(response.masterkey_token, response.expires_at);
      finish(true);
    },
    [active, finish],
  );
  const onCancel = useCallback(() => finish(false), [finish]);

  const value = useMemo(() => ({ store: active, requestElevation }), [active, requestElevation]);

  return (
    <MasterKeyContext.Provider value={value}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <MasterPasswordDialog open={open} onVerified={onVerified} onCancel={onCancel} />
        </Suspense>
      ) : null}
    </MasterKeyContext.Provider>
  );
}

export interface UseMasterKeyResult {
  /** A verified, unexpired token is stored. */
  isElevated: boolean;
  /** When the elevation ends, or null. */
  expiresAt: Date | null;
  /** Opens the dialog (unless already elevated); true once verified, false when cancelled. */
  requestElevation(): Promise<boolean>;
  /**
   * Runs `action`; when it fails with 403 "Master password required", asks for the master
   * password and retries once. Rejects with `MasterKeyCancelledError` when the dialog is closed.
   */
  withMasterKey<T>(action: () => Promise<T>): Promise<T>;
  /** Drops the elevation now. */
  clear(): void;
}

export function useMasterKey(): UseMasterKeyResult {
  const context = useContext(MasterKeyContext);
  if (!context) throw new Error('useMasterKey must be used inside <MasterKeyProvider>.');
  const { store, requestElevation } = context;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const withMasterKey = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!isMasterKeyRequired(error)) throw error;
        // The stored token (if any) was refused: expired early, rotated or from another session.
        store.clear();
        if (!(await requestElevation())) throw new MasterKeyCancelledError();
        return action();
      }
    },
    [store, requestElevation],
  );

  return useMemo(
    () => ({
      isElevated: snapshot.token !== null,
      expiresAt: snapshot.expiresAt,
      requestElevation,
      withMasterKey,
      clear: store.clear,
    }),
    [snapshot, requestElevation, withMasterKey, store],
  );
}
