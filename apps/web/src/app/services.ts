import {
  createLazyApiClient,
  ERROR_DETAILS,
  type ApiClient,
  type ApiError,
  type HttpOptions,
} from '@atrium/api';
import type { i18n as I18n } from 'i18next';
import {
  createApiErrorFeed,
  createLazyI18n,
  type ApiErrorFeed,
  createSessionStore,
  isMasterKeyRequired,
  type MasterKeyStore,
  type SessionStore,
} from '@atrium/features';
import { createPreferencesStore, type PreferencesStore } from '@atrium/ui';
import { loadApiClient } from './loadApiClient.ts';

/** Spec section 9: preference cookies are prefixed with the app title. */
export const APP_TITLE = 'atrium';

/** Theme and language, kept in cookies so they apply before sign-in too. */
export const preferences: PreferencesStore = createPreferencesStore({ appTitle: APP_TITLE });

export const session: SessionStore = createSessionStore();

/** Translations load per area (routeAreas.ts), in the saved language only. */
export const i18n: I18n = createLazyI18n({ language: preferences.get('language') });

/**
 * The master-password elevation (spec section 4). Its store comes with the signed-in area
 * (routes/signed-in.tsx calls `signedInMasterKey`), so the sign-in page, which never sends a
 * token, does not download it; until then no token is sent.
 */
let masterKeyStore: MasterKeyStore | null = null;

/** The token to send as `master-key-token`: the store's, once the signed-in area made it. */
export const masterKey: Pick<MasterKeyStore, 'token'> = {
  token: () => masterKeyStore?.token() ?? null,
};

/** The one master-key store, made by `create` on first use (the signed-in area's). */
export function signedInMasterKey(create: () => MasterKeyStore): MasterKeyStore {
  if (!masterKeyStore) {
    const store = create();
    masterKeyStore = store;
    // Signing out (or an ended session) clears the master-password data too (spec section 4).
    session.subscribe(() => {
      if (!session.getSnapshot().user) store.clear();
    });
  }
  return masterKeyStore;
}

/** Failed calls, for the signed-in layout's toaster (spec section 8). */
export const apiErrors: ApiErrorFeed = createApiErrorFeed();

export interface AppApiOptions {
  session: SessionStore;
  /** Where the master-key token comes from (none while signed out). */
  masterKey: Pick<MasterKeyStore, 'token'>;
  /** Where failures go to be presented; the toaster applies the rest of the catalogue. */
  errors?: ApiErrorFeed;
  /** Where to go when the server says the session is gone (the app's router navigates). */
  onSessionEnded: () => void;
}

/**
 * The one API client. Spec section 8: a 4xx "Invalid Token" clears the stored user, push
 * tokens and master-password data, and sends the user to /login.
 *
 * The client, its zod contracts and zod itself load on the first call (the sign-in page makes
 * no call until the form is sent).
 */
export function createAppApi({
  session,
  masterKey,
  errors,
  onSessionEnded,
}: AppApiOptions): ApiClient {
  const options: HttpOptions = {
    getMasterKeyToken: () => masterKey.token(),
    onError(error: ApiError) {
      // An administrator asked for a new password (a session the stored user did not know it
      // of): the guards send the person to choose one; no toast besides.
      if (error.status === 403 && error.detail === ERROR_DETAILS.passwordChangeRequired) {
        const user = session.getSnapshot().user;
        if (user && !user.must_change_password) {
          session.update({ ...user, must_change_password: true });
        }
        return;
      }
      errors?.publish(error);
      // useMasterKey().withMasterKey asks for the master password and retries these.
      if (isMasterKeyRequired(error)) return;
      if (!error.isInvalidToken) return;
      session.signOut('expired');
      onSessionEnded();
    },
  };
  return createLazyApiClient(async () => (await loadApiClient())(options));
}
