import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Subject } from '@atrium/api';
import type { I18nNamespace, UnavailableArea } from '@atrium/features';
import { i18n } from './app/services.ts';
import { RequireAuth, RequireGuest, RootRedirect } from './guards/guards.tsx';
import { RouteError, RouteLoading } from './layouts/RouteStates.tsx';

/**
 * A lazy route module and the translation namespaces its pages use, fetched together so the page
 * never renders before its words arrive (and never waits for them after its code).
 */
function area<T>(namespaces: readonly I18nNamespace[], load: () => Promise<T>) {
  return async (): Promise<T> => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return module;
  };
}

// Areas later issues build: their routes and guards exist now and show an honest
// "not available yet" page. Each import() is its own chunk, named after the file.
const unavailable = area(['layout'], () => import('./routes/unavailable.tsx'));
const unavailablePublic = area(['layout'], () => import('./routes/unavailable-public.tsx'));

/** Pages of one area at these paths, all showing the area's "not available yet" page. */
function pending(area: UnavailableArea, paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, handle: { area }, lazy: unavailable }));
}

/** The same, in the blank layout (public pages, shared links, full-screen editors). */
function pendingPublic(area: UnavailableArea, paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, handle: { area }, lazy: unavailablePublic }));
}

/** SWR, abilities and the master password: the parent of every signed-in route. */
const signedIn = () => import('./routes/signed-in.tsx');

/**
 * Routes that need `manage` on a subject (spec sections 2 and 6). The guard comes with the
 * signed-in module (it needs the abilities), which its parent route is already loading.
 */
function needs(subject: Subject, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { RequireAbility } = await signedIn();
      return { element: <RequireAbility subject={subject} /> };
    },
    children,
  };
}

/**
 * The spec's route table (section 2). Each built area is a lazy module in src/routes/ (its own
 * chunk); guards and layouts stay in the entry.
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
            lazy: signedIn,
            children: [
              {
                lazy: area(
                  ['layout', 'notifications', 'masterKey', 'attendance'],
                  () => import('./layouts/AppLayout.tsx'),
                ),
                children: [
                  // Authenticated only.
                  {
                    path: 'main/home',
                    lazy: area(
                      ['home', 'attendance', 'notifications'],
                      () => import('./routes/home.tsx'),
                    ),
                  },
                  { path: 'home', element: <Navigate replace to="/main/home" /> },
                  {
                    path: 'main/notification',
                    lazy: area(['notifications'], () => import('./routes/notifications.tsx')),
                  },
                  {
                    path: 'account-settings',
                    element: <Navigate replace to="/account-settings/account" />,
                  },
                  {
                    path: 'account-settings/:tab',
                    lazy: area(
                      ['account', 'auth', 'notifications'],
                      () => import('./routes/account-settings.tsx'),
                    ),
                  },
                  {
                    path: 'main/attendance',
                    lazy: area(['attendance'], () => import('./routes/attendance.tsx')),
                  },
                  ...pending('video', [
                    'video/brand',
                    'video/brand/:id',
                    'video/category',
                    'video/music',
                    'video/related-template',
                    'video/team',
                    'video/template',
                  ]),
                  // manage on a subject.
                  needs('Announcement', pending('announcements', ['main/announcement'])),
                  needs('Brand', pending('brands', ['main/brand'])),
                  needs('Calendar', [
                    ...pending('workdays', ['main/calendar']),
                    ...pending('daysOff', ['main/calendar/days-off']),
                  ]),
                  needs('Drive', pending('drive', ['main/drive', 'main/drive/:id'])),
                  needs('Project', [
                    ...pending('projects', ['main/project']),
                    ...pending('stories', ['main/story', 'main/story/:id', 'general/story/:id']),
                  ]),
                  needs('Team', [
                    {
                      path: 'main/team/:id?',
                      lazy: area(['teams', 'masterKey'], () => import('./routes/teams.tsx')),
                    },
                  ]),
                  needs('Timesheet', pending('timesheet', ['main/timesheet'])),
                  needs('User', [
                    {
                      path: 'main/user/:id?',
                      lazy: area(
                        // account: the photo card a user manager sees on someone's page
                        ['users', 'teams', 'masterKey', 'account'],
                        () => import('./routes/users.tsx'),
                      ),
                    },
                  ]),
                  // Super admins only (checked in the route, as the API checks the role).
                  {
                    path: 'main/audit',
                    lazy: area(['audit'], () => import('./routes/audit.tsx')),
                  },
                  needs('Role', [
                    {
                      path: 'main/role',
                      lazy: area(['teams', 'masterKey'], () => import('./routes/roles.tsx')),
                    },
                  ]),
                  needs(
                    'Report',
                    pending('reports', [
                      'main/report/story',
                      'main/report/user',
                      'main/report/users',
                    ]),
                  ),
                  needs(
                    'PHO Image Tool',
                    pending('imageTool', [
                      'photo/image-tool',
                      'photo/image-tool/image-tool-editor',
                      'photo/image-tool/:id',
                    ]),
                  ),
                  needs(
                    'PHO Template Editor',
                    pending('templateEditor', [
                      'photo/template',
                      'photo/template/template-editor',
                      'photo/template/edit/:id',
                      'photo/template/:id',
                    ]),
                  ),
                  needs(
                    'PHO Template Category',
                    pending('templateCategories', ['photo/template-category']),
                  ),
                  needs('VideoEditor', pending('videoEditor', ['video/project'])),
                ],
              },
              // Blank layout, signed in with a subject: the full-screen editors.
              needs('PHO Image Tool', pendingPublic('imageTool', ['image-tool-editor/:id/edit'])),
              needs(
                'PHO Template Editor',
                pendingPublic('templateEditor', ['template-editor/:id/edit']),
              ),
            ],
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
      ...pendingPublic('sharedFiles', [
        'main/shared/drive/:id',
        'main/shared/material/:id',
        'drive/:id',
        'material/:id',
      ]),
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
