import { describe, expect, it, vi } from 'vitest';
import { profileSchema } from '@atrium/api';
import { createFakeApi, FAKE_ADMIN } from '@atrium/api/testing';
import { readStoredUser } from './clientSession.ts';
import { createSessionStore } from './sessionStore.ts';

describe('session store', () => {
  it('stores only the profile fields, whatever else the login answer carries', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    const store = createSessionStore();
    store.signIn({ ...profile, token: 'secret', extra: 'field' } as typeof profile);
    const stored = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(Object.keys(stored).sort()).toEqual(
      [
        'avatar',
        'email',
        'full_name',
        'job_title',
        'phone',
        'time_zone',
        'id',
        'is_available',
        'language',
        'permissions',
        'role',
        'userAbilityRules',
        'username',
      ].sort(),
    );
  });

  it('still reads a user stored before the phone, job title, time zone and photo were kept', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    const { phone: _phone, job_title: _job, time_zone: _zone, avatar: _avatar, ...older } = profile;
    window.localStorage.setItem('user', JSON.stringify(older));
    expect(createSessionStore().getSnapshot().user).toMatchObject({
      username: profile.username,
      phone: null,
      avatar: null,
    });
  });

  it('restores the stored user and ignores one that no longer matches the contract', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    createSessionStore().signIn(profile);
    expect(createSessionStore().getSnapshot().user?.username).toBe('admin');

    window.localStorage.setItem('user', JSON.stringify({ username: 'admin', token: 'old' }));
    expect(readStoredUser()).toBeNull();
    window.localStorage.setItem('user', '{not json');
    expect(createSessionStore().getSnapshot().user).toBeNull();
  });

  it('accepts a stored user exactly when the profile contract would (checked without zod)', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    const rule = profile.userAbilityRules[0];
    const variants: Record<string, unknown>[] = [
      profile,
      { ...profile, email: null, avatar: '/api/user/1/image?v=2' },
      { ...profile, role: 'root' },
      { ...profile, language: 'fr' },
      { ...profile, is_available: 'yes' },
      { ...profile, full_name: undefined },
      { ...profile, email: 5 },
      { ...profile, permissions: ['Drive', 3] },
      { ...profile, permissions: 'Drive' },
      { ...profile, userAbilityRules: [{ ...rule, action: 1 }] },
      { ...profile, userAbilityRules: [{ ...rule, subject: ['User', 'Team'], inverted: true }] },
      { ...profile, userAbilityRules: [{ ...rule, inverted: 'no' }] },
      { ...profile, userAbilityRules: [{ ...rule, conditions: { id: 'x' }, fields: ['name'] }] },
      { ...profile, userAbilityRules: [{ ...rule, conditions: [] }] },
      { ...profile, userAbilityRules: [null] },
    ];
    for (const variant of variants) {
      window.localStorage.setItem('user', JSON.stringify(variant));
      const read = readStoredUser();
      expect({ variant, accepted: read !== null }).toEqual({
        variant,
        accepted: profileSchema.safeParse(variant).success,
      });
    }
  });

  it('keeps the same user (and notifies nobody) when a refreshed profile is unchanged', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    const store = createSessionStore();
    store.signIn(profile);
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ ...profile, permissions: [...profile.permissions] });
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.update({ ...profile, full_name: 'Renamed' });
    expect(store.getSnapshot().user?.full_name).toBe('Renamed');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on sign-in, update and sign-out', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(profile);
    store.update({ ...profile, permissions: ['Drive'] });
    store.signOut('expired');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).toEqual({ user: null, signOutReason: 'expired' });
    unsubscribe();
  });

  it('does not bring back a user when a late profile answer arrives after sign-out', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    const store = createSessionStore();
    store.signIn(profile);
    store.signOut();
    store.update(profile);
    expect(store.getSnapshot().user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('works without storage (disabled by the browser)', async () => {
    const profile = await createFakeApi().user.login(FAKE_ADMIN);
    const store = createSessionStore({ storage: undefined });
    expect(store.signIn(profile).username).toBe('admin');
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
