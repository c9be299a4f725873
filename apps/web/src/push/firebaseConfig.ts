/** The Firebase web app settings push needs (Firebase console → Project settings → Web app). */
export interface FirebasePushConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The web push certificate's public key (Cloud Messaging → Web configuration). */
  vapidKey: string;
}

type FirebaseEnv = Pick<
  ImportMetaEnv,
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_MESSAGING_SENDER_ID'
  | 'VITE_FIREBASE_APP_ID'
  | 'VITE_FIREBASE_VAPID_KEY'
>;

/** Push is on only when every required `VITE_FIREBASE_*` value is set; otherwise SSE alone. */
export function readFirebaseConfig(env: FirebaseEnv = import.meta.env): FirebasePushConfig | null {
  const apiKey = env.VITE_FIREBASE_API_KEY;
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  const messagingSenderId = env.VITE_FIREBASE_MESSAGING_SENDER_ID;
  const appId = env.VITE_FIREBASE_APP_ID;
  const vapidKey = env.VITE_FIREBASE_VAPID_KEY;
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  return {
    apiKey,
    projectId,
    messagingSenderId,
    appId,
    vapidKey,
    ...(env.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: env.VITE_FIREBASE_AUTH_DOMAIN } : {}),
  };
}

/** The service worker reads its Firebase settings from its own URL (no build-time injection). */
export function serviceWorkerUrl(base: string, config: FirebasePushConfig): string {
  const { vapidKey: _notNeededInTheWorker, ...appConfig } = config;
  return `${base}?config=${encodeURIComponent(JSON.stringify(appConfig))}`;
}
