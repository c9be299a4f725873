import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMasterKeyStore, MASTER_KEY_TTL_MS } from './masterKeyStore.ts';

function memory() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const START = new Date('2026-11-24T03:00:00.000Z');

describe('createMasterKeyStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the token under the spec keys and returns it until it expires', () => {
    const storage = memory();
    const store = createMasterKeyStore({ storage });
    expect(store.token()).toBeNull();

    store.set('tok-1', new Date(START.getTime() + 10 * 60_000).toISOString());
    expect(store.token()).toBe('tok-1');
    expect(storage.values.get('masterToken')).toBe('tok-1');
    expect(storage.values.get('hasMasterPassword')).toBe('true');
    expect(storage.values.get('masterTokenExpiresAt')).toBe('2026-11-24T03:10:00.000Z');

    vi.setSystemTime(START.getTime() + 10 * 60_000 - 1);
    expect(store.token()).toBe('tok-1');
    vi.setSystemTime(START.getTime() + 10 * 60_000);
    expect(store.token()).toBeNull();
    expect(store.getSnapshot()).toEqual({ token: null, expiresAt: null });
  });

  it('never trusts an expiry beyond the 15-minute lifetime, and falls back to it for a past one', () => {
    const store = createMasterKeyStore({ storage: memory() });
    store.set('tok', new Date(START.getTime() + 60 * 60_000));
    expect(store.getSnapshot().expiresAt?.getTime()).toBe(START.getTime() + MASTER_KEY_TTL_MS);

    store.set('tok', new Date(START.getTime() - 1000));
    expect(store.getSnapshot().expiresAt?.getTime()).toBe(START.getTime() + MASTER_KEY_TTL_MS);
  });

  it('clear removes every key and notifies', () => {
    const storage = memory();
    const store = createMasterKeyStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('tok', undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.token()).toBeNull();
    expect([...storage.values.keys()]).toEqual([]);
  });

  it('notifies subscribers when the elevation runs out and removes the dead token', () => {
    const storage = memory();
    const store = createMasterKeyStore({ storage });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('tok', new Date(START.getTime() + 2000));
    listener.mockClear();

    vi.advanceTimersByTime(1999);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.token()).toBeNull();
    expect(storage.values.has('masterToken')).toBe(false);
    unsubscribe();
  });

  it('keeps the snapshot reference stable while nothing changes', () => {
    const store = createMasterKeyStore({ storage: memory() });
    store.set('tok', undefined);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('reads an elevation another page stored, and follows a sign-out that removed the keys', () => {
    const storage = memory();
    createMasterKeyStore({ storage }).set('shared', undefined);
    const store = createMasterKeyStore({ storage });
    expect(store.token()).toBe('shared');

    // clearClientSession (sign-out) removes hasMasterPassword and masterToken directly.
    storage.removeItem('masterToken');
    storage.removeItem('hasMasterPassword');
    expect(store.token()).toBeNull();
  });

  it('ignores a token stored without a known expiry', () => {
    const storage = memory();
    storage.setItem('masterToken', 'legacy');
    storage.setItem('hasMasterPassword', 'true');
    expect(createMasterKeyStore({ storage }).token()).toBeNull();
  });

  it('keeps working in memory when there is no storage', () => {
    const store = createMasterKeyStore({ storage: undefined });
    store.set('tok', undefined);
    expect(store.token()).toBe('tok');
  });

  it('follows changes made in another tab', () => {
    const storage = memory();
    const store = createMasterKeyStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem('masterToken', 'other-tab');
    storage.setItem('hasMasterPassword', 'true');
    storage.setItem('masterTokenExpiresAt', new Date(START.getTime() + 60_000).toISOString());
    window.dispatchEvent(new StorageEvent('storage', { key: 'masterToken' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.token()).toBe('other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
