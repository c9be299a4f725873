import { z } from 'zod';
import { defineEndpoint } from './common.ts';
import { EMAIL_MAX, INVITE_TOKEN_TTL_MS } from './user.constants.ts';
import { USER_FIELD_MESSAGES } from './user.messages.constants.ts';
import { USER_ROUTES } from './user.routes.constants.ts';
import { createUserRequestSchema, userSchema } from './user.ts';

const INVITE_DAYS = INVITE_TOKEN_TTL_MS / (24 * 60 * 60 * 1000);

/**
 * `POST /user/invite`: the create form's fields without a password; the e-mail is required (the
 * link goes there) and must not be another user's. The account cannot sign in until the person
 * has chosen a password through the link.
 */
export const inviteUserRequestSchema = createUserRequestSchema
  .omit({ password: true, must_change_password: true })
  .extend({
    email: z
      .email({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? USER_FIELD_MESSAGES.required
            : USER_FIELD_MESSAGES.email,
      })
      .max(EMAIL_MAX),
  });
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

export const userInviteEndpoints = {
  invite: defineEndpoint({
    ...USER_ROUTES.invite,
    summary: `Invite a person by e-mail (User permission; only a super admin invites a super admin): the account has no password until they choose one through the link, which works once for ${INVITE_DAYS} days.`,
    body: inviteUserRequestSchema,
    response: userSchema,
  }),
  resendInvite: defineEndpoint({
    ...USER_ROUTES.resendInvite,
    summary:
      'E-mail a pending invitation again with a new link; the previous link stops working (User permission).',
    response: userSchema,
  }),
} as const;
