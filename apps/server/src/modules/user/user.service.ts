import { buildAbilityRules } from '@atrium/api';
import type { Profile } from '@atrium/api/contracts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { generateSessionToken, hashToken, isWellFormedToken } from '../../lib/tokens.ts';
import type { Clock } from '../../lib/clock.ts';
import { MAX_SESSIONS_PER_USER, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessionPolicy.ts';
import type { SignInThrottle } from './signInThrottle.ts';
import type { UserRepo } from './user.repo.ts';
import { avatarUrl } from './user.shared.ts';
import { signInUsername } from './usernames.ts';

/** last_seen_at is written at most once a minute: sliding enough, far fewer writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SignedIn {
  user: UserRow;
  session: SessionRow;
  token: string;
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  /** The permission names of the user's teams, read from the database for this request. */
  permissions: readonly string[];
}

export interface UserServiceDeps {
  repo: UserRepo;
  clock: Clock;
  /** Wrong-password limits per account+address and per account (signInThrottle.ts). */
  throttle: SignInThrottle;
}

export type UserService = ReturnType<typeof createUserService>;

/** Sign-in and sessions: the credentials check, the session behind a cookie, the profile. */
export function createUserService({ repo, clock, throttle }: UserServiceDeps) {
  return {
    /**
     * Checks the credentials and opens a session. Unknown user, wrong password and inactive
     * user all return null after one argon2 verification each, so they look the same. A locked
     * account, or an address locked out of it (too many wrong passwords), answers the same null,
     * right password or not.
     */
    async login(input: {
      username: string;
      password: string;
      userAgent: string | null;
      ip: string | null;
      /** The session cookie the browser still had: a new sign-in ends that session. */
      previousToken?: string | undefined;
    }): Promise<SignedIn | null> {
      // The stored spelling is NFKC (usernames.ts); a name stored before that is still found as typed.
      const normalized = signInUsername(input.username);
      const user =
        (await repo.findByUsername(input.username)) ??
        (normalized === input.username ? undefined : await repo.findByUsername(normalized));
      const valid = await verifyPassword(
        user?.passwordHash ?? (await getDummyHash()),
        input.password,
      );
      const now = clock.now();
      const addressLocked = await throttle.addressLocked(user?.id, input.ip);
      // Every refusal writes exactly one row, as a wrong password does (its failure count), so
      // a commit's flush on PostgreSQL does not tell unknown, locked and inactive apart.
      if (!user) {
        await repo.noteLoginFailure(input.ip, now);
        return null;
      }
      if (addressLocked || (user.lockedUntil && user.lockedUntil.getTime() > now.getTime())) {
        await repo.noteLoginFailure(input.ip, now);
        return null;
      }
      if (!valid) {
        await throttle.recordFailure(user.id, input.ip);
        return null;
      }
      // An invited person has no password yet (the stored hash is of a secret nobody knows).
      if (!user.isActive || user.invitedAt) {
        await repo.noteLoginFailure(input.ip, now);
        return null;
      }
      if (user.failedLoginCount > 0 || user.lockedUntil) await repo.resetFailedLogins(user.id);
      await throttle.recordSuccess(user.id, input.ip);

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
      if (input.previousToken && isWellFormedToken(input.previousToken)) {
        await repo.deleteSessionByTokenHash(hashToken(input.previousToken), session.id);
      }
      return { user, session, token };
    },

    /** The live session behind a token, sliding its idle timeout; null when there is none. */
    async authenticate(token: string): Promise<Authenticated | null> {
      if (!isWellFormedToken(token)) return null;
      const found = await repo.findSession(hashToken(token));
      if (!found) return null;
      const { session, user, permissions } = found;
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
      return { user, session, permissions };
    },

    async logout(sessionId: string): Promise<void> {
      await repo.deleteSession(sessionId);
    },

    /**
     * The profile with the permission names of the user's teams and exactly the rules the
     * server enforces for them (plugins/authorize.ts builds the same ones per request).
     */
    toProfile(user: UserRow, teamPermissions: readonly string[]): Profile {
      const permissions = [...teamPermissions];
      return {
        id: user.id,
        username: user.username,
        full_name: user.fullName,
        email: user.email,
        phone: user.phone,
        job_title: user.jobTitle,
        time_zone: user.timeZone,
        avatar: avatarUrl(user),
        role: user.role,
        is_available: user.isAvailable,
        language: user.language,
        permissions,
        userAbilityRules: buildAbilityRules({ role: user.role, permissions }),
        must_change_password: user.mustChangePassword,
      };
    },
  };
}
