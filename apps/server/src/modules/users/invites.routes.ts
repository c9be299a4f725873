import {
  detailErrorSchema,
  fieldErrorsSchema,
  userIdParamsSchema,
  userInviteEndpoints,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import type { InvitesService } from './invites.service.ts';
import { actorOf, USER_ABILITY } from '../user/user.access.ts';
import { sendUserError } from '../user/user.errors.ts';

export interface InvitesRoutesOptions {
  invitesService: InvitesService;
}

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
  const route = contractRoutes(app, { tags: TAGS, errors });

  // The same right as creating a user: inviting makes an account.
  route(e.invite, { config: { ability: USER_ABILITY }, status: 201 }, async (request, reply) => {
    const user = await invitesService.invite(actorOf(request), request.body);
    request.log.info({ event: 'user_invited', userId: user.id }, 'user invited');
    return reply.code(201).send(user);
  });

  route(
    e.resendInvite,
    { config: { ability: USER_ABILITY }, params: userIdParamsSchema },
    async (request) => {
      const user = await invitesService.resend(actorOf(request), request.params.id);
      request.log.info({ event: 'user_invite_resent', userId: user.id }, 'invitation sent again');
      return user;
    },
  );
};
