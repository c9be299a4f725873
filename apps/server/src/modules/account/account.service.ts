import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  AVATAR_MAX_HEIGHT,
  AVATAR_MAX_WIDTH,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_TTL_MS,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  type ChangePasswordRequest,
  type Language,
  type ResetPasswordRequest,
  type Session,
  type UpdateProfileRequest,
  type User,
} from '@atrium/api/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  checkImage,
  cleanOriginalName,
  IMAGE_CONTENT_TYPES,
  removeStoredFile,
  sweepTempFiles,
  writeFileAtomic,
} from '../../lib/files.ts';
import type { Mailer } from '../../lib/mail.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import { FieldProblems, forbidden, notFound, RuleViolation } from '../user/user.errors.ts';
import {
  avatarUrl,
  checkEmailFree,
  checkNewPassword,
  generateResetToken,
  toUser,
  type Actor,
  type Page,
} from '../user/user.shared.ts';
import type { AccountRepo } from './account.repo.ts';

/** Reset links (user.shared.ts generateResetToken): 43 base64url characters. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const RESET_MAIL: Record<
  Language,
  { subject: string; text: (link: string, name: string) => string }
> = {
  en: {
    subject: 'Reset your Atrium password',
    text: (link, name) =>
      [
        `Hello ${name},`,
        '',
        'Someone asked to reset the password of your Atrium account. To choose a new password, open this link within 30 minutes:',
        '',
        link,
        '',
        'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Atrium',
    text: (link, name) =>
      [
        `مرحبًا ${name}،`,
        '',
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Atrium. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال 30 دقيقة:',
        '',
        link,
        '',
        'يعمل الرابط مرة واحدة فقط. إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
      ].join('\n'),
  },
};

export interface AccountServiceDeps {
  repo: AccountRepo;
  clock: Clock;
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_ORIGIN); never taken from a request's Host header. */
  appOrigin: string;
  avatarsDir: string;
  logger: FastifyBaseLogger;
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The signed-in user's own account: profile, password, image, devices, and recovery. */
export function createAccountService({
  repo,
  clock,
  mailer,
  appOrigin,
  avatarsDir,
  logger,
}: AccountServiceDeps) {
  /** Reset mails in flight (sent after the answer); awaited on shutdown and by tests. */
  const pending = new Set<Promise<void>>();

  async function ownUser(actor: Actor): Promise<UserRow> {
    const row = await repo.findById(actor.id);
    if (!row) throw notFound();
    return row;
  }

  async function asUser(row: UserRow): Promise<User> {
    const teams = await repo.teamIdsOf([row.id]);
    return toUser(row, teams.get(row.id) ?? []);
  }

  /** Runs `work` on a later turn and keeps it in `pending` until it settles. */
  function afterAnswer(work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        logger.error({ err: error, event: 'password_reset_mail_failed' }, 'reset mail not sent');
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  /** Only a super admin changes a super admin's image (another's: the route checks the right). */
  function guardImageTarget(actor: Actor, target: UserRow): void {
    if (target.id !== actor.id && target.role === 'super_admin' && actor.role !== 'super_admin') {
      throw forbidden(USER_ERROR_DETAILS.superAdminOnly);
    }
  }

  /** Points a user's row at a new image (or none) and answers the file it pointed at before. */
  async function replaceAvatar(
    actor: Actor,
    targetId: string,
    stored: string | null,
  ): Promise<string | null> {
    return repo.transaction(async (tx) => {
      const user = await tx.lockById(targetId);
      if (!user) throw notFound();
      guardImageTarget(actor, user);
      const byAdmin = targetId !== actor.id;
      if (user.avatarPath === stored) return null;
      await tx.update(targetId, { avatarPath: stored, updatedAt: clock.now() });
      if (byAdmin) {
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: stored ? 'user_avatar_set_by_admin' : 'user_avatar_removed_by_admin',
          targetType: 'user',
          targetId,
          ip: actor.ip,
        });
      }
      return user.avatarPath;
    });
  }

  return {
    async updateProfile(actor: Actor, input: UpdateProfileRequest): Promise<User> {
      const now = clock.now();
      const values: Partial<NewUserRow> = { updatedAt: now };
      if (input.full_name !== undefined) values.fullName = input.full_name;
      if (input.email !== undefined) values.email = input.email;
      if (input.phone !== undefined) values.phone = input.phone;
      if (input.job_title !== undefined) values.jobTitle = input.job_title;
      if (input.language !== undefined) values.language = input.language;
      if (input.time_zone !== undefined) values.timeZone = input.time_zone;
      const row = await repo.transaction(async (tx) => {
        if (input.email) {
          // Keeping one's own address (in any case) is no change; a new one must be free.
          const current = await tx.findById(actor.id);
          if (input.email.toLowerCase() !== current?.email?.toLowerCase()) {
            await checkEmailFree(tx, input.email, actor.id);
          }
        }
        const updated = await tx.update(actor.id, values);
        if (!updated) throw notFound();
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: 'user_profile_updated',
          targetType: 'user',
          targetId: actor.id,
          details: { fields: Object.keys(input).sort() },
          ip: actor.ip,
        });
        return updated;
      });
      return asUser(row);
    },

    /** Checks the current password; the new one ends every other session (this one stays). */
    async changePassword(actor: Actor, input: ChangePasswordRequest): Promise<void> {
      const user = await ownUser(actor);
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw new FieldProblems({ current_password: [USER_FIELD_MESSAGES.wrongPassword] });
      }
      checkNewPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        await tx.update(actor.id, {
          passwordHash,
          passwordChangedAt: now,
          // The new password the administrator asked for: the session reaches everything again.
          mustChangePassword: false,
          updatedAt: now,
        });
        const ended = await tx.deleteSessions(actor.id, actor.sessionId);
        await tx.retireResetTokens(actor.id, now);
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: 'authn_password_change',
          targetType: 'user',
          targetId: actor.id,
          details: { sessions_ended: ended },
          ip: actor.ip,
        });
      });
    },

    /**
     * Stores a checked image as a profile image: the file first (atomically, under a
     * server-made name), then the row; the file goes if the row fails, the old file after.
     * Someone else's (`targetId`) needs the User permission, checked by the route; only a
     * super admin may change a super admin's, and it is audited.
     */
    async setAvatar(
      actor: Actor,
      data: Buffer,
      originalName: string,
      targetId: string = actor.id,
    ): Promise<string | null> {
      const name = cleanOriginalName(originalName);
      if (!name) throw new FieldProblems({ file: [USER_FIELD_MESSAGES.fileName] });
      const checked = await checkImage(data, name, {
        maxWidth: AVATAR_MAX_WIDTH,
        maxHeight: AVATAR_MAX_HEIGHT,
      });
      if (!checked.ok) {
        if (checked.reason === 'dimensions') {
          throw new RuleViolation('too_large', USER_ERROR_DETAILS.imageTooLarge);
        }
        throw new RuleViolation('unsupported', USER_ERROR_DETAILS.imageType);
      }
      const stored = `${randomUUID()}.${checked.image.ext}`;
      await writeFileAtomic(avatarsDir, stored, data);
      let previous: string | null;
      try {
        previous = await replaceAvatar(actor, targetId, stored);
      } catch (error) {
        await removeStoredFile(avatarsDir, stored);
        throw error;
      }
      if (previous) await removeStoredFile(avatarsDir, previous);
      return avatarUrl({ id: targetId, avatarPath: stored });
    },

    /** Before reading an upload for someone else: 404 for nobody, 403 for a super admin's. */
    async checkImageTarget(actor: Actor, targetId: string): Promise<void> {
      const target = await repo.findById(targetId);
      if (!target) throw notFound();
      guardImageTarget(actor, target);
    },

    async removeAvatar(actor: Actor, targetId: string = actor.id): Promise<void> {
      const previous = await replaceAvatar(actor, targetId, null);
      if (previous) await removeStoredFile(avatarsDir, previous);
    },

    /** Where a user's image is and how to serve it; 404 when there is none. */
    async avatarFile(id: string): Promise<{ file: string; contentType: string; etag: string }> {
      const user = await repo.findById(id);
      const stored = user?.avatarPath;
      const extension = stored ? path.extname(stored).slice(1) : '';
      const contentType = IMAGE_CONTENT_TYPES[extension];
      if (!user || !stored || stored !== path.basename(stored) || !contentType) throw notFound();
      return {
        file: path.join(avatarsDir, stored),
        contentType,
        etag: `"${avatarUrl(user)?.split('v=')[1] ?? 'none'}"`,
      };
    },

    /** Temp files a crash left mid-upload (older than an hour); run at start-up. */
    async sweepStaleUploads(): Promise<number> {
      return sweepTempFiles(avatarsDir, 60 * 60 * 1000, clock.now());
    },

    async removeAvatarFile(stored: string | null): Promise<void> {
      if (stored) await removeStoredFile(avatarsDir, stored);
    },

    async sessions(actor: Actor): Promise<Page<Session>> {
      const rows = await repo.sessionsOf(actor.id);
      return {
        items: rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          user_agent: row.userAgent,
          ip: row.ip,
          current: row.id === actor.sessionId,
        })),
        total: rows.length,
        page: 1,
        size: -1,
      };
    },

    async endOtherSessions(actor: Actor): Promise<number> {
      return repo.deleteSessions(actor.id, actor.sessionId);
    },

    /** Ends one of the caller's sessions; someone else's is 404 (as if it did not exist). */
    async endSession(actor: Actor, sessionId: string): Promise<number> {
      if (!(await repo.deleteOwnSession(actor.id, sessionId))) throw notFound();
      return 1;
    },

    /**
     * Starts a reset by e-mail. Answers nothing about the account: the request itself costs one
     * lookup either way, and the returned follow-up (which the caller runs once the answer has
     * gone, with `afterAnswer`) does the same work for both — the token insert (inserting nothing
     * for an unknown account) and building the message; only a known account's is stored and sent.
     */
    async forgotPassword(usernameOrEmail: string): Promise<() => Promise<void>> {
      const user = await repo.findActiveByLogin(usernameOrEmail);
      return async () => {
        const email = user?.email;
        const token = generateResetToken();
        const now = clock.now();
        const row = {
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        };
        const link = new URL(RESET_PASSWORD_PATH, appOrigin);
        link.searchParams.set('token', token);
        const mail = RESET_MAIL[user?.language ?? 'en'];
        const message = {
          to: email ?? 'nobody@invalid',
          subject: mail.subject,
          text: mail.text(link.toString(), user?.fullName ?? ''),
        };
        if (user && email) {
          await repo.insertResetToken({ ...row, userId: user.id });
          await mailer.send(message);
        } else {
          await repo.insertNoResetToken(row);
          await mailer.rehearse?.(message);
        }
      };
    },

    afterAnswer,

    /** Resolves when every reset mail started so far has been handed over (or failed). */
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },

    /**
     * Sets a new password with a reset token: the token is used up, every session of the user
     * ends, nobody is signed in. Unknown, expired, used and malformed tokens answer the same.
     */
    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      checkNewPassword(input.password);
      const invalid = () => new RuleViolation('invalid', USER_ERROR_DETAILS.invalidResetToken);
      if (!RESET_TOKEN_PATTERN.test(input.token)) throw invalid();
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        const userId = await tx.consumeResetToken(hashToken(input.token), now);
        if (!userId) throw invalid();
        const user = await tx.lockById(userId);
        if (!user || !user.isActive) throw invalid();
        await tx.update(userId, {
          passwordHash,
          passwordChangedAt: now,
          failedLoginCount: 0,
          lockedUntil: null,
          // The person chose this password: no change is due, and an invitation is accepted.
          mustChangePassword: false,
          invitedAt: null,
          updatedAt: now,
        });
        const ended = await tx.deleteSessions(userId);
        await tx.retireResetTokens(userId, now);
        await writeAudit(tx.db, {
          actorId: user.invitedAt ? userId : null,
          action: user.invitedAt ? 'user_invite_accepted' : 'authn_password_reset',
          targetType: 'user',
          targetId: userId,
          details: { sessions_ended: ended },
        });
      });
    },
  };
}
