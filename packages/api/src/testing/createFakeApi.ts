import { fakeProfile } from './fakeProfile.ts';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { AuditEntry } from '../contracts/audit.ts';
import { ERROR_DETAILS } from '../contracts/common.ts';
import type { Notification, ServerEvent } from '../contracts/notification.ts';
import type { Profile, Role } from '../contracts/user.ts';
import { createFakeAttendance, type FakeAttendanceUser } from './fakeAttendance.ts';
import { createFakeDrive, type FakeDriveOptions } from './fakeDrive.ts';
import { createFakeDriveLinks, type FakeSharedLink } from './fakeDriveLinks.ts';
import { createFakeNotifications } from './fakeNotifications.ts';
import { createFakeStories, type FakeProjectSeed } from './fakeStories.ts';
import { createFakeTeams, type FakeTeamsUser } from './fakeTeams.ts';
import { createFakeUsers, type FakeUserDetails } from './fakeUsers.ts';
import { createFakeWorkingTime } from './fakeWorkingTime.ts';
import { createFakeTimesheet, type FakeTimesheetSeed } from './fakeTimesheet.ts';

export interface FakeUser {
  username: string;
  password: string;
  role?: Role;
  permissions?: string[];
  full_name?: string;
  language?: 'en' | 'ar';
}

export interface FakeApiOptions {
  users?: FakeUser[];
  /** Start signed in as this username. */
  signedInAs?: string;
  /** Milliseconds every call waits; `Infinity` keeps calls pending forever (loading stories). */
  latencyMs?: number;
  /** Make every call fail with this error (error stories). */
  failWith?: ApiError;
  /** The signed-in user's inbox at the start. */
  notifications?: Notification[];
  /** The master password the fake's master-key check accepts; none is set when omitted. */
  masterPassword?: string;
  /** The audit log at the start, newest first. */
  audit?: AuditEntry[];
  /** Folders and files in the signed-in user's drive at the start. */
  drive?: FakeDriveOptions;
  /** Share links at the start, over the drive's start content (made by the first user). */
  sharedLinks?: FakeSharedLink[];
  /** Projects (with their stories) at the start, led by the first user. */
  projects?: FakeProjectSeed[];
  /** The timesheet at the start: calendar, stories and projects to log on, hours, weeks, drafts. */
  timesheet?: FakeTimesheetSeed;
}

export interface FakeApi extends ApiClient {
  /** Calls made so far, newest last: `user.login`, `user.profile`, … */
  readonly calls: string[];
  /** Delivers a live event to `notification.subscribe` listeners (a push arriving). */
  emitEvent(event: ServerEvent): void;
}

export const FAKE_ADMIN: FakeUser = {
  username: 'admin',
  password: 'correct horse battery',
  role: 'super_admin',
  full_name: 'Atrium Admin',
};

let idCounter = 0;
function fakeId(): string {
  idCounter += 1;
  return `00000000-0000-4000-8000-${idCounter.toString().padStart(12, '0')}`;
}

function toProfile(user: FakeUser, id: string, details: FakeUserDetails): Profile {
  const more = details.get(id);
  return fakeProfile({
    ...(more
      ? {
          email: more.email,
          phone: more.phone,
          job_title: more.job_title,
          time_zone: more.time_zone,
          avatar: more.avatar,
          is_available: more.is_available,
          must_change_password: more.must_change_password,
        }
      : {}),
    id,
    username: user.username,
    full_name: user.full_name ?? user.username,
    role: user.role ?? 'user',
    permissions: user.permissions ?? [],
    language: user.language ?? 'en',
  });
}

