import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RequireAuth, RequireGuest, RootRedirect } from './guards/guards.tsx';
import { RouteError, RouteLoading } from './layouts/RouteStates.tsx';
import { area, pendingPublic } from './routeAreas.ts';

/** SWR, abilities and the master password: the parent of every signed-in route. */
const signedIn = () => import('./routes/signed-in.tsx');

/** A share link's public page (folders, files and materials use the same one). */
const sharedLink = area(['sharedLinks', 'drive'], () => import('./routes/shared-link.tsx'));

/** The route that signedInRoutes.tsx's table is patched under (`discoverSignedInRoutes`). */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * The spec's route table (section 2), without the signed-in pages: the public routes, the guards
 * and the signed-in route, whose children (signedInRoutes.tsx) the router patches in when a
 * navigation needs them. Each built area is a lazy module in src/routes/ (its own chunk).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        // Unauthenticated only.
        element: <RequireGuest />,
        children: [
          { path: 'login', lazy: area(['auth'], () => import('./routes/login.tsx')) },
          {
            path: 'authentication/forgot-password',
            lazy: area(['auth', 'recovery'], () => import('./routes/forgot-password.tsx')),
          },
          ...pendingPublic('publicPages', ['privacy-policy', 'terms', 'contact']),
        ],
      },
      {
        // Signed in; the layout refreshes the profile (and so the abilities). The signed-in
        // providers and the layout (shell, menu, icons) are chunks of their own, so the login
        // page does not load them.
        element: <RequireAuth />,
        children: [
          // Blank layout, before the signed-in providers: while an administrator's request for
          // a new password stands, this page is all the server answers (with the profile).
          {
            path: 'authentication/choose-password',
            lazy: area(['auth', 'recovery'], () => import('./routes/choose-password.tsx')),
          },
          {
            // Its children (every signed-in page, with the guards that need a subject) are
            // signedInRoutes.tsx, patched in on the first navigation that needs them.
            id: SIGNED_IN_ROUTE_ID,
            lazy: signedIn,
            children: [],
          },
        ],
      },
      // Public: the emailed token is the credential; the server ends every session after a reset.
      {
        path: 'authentication/reset-password',
        lazy: area(['auth', 'recovery'], () => import('./routes/reset-password.tsx')),
      },
      // Public.
      ...pendingPublic('tutorials', ['tutorials']),
      ...pendingPublic('publicPages', [
        'cms/contact',
        'cms/landing-page',
        'cms/privacy-policy',
        'cms/terms',
      ]),
      // Public: a share link's page; the token in the path is the visitor's credential.
      { path: 'main/shared/drive/:token', lazy: sharedLink },
      { path: 'main/shared/material/:token', lazy: sharedLink },
      { path: 'drive/:token', lazy: sharedLink },
      { path: 'material/:token', lazy: sharedLink },
      { path: 'not-authorized', lazy: () => import('./routes/not-authorized.tsx') },
      { path: 'pages/misc/not-found/:error', lazy: () => import('./routes/not-found.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

/** A public page answers the path: a route of this file matches it, and not only the catch-all. */
function isPublicPath(path: string): boolean {
  const page = matchRoutes(routes, path)?.at(-1)?.route;
  return page !== undefined && page.path !== '*';
}

/**
 * Lazy route discovery, for one router: patches signedInRoutes.tsx's table under the signed-in
 * route on the first navigation that needs it. React Router asks on every navigation to a path
 * that matches no route or only a route with parameters (a route it does not know yet could rank
 * higher); until the table is in, every signed-in path matches only the catch-all `*`, so it asks
 * for each of them, the first load's included (the router is not `initialized` until then, which
 * routerReady.ts waits for). The sign-in page's path matches without parameters: it never asks.
 *
 * Public pages with parameters (shared links, the 404 page with a code) do not load the table:
 * no signed-in path is also a public page's (routes.test.ts checks). Anything else may be a
 * signed-in page, so the table loads, and the merged table decides as the whole one did: the
 * guards send a signed-out visitor to /login?to=…, an unknown path still gets the 404 page.
 */
export function discoverSignedInRoutes(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || isPublicPath(path)) return;
    const { signedInRoutes } = await import('./signedInRoutes.tsx');
    // A later navigation interrupted this one: patch() would do nothing; that one patches.
    if (signal.aborted) return;
    patch(SIGNED_IN_ROUTE_ID, signedInRoutes);
    patched = true;
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSignedInRoutes() });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
