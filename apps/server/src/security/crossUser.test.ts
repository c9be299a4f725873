import { randomUUID } from 'node:crypto';
import { PERMISSION_SUBJECTS } from '@atrium/api';
import { ERROR_DETAILS } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import {
  attendanceCorrections,
  driveAccess,
  driveItems,
  driveStars,
  holidays,
  leaveRequests,
  leaveTypes,
  notifications,
  projectLabels,
  projectMembers,
  projectStates,
  projects,
  stories,
  storyCommentReactions,
  storyComments,
  storyTimeEntries,
  storyViews,
  pushTokens,
  sessions,
  teamMembers,
  teamPermissions,
  teams,
  timesheetDrafts,
  timesheetWeeks,
  users,
  workCalendars,
} from '../db/schema/index.ts';
import { grantMasterKey, seedTeam, type Caller } from '../test/callers.ts';
import { testDatabases } from '../test/databases.ts';
import { addressSequence, CLIENT_HEADERS, seedUser, useTestApp } from '../test/helpers.ts';
import { signIn } from './principals.ts';
import { createRouteInventory, fillParams, routeKey } from './routeInventory.ts';
import { printScoreboard } from './scoreboard.ts';

/** The kinds of B's objects an `{id}` route can address. */
type Target =
  | 'user'
  | 'session'
  | 'notification'
  | 'team'
  | 'correction'
  | 'driveItem'
  | 'driveUpload'
  | 'driveLink'
  | 'project'
  | 'story'
  | 'storyComment'
  | 'timeEntry'
  | 'savedView'
  | 'calendar'
  | 'holiday'
  | 'leaveType'
  | 'leaveRequest'
  | 'timesheetWeek'
  | 'timesheetDraft';

/**
 * Every route whose path has an id parameter, what the id names and what A must get for B's
 * object:
 * - `own`: objects only their owner sees; a foreign id is 404, exactly like an unknown one;
 * - `right`: the route's ability decides (user, team and timesheet management); without it 403;
 * - `shared`: visible to every signed-in colleague by design (the reason says why); the answer
 *   may name B but must carry nothing private;
 * - `rightThenOwn`: the route's ability opens the area (403 without it), and then each object is
 *   its owner's (the drive): A holding the right gets 404 for B's object, as for an unknown one;
 * - `token`: public, addressed by an unguessable token (share links): B's object's id in the
 *   token's place opens nothing, the same 404 as an unknown token.
 * A route with an id parameter missing here fails the suite.
 */
const ID_ROUTES: Record<
  string,
  {
    target: Target;
    scope: 'own' | 'right' | 'shared' | 'rightThenOwn' | 'token';
    body?: unknown;
    /** A query string the route needs to reach its check. */
    query?: string;
    /** Headers the route needs to reach its check (the tus protocol's). */
    headers?: Record<string, string>;
    reason?: string;
  }