/** An in-memory stand-in for the API with the same behaviour the real server promises. */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  // Copies: the fake edits its users in place, and a test's seed (or FAKE_ADMIN) outlives the fake.
  const users = (options.users ?? [FAKE_ADMIN]).map((user) => ({
    user: structuredClone(user),
    id: fakeId(),
  }));
  let current = users.find((entry) => entry.user.username === options.signedInAs);
  const calls: string[] = [];

  async function respond<T>(name: string, produce: () => T): Promise<T> {
    calls.push(name);
    const latency = options.latencyMs ?? 0;
    if (latency === Infinity) return new Promise<T>(() => undefined);
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    if (options.failWith) throw options.failWith;
    return produce();
  }

  const invalidToken = (url: string) =>
    new ApiError({ kind: 'detail', status: 401, url, detail: ERROR_DETAILS.invalidToken });
  const notifications = createFakeNotifications(
    respond,
    (url) => {
      if (!current) throw invalidToken(url);
    },
    options.notifications,
  );

  const asAttendanceUser = (entry: { user: FakeUser; id: string }): FakeAttendanceUser => ({
    id: entry.id,
    username: entry.user.username,
    full_name: entry.user.full_name ?? entry.user.username,
    role: entry.user.role ?? 'user',
    permissions: entry.user.permissions ?? [],
  });
  const attendance = createFakeAttendance(
    respond,
    (url) => {
      if (!current) throw invalidToken(url);
      return asAttendanceUser(current);
    },
    () => users.map(asAttendanceUser),
    fakeId,
  );

  const asTeamsUser = (entry: { user: FakeUser; id: string }): FakeTeamsUser => ({
    id: entry.id,
    username: entry.user.username,
    full_name: entry.user.full_name ?? entry.user.username,
    role: entry.user.role ?? 'user',
    permissions: entry.user.permissions ?? [],
  });
  const admin = createFakeTeams(
    respond,
    (url) => {
      if (!current) throw invalidToken(url);
      return asTeamsUser(current);
    },
    () => users.map(asTeamsUser),
    fakeId,
    {
      ...(options.masterPassword === undefined ? {} : { masterPassword: options.masterPassword }),
      ...(options.audit === undefined ? {} : { audit: options.audit }),
    },
  );

  const signedInDriveUser = (url: string) => {
    if (!current) throw invalidToken(url);
    return asTeamsUser(current);
  };
  const { store: driveStore, ...drive } = createFakeDrive(
    respond,
    signedInDriveUser,
    () => users.map(asTeamsUser),
    fakeId,
    options.drive,
  );
  const { driveLinks, shared, markStoryMaterial } = createFakeDriveLinks(
    respond,
    signedInDriveUser,
    () => users.map(asTeamsUser),
    driveStore,
    fakeId,
    options.sharedLinks,
  );

  const userDetails: FakeUserDetails = new Map();
  const userCalls = createFakeUsers(
    respond,
    () => users,
    () => current,
    (entry) => users.push(entry),
    fakeId,
    userDetails,
    admin.membership,
  );

  return {
    calls,
    permission: admin.permission,
    team: admin.team,
    settings: admin.settings,
    audit: admin.audit,
    attendance,
    drive,
    driveLinks,
    shared,
    ...createFakeStories(
      respond,
      signedInDriveUser,
      () => users.map(asTeamsUser),
      fakeId,
      options.projects,
      admin.membership.holdsMasterKey,
      {
        store: driveStore,
        user: signedInDriveUser,
        createMaterial: async (body) => {
          const link = await driveLinks.create(body);
          markStoryMaterial(link.id);
          return link;
        },
      },
    ),
    ...createFakeWorkingTime(
      respond,
      signedInDriveUser,
      () => users.map(asTeamsUser),
      fakeId,
      admin.membership.membersOf,
    ),
    ...createFakeTimesheet(
      respond,
      signedInDriveUser,
      () => users.map(asTeamsUser),
      fakeId,
      options.timesheet,
    ),
    emitEvent: notifications.emit,
    notification: notifications.resource,
    user: {
      ...userCalls,
      login: (credentials) =>
        respond('user.login', () => {
          const match = users.find(
            (entry) =>
              entry.user.username === credentials.username.trim() &&
              entry.user.password === credentials.password &&
              // An invited person has no password until they accept the invitation.
              !userDetails.get(entry.id)?.invited_at,
          );
          if (!match) {
            throw new ApiError({
              kind: 'detail',
              status: 401,
              url: '/api/user/login',
              detail: ERROR_DETAILS.invalidCredentials,
            });
          }
          current = match;
          return toProfile(match.user, match.id, userDetails);
        }),
      profile: () =>
        respond('user.profile', () => {
          if (!current) throw invalidToken('/api/user/profile');
          return toProfile(current.user, current.id, userDetails);
        }),
      logout: () =>
        respond('user.logout', () => {
          current = undefined;
          return { ok: true as const };
        }),
    },
  };
}
