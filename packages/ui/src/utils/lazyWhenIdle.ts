import { useEffect, useSyncExternalStore } from 'react';

/**
 * A part of a component that the first paint does not need (a drawer that is closed, the toast
 * layer before the first toast, a menu's popup), loaded with a dynamic `import()` so it stays out
 * of the app shell's initial JavaScript. Create one per module, at module level:
 *
 *   const drawer = lazyWhenIdle(() => import('./AppShellDrawer'));
 *
 * Once loaded, `current` is set for good: components mounted later render the real part at once,
 * with no fallback frame.
 */
export interface LazyPart<T> {
  /** The loaded module, or undefined until `load()` has finished. */
  readonly current: T | undefined;
  /** Starts loading (only once; a failed load can be retried) and resolves with the module. */
  load: () => Promise<T>;
  /** For `useSyncExternalStore`: calls `listener` when the module has loaded. */
  subscribe: (listener: () => void) => () => void;
}

export function lazyWhenIdle<T>(importer: () => Promise<T>): LazyPart<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => {
          current = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = undefined; // e.g. a chunk that failed to download: let the next call retry
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Runs `task` when the main thread is idle (after the first paint), at the latest after 2 s. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200); // Safari has no requestIdleCallback
  return () => window.clearTimeout(handle);
}

/**
 * When to load a lazy part: `now` (the user needs it — e.g. they opened the drawer), `idle`
 * (prefetch once the page has painted, so the part is usually ready before the first interaction)
 * or `never` (it cannot be needed in this state, e.g. the drawer above the overlay breakpoint).
 */
export type LazyPartDemand = 'now' | 'idle' | 'never';

/**
 * The module of `part`, or undefined while it is not loaded; loads it as `demand` says and
 * re-renders when it arrives (whoever started the load).
 */
export function useLazyPart<T>(part: LazyPart<T>, demand: LazyPartDemand): T | undefined {
  const module = useSyncExternalStore(
    part.subscribe,
    () => part.current,
    () => part.current,
  );
  const loaded = module !== undefined;
  useEffect(() => {
    if (loaded || demand === 'never') return undefined;
    const start = () => {
      // a failed download leaves the fallback in place; the next demand retries
      part.load().catch(() => undefined);
    };
    if (demand === 'now') {
      start();
      return undefined;
    }
    return whenIdle(start);
  }, [part, demand, loaded]);
  return module;
}
