/**
 * Signed-in callers for the server suites (users, account, security, …): seeding and signing in,
 * requests as the web client makes them, master-key tokens and teams that grant permissions. The
 * app and database lifecycle itself is helpers.ts `useTestApp`.
 */
import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import {
  masterKeyTokens,
  teamMembers,
  teamPermissions,
  teams,
  type UserRow,
} from '../db/schema/index.ts';
import { generateSessionToken, hashToken } from '../lib/tokens.ts';
import { CLIENT_HEADERS, login, PASSWORD, seedUser, sessionCookie } from './helpers.ts';
import { createUserRepo } from '../modules/user/user.repo.ts';

export const INVALID_TOKEN = { detail: ERROR_DETAILS.invalidToken };
export const FORBIDDEN = { detail: ERROR_DETAILS.forbidden };
export const NOT_FOUND = { detail: ERROR_DETAILS.notFound };
export const MASTER_PASSWORD_REQUIRED = { detail: ERROR_DETAILS.masterPasswordRequired };
/** An id that belongs to nobody. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * `expectDetail` asserts a `{detail}` answer and counts, for a module's security scoreboard, the
 * 401s that do not say `Invalid Token` and the 403s that do (`wrongDetail`).
 */
export function detailChecker() {
  const wrongDetail = { on401: 0, on403: 0 };
  function expectDetail(response: LightMyRequestResponse, status: number, detail: string) {
    const body = response.json<{ detail?: string }>();
    if (response.statusCode === 401 && body.detail !== ERROR_DETAILS.invalidToken) {
      wrongDetail.on401 += 1;
    }
    if (response.statusCode === 403 && body.detail === ERROR_DETAILS.invalidToken) {
      wrongDetail.on403 += 1;
    }
    expect(response.statusCode).toBe(status);
    expect(body).toEqual({ detail });
  }
  return { wrongDetail, expectDetail };
}

/** A signed-in caller: the row and the session cookie value. */
export interface Caller {
  user: UserRow;
  token: string;
}

export async function seedAndSignIn(
  app: FastifyInstance,
  handle: DatabaseHandle,
  values: Parameters<typeof seedUser>[1] & { username: string },
): Promise<Caller> {
  const user = await seedUser(handle, values);
  const token = sessionCookie(await login(app, { username: values.username, password: PASSWORD }));
  return { user, token };
}

/** One request as the web client makes it: cookie, CSRF header, optional master-key token. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    token?: string | undefined;
    payload?: unknown;
    masterKey?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...CLIENT_HEADERS,
      ...(options.masterKey === undefined ? {} : { [MASTER_KEY_HEADER]: options.masterKey }),
      ...(options.token === undefined ? {} : { cookie: `atrium_session=${options.token}` }),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

/** A live master-key token bound to the caller's session, as the master-key check issues. */
export async function grantMasterKey(handle: DatabaseHandle, caller: Caller): Promise<string> {
  const found = await createUserRepo(handle.db).findSession(hashToken(caller.token));
  if (!found) throw new Error('grantMasterKey: no session');
  const token = generateSessionToken();
  const now = new Date();
  await handle.db.insert(masterKeyTokens).values({
    tokenHash: hashToken(token),
    sessionId: found.session.id,
    userId: caller.user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 15 * 60 * 1000),
  });
  return token;
}

/** A team with these members, granting them these permissions (how rights are given); its id. */
export async function seedTeam(
  handle: DatabaseHandle,
  name: string,
  memberIds: readonly string[] = [],
  permissions: readonly string[] = [],
): Promise<string> {
  const [team] = await handle.db.insert(teams).values({ name }).returning({ id: teams.id });
  if (!team) throw new Error('seedTeam: no row');
  if (memberIds.length > 0) {
    await handle.db
      .insert(teamMembers)
      .values(memberIds.map((userId) => ({ teamId: team.id, userId })));
  }
  if (permissions.length > 0) {
    await handle.db
      .insert(teamPermissions)
      .values(permissions.map((permission) => ({ teamId: team.id, permission })));
  }
  return team.id;
}

/** The super admin the users suites act as. */
export const signInRoot = (app: FastifyInstance, handle: DatabaseHandle) =>
  seedAndSignIn(app, handle, { username: 'root', role: 'super_admin', fullName: 'Root Admin' });

/** A user without any permission. */
export const signInPlainUser = (app: FastifyInstance, handle: DatabaseHandle) =>
  seedAndSignIn(app, handle, { username: 'plain', role: 'user', fullName: 'Plain User' });

/** An admin whose team grants Users Management (and nothing else). */
export async function signInUserManager(
  app: FastifyInstance,
  handle: DatabaseHandle,
): Promise<Caller> {
  const caller = await seedAndSignIn(app, handle, {
    username: 'manager',
    role: 'admin',
    fullName: 'Team Manager',
  });
  await seedTeam(handle, 'People', [caller.user.id], ['Users Management']);
  return caller;
}

/** A strong password the policy accepts. */
export const NEW_PASSWORD = 'violet lantern orbit 42';