> = {
  'GET /api/user/:id/info': { target: 'user', scope: 'right' },
  'PUT /api/user/:id/info': { target: 'user', scope: 'right', body: { full_name: 'Taken Over' } },
  'DELETE /api/user/:id/inactive': { target: 'user', scope: 'right' },
  'DELETE /api/user/:id/inactive/delete': { target: 'user', scope: 'right' },
  'POST /api/user/:id/invite/resend': { target: 'user', scope: 'right' },
  'GET /api/user/:id/image': {
    target: 'user',
    scope: 'shared',
    reason: 'profile pictures appear next to names everywhere (lists, pickers, status)',
  },
  // Someone else's photo: user managers only (the ability refuses before the upload is read).
  'POST /api/user/:id/image': { target: 'user', scope: 'right' },
  'DELETE /api/user/:id/image': { target: 'user', scope: 'right' },
  // A colleague's projects summary (spec section 7): the person, User managers and people who
  // share a project with them; to anyone else the person is as unknown as an unknown id.
  'GET /api/task/story/user/:id': { target: 'user', scope: 'own' },
  // Projects and stories (issue 22): the Project area's right, then the project's members only.
  'GET /api/projects/:id': { target: 'project', scope: 'rightThenOwn' },
  'PATCH /api/projects/:id': { target: 'project', scope: 'rightThenOwn', body: { name: 'taken' } },
  'DELETE /api/projects/:id': { target: 'project', scope: 'rightThenOwn' },
  'PUT /api/projects/:id/members': {
    target: 'project',
    scope: 'rightThenOwn',
    body: { member_ids: [] },
  },
  'POST /api/projects/:id/states': {
    target: 'project',
    scope: 'rightThenOwn',
    body: { name: 'Taken', color: '#000000', group: 'started' },
  },
  'PATCH /api/projects/:id/states/:stateId': {
    target: 'project',
    scope: 'rightThenOwn',
    body: { name: 'Taken' },
  },
  'DELETE /api/projects/:id/states/:stateId': { target: 'project', scope: 'rightThenOwn' },
  'PUT /api/projects/:id/states/order': {
    target: 'project',
    scope: 'rightThenOwn',
    body: { state_ids: [randomUUID()] },
  },
  'POST /api/projects/:id/labels': {
    target: 'project',
    scope: 'rightThenOwn',
    body: { name: 'Taken', color: '#000000' },
  },
  'PATCH /api/projects/:id/labels/:labelId': {
    target: 'project',
    scope: 'rightThenOwn',
    body: { name: 'Taken' },
  },
  'DELETE /api/projects/:id/labels/:labelId': { target: 'project', scope: 'rightThenOwn' },
  'GET /api/story/:id': { target: 'story', scope: 'rightThenOwn' },
  'GET /api/task/story/key/:key': { target: 'story', scope: 'rightThenOwn' },
  'PATCH /api/story/:id': {
    target: 'story',
    scope: 'rightThenOwn',
    body: { title: 'Taken', version: 1 },
  },
  'DELETE /api/story/:id': { target: 'story', scope: 'rightThenOwn' },
  'GET /api/story/:id/timeline': { target: 'story', scope: 'rightThenOwn' },
  'POST /api/story/:id/links': {
    target: 'story',
    scope: 'rightThenOwn',
    body: { type: 'blocks', story_id: randomUUID() },
  },
  'DELETE /api/story/:id/links/:linkId': { target: 'story', scope: 'rightThenOwn' },
  'POST /api/story/:id/comments': {
    target: 'story',
    scope: 'rightThenOwn',
    body: { body: { root: { type: 'root', version: 1, children: [] } } },
  },
  'POST /api/story/:id/review': {
    target: 'story',
    scope: 'rightThenOwn',
    body: { decision: 'approve', version: 1 },
  },
  // Attachments and a story's material (ADR 0025): the story's readers only.
  'GET /api/story/:id/attachments': { target: 'story', scope: 'rightThenOwn' },
  'POST /api/story/:id/attachments': {
    target: 'story',
    scope: 'rightThenOwn',
    body: { item_ids: [randomUUID()] },
  },
  'DELETE /api/story/:id/attachments/:attachmentId': { target: 'story', scope: 'rightThenOwn' },
  'POST /api/story/:id/attachments/folder': { target: 'story', scope: 'rightThenOwn' },
  'GET /api/story/:id/attachments/:attachmentId/content': {
    target: 'story',
    scope: 'rightThenOwn',
  },
  'GET /api/story/:id/attachments/:attachmentId/thumbnail': {
    target: 'story',
    scope: 'rightThenOwn',
  },
  'POST /api/story/:id/material': { target: 'story', scope: 'rightThenOwn', body: {} },
  'GET /api/story/:id/material': { target: 'story', scope: 'rightThenOwn' },
  'POST /api/shared/:token/review': {
    target: 'driveLink',
    scope: 'token',
    body: { decision: 'approve', name: 'Guess' },
  },
  'GET /api/story/:id/time': { target: 'story', scope: 'rightThenOwn' },
  'POST /api/story/:id/time': {
    target: 'story',
    scope: 'rightThenOwn',
    body: { minutes: 5, date: '2026-01-01' },
  },
  'POST /api/story/:id/timer': { target: 'story', scope: 'rightThenOwn' },
  'PATCH /api/task/story/comment/:commentId': {
    target: 'storyComment',
    scope: 'rightThenOwn',
    body: { body: { root: { type: 'root', version: 1, children: [] } } },
  },
  'DELETE /api/task/story/comment/:commentId': { target: 'storyComment', scope: 'rightThenOwn' },
  'PUT /api/task/story/comment/:commentId/reactions': {
    target: 'storyComment',
    scope: 'rightThenOwn',
    body: { emoji: 'x' },
  },
  'DELETE /api/task/story/comment/:commentId/reactions': {
    target: 'storyComment',
    scope: 'rightThenOwn',
    query: 'emoji=x',
  },
  'DELETE /api/task/story/time/:entryId': { target: 'timeEntry', scope: 'rightThenOwn' },
  'DELETE /api/task/story/views/:viewId': { target: 'savedView', scope: 'rightThenOwn' },
  'DELETE /api/user/session/:id': { target: 'session', scope: 'own' },
  'GET /api/user/permission/team/:id': { target: 'team', scope: 'right' },
  'PUT /api/user/permission/team/:id': {
    target: 'team',
    scope: 'right',
    body: { permissions: ['Teams Management'] },
  },
  'GET /api/team/:id': { target: 'team', scope: 'right' },
  'PUT /api/team/:id': { target: 'team', scope: 'right', body: { name: 'hijacked' } },
  'DELETE /api/team/:id': { target: 'team', scope: 'right' },
  'PUT /api/team/:id/members': { target: 'team', scope: 'right', body: { members: [] } },
  'PUT /api/notification/:id/read': { target: 'notification', scope: 'own' },
  'PUT /api/notification/:id/unread': { target: 'notification', scope: 'own' },
  'PUT /api/notification/:id/archive': { target: 'notification', scope: 'own' },
  'DELETE /api/notification/:id': { target: 'notification', scope: 'own' },
  'PUT /api/attendance/correction/:id': {
    target: 'correction',
    scope: 'right',
    body: { decision: 'approve' },
  },
  'GET /api/drive/items/:id': { target: 'driveItem', scope: 'rightThenOwn' },
  'PATCH /api/drive/items/:id': {
    target: 'driveItem',
    scope: 'rightThenOwn',
    body: { name: 'hijacked', revision: 1 },
  },
  'DELETE /api/drive/items/:id': { target: 'driveItem', scope: 'rightThenOwn' },
  'PUT /api/drive/items/:id/star': { target: 'driveItem', scope: 'rightThenOwn' },
  'DELETE /api/drive/items/:id/star': { target: 'driveItem', scope: 'rightThenOwn' },
  'POST /api/drive/items/:id/trash': { target: 'driveItem', scope: 'rightThenOwn' },
  'POST /api/drive/items/:id/restore': { target: 'driveItem', scope: 'rightThenOwn' },
  'GET /api/drive/items/:id/access': { target: 'driveItem', scope: 'rightThenOwn' },
  'PUT /api/drive/items/:id/access': {
    target: 'driveItem',
    scope: 'rightThenOwn',
    body: { entries: [] },
  },
  'GET /api/drive/items/:id/content': { target: 'driveItem', scope: 'rightThenOwn' },
  'GET /api/drive/items/:id/thumbnail': { target: 'driveItem', scope: 'rightThenOwn' },
  'GET /api/drive/items/:id/versions': { target: 'driveItem', scope: 'rightThenOwn' },
  'POST /api/drive/items/:id/versions/:versionId/restore': {
    target: 'driveItem',
    scope: 'rightThenOwn',
  },
  'POST /api/drive/items/:id/copy': { target: 'driveItem', scope: 'rightThenOwn', body: {} },
  'PATCH /api/drive/uploads/:uploadId': {
    target: 'driveUpload',
    scope: 'rightThenOwn',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
  },
  'DELETE /api/drive/uploads/:uploadId': {
    target: 'driveUpload',
    scope: 'rightThenOwn',
    headers: { 'tus-resumable': '1.0.0' },
  },
  'GET /api/drive/items/:id/links': { target: 'driveItem', scope: 'rightThenOwn' },
  'GET /api/drive/links/:id': { target: 'driveLink', scope: 'rightThenOwn' },
  'PATCH /api/drive/links/:id': {
    target: 'driveLink',
    scope: 'rightThenOwn',
    body: { label: 'hijacked' },
  },
  'POST /api/drive/links/:id/revoke': { target: 'driveLink', scope: 'rightThenOwn' },
  'GET /api/drive/links/:id/log': { target: 'driveLink', scope: 'rightThenOwn' },
  // Working time (issue 23): calendars, holidays and leave types belong to the organisation and
  // need the Calendar right; a leave request is its requester's (and their approvers').
  'GET /api/calendar/calendars/:id': { target: 'calendar', scope: 'right' },
  'PUT /api/calendar/calendars/:id': {
    target: 'calendar',
    scope: 'right',
    body: { name: 'taken', time_zone: 'UTC', lines: [] },
  },
  'DELETE /api/calendar/calendars/:id': { target: 'calendar', scope: 'right' },
  'PUT /api/calendar/teams/:id': { target: 'team', scope: 'right', body: { calendar_id: null } },
  'PUT /api/calendar/users/:id': { target: 'user', scope: 'right', body: { calendar_id: null } },
  'GET /api/calendar/calendars/:id/holidays': { target: 'calendar', scope: 'right' },
  'POST /api/calendar/calendars/:id/holidays': {
    target: 'calendar',
    scope: 'right',
    body: { name: 'taken', date: '2031-01-01' },
  },
  'POST /api/calendar/calendars/:id/holidays/import': {
    target: 'calendar',
    scope: 'right',
    body: {
      ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20310101\r\nSUMMARY:New Year\r\nEND:VEVENT\r\nEND:VCALENDAR',
    },
  },
  'GET /api/calendar/calendars/:id/holidays.ics': { target: 'calendar', scope: 'right' },
  'PUT /api/calendar/holidays/:id': {
    target: 'holiday',
    scope: 'right',
    body: { name: 'taken', date: '2031-01-01' },
  },
  'DELETE /api/calendar/holidays/:id': { target: 'holiday', scope: 'right' },
  'PUT /api/leave/types/:id': {
    target: 'leaveType',
    scope: 'right',
    body: { name: 'taken', color: '#000000' },
  },
  'GET /api/leave/requests/:id': { target: 'leaveRequest', scope: 'own' },
  'GET /api/leave/requests/:id/attachment': { target: 'leaveRequest', scope: 'own' },
  'POST /api/leave/requests/:id/decision': {
    target: 'leaveRequest',
    scope: 'own',
    body: { decision: 'approve' },
  },
  'POST /api/leave/requests/:id/cancel': { target: 'leaveRequest', scope: 'own', body: {} },
  // Timesheets (ADR 0024): a week is its person's and their approvers' (a lead or a people
  // manager); a Finish Working draft is its person's alone, inside the Timesheet area.
  'GET /api/timesheet/weeks/:id': { target: 'timesheetWeek', scope: 'own' },
  'POST /api/timesheet/weeks/:id/decision': {
    target: 'timesheetWeek',
    scope: 'own',
    body: { decision: 'approve' },
  },
  'POST /api/timesheet/weeks/:id/reopen': { target: 'timesheetWeek', scope: 'own', body: {} },
  'POST /api/timesheet/drafts/:id/confirm': {
    target: 'timesheetDraft',
    scope: 'rightThenOwn',
    body: { lines: [] },
  },
  'DELETE /api/timesheet/drafts/:id': { target: 'timesheetDraft', scope: 'rightThenOwn' },
  'GET /api/shared/:token': { target: 'driveLink', scope: 'token' },
  'POST /api/shared/:token/unlock': {
    target: 'driveLink',
    scope: 'token',
    body: { password: 'guess' },
  },
  'GET /api/shared/:token/items': { target: 'driveLink', scope: 'token' },
  'GET /api/shared/:token/items/:id/content': { target: 'driveLink', scope: 'token' },
  'GET /api/shared/:token/items/:id/thumbnail': { target: 'driveLink', scope: 'token' },
  'GET /api/shared/:token/zip': {
    target: 'driveLink',
    scope: 'token',
    query: `ids=${randomUUID()}`,
  },
};

