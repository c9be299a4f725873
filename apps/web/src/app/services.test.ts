import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, FAKE_ADMIN } from '@atrium/api/testing';
import { createApiErrorFeed, createMasterKeyStore, createSessionStore } from '@atrium/features';
import { createAppApi, masterKey, session, signedInMasterKey } from './services.ts';

describe('createAppApi', () => {
  it('hands every failed call to the error feed the toaster listens to', async () => {
    const errors = createApiErrorFeed();
    const published: unknown[] = [];
    errors.subscribe((error) => published.push(error));
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'Disk full' }), { status: 500 }),
    );
    try {
      const api = createAppApi({
        session: createSessionStore(),
        masterKey: createMasterKeyStore(),
        errors,
        onSessionEnded: vi.fn(),
      });
      await expect(api.user.profile()).rejects.toMatchObject({ status: 500 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ detail: 'Disk full', status: 500 });
  });

  it('ends the client session and asks to go to /login on "Invalid Token"', async () => {
    const session = createSessionStore();
    session.signIn(await createFakeApi().user.login(FAKE_ADMIN));
    window.localStorage.setItem('masterToken', 'mk');
    const onSessionEnded = vi.fn();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ detail: 'Invalid Token' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const api = createAppApi({ session, masterKey: createMasterKeyStore(), onSessionEnded });
      await expect(api.user.profile()).rejects.toMatchObject({ isInvalidToken: true });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(session.getSnapshot()).toEqual({ user: null, signOutReason: 'expired' });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('masterToken')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other errors (a 403 must not sign out)', async () => {
    const session = createSessionStore();
    session.signIn(await createFakeApi().user.login(FAKE_ADMIN));
    const onSessionEnded = vi.fn();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ detail: 'Master password required' }), { status: 403 }),
    );
    try {
      await expect(
        createAppApi({ session, masterKey: createMasterKeyStore(), onSessionEnded }).user.profile(),
      ).rejects.toBeDefined();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(session.getSnapshot().user?.username).toBe('admin');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('sends the master-key token while it is valid, and an empty header otherwise', async () => {
    const masterKey = createMasterKeyStore({ storage: undefined });
    const headers: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      headers.push(String((init.headers as Record<string, string>)['master-key-token']));
      return new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 });
    });
    try {
      const api = createAppApi({
        session: createSessionStore(),
        masterKey,
        onSessionEnded: vi.fn(),
      });
      await api.user.profile().catch(() => undefined);
      masterKey.set('mk-token-1', new Date(Date.now() + 60_000).toISOString());
      await api.user.profile().catch(() => undefined);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(headers).toEqual(['', 'mk-token-1']);
  });
});

describe('the master-key store of the signed-in area', () => {
  it('sends no token before the signed-in area makes the store, then one store for good', () => {
    expect(masterKey.token()).toBeNull();
    const create = vi.fn(() => createMasterKeyStore({ storage: undefined }));
    const store = signedInMasterKey(create);
    expect(signedInMasterKey(create)).toBe(store);
    expect(create).toHaveBeenCalledTimes(1);
    store.set('mk-token-2', new Date(Date.now() + 60_000).toISOString());
    expect(masterKey.token()).toBe('mk-token-2');
  });

  it('clears the elevation when the session ends', async () => {
    const store = signedInMasterKey(() => createMasterKeyStore({ storage: undefined }));
    session.signIn(await createFakeApi().user.login(FAKE_ADMIN));
    store.set('mk-token-3', new Date(Date.now() + 60_000).toISOString());
    session.signOut();
    expect(store.token()).toBeNull();
    expect(masterKey.token()).toBeNull();
  });
});
