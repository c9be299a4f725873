import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';

describe('createFakeApi', () => {
  it('signs in with the right password and answers the profile until logout', async () => {
    const api = createFakeApi();
    await expect(api.user.profile()).rejects.toMatchObject({ detail: 'Invalid Token' });
    const profile = await api.user.login({
      username: FAKE_ADMIN.username,
      password: FAKE_ADMIN.password,
    });
    expect(profile.role).toBe('super_admin');
    expect((await api.user.profile()).username).toBe('admin');
    await api.user.logout();
    await expect(api.user.profile()).rejects.toBeInstanceOf(ApiError);
    expect(api.calls).toEqual([
      'user.profile',
      'user.login',
      'user.profile',
      'user.logout',
      'user.profile',
    ]);
  });

  it('refuses a wrong password with the generic message', async () => {
    const api = createFakeApi();
    await expect(api.user.login({ username: 'admin', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      detail: 'Invalid username or password',
    });
  });

  it('fails every call with the given error', async () => {
    const failure = new ApiError({ kind: 'detail', status: 500, url: '/api', detail: 'boom' });
    const api = createFakeApi({ failWith: failure, signedInAs: 'admin' });
    await expect(api.user.profile()).rejects.toBe(failure);
  });
});
