import type { ApiClient } from '@atrium/api';
import type { DevicePushStatus } from '@atrium/features';
import { serviceWorkerUrl, type FirebasePushConfig } from './firebaseConfig.ts';

/** Spec section 3's localStorage keys for web push. */
export const PUSH_STORAGE_KEYS = { enabled: 'fcm', token: 'fcm_token' } as const;

/** Spec section 8: token failures and permission denial are only logged. */
export const PUSH_FAILURE_LOG = 'Failed to handle FCM token';

/** Where the built worker lives (vite.config.ts emits it at the site root, unhashed). */
const WORKER_PATH = import.meta.env.DEV
  ? '/src/push/firebase-messaging-sw.ts'
  : '/firebase-messaging-sw.js';
/** Firebase's own scope name, so its worker never controls the app's pages. */
const WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

export interface PushRegistration {
  /** Where push stands on this device now. */
  status(): DevicePushStatus;
  /** Registers this device if the person already allowed notifications; never prompts. */
  registerIfPermitted(): Promise<void>;
  /** Asks for permission (call from a click) and registers this device if allowed. */
  enable(): Promise<DevicePushStatus>;
  /** Removes this device's token on the server (before the session ends) and locally. */
  unregister(): Promise<void>;
}

export interface PushRegistrationOptions {
  api: ApiClient;
  config: FirebasePushConfig | null;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Obtains the FCM token; tests replace Firebase with a stub. */
  getToken?: (config: FirebasePushConfig) => Promise<string>;
}

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** Firebase is loaded here, on demand: it is never in the sign-in or first-paint chunks. */
async function firebaseToken(config: FirebasePushConfig): Promise<string> {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) throw new Error('Firebase messaging is not supported');
  const { vapidKey, ...appConfig } = config;
  const app = getApps()[0] ?? initializeApp(appConfig);
  const serviceWorkerRegistration = await navigator.serviceWorker.register(
    serviceWorkerUrl(WORKER_PATH, config),
    { type: 'module', scope: WORKER_SCOPE },
  );
  return messaging.getToken(messaging.getMessaging(app), { vapidKey, serviceWorkerRegistration });
}

/**
 * Web push through Firebase Cloud Messaging (token type `browser`). The server's SSE stream stays
 * the live channel while a page is open, so a message arriving in the foreground is left to it;
 * push is for when no Atrium tab is open (the worker shows the system notification).
 */
export function createPushRegistration({
  api,
  config,
  storage = window.localStorage,
  getToken = firebaseToken,
}: PushRegistrationOptions): PushRegistration {
  async function register(): Promise<void> {
    if (!config) return;
    try {
      const token = await getToken(config);
      if (storage.getItem(PUSH_STORAGE_KEYS.token) !== token) {
        await api.notification.registerPushToken({ token, type: 'browser' });
      }
      storage.setItem(PUSH_STORAGE_KEYS.token, token);
      storage.setItem(PUSH_STORAGE_KEYS.enabled, 'true');
    } catch (error) {
      console.error(PUSH_FAILURE_LOG, error);
    }
  }

  return {
    status() {
      if (!config) return 'unconfigured';
      if (!pushSupported()) return 'unsupported';
      return Notification.permission;
    },
    async registerIfPermitted() {
      if (!config || !pushSupported()) return;
      if (Notification.permission === 'granted') await register();
    },
    async enable() {
      if (!config) return 'unconfigured';
      if (!pushSupported()) return 'unsupported';
      const permission = await Notification.requestPermission();
      if (permission === 'granted') await register();
      else console.info(PUSH_FAILURE_LOG, `notification permission ${permission}`);
      return permission;
    },
    async unregister() {
      const token = storage.getItem(PUSH_STORAGE_KEYS.token);
      if (!token) return;
      try {
        await api.notification.removePushToken(token);
      } catch (error) {
        // Sign-out goes on; the server prunes a token FCM reports as dead.
        console.error(PUSH_FAILURE_LOG, error);
      }
      storage.removeItem(PUSH_STORAGE_KEYS.token);
      storage.removeItem(PUSH_STORAGE_KEYS.enabled);
    },
  };
}
