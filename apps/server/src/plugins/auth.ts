import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '@fastify/cookie';
import type { Authenticated, UserService } from '../modules/user/user.service.ts';
import { SESSION_ABSOLUTE_MS } from '../modules/user/sessionPolicy.ts';
import { HttpError } from './errors.ts';

export const SESSION_COOKIE = 'atrium_session';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, session and permission names; set on routes that declare `auth`,
     * `ability` or `superAdmin`.
     */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** The permission names a user's teams grant right now (one query), e.g. for the login answer. */
    userPermissions(userId: string): Promise<string[]>;
  }
}

/** Where the permission names come from: the union over the user's teams (modules/permission). */
export interface PermissionSource {
  permissionsOfUser(userId: string): Promise<string[]>;
}

/** The presented token: `Authorization: Bearer …` first, then the session cookie. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return request.cookies[SESSION_COOKIE];
}

export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new HttpError(401, ERROR_DETAILS.invalidToken);
  return request.auth;
}

interface CookieSettings {
  production: boolean;
}

function cookieOptions(request: FastifyRequest, { production }: CookieSettings) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    // Secure only where the browser will send it back: production over https.
    // Plain http://localhost keeps working.
    secure: production && request.protocol === 'https',
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  settings: CookieSettings,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request, settings),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, settings));
}

/**
 * Resolves the session before the body is even parsed, for routes that need one, and reads the
 * caller's permission names from the database on every request: a change to a team's
 * permissions or members takes effect on the caller's next request (security.md).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { userService, permissions }: { userService: UserService; permissions: PermissionSource },
  ) => {
    app.decorateRequest('auth', null);
    app.decorate('userPermissions', (userId: string) => permissions.permissionsOfUser(userId));
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (!config.auth && !config.ability && !config.superAdmin) return;
      const token = readToken(request);
      // the session, its user and the user's permission names come from one query
      const found = token ? await userService.authenticate(token) : null;
      if (!found) throw new HttpError(401, ERROR_DETAILS.invalidToken);
      request.auth = found;
    });
  },
  { name: 'atrium-auth', dependencies: ['@fastify/cookie'] },
);
