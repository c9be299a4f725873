import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { createApiClient, type ApiClient } from './createApiClient.ts';
import type { FetchLike } from './http.ts';
import { createLazyApiClient } from './lazyClient.ts';

const ID = '0c7f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

function answering(status: number, body: unknown) {
  const calls: string[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push(`${init.method} ${url}`);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { calls, fetch };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The client seen as data: resource → method → function. */
type LooseClient = Record<string, Record<string, (...args: unknown[]) => unknown>>;
const loose = (client: ApiClient) => client as unknown as LooseClient;

/** resource → its method names, sorted. */
function shape(client: ApiClient): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(loose(client)).map(([name, resource]) => [name, Object.keys(resource).sort()]),
  );
}

describe('createLazyApiClient', () => {
  it('loads nothing until the first call, then forwards arguments and answers', async () => {
    const { calls, fetch } = answering(200, { ended: 1 });
    const load = vi.fn(() => Promise.resolve(createApiClient({ fetch })));
    const api = createLazyApiClient(load);
    expect(load).not.toHaveBeenCalled();

    await expect(api.user.endSession(ID)).resolves.toEqual({ ended: 1 });
    expect(calls).toEqual([`DELETE /api/user/session/${ID}`]);
  });

  it('rejects with the real client’s ApiError', async () => {
    const { fetch } = answering(404, { detail: 'Not found' });
    const api = createLazyApiClient(() => Promise.resolve(createApiClient({ fetch })));

    const error: unknown = await api.team.get(ID).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Not found' });
  });

  it('sends the calls that waited for the client each in a task of its own, later ones at once', async () => {
    const sent: string[] = [];
    const fetch: FetchLike = (url) => {
      sent.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ ended: 0 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    };
    let arrive: (client: ApiClient) => void = () => undefined;
    const api = createLazyApiClient(() => new Promise((resolve) => (arrive = resolve)));
    const waiting = [api.user.endOtherSessions(), api.user.endSession(ID)];
    await Promise.resolve();

    arrive(createApiClient({ fetch }));
    // The client has arrived, but no call goes out in the task that delivered it…
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    // …each goes out in a later task.
    await Promise.all(waiting);
    expect(sent).toHaveLength(2);

    // Once loaded, a call goes out in the caller's task.
    void api.user.endSession(ID);
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toHaveLength(3);
  });

  it('loads once for concurrent calls and keeps the loaded client', async () => {
    const { calls, fetch } = answering(200, { ended: 0 });
    const load = vi.fn(() => Promise.resolve(createApiClient({ fetch })));
    const api = createLazyApiClient(load);

    await Promise.all([
      api.user.endOtherSessions(),
      api.user.endSession(ID),
      api.user.endSession(ID),
    ]);
    await api.user.endOtherSessions();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(4);
  });

  it('rejects the calls waiting for a failed load and tries again on the next call', async () => {
    const { fetch } = answering(200, { ended: 0 });
    const load = vi
      .fn<() => Promise<ApiClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(createApiClient({ fetch }));
    const api = createLazyApiClient(load);

    const first = api.user.endOtherSessions();
    const second = api.user.endOtherSessions();
    await expect(first).rejects.toThrow('chunk failed');
    await expect(second).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);

    await expect(api.user.endOtherSessions()).resolves.toEqual({ ended: 0 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a load that throws at once into a rejection', async () => {
    const api = createLazyApiClient(() => {
      throw new Error('no chunk');
    });
    const call = api.user.profile();
    expect(call).toBeInstanceOf(Promise);
    await expect(call).rejects.toThrow('no chunk');
  });

  describe('notification.subscribe', () => {
    function setup() {
      const real = createApiClient();
      const unsubscribe = vi.fn();
      const subscribe = vi.spyOn(real.notification, 'subscribe').mockReturnValue(unsubscribe);
      const loading = deferred<ApiClient>();
      const load = vi.fn(() => loading.promise);
      return { real, subscribe, unsubscribe, loading, load, api: createLazyApiClient(load) };
    }

    it('answers the unsubscribe function at once and subscribes when the client has loaded', async () => {
      const { real, subscribe, unsubscribe, loading, load, api } = setup();
      const onEvent = vi.fn();
      const options = { onError: vi.fn() };

      const stop = api.notification.subscribe(onEvent, options);
      expect(stop).toBeTypeOf('function');
      expect(load).toHaveBeenCalledTimes(1);
      expect(subscribe).not.toHaveBeenCalled();

      loading.resolve(real);
      await settle();
      expect(subscribe).toHaveBeenCalledExactlyOnceWith(onEvent, options);

      stop();
      stop();
      expect(unsubscribe).toHaveBeenCalledTimes(1);
    });

    it('never subscribes when unsubscribed before the client has loaded', async () => {
      const { real, subscribe, loading, api } = setup();

      const stop = api.notification.subscribe(vi.fn());
      stop();
      loading.resolve(real);
      await settle();

      expect(subscribe).not.toHaveBeenCalled();
    });

    it('reports a failed load to onError, and a later call loads again', async () => {
      const { real, subscribe, loading, load, api } = setup();
      const onError = vi.fn();

      api.notification.subscribe(vi.fn(), { onError });
      loading.reject(new Error('chunk failed'));
      await settle();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(subscribe).not.toHaveBeenCalled();

      load.mockResolvedValue(real);
      api.notification.subscribe(vi.fn());
      await settle();
      expect(load).toHaveBeenCalledTimes(2);
      expect(subscribe).toHaveBeenCalledTimes(1);
    });

    it('reports a subscription the real client refuses (no EventSource) to onError', async () => {
      const { real, subscribe, loading, api } = setup();
      subscribe.mockImplementation(() => {
        throw new Error('subscribeEvents: EventSource is not available here');
      });
      const onError = vi.fn();

      api.notification.subscribe(vi.fn(), { onError });
      loading.resolve(real);
      await settle();

      expect(onError).toHaveBeenCalledTimes(1);
    });
  });

  // Fails when a resource or method is added to the real client and not to the lazy one.
  it('has every resource and method of the real client and forwards each of them', async () => {
    const real = createApiClient();
    const fake = Object.fromEntries(
      Object.entries(loose(real)).map(([name, resource]) => [
        name,
        Object.fromEntries(
          Object.keys(resource).map((method) => [
            method,
            vi.fn(() => (method === 'subscribe' ? () => {} : Promise.resolve(`${name}.${method}`))),
          ]),
        ),
      ]),
    );
    const api = createLazyApiClient(() => Promise.resolve(fake as unknown as ApiClient));

    expect(shape(api)).toEqual(shape(real));
    for (const [name, resource] of Object.entries(loose(api))) {
      for (const [method, call] of Object.entries(resource)) {
        const answer = call('first', 'second');
        if (method === 'subscribe') expect(answer).toBeTypeOf('function');
        else await expect(answer).resolves.toBe(`${name}.${method}`);
      }
    }
    await settle();
    for (const resource of Object.values(fake)) {
      for (const spy of Object.values(resource)) {
        expect(spy).toHaveBeenCalledExactlyOnceWith('first', 'second');
      }
    }
  });
});
