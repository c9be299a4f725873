import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@atrium/api';
import { loadApiClient } from './loadApiClient.ts';

describe('loadApiClient', () => {
  it('answers the client module’s createApiClient', async () => {
    const load = vi.fn(async () => ({ createApiClient }));
    await expect(loadApiClient(load)).resolves.toBe(createApiClient);
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects when the module fails to load', async () => {
    await expect(loadApiClient(() => Promise.reject(new Error('chunk failed')))).rejects.toThrow(
      'chunk failed',
    );
  });

  it('the real module loads a working client', async () => {
    const create = await loadApiClient();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(create({ fetch }).user.logout()).resolves.toEqual({ ok: true });
  });
});
