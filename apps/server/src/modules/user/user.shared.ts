import { createHash, randomBytes } from 'node:crypto';
import { USER_FIELD_MESSAGES, type User, type UserMinimal } from '@atrium/api/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { passwordProblem } from '../../lib/passwordPolicy.ts';
import { FieldProblems } from './user.errors.ts';
import type { UserQueries } from './user.queries.ts';

/**
 * What the user areas share (the users pages in modules/users, the own account in
 * modules/account): who is asking, a user as the API shows it, and the rules every password,
 * e-mail address and reset link follows. Each area imports it from here, never through the
 * other's service.
 */

/** Who is asking: the signed-in user and where from (for the audit row). */
export interface Actor {
  id: string;
  role: UserRow['role'];
  /** The permission names of the actor's teams, read for this request. */
  permissions: readonly string[];
  sessionId: string;
  ip: string | null;
}

export interface PageRequest {
  page: number;
  size: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** `/api/user/{id}/image?v=…`: the version changes with each upload, so caches stay right. */
export function avatarUrl(user: Pick<UserRow, 'id' | 'avatarPath'>): string | null {
  if (!user.avatarPath) return null;
  const version = createHash('sha256').update(user.avatarPath).digest('hex').slice(0, 12);
  return `/api/user/${user.id}/image?v=${version}`;
}

export function toUser(row: UserRow, teamIds: readonly string[]): User {
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    job_title: row.jobTitle,
    employee_number: row.employeeNumber,
    manager_id: row.managerId,
    role: row.role,
    is_active: row.isActive,
    is_available: row.isAvailable,
    language: row.language,
    time_zone: row.timeZone,
    avatar: avatarUrl(row),
    team_ids: [...teamIds],
    created_at: row.createdAt.toISOString(),
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    invited_at: row.invitedAt?.toISOString() ?? null,
    must_change_password: row.mustChangePassword,
  };
}

export function toUserMinimal(row: UserRow): UserMinimal {
  return { id: row.id, username: row.username, full_name: row.fullName, avatar: avatarUrl(row) };
}

/** The policy's complaint as a field error, or nothing. */
export function checkNewPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new FieldProblems({ [field]: [problem.charAt(0).toUpperCase() + problem.slice(1)] });
  }
}

/**
 * An e-mail address belongs to one account: refuses one that another account (active or not)
 * has, regardless of case, as invitations and the CSV import do. Holds the address until the
 * transaction ends, so a create, an invitation and an edit giving it at once go one by one.
 * Pass the queries of the transaction.
 */
export async function checkEmailFree(
  tx: Pick<UserQueries, 'lockEmail' | 'emailTaken'>,
  email: string,
  exceptId?: string,
): Promise<void> {
  await tx.lockEmail(email);
  if (await tx.emailTaken(email, exceptId)) {
    throw new FieldProblems({ email: [USER_FIELD_MESSAGES.emailTaken] });
  }
}

/** 32 random bytes: 256 bits, base64url (43 characters), like session tokens. Invitations too. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}
