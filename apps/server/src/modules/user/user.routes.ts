import {
  detailErrorSchema,
  ERROR_DETAILS,
  loginRequestSchema,
  userEndpoints,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearSessionCookie,
  requireAuth,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/auth.ts';
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

  app.post(
    login.path,
    {
      config: { public: true, rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        summary: login.summary,
        tags: ['user'],
        body: loginRequestSchema,
        response: { 200: login.response, 401: detailErrorSchema, 429: detailErrorSchema },
      },
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

  app.get(
    profile.path,
    {
      config: { auth: true, duringPasswordChange: true },
      schema: {
        summary: profile.summary,
        tags: ['user'],
        response: { 200: profile.response, 401: detailErrorSchema },
      },
    },
    async (request) => {
      const { user, permissions } = requireAuth(request);
      return userService.toProfile(user, permissions);
    },
  );

  app.post(
    logout.path,
    {
      config: { auth: true, duringPasswordChange: true },
      schema: {
        summary: logout.summary,
        tags: ['user'],
        response: { 200: logout.response, 401: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { session, user } = requireAuth(request);
      await userService.logout(session.id);
      request.log.info({ event: 'authn_logout', userId: user.id }, 'signed out');
      clearSessionCookie(request, reply, { production });
      return { ok: true as const };
    },
  );
};