/** Strings only B's private objects contain: none may ever appear in an answer to A. */
const SECRETS = {
  email: 'bob.private@example.com',
  notification: 'bob-private-notification-title',
  pushToken: 'bob-private-push-token-0123456789',
  reason: 'bob-private-correction-reason',
  team: 'bob-private-team',
  driveItem: 'bob-private-drive-folder',
  driveLink: 'bob-private-share-link',
  project: 'bob-private-project',
  story: 'bob-private-story',
  comment: 'bob-private-comment',
  timeNote: 'bob-private-time-note',
  view: 'bob-private-view',
  leave: 'bob-private-leave-reason',
};

const PERMISSION_OF_SUBJECT = new Map<string, string>(
  Object.entries(PERMISSION_SUBJECTS).map(([permission, subject]) => [subject, permission]),
);

const nextAddress = addressSequence('10.66');
function request(
  app: FastifyInstance,
  method: string,
  url: string,
  caller: Caller,
  options: { body?: unknown; masterKey?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'GET',
    url,
    remoteAddress: nextAddress(),
    headers: {
      ...CLIENT_HEADERS,
      cookie: `atrium_session=${caller.token}`,
      ...(options.masterKey ? { 'master-key-token': options.masterKey } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

function detailOf(response: LightMyRequestResponse): string | undefined {
  try {
    const body: unknown = response.json();
    if (body && typeof body === 'object' && 'detail' in body && Object.keys(body).length === 1) {
      const { detail } = body as { detail: unknown };
      return typeof detail === 'string' ? detail : undefined;
    }
  } catch {
    // Not JSON (an image): no detail.
  }
  return undefined;
}

describe.each(testDatabases)('cross-user object access on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const inventory = createRouteInventory();
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { onRoute: inventory.observe });

  async function signedIn(username: string, permissions: readonly string[] = []) {
    const user = await seedUser(handle, { username, role: 'user', fullName: username });
    if (permissions.length > 0) {
      await seedTeam(handle, `rights-${username}`, [user.id], permissions);
    }
    return { user, token: await signIn(app, username) };
  }

  /** Everything of B's an answer to A could reveal or a request by A could change. */
  async function snapshotOfB(bobId: string, bobTeamId: string) {
    const [bob] = await handle.db.select().from(users).where(eq(users.id, bobId));
    return JSON.stringify({
      bob,
      sessions: await handle.db.select().from(sessions).where(eq(sessions.userId, bobId)),
      notifications: await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, bobId)),
      pushTokens: await handle.db.select().from(pushTokens).where(eq(pushTokens.userId, bobId)),
      corrections: await handle.db
        .select()
        .from(attendanceCorrections)
        .where(eq(attendanceCorrections.userId, bobId)),
      team: await handle.db.select().from(teams).where(eq(teams.id, bobTeamId)),
      teamPermissions: await handle.db
        .select()
        .from(teamPermissions)
        .where(eq(teamPermissions.teamId, bobTeamId)),
      teamMembers: await handle.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.teamId, bobTeamId)),
      driveItems: await handle.db.select().from(driveItems).where(eq(driveItems.ownerId, bobId)),
      driveAccess: await handle.db.select().from(driveAccess),
      driveStars: await handle.db.select().from(driveStars),
      projects: await handle.db.select().from(projects).where(eq(projects.createdBy, bobId)),
      stories: await handle.db.select().from(stories).where(eq(stories.createdBy, bobId)),
      storyComments: await handle.db
        .select()
        .from(storyComments)
        .where(eq(storyComments.authorId, bobId)),
      storyCommentReactions: await handle.db.select().from(storyCommentReactions),
      storyTimeEntries: await handle.db
        .select()
        .from(storyTimeEntries)
        .where(eq(storyTimeEntries.userId, bobId)),
      storyViews: await handle.db.select().from(storyViews).where(eq(storyViews.ownerId, bobId)),
      projectStates: await handle.db.select().from(projectStates),
      projectLabels: await handle.db.select().from(projectLabels),
      projectMembers: await handle.db.select().from(projectMembers),
      leaveRequests: await handle.db
        .select()
        .from(leaveRequests)
        .where(eq(leaveRequests.userId, bobId)),
      workCalendars: await handle.db.select().from(workCalendars),
      holidays: await handle.db.select().from(holidays),
      leaveTypes: await handle.db.select().from(leaveTypes),
      timesheetWeeks: await handle.db
        .select()
        .from(timesheetWeeks)
        .where(eq(timesheetWeeks.userId, bobId)),
      timesheetDrafts: await handle.db
        .select()
        .from(timesheetDrafts)
        .where(eq(timesheetDrafts.userId, bobId)),
    });
  }

  it("A addressing B's private objects or unknown ids on every {id} route gets 404 (403 where a right decides), never B's data", async () => {
    // B and B's private objects.
    const bob = await signedIn('xu-bob');
    await handle.db.update(users).set({ email: SECRETS.email }).where(eq(users.id, bob.user.id));
    const sessionList = await request(app, 'GET', '/api/user/sessions', bob);
    const bobSessionId = sessionList.json<{ items: { id: string }[] }>().items[0]?.id;
    const [bobNotification] = await handle.db
      .insert(notifications)
      .values({
        recipientId: bob.user.id,
        event: 'system',
        title: SECRETS.notification,
        createdAt: new Date(),
      })
      .returning();
    expect(
      (
        await request(app, 'POST', '/api/notification/fcmtoken', bob, {
          body: { token: SECRETS.pushToken, type: 'browser' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await request(app, 'POST', '/api/user/status', bob, { body: { is_available: true } }))
        .statusCode,
    ).toBe(200);
    const hour = 60 * 60 * 1000;
    const correction = await request(app, 'POST', '/api/attendance/corrections', bob, {
      body: {
        start: new Date(Date.now() - 3 * hour).toISOString(),
        end: new Date(Date.now() - 2 * hour).toISOString(),
        reason: SECRETS.reason,
      },
    });
    expect(correction.statusCode).toBe(201);
    const bobTeamId = await seedTeam(handle, SECRETS.team, [bob.user.id]);
    await handle.db.insert(teamPermissions).values([
      { teamId: bobTeamId, permission: 'Drive' },
      { teamId: bobTeamId, permission: 'Task Management' },
    ]);
    const bobFolder = await request(app, 'POST', '/api/drive/folders', bob, {
      body: { name: SECRETS.driveItem },
    });
    expect(bobFolder.statusCode).toBe(201);
    const bobUpload = await app.inject({
      method: 'POST',
      url: '/api/drive/uploads',
      headers: {
        ...CLIENT_HEADERS,
        cookie: `atrium_session=${bob.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `name ${Buffer.from(`${SECRETS.driveItem}.bin`).toString('base64')}`,
      },
    });
    expect(bobUpload.statusCode).toBe(201);
    const bobLink = await request(app, 'POST', '/api/drive/links', bob, {
      body: {
        kind: 'item',
        item_id: bobFolder.json<{ id: string }>().id,
        label: SECRETS.driveLink,
      },
    });
    expect(bobLink.statusCode).toBe(201);
    const bobLinkToken = bobLink.json<{ token: string }>().token;
    const text = (value: string) => ({
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: value }] },
        ],
      },
    });
    const bobProject = await request(app, 'POST', '/api/projects', bob, {
      body: { name: SECRETS.project, key: 'BOBX' },
    });
    expect(bobProject.statusCode).toBe(201);
    const bobStory = await request(app, 'POST', '/api/story', bob, {
      body: { project_id: bobProject.json<{ id: string }>().id, title: SECRETS.story },
    });
    expect(bobStory.statusCode).toBe(201);
    const bobStoryId = bobStory.json<{ id: string }>().id;
    const bobComment = await request(app, 'POST', `/api/story/${bobStoryId}/comments`, bob, {
      body: { body: text(SECRETS.comment) },
    });
    expect(bobComment.statusCode).toBe(201);
    const bobTime = await request(app, 'POST', `/api/story/${bobStoryId}/time`, bob, {
      body: { minutes: 5, date: '2026-01-01', note: SECRETS.timeNote },
    });
    expect(bobTime.statusCode).toBe(201);
    const bobView = await request(app, 'POST', '/api/task/story/views', bob, {
      body: { name: SECRETS.view, query: {} },
    });
    expect(bobView.statusCode).toBe(201);
    const [calendar] = await handle.db
      .insert(workCalendars)
      .values({ name: 'xu-calendar', timeZone: 'UTC' })
      .returning();
    const [holiday] = await handle.db
      .insert(holidays)
      .values({ calendarId: calendar?.id ?? '', name: 'xu-holiday', date: '2031-01-01' })
      .returning();
    const [leaveType] = await handle.db
      .insert(leaveTypes)
      .values({ name: 'xu-leave', color: '#000000' })
      .returning();
    // Monday 3 March 2031 (the built-in calendar works Monday to Friday).
    const bobLeave = await request(app, 'POST', '/api/leave/requests', bob, {
      body: {
        leave_type_id: leaveType?.id,
        start_date: '2031-03-03',
        end_date: '2031-03-03',
        reason: SECRETS.leave,
      },
    });
    expect(bobLeave.statusCode).toBe(201);
    const [bobWeek] = await handle.db
      .insert(timesheetWeeks)
      .values({ userId: bob.user.id, weekStart: '2031-03-03', status: 'submitted' })
      .returning();
    const [bobDraft] = await handle.db
      .insert(timesheetDrafts)
      .values({
        userId: bob.user.id,
        date: '2031-03-03',
        sessionMinutes: 60,
        lines: [{ storyId: bobStoryId, minutes: 60 }],
      })
      .returning();
    if (
      !bobSessionId ||
      !bobNotification ||
      !calendar ||
      !holiday ||
      !leaveType ||
      !bobWeek ||
      !bobDraft
    ) {
      throw new Error('fixture incomplete');
    }
    const idOf: Record<Target, string> = {
      user: bob.user.id,
      session: bobSessionId,
      notification: bobNotification.id,
      team: bobTeamId,
      correction: correction.json<{ id: string }>().id,
      driveItem: bobFolder.json<{ id: string }>().id,
      driveUpload: String(bobUpload.headers.location).split('/').pop() ?? '',
      driveLink: bobLink.json<{ id: string }>().id,
      project: bobProject.json<{ id: string }>().id,
      story: bobStoryId,
      storyComment: bobComment.json<{ id: string }>().id,
      timeEntry: bobTime.json<{ id: string }>().id,
      savedView: bobView.json<{ id: string }>().id,
      calendar: calendar.id,
      holiday: holiday.id,
      leaveType: leaveType.id,
      leaveRequest: bobLeave.json<{ id: string }>().id,
      timesheetWeek: bobWeek.id,
      timesheetDraft: bobDraft.id,
    };

    // A: an ordinary user; for right-based routes also A holding exactly the route's right.
    const alice = await signedIn('xu-alice');
    const withRight = new Map<string, Caller>();
    async function aliceWith(subject: string): Promise<Caller> {
      const permission = PERMISSION_OF_SUBJECT.get(subject);
      if (!permission) throw new Error(`no permission grants ${subject}`);
      let caller = withRight.get(permission);
      if (!caller) {
        caller = await signedIn(`xu-alice-${withRight.size}`, [permission]);
        withRight.set(permission, caller);
      }
      return caller;
    }

    const idRoutes = inventory.routes.filter((route) => /:[A-Za-z_]+/.test(route.url));
    const missing = idRoutes.map(routeKey).filter((key) => !(key in ID_ROUTES));
    const stale = Object.keys(ID_ROUTES).filter(
      (key) => !idRoutes.some((route) => routeKey(route) === key),
    );
    const leaks: string[] = [];
    const wrongAnswers: string[] = [];
    let requests = 0;

    const secretsIn = (response: LightMyRequestResponse) =>
      [
        ...Object.values(SECRETS),
        bobSessionId,
        bobNotification.id,
        idOf.correction,
        bobLinkToken,
      ].filter((secret) => response.body.includes(secret));

    async function probe(
      label: string,
      send: () => Promise<LightMyRequestResponse>,
      expected: { status: number[]; detail?: string },
      allowedMentions: string[] = [],
    ) {
      requests += 1;
      const before = await snapshotOfB(bob.user.id, bobTeamId);
      const response = await send();
      const after = await snapshotOfB(bob.user.id, bobTeamId);
      const found = secretsIn(response).filter((secret) => !allowedMentions.includes(secret));
      const summary = `${label} → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (found.length > 0) leaks.push(`${summary} (contains ${found.join(', ')})`);
      if (before !== after) leaks.push(`${summary} (changed B's objects)`);
      if (!expected.status.includes(response.statusCode)) {
        // Past the refusal with B's object in hand is a leak; any other surprise is a wrong answer.
        if (response.statusCode < 300) leaks.push(`${summary} (expected ${expected.status})`);
        else wrongAnswers.push(`${summary} (expected ${expected.status})`);
      } else if (expected.detail && detailOf(response) !== expected.detail) {
        wrongAnswers.push(`${summary} (expected detail ${expected.detail})`);
      }
    }

    for (const route of idRoutes) {
      const key = routeKey(route);
      const entry = ID_ROUTES[key];
      if (!entry) continue;
      const query = entry.query ? `?${entry.query}` : '';
      const bobsUrl = `${fillParams(route.url, () => idOf[entry.target])}${query}`;
      const unknownUrl = `${fillParams(route.url, () => randomUUID())}${query}`;
      const options = {
        ...(entry.body === undefined ? {} : { body: entry.body }),
        ...(entry.headers === undefined ? {} : { headers: entry.headers }),
      };
      const rightBased = route.access.kind === 'ability' || route.access.kind === 'superAdmin';

      // 1. Plain A (no permission) on B's object.
      if (entry.scope === 'own') {
        await probe(
          `${key} as A on B's ${entry.target}`,
          () => request(app, route.method, bobsUrl, alice, options),
          {
            status: [404],
            detail: ERROR_DETAILS.notFound,
          },
        );
      } else if (entry.scope === 'right') {
        expect({ key, rightBased }).toEqual({ key, rightBased: true });
        await probe(
          `${key} as A without the right on B's ${entry.target}`,
          () => request(app, route.method, bobsUrl, alice, options),
          {
            status: [403],
            detail: ERROR_DETAILS.forbidden,
          },
        );
      } else if (entry.scope === 'rightThenOwn') {
        expect({ key, rightBased }).toEqual({ key, rightBased: true });
        await probe(
          `${key} as A without the right on B's ${entry.target}`,
          () => request(app, route.method, bobsUrl, alice, options),
          { status: [403], detail: ERROR_DETAILS.forbidden },
        );
        if (route.access.kind === 'ability') {
          const withTheRight = await aliceWith(route.access.subject);
          await probe(
            `${key} as A with the right on B's ${entry.target}`,
            () => request(app, route.method, bobsUrl, withTheRight, options),
            { status: [404], detail: ERROR_DETAILS.notFound },
          );
        }
      } else if (entry.scope === 'token') {
        await probe(
          `${key} with B's ${entry.target} id in the token's place`,
          () => request(app, route.method, bobsUrl, alice, options),
          { status: [404], detail: ERROR_DETAILS.notFound },
        );
      } else {
        // Shared by design: B's id may come back, nothing private may.
        await probe(
          `${key} as A on B's ${entry.target} (shared: ${entry.reason ?? ''})`,
          () => request(app, route.method, bobsUrl, alice, options),
          { status: [200, 404] },
        );
      }

      // 2. Unknown ids: 404 for whoever may use the route (A with the route's right if needed).
      let caller: Caller = alice;
      let masterKey: string | undefined;
      if (route.access.kind === 'ability') caller = await aliceWith(route.access.subject);
      if (route.masterKey) masterKey = await grantMasterKey(handle, caller);
      await probe(
        `${key} as A${caller === alice ? '' : ' with the right'} on an unknown id`,
        () =>
          request(app, route.method, unknownUrl, caller, {
            ...options,
            ...(masterKey ? { masterKey } : {}),
          }),
        {
          status: [404],
          detail: ERROR_DETAILS.notFound,
        },
      );
      // A malformed id is no different from an unknown one (never a 500 or a database error).
      await probe(
        `${key} as A on a malformed id`,
        () =>
          request(
            app,
            route.method,
            `${fillParams(route.url, () => "1' or '1'='1")}${query}`,
            caller,
            {
              ...options,
              ...(masterKey ? { masterKey } : {}),
            },
          ),
        { status: [400, 404] },
      );
    }

    // Objects addressed by a user_id in the query or by their value instead of a path id.
    const queryCases: [string, string, string, number][] = [
      ['GET', `/api/user/status?user_id=${bob.user.id}`, "B's status history", 403],
      ['GET', `/api/attendance/sessions?user_id=${bob.user.id}`, "B's attendance sessions", 403],
      [
        'GET',
        `/api/attendance/summary?user_id=${bob.user.id}&from_date=2026-01-01&to_date=2026-01-07`,
        "B's attendance summary",
        403,
      ],
      ['GET', `/api/attendance/corrections?user_id=${bob.user.id}`, "B's corrections", 403],
      ['GET', `/api/leave/requests?user_id=${bob.user.id}`, "B's leave requests", 403],
      ['GET', `/api/leave/balances?user_id=${bob.user.id}`, "B's leave balances", 403],
      ['GET', `/api/leave/adjustments?user_id=${bob.user.id}`, "B's balance adjustments", 403],
      [
        'GET',
        `/api/calendar/schedule?user_id=${bob.user.id}&from_date=2031-03-01&to_date=2031-03-07`,
        "B's schedule",
        403,
      ],
      [
        'DELETE',
        `/api/notification/fcmtoken?token=${encodeURIComponent(SECRETS.pushToken)}`,
        "B's push token",
        404,
      ],
    ];
    for (const [method, url, what, status] of queryCases) {
      await probe(`${method} ${url} as A (${what})`, () => request(app, method, url, alice), {
        status: [status],
      });
    }
    // A's own lists never include B's objects.
    for (const url of [
      '/api/notifications',
      '/api/user/sessions',
      '/api/attendance/corrections',
      '/api/user/status',
      '/api/attendance/sessions',
      '/api/leave/requests?scope=all',
      '/api/leave/requests?scope=to_approve',
      '/api/leave/adjustments',
      '/api/leave/team-calendar?from_date=2031-03-01&to_date=2031-03-31',
    ]) {
      await probe(`GET ${url} as A (own list)`, () => request(app, 'GET', url, alice), {
        status: [200],
      });
    }

    printScoreboard(`cross-user on ${testDatabase.name}`, [
      [
        `cross-user object access on every {id} route (${idRoutes.length} routes, ${requests} requests incl. ${queryCases.length} user_id/token-addressed calls): leaks`,
        String(leaks.length),
      ],
    ]);
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
    expect(leaks).toEqual([]);
    expect(wrongAnswers).toEqual([]);
    expect(idRoutes.length).toBeGreaterThanOrEqual(Object.keys(ID_ROUTES).length);
  }, 300_000);
});
