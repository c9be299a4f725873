import type { RouteObject } from 'react-router';
import { routes, SIGNED_IN_ROUTE_ID } from '../routes.tsx';
import { signedInRoutes } from '../signedInRoutes.tsx';

/**
 * The whole route table, as the app's router has it once it has patched the signed-in pages in
 * (`discoverSignedInRoutes`): for tests that match paths without a router.
 */
export function wholeRouteTable(): RouteObject[] {
  const withSignedIn = (list: RouteObject[]): RouteObject[] =>
    list.map((route): RouteObject => {
      if (route.index) return route;
      if (route.id === SIGNED_IN_ROUTE_ID) return { ...route, children: signedInRoutes };
      return route.children ? { ...route, children: withSignedIn(route.children) } : route;
    });
  return withSignedIn(routes);
}
