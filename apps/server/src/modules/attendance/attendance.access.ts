import type { Subject } from '@atrium/api';
import type { UserRow } from '../../db/schema/index.ts';
import type { AttendanceRepo } from './attendance.repo.ts';
import { ATTENDANCE_ERRORS, AttendanceError, notFound } from './attendance.errors.ts';

/** Who is asking, and what their rules allow. */
export interface Caller {
  user: UserRow;
  can(subject: Subject): boolean;
}

/**
 * Whose attendance a read is about: the caller's own when `userId` is absent or theirs, another
 * user's when one of `subjects` allows it. Refused before the lookup, so a caller without the
 * rights cannot tell which ids exist; an unknown user is then a plain 404.
 */
export async function targetUser(
  repo: Pick<AttendanceRepo, 'findUser'>,
  caller: Caller,
  userId: string | undefined,
  subjects: Subject[],
): Promise<UserRow> {
  if (!userId || userId === caller.user.id) return caller.user;
  if (!subjects.some((subject) => caller.can(subject))) {
    throw new AttendanceError('forbidden', ATTENDANCE_ERRORS.otherUserForbidden);
  }
  const user = await repo.findUser(userId);
  if (!user) throw notFound();
  return user;
}
