import { Navigate, type RouteObject } from 'react-router';
import type { Subject } from '@atrium/api';
import type { UnavailableArea } from '@atrium/features';
import { RequireAbility } from './guards/RequireAbility.tsx';
import { area, pendingPublic } from './routeAreas.ts';

/**
 * The signed-in area's route table (spec section 2): the children of the signed-in route
 * (routes.tsx, `SIGNED_IN_ROUTE_ID`), which the router patches in on the first navigation that
 * needs them (`discoverSignedInRoutes`). Not in the entry, so the sign-in page never loads it and
 * a new area adds nothing to it (docs/adr/0015-route-table-outside-the-entry.md). It is in the
 * `staff` file with the shell and the home page (firstLoad.ts), so a signed-in first load
 * fetches no extra file for it. Each built area is a lazy module in src/routes/ (its own chunk).
 */

const unavailable = area(['layout'], () => import('./routes/unavailable.tsx'));

/** Pages of one area at these paths, all showing the area's "not available yet" page. */
function pending(area: UnavailableArea, paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, handle: { area }, lazy: unavailable }));
}

/**
 * Routes that need `manage` on a subject (spec sections 2 and 6). The guard needs the abilities,
 * which the signed-in route above provides; it comes in this file, with them.
 */
function needs(subject: Subject, children: RouteObject[]): RouteObject {
  return { element: <RequireAbility subject={subject} />, children };
}

export const signedInRoutes: RouteObject[] = [
  {
    lazy: area(
      ['layout', 'notifications', 'masterKey', 'attendance'],
      () => import('./layouts/AppLayout.tsx'),
    ),
    children: [
      // Authenticated only.
      {
        path: 'main/home',
        lazy: area(['home', 'attendance', 'notifications'], () => import('./routes/home.tsx')),
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
        lazy: area(['attendance', 'leave', 'workdays'], () => import('./routes/attendance.tsx')),
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
        {
          path: 'main/calendar/:id?',
          lazy: area(['workdays'], () => import('./routes/workdays.tsx')),
        },
        {
          path: 'main/calendar/days-off',
          lazy: area(['leave', 'workdays'], () => import('./routes/days-off.tsx')),
        },
      ]),
      needs('Drive', [
        {
          path: 'main/drive/links',
          lazy: area(['drive'], () => import('./routes/drive-links.tsx')),
        },
        {
          path: 'main/drive/:id?',
          lazy: area(['drive'], () => import('./routes/drive.tsx')),
        },
      ]),
      needs('Project', [
        {
          path: 'main/project/:id?',
          lazy: area(['projects', 'stories'], () => import('./routes/projects.tsx')),
        },
        {
          path: 'main/story',
          lazy: area(['stories', 'projects'], () => import('./routes/stories.tsx')),
        },
        ...['main/story/:id', 'general/story/:id'].map((path) => ({
          path,
          lazy: area(['stories', 'projects'], () => import('./routes/story.tsx')),
        })),
      ]),
      needs('Team', [
        {
          path: 'main/team/:id?',
          lazy: area(['teams', 'masterKey'], () => import('./routes/teams.tsx')),
        },
      ]),
      needs('Timesheet', [
        {
          path: 'main/timesheet',
          lazy: area(['timesheet'], () => import('./routes/timesheet.tsx')),
        },
      ]),
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
        pending('reports', ['main/report/story', 'main/report/user', 'main/report/users']),
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
      needs('PHO Template Category', pending('templateCategories', ['photo/template-category'])),
      needs('VideoEditor', pending('videoEditor', ['video/project'])),
    ],
  },
  // Blank layout, signed in with a subject: the full-screen editors.
  needs('PHO Image Tool', pendingPublic('imageTool', ['image-tool-editor/:id/edit'])),
  needs('PHO Template Editor', pendingPublic('templateEditor', ['template-editor/:id/edit'])),
];
