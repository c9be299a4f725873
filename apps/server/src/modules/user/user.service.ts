import { buildAbilityRules } from '@atrium/api';
import type { Profile } from '@atrium/api/contracts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { generateSessionToken, hashToken, isWellFormedToken } from '../../lib/tokens.ts';
import type { UserRepo } from './user.repo.ts';

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const MAX_SESSIONS_PER_USER = 5;
/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_FAILED_LOGINS = 10;
export const LOCKOUT_MS = 10 * 60 * 1000;
/** last_seen_at is written at most once a minute: sliding enough, far fewer writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface Clock {
  now(): Date;
}

export interface SignedIn {
  user: UserRow;
  session: SessionRow;
  token: string;
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

export type UserService = ReturnType<typeof createUserService>;

export function createUserService({ repo, clock }: { repo: UserRepo; clock: Clock }) {
  return {
    /**
     * Checks the credentials and opens a session. Unknown user, wrong password and inactive
     * user all return null after one argon2 verification each, so they look the same. A locked
     * account (too many wrong passwords) answers the same null, right password or not.
     */
    async login(input: {
      username: string;
      password: string;
      userAgent: string | null;
      ip: string | null;
    }): Promise<SignedIn | null> {
      const user = await repo.findByUsername(input.username);
      const valid = await verifyPassword(
        user?.passwordHash ?? (await getDummyHash()),
        input.password,
      );
      if (!user) return null;
      const now = clock.now();
      if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) return null;
      if (!valid) {
        await repo.recordFailedLogin(
          user.id,
          now,
          MAX_FAILED_LOGINS,
          new Date(now.getTime() + LOCKOUT_MS),
        );
        return null;
      }
      if (!user.isActive) return null;
      if (user.failedLoginCount > 0 || user.lockedUntil) await repo.resetFailedLogins(user.id);

      if (needsRehash(user.passwordHash)) {
        await repo.updatePasswordHash(user.id, await hashPassword(input.password), now);
      }
      const token = generateSessionToken();
      const session = await repo.createSession(
        {
          userId: user.id,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
          userAgent: input.userAgent?.slice(0, 512) ?? null,
          ip: input.ip,
        },
        MAX_SESSIONS_PER_USER,
      );
      return { user, session, token };
    },

    /** The live session behind a token, sliding its idle timeout; null when there is none. */
    async authenticate(token: string): Promise<Authenticated | null> {
      if (!isWellFormedToken(token)) return null;
      const found = await repo.findSession(hashToken(token));
      if (!found) return null;
      const { session, user } = found;
      const now = clock.now().getTime();
      const expired =
        session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
      if (expired || !user.isActive) {
        await repo.deleteSession(session.id);
        return null;
      }
      if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repo.touchSession(session.id, new Date(now));
      }
      return { user, session };
    },

    async logout(sessionId: string): Promise<void> {
      await repo.deleteSession(sessionId);
    },

    toProfile(user: UserRow): Profile {
      // Teams (and the permission names they grant) come in a later issue.
      const permissions: string[] = [];
      return {
        id: user.id,
        username: user.username,
        full_name: user.fullName,
        email: user.email,
        role: user.role,
        is_available: user.isAvailable,
        language: user.language,
        permissions,
        userAbilityRules: buildAbilityRules({ role: user.role, permissions }),
      };
    },
  };
}
