import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** How long the first render waits for the first route's modules before it shows the loading page. */
export const FIRST_ROUTE_WAIT_MS = 500;

/**
 * Resolves when the router has loaded the first route's lazy modules (and their namespaces), or
 * after `limitMs`, whichever comes first.
 *
 * The server links the usual first routes' modules from the page (apps/server spaPreloads.ts),
 * so they are normally in by the time React could render. Rendering before then paints the
 * router's loading page for a frame or two and then replaces it with the page: two renders and
 * two paints where one does, and the page itself shows later. A route whose modules are not
 * preloaded (a deep link elsewhere) still shows the loading page once `limitMs` has passed.
 */
export function whenRouterReady(router: Router, limitMs = FIRST_ROUTE_WAIT_MS): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
