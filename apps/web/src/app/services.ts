import { createApiClient, type ApiClient, type ApiError } from '@atrium/api';
import { createSessionStore, type SessionStore } from '@atrium/features';
import { createPreferencesStore, type PreferencesStore } from '@atrium/ui';

/** Spec section 9: preference cookies are prefixed with the app title. */
export const APP_TITLE = 'atrium';

/** Theme and language, kept in cookies so they apply before sign-in too. */
export const preferences: PreferencesStore = createPreferencesStore({ appTitle: APP_TITLE });

export const session: SessionStore = createSessionStore();

export interface AppApiOptions {
  session: SessionStore;
  /** Where to go when the server says the session is gone (the app's router navigates). */
  onSessionEnded: () => void;
}

/**
 * The one API client. Spec section 8: a 4xx "Invalid Token" clears the stored user, push
 * tokens and master-password data, and sends the user to /login.
 */
export function createAppApi({ session, onSessionEnded }: AppApiOptions): ApiClient {
  return createApiClient({
    onError(error: ApiError) {
      if (!error.isInvalidToken) return;
      session.signOut('expired');
      onSessionEnded();
    },
  });
}
