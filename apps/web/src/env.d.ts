/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Error reporting (spec section 7); unset = no Sentry code is loaded at all. */
  readonly VITE_SENTRY_DSN?: string;
  /** Firebase web app config; push is on only when all of these are set. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** The web push certificate key pair (Firebase console → Cloud Messaging). */
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
