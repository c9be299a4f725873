import { startTransition, useEffect, useState } from 'react';
import { afterFirstContentfulPaint } from './afterFirstPaint';

/**
 * A part of a component that the first paint does not need (a drawer that is closed, the toast
 * layer before the first toast, a menu's popup), loaded with a dynamic `import()` so it stays out
 * of the app shell's initial JavaScript. Internal to @atrium/ui (apps and features use
 * `React.lazy`). Create one per module, at module level:
 *
 *   const drawer = lazyWhenIdle(() => import('./AppShellDrawer'));
 *
 * Once loaded, `current` is set for good: components mounted later render the real part at once,
 * with no fallback frame (unless their demand is `prefetch`: see LazyPartDemand).
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

/**
 * Runs `task` once the first contentful paint is on screen and the main thread is idle, at the
 * latest 2 s after that paint.
 */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  void afterFirstContentfulPaint().then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200); // Safari has no requestIdleCallback
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}

/**
 * When to load a lazy part and when to render it:
 * - `now`: the user needs it (they opened the drawer or a menu): load it at once and render it as
 *   soon as it is there;
 * - `idle`: load it once the page has painted and render it when it arrives (the collapsed menu's
 *   tooltips: until then its items simply have none);
 * - `prefetch`: load it once the page has painted, but keep rendering the fallback until the
 *   demand becomes `now`. For parts whose fallback serves until the user reaches for them (the
 *   closed overlay drawer renders nothing; a menu that has never been opened has a plain trigger,
 *   see menuOnUse): the code is ready before the first interaction, and the swap, which mounts
 *   the part's whole subtree, happens when the user reaches for it rather than while the page is
 *   still settling after its first paint;
 * - `never`: it cannot be needed in this state (the drawer above the overlay breakpoint).
 * A part rendered once keeps rendering when the demand drops back to `prefetch` (a drawer that
 * was opened and closed), so closing it never unmounts it mid-animation.
 */
export type LazyPartDemand = 'now' | 'idle' | 'prefetch' | 'never';

/**
 * The module of `part`, or undefined while it is not loaded (or, on demand `prefetch`, not asked
 * for yet); loads it as `demand` says and re-renders when it arrives (whoever started the load).
 *
 * The re-render is a transition, not a store update (`useSyncExternalStore` renders
 * synchronously): swapping a placeholder for the real part (Radix's menu, the drawer) mounts a
 * whole subtree, and as one synchronous render that blocked a mid-range phone for ~100 ms right
 * after the first paint, when the idle prefetches arrive. A transition renders it in slices.
 */
export function useLazyPart<T>(part: LazyPart<T>, demand: LazyPartDemand): T | undefined {
  const [, setLoads] = useState(0);
  // Read at render: it changes once, from undefined to the module, and every component using the
  // part re-renders when it does (the subscription below).
  const module = part.current;
  const loaded = module !== undefined;
  // Whether this component has rendered the part (or may at once): only `prefetch` holds it back.
  // Set during render (React re-renders the component straight away), and never unset.
  const [shown, setShown] = useState(demand !== 'prefetch');
  if (!shown && demand !== 'prefetch') setShown(true);
  const waiting = !loaded && shown;
  useEffect(() => {
    if (!waiting) return undefined;
    const rerender = () => startTransition(() => setLoads((count) => count + 1));
    const unsubscribe = part.subscribe(rerender);
    // Loaded between this render and the subscription: nothing will call us, so catch up.
    if (part.current !== undefined) rerender();
    return unsubscribe;
  }, [part, waiting]);
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
  return shown ? module : undefined;
}
