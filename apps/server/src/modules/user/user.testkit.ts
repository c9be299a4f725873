import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { masterKeyTokens, teamMembers, teams, type UserRow } from '../../db/schema/index.ts';
import { generateSessionToken, hashToken } from '../../lib/tokens.ts';
import { CLIENT_HEADERS, login, PASSWORD, seedUser, sessionCookie } from '../../test/helpers.ts';
import { createUserRepo } from './user.repo.ts';

export const INVALID_TOKEN = { detail: ERROR_DETAILS.invalidToken };
export const FORBIDDEN = { detail: ERROR_DETAILS.forbidden };
export const NOT_FOUND = { detail: ERROR_DETAILS.notFound };
export const MASTER_PASSWORD_REQUIRED = { detail: ERROR_DETAILS.masterPasswordRequired };
/** An id that belongs to nobody. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

export async function seedTeam(
  handle: DatabaseHandle,
  name: string,
  memberIds: readonly string[] = [],
): Promise<string> {
  const [team] = await handle.db.insert(teams).values({ name }).returning({ id: teams.id });
  if (!team) throw new Error('seedTeam: no row');
  if (memberIds.length > 0) {
    await handle.db
      .insert(teamMembers)
      .values(memberIds.map((userId) => ({ teamId: team.id, userId })));
  }
  return team.id;
}

/** A strong password the policy accepts. */
export const NEW_PASSWORD = 'violet lantern orbit 42';
