import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '@fastify/cookie';
import type { Authenticated, UserService } from '../modules/user/user.service.ts';
import { SESSION_ABSOLUTE_MS } from '../modules/user/user.service.ts';
import { HttpError } from './errors.ts';

export const SESSION_COOKIE = 'atrium_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session; set on routes that declare `auth` or `ability`. */
    auth: Authenticated | null;
  }
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

/** Resolves the session before the body is even parsed, for routes that need one. */
export const authPlugin = fp(
  async (app: FastifyInstance, { userService }: { userService: UserService }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (!config.auth && !config.ability) return;
      const token = readToken(request);
      const auth = token ? await userService.authenticate(token) : null;
      if (!auth) throw new HttpError(401, ERROR_DETAILS.invalidToken);
      request.auth = auth;
    });
  },
  { name: 'atrium-auth', dependencies: ['@fastify/cookie'] },
);
