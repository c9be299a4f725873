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

  it('refuses an e-mail another account has, in any case, like the server', async () => {
    const api = createFakeApi();
    await api.user.login({ username: FAKE_ADMIN.username, password: FAKE_ADMIN.password });
    const sara = await api.user.create({
      username: 'sara',
      full_name: 'Sara Nasser',
      role: 'user',
      password: 'Sunflower-Quartz-71',
      email: 'sara@example.com',
    });
    const taken = { status: 400, fieldErrors: { email: ['Another user has this e-mail address'] } };
    await expect(
      api.user.create({
        username: 'sara2',
        full_name: 'Sara Two',
        role: 'user',
        password: 'Sunflower-Quartz-71',
        email: 'SARA@example.com',
      }),
    ).rejects.toMatchObject(taken);
    await expect(
      api.user.invite({
        email: 'Sara@Example.com',
        username: 'sara3',
        full_name: 'S',
        role: 'user',
      }),
    ).rejects.toMatchObject(taken);
    await expect(api.user.updateProfile({ email: 'sara@example.com' })).rejects.toMatchObject(
      taken,
    );
    // Keeping one's own address, in another case, is no change.
    await expect(
      api.user.updateInfo(sara.id, { email: 'SARA@example.com' }),
    ).resolves.toMatchObject({
      email: 'SARA@example.com',
    });
  });
});
