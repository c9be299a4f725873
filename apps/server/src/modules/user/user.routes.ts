import { detailErrorSchema, ERROR_DETAILS, userEndpoints } from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearSessionCookie,
  requireAuth,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/auth.ts';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { HttpError } from '../../plugins/errors.ts';
import { LOGIN_RATE_LIMIT } from '../../plugins/rateLimit.ts';
import type { UserService } from './user.service.ts';

export interface UserRoutesOptions {
  userService: UserService;
  production: boolean;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { userService, production },
) => {
  const { login, profile, logout } = userEndpoints;
  const route = contractRoutes(app, { tags: ['user'], errors: { 401: detailErrorSchema } });

  route(
    login,
    {
      config: { public: true, rateLimit: LOGIN_RATE_LIMIT },
      errors: { 401: detailErrorSchema, 429: detailErrorSchema },
    },
    async (request, reply) => {
      const signedIn = await userService.login({
        username: request.body.username,
        password: request.body.password,
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
        previousToken: request.cookies[SESSION_COOKIE],
      });
      if (!signedIn) {
        request.log.info({ event: 'authn_login_fail' }, 'sign-in refused');
        throw new HttpError(401, ERROR_DETAILS.invalidCredentials);
      }
      request.log.info({ event: 'authn_login_success', userId: signedIn.user.id }, 'signed in');
      setSessionCookie(request, reply, signedIn.token, { production });
      const body = userService.toProfile(
        signedIn.user,
        await app.userPermissions(signedIn.user.id),
      );
      return request.body.bearer === true ? { ...body, token: signedIn.token } : body;
    },
  );

  route(profile, { config: { auth: true, duringPasswordChange: true } }, async (request) => {
    const { user, permissions } = requireAuth(request);
    return userService.toProfile(user, permissions);
  });

  route(logout, { config: { auth: true, duringPasswordChange: true } }, async (request, reply) => {
    const { session, user } = requireAuth(request);
    await userService.logout(session.id);
    request.log.info({ event: 'authn_logout', userId: user.id }, 'signed out');
    clearSessionCookie(request, reply, { production });
    return { ok: true as const };
  });
};
