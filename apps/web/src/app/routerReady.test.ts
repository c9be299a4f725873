import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenRouterReady } from './routerReady.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenRouterReady', () => {
  it('resolves at once for a router whose first route needs nothing lazy', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }]);
    await expect(whenRouterReady(router, 10_000)).resolves.toBeUndefined();
  });

  it('waits for the first route’s lazy module', async () => {
    const module = deferred();
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await module.promise;
          return { element: null };
        },
      },
    ]);
    router.initialize();
    let ready = false;
    const waiting = whenRouterReady(router, 10_000).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    module.resolve();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('gives up after the limit, so a slow route shows the loading page', async () => {
    vi.useFakeTimers();
    const router = createMemoryRouter([
      { path: '/', lazy: () => new Promise(() => undefined) }, // never loads
    ]);
    router.initialize();
    let ready = false;
    void whenRouterReady(router, 500).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(router.state.initialized).toBe(false);
  });
});
