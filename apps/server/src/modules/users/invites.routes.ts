import {
  detailErrorSchema,
  fieldErrorsSchema,
  inviteUserRequestSchema,
  userIdParamsSchema,
  userInviteEndpoints,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvitesService } from './invites.service.ts';
import { actorOf } from '../user/user.access.ts';
import { sendUserError } from '../user/user.errors.ts';

export interface InvitesRoutesOptions {
  invitesService: InvitesService;
}

/** The same right as creating a user: inviting makes an account. */
const USER_ABILITY = { action: 'manage', subject: 'User' } as const;
const TAGS = ['users'];

const errors = {
  400: fieldErrorsSchema.or(detailErrorSchema),
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: detailErrorSchema,
};

/** Invitations by e-mail: the account, and its link sent (again). */
export const invitesRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (
  app,
  { invitesService },
) => {
  app.setErrorHandler(sendUserError);
  const e = userInviteEndpoints;

  app.post(
    e.invite.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.invite.summary,
        tags: TAGS,
        body: inviteUserRequestSchema,
        response: { 201: e.invite.response, ...errors },
      },
    },
    async (request, reply) => {
      const user = await invitesService.invite(actorOf(request), request.body);
      request.log.info({ event: 'user_invited', userId: user.id }, 'user invited');
      return reply.code(201).send(user);
    },
  );

  app.post(
    e.resendInvite.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.resendInvite.summary,
        tags: TAGS,
        params: userIdParamsSchema,
        response: { 200: e.resendInvite.response, ...errors },
      },
    },
    async (request) => {
      const user = await invitesService.resend(actorOf(request), request.params.id);
      request.log.info({ event: 'user_invite_resent', userId: user.id }, 'invitation sent again');
      return user;
    },
  );
};
