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
import { useApi } from '../app/ApiProvider.tsx';
import { isMasterKeyRequired, MasterKeyCancelledError } from './masterKeyErrors.ts';
import { createMasterKeyStore, type MasterKeyStore } from './masterKeyStore.ts';

/** What the dialog says is being confirmed. */
export interface ElevationRequest {
  /**
   * The action, as the person would name it ("Reset the password of Sara"); without it the
   * dialog explains the master password in general.
   */
  label?: string | undefined;
}

interface MasterKeyContextValue {
  store: MasterKeyStore;
  requestElevation(request?: ElevationRequest): Promise<boolean>;
  verify(password: string): Promise<void>;
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
  /**
   * Opens the screen where a super admin sets the master password (the security tab of the
   * account settings). When none is set yet, the dialog offers it to super admins.
   */
  onOpenMasterPasswordSettings?: () => void;
  children: ReactNode;
}

/** Holds the elevation and the one master-password dialog every protected action shares. */
export function MasterKeyProvider({
  store,
  onOpenMasterPasswordSettings,
  children,
}: MasterKeyProviderProps) {
  const api = useApi();
  const [ownStore] = useState(() => store ?? createMasterKeyStore({ storage: undefined }));
  const active = store ?? ownStore;
  const [open, setOpen] = useState(false);
  // The action the open dialog confirms (the first asker's, when several wait for one answer).
  const [label, setLabel] = useState<string | undefined>(undefined);
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

  const requestElevation = useCallback(
    (request: ElevationRequest = {}): Promise<boolean> => {
      if (active.token()) return Promise.resolve(true);
      if (pending.current) return pending.current.promise;
      let resolve: (ok: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((done) => {
        resolve = done;
      });
      pending.current = { promise, resolve };
      setLabel(request.label);
      setAsked(true);
      setOpen(true);
      return promise;
    },
    [active],
  );

  const verify = useCallback(
    async (password: string) => {
      const response = await api.permission.masterKey(password);
      active.set(response.masterkey_token, response.expires_at);
    },
    [api, active],
  );

  const onVerified = useCallback(
    (response: MasterKeyResponse) => {
      active.set(response.masterkey_token, response.expires_at);
      finish(true);
    },
    [active, finish],
  );
  const onCancel = useCallback(() => finish(false), [finish]);

  const openSettings = useCallback(() => {
    finish(false);
    onOpenMasterPasswordSettings?.();
  }, [finish, onOpenMasterPasswordSettings]);

  const value = useMemo(
    () => ({ store: active, requestElevation, verify }),
    [active, requestElevation, verify],
  );

  return (
    <MasterKeyContext.Provider value={value}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <MasterPasswordDialog
            open={open}
            onVerified={onVerified}
            onCancel={onCancel}
            {...(label ? { actionLabel: label } : {})}
            {...(onOpenMasterPasswordSettings ? { onOpenSettings: openSettings } : {})}
          />
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
  requestElevation(request?: ElevationRequest): Promise<boolean>;
  /**
   * Checks the master password without the dialog and keeps the elevation, for a form that asks
   * for it itself (changing the master password). Rejects with the API's error when it is wrong.
   */
  verify(password: string): Promise<void>;
  /**
   * `useElevatedAction()` without a label: the dialog explains the master password in general.
   * Prefer `useElevatedAction`, whose dialog names the action.
   */
  withMasterKey<T>(action: () => Promise<T>): Promise<T>;
  /** Drops the elevation now. */
  clear(): void;
}

function useMasterKeyContext(): MasterKeyContextValue {
  const context = useContext(MasterKeyContext);
  if (!context) throw new Error('useMasterKey must be used inside <MasterKeyProvider>.');
  return context;
}

/**
 * An elevation that ends this soon is treated as gone: the request would reach the server after
 * it (a slow network, a long password reset form), so asking now beats a 403 and asking later.
 */
export const ELEVATION_MARGIN_MS = 10_000;

/** One action behind the master password (see `useElevatedAction`). */
export interface ElevatedAction<T> {
  /** What the action does, named for the dialog: "Reset the password of Sara". */
  label: string;
  /** The request(s); runs once elevated, and once more if the server found the elevation gone. */
  action: () => Promise<T>;
}

export type RunElevated = <T>(request: ElevatedAction<T>) => Promise<T>;

function useRunElevated(): <T>(request: {
  label?: string;
  action: () => Promise<T>;
}) => Promise<T> {
  const { store, requestElevation } = useMasterKeyContext();
  return useCallback(
    async <T,>({ label, action }: { label?: string; action: () => Promise<T> }): Promise<T> => {
      const ask = async () => {
        if (!(await requestElevation({ label }))) throw new MasterKeyCancelledError();
      };
      const { expiresAt } = store.getSnapshot();
      if (!expiresAt || expiresAt.getTime() - Date.now() <= ELEVATION_MARGIN_MS) {
        store.clear();
        await ask();
      }
      try {
        return await action();
      } catch (error) {
        if (!isMasterKeyRequired(error)) throw error;
        // The elevation ended between asking and sending (expired, rotated, another session's):
        // ask once more and retry; a second refusal reaches the caller as it is.
        store.clear();
        await ask();
        return action();
      }
    },
    [store, requestElevation],
  );
}

/**
 * The one way to run an action the server guards with the master password (resetting a
 * password, deleting a user for good, a team's members or permissions, …):
 *
 * ```ts
 * const run = useElevatedAction();
 * await run({ label: t('reset.elevation', { name }), action: () => api.user.resetPassword(body) });
 * ```
 *
 * Asks for the master password first when there is no elevation (the dialog names the action),
 * so nothing is sent that the server would refuse. Rejects with `MasterKeyCancelledError` when
 * the dialog is closed, and with the action's own error otherwise.
 */
export function useElevatedAction(): RunElevated {
  return useRunElevated();
}

export function useMasterKey(): UseMasterKeyResult {
  const { store, requestElevation, verify } = useMasterKeyContext();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const run = useRunElevated();

  const withMasterKey = useCallback(
    <T,>(action: () => Promise<T>): Promise<T> => run({ action }),
    [run],
  );

  return useMemo(
    () => ({
      isElevated: snapshot.token !== null,
      expiresAt: snapshot.expiresAt,
      requestElevation,
      verify,
      withMasterKey,
      clear: store.clear,
    }),
    [snapshot, requestElevation, verify, withMasterKey, store],
  );
}
