import {
  INVITE_LINK_PARAM,
  INVITE_TOKEN_TTL_MS,
  RESET_PASSWORD_PATH,
  USER_ERROR_DETAILS,
  type InviteUserRequest,
  type Language,
  type User,
} from '@atrium/api/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailMessage, Mailer } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import { forbidden, notFound, RuleViolation } from '../user/user.errors.ts';
import { generateResetToken, toUser, type Actor } from '../user/user.shared.ts';
import type { UsersQueries, UsersRepo } from './users.repo.ts';
import type { UsersService } from './users.service.ts';

const INVITE_DAYS = INVITE_TOKEN_TTL_MS / (24 * 60 * 60 * 1000);

/** The invitation in the invitee's language, like the reset mail (account/account.service.ts). */
const INVITE_MAIL: Record<
  Language,
  {
    subject: string;
    text: (mail: { link: string; name: string; username: string; inviter: string }) => string;
  }
> = {
  en: {
    subject: 'You are invited to Atrium',
    text: ({ link, name, username, inviter }) =>
      [
        `Hello ${name},`,
        '',
        `${inviter} has made you an Atrium account. Your username is: ${username}`,
        '',
        `To choose your password, open this link within ${INVITE_DAYS} days:`,
        '',
        link,
        '',
        'The link works once. After choosing your password, sign in with your username and it. If you did not expect this invitation, ignore this message.',
      ].join('\n'),
  },
  ar: {
    subject: 'دعوة للانضمام إلى Atrium',
    text: ({ link, name, username, inviter }) =>
      [
        `مرحبًا ${name}،`,
        '',
        `أنشأ لك ${inviter} حسابًا في Atrium. اسم المستخدم الخاص بك: ${username}`,
        '',
        `لاختيار كلمة المرور، افتح هذا الرابط خلال ${INVITE_DAYS} أيام:`,
        '',
        link,
        '',
        'يعمل الرابط مرة واحدة فقط. بعد اختيار كلمة المرور سجّل الدخول باسم المستخدم وكلمة المرور. إن لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.',
      ].join('\n'),
  },
};

export interface InvitesServiceDeps {
  repo: UsersRepo;
  clock: Clock;
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_ORIGIN); never taken from a request's Host header. */
  appOrigin: string;
  /** The account rules every new account follows (role, teams, username, audit row). */
  users: Pick<UsersService, 'checkNewAccount' | 'insertAccount'>;
  logger: FastifyBaseLogger;
}

export type InvitesService = ReturnType<typeof createInvitesService>;

/**
 * Invitations: an account without a usable password and a single-use link (a reset token that
 * lives INVITE_TOKEN_TTL_MS) through which the person chooses one; the reset-password route
 * accepts it (account/account.service.ts), and the account can sign in from then on.
 */
export function createInvitesService({
  repo,
  clock,
  mailer,
  appOrigin,
  users,
  logger,
}: InvitesServiceDeps) {
  /** Stores a new link for the user in the transaction (the previous ones stop working). */
  async function issueLink(tx: UsersQueries, userId: string, now: Date): Promise<string> {
    const token = generateResetToken();
    await tx.retireResetTokens(userId, now);
    await tx.insertResetToken({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
    });
    return token;
  }

  function message(row: UserRow, email: string, token: string, inviter: string): MailMessage {
    const link = new URL(RESET_PASSWORD_PATH, appOrigin);
    link.searchParams.set('token', token);
    link.searchParams.set(INVITE_LINK_PARAM, '1');
    const mail = INVITE_MAIL[row.language];
    return {
      to: email,
      subject: mail.subject,
      text: mail.text({
        link: link.toString(),
        name: row.fullName,
        username: row.username,
        inviter,
      }),
    };
  }

  /**
   * After the commit. A failed hand-over leaves the invitation pending (the list says so and
   * offers to send it again), so it is logged rather than failing the answer.
   */
  async function send(actor: Actor, row: UserRow, token: string): Promise<void> {
    if (!row.email) return;
    const inviter = (await repo.findById(actor.id))?.fullName ?? 'Atrium';
    try {
      await mailer.send(message(row, row.email, token, inviter));
    } catch (error) {
      logger.error(
        { err: error, event: 'user_invite_mail_failed', userId: row.id },
        'invitation mail not sent',
      );
    }
  }

  return {
    async invite(actor: Actor, input: InviteUserRequest): Promise<User> {
      const teamIds = await users.checkNewAccount(actor, input);
      // A hash of a secret nobody ever sees: no password opens the account (login refuses an
      // invited account anyway), and sign-in costs the same argon2 verification as for anyone.
      const passwordHash = await hashPassword(generateResetToken());
      const now = clock.now();
      let token = '';
      let created: UserRow | undefined;
      const user = await users.insertAccount(actor, input, teamIds, {
        passwordHash,
        mustChangePassword: false,
        invitedAt: now,
        // insertAccount refuses an address another account has, as for any new account.
        action: 'user_invited',
        afterInsert: async (tx, row) => {
          token = await issueLink(tx, row.id, now);
          created = row;
        },
      });
      if (created) await send(actor, created, token);
      return user;
    },

    /** A new link for a pending invitation; the previous link stops working. */
    async resend(actor: Actor, id: string): Promise<User> {
      const now = clock.now();
      const { row, token } = await repo.transaction(async (tx) => {
        const target = await tx.lockById(id);
        if (!target) throw notFound();
        if (target.role === 'super_admin' && actor.role !== 'super_admin') {
          throw forbidden(USER_ERROR_DETAILS.superAdminOnly);
        }
        if (!target.isActive || !target.invitedAt) {
          throw new RuleViolation('conflict', USER_ERROR_DETAILS.notInvited);
        }
        if (!target.email) {
          throw new RuleViolation('conflict', USER_ERROR_DETAILS.invitationNeedsEmail);
        }
        const issued = await issueLink(tx, target.id, now);
        const updated = await tx.update(target.id, { invitedAt: now, updatedAt: now });
        if (!updated) throw notFound();
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: 'user_invite_resent',
          targetType: 'user',
          targetId: target.id,
          ip: actor.ip,
        });
        return { row: updated, token: issued };
      });
      await send(actor, row, token);
      const teams = await repo.teamIdsOf([row.id]);
      return toUser(row, teams.get(row.id) ?? []);
    },
  };
}
