import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { buildQuery, createHttp, type FetchLike } from './http.ts';
import { createApiClient } from './createApiClient.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    return Promise.resolve(jsonResponse(status, body));
  };
  return { fetch, calls };
}

const profile = {
  id: '0c7f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  username: 'admin',
  full_name: 'Admin',
  email: null,
  role: 'super_admin',
  is_available: false,
  language: 'en',
  permissions: [],
  userAbilityRules: [{ action: 'manage', subject: 'Home' }],
};

describe('createHttp', () => {
  it('sends credentials and an empty master-key-token header when there is none', async () => {
    const { fetch, calls } = recordingFetch(200, profile);
    await createApiClient({ fetch }).user.profile();
    expect(calls[0]?.url).toBe('/api/user/profile');
    expect(calls[0]?.init.credentials).toBe('include');
    expect((calls[0]?.init.headers as Record<string, string>)['master-key-token']).toBe('');
  });

  it('sends the master-key token and a JSON body when given', async () => {
    const { fetch, calls } = recordingFetch(200, profile);
    await createApiClient({
      fetch,
      getMasterKeyToken: () => 'mk-123',
      baseUrl: 'http://x/api/',
    }).user.login({
      username: 'admin',
      password: 'secret',
    });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('http://x/api/user/login');
    expect(headers['master-key-token']).toBe('mk-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      username: 'admin',
      password: 'secret',
    });
  });

  it('throws a validation ApiError carrying each field message', async () => {
    const { fetch } = recordingFetch(400, {
      errors: { username: ['Required'], password: ['Too short'] },
    });
    const error = await createApiClient({ fetch })
      .user.profile()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe('validation');
    expect(apiError.messages).toEqual(['Required', 'Too short']);
    expect(apiError.isClientError).toBe(true);
  });

  it("carries a 429's Retry-After, in seconds", async () => {
    const fetch: FetchLike = () =>
      Promise.resolve(
        new Response(JSON.stringify({ detail: 'Too many requests' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
        }),
      );
    const error = await createApiClient({ fetch })
      .shared.open('x'.repeat(32))
      .catch((e: unknown) => e);
    expect((error as ApiError).retryAfterSeconds).toBe(120);
    const { fetch: without } = recordingFetch(404, { detail: 'Not found' });
    const plain = await createApiClient({ fetch: without })
      .shared.open('x'.repeat(32))
      .catch((e: unknown) => e);
    expect((plain as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it('recognises 4xx "Invalid Token" and reports it through onError before throwing', async () => {
    const { fetch } = recordingFetch(401, { detail: 'Invalid Token' });
    const onError = vi.fn();
    const error = (await createApiClient({ fetch, onError })
      .user.profile()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.isInvalidToken).toBe(true);
    expect(error.message).toBe('Invalid Token');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('does not treat a 403 with another detail as Invalid Token', async () => {
    const { fetch } = recordingFetch(403, { detail: 'Master password required' });
    const error = (await createApiClient({ fetch })
      .user.profile()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.isInvalidToken).toBe(false);
    expect(error.detail).toBe('Master password required');
  });

  it('falls back to "An error occurred" for an unreadable error body and flags 504 as silent', async () => {
    const fetch: FetchLike = () =>
      Promise.resolve(new Response('<html>gateway</html>', { status: 504 }));
    const error = (await createApiClient({ fetch })
      .user.profile()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('An error occurred');
    expect(error.isSilent).toBe(true);
  });

  it('reports "No response received from server" when fetch itself fails', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = (await createApiClient({ fetch })
      .user.profile()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('no-response');
    expect(error.status).toBe(0);
    expect(error.message).toBe('No response received from server');
  });

  it('answers the JSON as the server sent it: the server has validated it (ADR 0010)', async () => {
    const { fetch } = recordingFetch(200, { ...profile, added_later: true });
    await expect(createApiClient({ fetch }).user.profile()).resolves.toEqual({
      ...profile,
      added_later: true,
    });
  });

  it('rejects a success that is not JSON (a proxy or captive portal page) and reports it', async () => {
    const fetch: FetchLike = () =>
      Promise.resolve(new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    const onError = vi.fn();
    const error = (await createApiClient({ fetch, onError })
      .user.profile()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expect(error.status).toBe(200);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('accepts an empty 204', async () => {
    const fetch: FetchLike = () => Promise.resolve(new Response(null, { status: 204 }));
    await expect(createHttp({ fetch }).request('DELETE', '/x')).resolves.toBeUndefined();
  });

  it('reads a validation body only when every field carries a list of messages', async () => {
    const { fetch } = recordingFetch(400, { errors: { username: 'Required' } });
    const error = (await createApiClient({ fetch })
      .user.profile()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('detail');
    expect(error.message).toBe('An error occurred');
  });

  it('fills path parameters and skips empty query values', async () => {
    const { fetch, calls } = recordingFetch(200, { ok: true });
    const http = createHttp({ fetch });
    await http.request('GET', '/user/:id/info', {
      params: { id: 'a b' },
      query: { page: 1, size: -1, username: '', role: undefined },
    });
    expect(calls[0]?.url).toBe('/api/user/a%20b/info?page=1&size=-1');
  });
});

describe('users export', () => {
  it('asks for the file with the filters and answers it as a Blob', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch: FetchLike = (url, init) => {
      calls.push({ url, init });
      return Promise.resolve(
        new Response('username\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      );
    };
    const file = await createApiClient({ fetch }).user.exportUsers({
      format: 'xlsx',
      role: 'admin',
      username: 'sa',
      sort: 'email',
      order: 'desc',
    });
    expect(calls[0]?.url).toBe(
      '/api/users/export?format=xlsx&role=admin&username=sa&sort=email&order=desc',
    );
    expect((calls[0]?.init.headers as Record<string, string>).Accept).toBe('*/*');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('username\r\n');
  });

  it('still reads a failed export as the JSON error it is', async () => {
    const { fetch } = recordingFetch(403, { detail: 'Forbidden' });
    await expect(
      createApiClient({ fetch }).user.exportUsers({ format: 'csv' }),
    ).rejects.toMatchObject({ status: 403, detail: 'Forbidden' });
  });
});

describe('buildQuery', () => {
  it('returns an empty string when nothing is set', () => {
    expect(buildQuery({ a: undefined, b: null })).toBe('');
  });
});
