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
  createMasterKeyStore,
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

/** Translations load per area (routes.tsx), in the saved language only. */
export const i18n: I18n = createLazyI18n({ language: preferences.get('language') });

/** The master-key token (spec section 4), sent as `master-key-token` on every request. */
export const masterKey: MasterKeyStore = createMasterKeyStore();
// Signing out (or an ended session) clears the master-password data too (spec section 4).
session.subscribe(() => {
  if (!session.getSnapshot().user) masterKey.clear();
});

/** Failed calls, for the signed-in layout's toaster (spec section 8). */
export const apiErrors: ApiErrorFeed = createApiErrorFeed();

export interface AppApiOptions {
  session: SessionStore;
  masterKey: MasterKeyStore;
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
