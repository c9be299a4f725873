import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_ADMIN } from '../../testing/createFakeApi.ts';
import { isApiError } from '../ApiError.ts';
import { createApiClient } from '../createApiClient.ts';
import type { FetchLike } from '../http.ts';

const ID = '0c7f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const user = {
  id: ID,
  username: 'amal',
  full_name: 'Amal Haddad',
  email: null,
  phone: null,
  job_title: null,
  employee_number: null,
  manager_id: null,
  role: 'user',
  is_active: true,
  is_available: false,
  language: 'ar',
  time_zone: 'Asia/Riyadh',
  avatar: null,
  team_ids: [],
  created_at: '2026-01-01T00:00:00.000Z',
  deactivated_at: null,
  last_sign_in_at: null,
  invited_at: null,
  must_change_password: false,
};

function recording(body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { calls, client: createApiClient({ fetch }) };
}

describe('user resource', () => {
  it('calls the spec paths with their query names', async () => {
    const page = { items: [user], total: 1, page: 1, size: 10 };
    const { calls, client } = recording(page);
    await client.user.list({ username: 'am', team_id: ID, is_available: true, size: -1 });
    await client.user.listMinimal({ projects_partners: true });
    await client.user.listInactive({ page: 2, size: 20 });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      `GET /api/users?username=am&team_id=${ID}&is_available=true&size=-1&minimal=false`,
      'GET /api/users?projects_partners=true&minimal=true',
      'GET /api/users/inactive?page=2&size=20',
    ]);
  });

  it('puts ids in the path or the user_id query as the spec says', async () => {
    const { calls, client } = recording(user);
    await client.user.info(ID);
    await client.user.updateInfo(ID, { full_name: 'Amal H.' });
    await client.user.deactivate(ID);
    await client.user.reactivate(ID);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      `GET /api/user/${ID}/info`,
      `PUT /api/user/${ID}/info`,
      `DELETE /api/user/${ID}/inactive`,
      `PUT /api/user/deleted/active?user_id=${ID}`,
    ]);
    expect(calls[1]?.init.body).toBe(JSON.stringify({ full_name: 'Amal H.' }));
  });

  it("invites to POST /user/invite and resends to the user's invite path", async () => {
    const { calls, client } = recording({ ...user, invited_at: '2026-01-01T00:00:00.000Z' });
    await client.user.invite({
      username: 'amal',
      full_name: 'Amal Haddad',
      email: 'amal@example.com',
      role: 'user',
    });
    await client.user.resendInvite(ID);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /api/user/invite',
      `POST /api/user/${ID}/invite/resend`,
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ email: 'amal@example.com' });
  });

  it('uploads the image as multipart form data with the master-key-token header', async () => {
    const { calls, client } = recording({ avatar: `/api/user/${ID}/image?v=abc` });
    const result = await client.user.uploadImage(new Blob([new Uint8Array([1, 2])]), 'me.png');
    expect(result.avatar).toContain('/image');
    const init = calls[0]?.init;
    expect(calls[0]?.url).toBe('/api/user/profile/image');
    expect(init?.body).toBeInstanceOf(FormData);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['master-key-token']).toBe('');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(Blob);
  });
});

describe('fake users', () => {
  it('follows the server rules the UI shows', async () => {
    const api = createFakeApi({
      users: [FAKE_ADMIN, { username: 'plain', password: 'plain password 1' }],
      signedInAs: 'admin',
    });
    const created = await api.user.create({
      username: 'newbie',
      full_name: 'New Person',
      role: 'user',
      password: 'violet lantern orbit',
    });
    const duplicate = await api.user
      .create({
        username: 'NEWBIE',
        full_name: 'Again',
        role: 'user',
        password: 'violet lantern orbit',
      })
      .catch((error: unknown) => error);
    expect(isApiError(duplicate) && duplicate.fieldErrors).toEqual({
      username: ['A user with this username already exists'],
    });
    const active = await api.user.deleteInactive(created.id).catch((error: unknown) => error);
    expect(isApiError(active) && active.status).toBe(409);
    await api.user.deactivate(created.id);
    expect((await api.user.listInactive()).items.map((item) => item.username)).toEqual(['newbie']);
    expect(await api.user.deleteInactive(created.id)).toEqual({ ok: true });
    const minimal = await api.user.listMinimal({ size: -1 });
    expect(Object.keys(minimal.items[0] ?? {}).sort()).toEqual([
      'avatar',
      'full_name',
      'id',
      'username',
    ]);
    const wrong = await api.user
      .changePassword({ current_password: 'nope', password: 'another long phrase' })
      .catch((error: unknown) => error);
    expect(isApiError(wrong) && wrong.fieldErrors?.current_password).toBeDefined();
  });

  it('answers 403 to a plain user on management calls and 401 signed out', async () => {
    const plain = createFakeApi({
      users: [{ username: 'plain', password: 'plain password 1' }],
      signedInAs: 'plain',
    });
    const denied = await plain.user.list().catch((error: unknown) => error);
    expect(isApiError(denied) && denied.status).toBe(403);
    expect((await plain.user.listMinimal()).total).toBe(1);
    const anonymous = createFakeApi();
    const signedOut = await anonymous.user.sessions().catch((error: unknown) => error);
    expect(isApiError(signedOut) && signedOut.status).toBe(401);
  });
});
