import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@atrium/api';
import { loadApiClient, type ApiClientSteps } from './loadApiClient.ts';

describe('loadApiClient', () => {
  it('evaluates zod, the contracts and the client in that order, each in a task of its own', async () => {
    const events: string[] = [];
    const step = (name: string) => async () => {
      events.push(name);
      // A task queued by this step runs before the next step starts.
      setTimeout(() => events.push(`task after ${name}`), 0);
      return undefined;
    };
    const steps: ApiClientSteps = {
      zod: step('zod'),
      contracts: step('contracts'),
      client: async () => {
        events.push('client');
        return { createApiClient };
      },
    };
    await expect(loadApiClient(steps)).resolves.toBe(createApiClient);
    expect(events).toEqual([
      'zod',
      'task after zod',
      'contracts',
      'task after contracts',
      'client',
    ]);
  });

  it('a failed step rejects, and the steps after it do not run', async () => {
    const client = vi.fn();
    const steps: ApiClientSteps = {
      zod: async () => undefined,
      contracts: () => Promise.reject(new Error('chunk failed')),
      client,
    };
    await expect(loadApiClient(steps)).rejects.toThrow('chunk failed');
    expect(client).not.toHaveBeenCalled();
  });

  it('the real steps load a working client', async () => {
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
