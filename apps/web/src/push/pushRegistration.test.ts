import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, FAKE_ADMIN } from '@atrium/api/testing';
import { readFirebaseConfig, serviceWorkerUrl, type FirebasePushConfig } from './firebaseConfig.ts';
import { createPushRegistration, PUSH_FAILURE_LOG, PUSH_STORAGE_KEYS } from './pushRegistration.ts';

const CONFIG: FirebasePushConfig = {
  apiKey: 'key',
  projectId: 'atrium-test',
  messagingSenderId: '42',
  appId: '1:42:web:abc',
  vapidKey: 'BPublicVapidKey',
};

let permission: NotificationPermission = 'default';
const requestPermission = vi.fn(async () => permission);

beforeEach(() => {
  window.localStorage.clear();
  permission = 'default';
  // A getter, so each test's `permission` is what the code reads (Object.assign would copy it once).
  const notification = Object.defineProperty(function Notification() {}, 'permission', {
    get: () => permission,
  });
  vi.stubGlobal('Notification', Object.assign(notification, { requestPermission }));
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signedInApi() {
  const api = createFakeApi();
  await api.user.login(FAKE_ADMIN);
  return {
    api,
    register: vi.spyOn(api.notification, 'registerPushToken'),
    remove: vi.spyOn(api.notification, 'removePushToken'),
  };
}

describe('push registration', () => {
  it('never prompts on its own, and registers once permission is granted', async () => {
    const { api, register } = await signedInApi();
    const push = createPushRegistration({ api, config: CONFIG, getToken: async () => 'token-1' });
    expect(push.status()).toBe('default');
    await push.registerIfPermitted();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();

    permission = 'granted';
    await push.registerIfPermitted();
    expect(register).toHaveBeenCalledWith({ token: 'token-1', type: 'browser' });
    expect(window.localStorage.getItem(PUSH_STORAGE_KEYS.token)).toBe('token-1');
    // The same token is not sent again on the next layout load.
    await push.registerIfPermitted();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('only logs a denial or a token failure (spec section 8)', async () => {
    const { api, register } = await signedInApi();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    permission = 'denied';
    const denied = createPushRegistration({ api, config: CONFIG, getToken: async () => 'x' });
    expect(await denied.enable()).toBe('denied');
    expect(info).toHaveBeenCalledWith(PUSH_FAILURE_LOG, 'notification permission denied');

    permission = 'granted';
    const failing = createPushRegistration({
      api,
      config: CONFIG,
      getToken: () => Promise.reject(new Error('messaging/token-subscribe-failed')),
    });
    await failing.enable();
    expect(error).toHaveBeenCalledWith(PUSH_FAILURE_LOG, expect.any(Error));
    expect(register).not.toHaveBeenCalled();
  });

  it('removes this device token on the server and locally at sign-out', async () => {
    const { api, remove } = await signedInApi();
    permission = 'granted';
    const push = createPushRegistration({ api, config: CONFIG, getToken: async () => 'token-2' });
    await push.enable();
    await push.unregister();
    expect(remove).toHaveBeenCalledWith('token-2');
    expect(window.localStorage.getItem(PUSH_STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(PUSH_STORAGE_KEYS.enabled)).toBeNull();
  });

  it('does nothing without Firebase settings', async () => {
    const { api, register } = await signedInApi();
    const push = createPushRegistration({ api, config: null, getToken: async () => 'never' });
    expect(push.status()).toBe('unconfigured');
    expect(await push.enable()).toBe('unconfigured');
    expect(register).not.toHaveBeenCalled();
  });
});

describe('readFirebaseConfig', () => {
  it('needs every required VITE_FIREBASE_* value', () => {
    expect(readFirebaseConfig({ VITE_FIREBASE_API_KEY: 'key' })).toBeNull();
    expect(
      readFirebaseConfig({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_PROJECT_ID: 'atrium-test',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '42',
        VITE_FIREBASE_APP_ID: '1:42:web:abc',
        VITE_FIREBASE_VAPID_KEY: 'BPublicVapidKey',
      }),
    ).toEqual(CONFIG);
  });

  it('passes the app settings, not the VAPID key, to the worker', () => {
    const url = new URL(serviceWorkerUrl('/firebase-messaging-sw.js', CONFIG), 'https://a.test');
    const passed: unknown = JSON.parse(url.searchParams.get('config') ?? '{}');
    expect(passed).toEqual({
      apiKey: 'key',
      projectId: 'atrium-test',
      messagingSenderId: '42',
      appId: '1:42:web:abc',
    });
  });
});
