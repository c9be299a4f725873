import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth, RequireGuest, RootRedirect } from './guards/guards.tsx';
import { AppLayout } from './layouts/AppLayout.tsx';
import { RouteError, RouteLoading } from './layouts/RouteStates.tsx';

/**
 * The spec's route table (section 2), as far as it is built. Each area is a lazy module in
 * src/routes/ (its own chunk, named after the file); guards and layouts stay in the entry.
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
        children: [{ path: 'login', lazy: () => import('./routes/login.tsx') }],
      },
      {
        // Authenticated only; the layout refreshes the profile (and so the abilities).
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [{ path: 'main/home', lazy: () => import('./routes/home.tsx') }],
      },
      // Public.
      { path: 'not-authorized', lazy: () => import('./routes/not-authorized.tsx') },
      { path: 'pages/misc/not-found/:error', lazy: () => import('./routes/not-found.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
