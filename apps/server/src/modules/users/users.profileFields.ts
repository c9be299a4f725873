import { USER_FIELD_MESSAGES } from '@atrium/api/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type NewUserRow } from '../../db/schema/index.ts';
import { FieldProblems } from '../user/user.errors.ts';

export interface ProfileFieldsInput {
  employee_number?: string | null | undefined;
  manager_id?: string | null | undefined;
}

/**
 * Checks the HR fields of a create or edit (employee number, manager) and returns them as row
 * values; only the fields the request names. `targetId` is the edited user (null on create).
 * Run it inside the change's transaction with its `tx` (PGlite has one connection).
 */
export async function profileFieldValues(
  db: Database,
  targetId: string | null,
  input: ProfileFieldsInput,
): Promise<Pick<Partial<NewUserRow>, 'employeeNumber' | 'managerId'>> {
  const problems: Record<string, string[]> = {};
  const values: Pick<Partial<NewUserRow>, 'employeeNumber' | 'managerId'> = {};

  if (input.employee_number !== undefined) {
    const number = input.employee_number;
    if (number !== null && (await employeeNumberTaken(db, number, targetId))) {
      problems.employee_number = [USER_FIELD_MESSAGES.employeeNumberTaken];
    }
    values.employeeNumber = number;
  }

  if (input.manager_id !== undefined) {
    const managerId = input.manager_id;
    const problem = managerId === null ? null : await managerProblem(db, targetId, managerId);
    if (problem) problems.manager_id = [problem];
    values.managerId = managerId;
  }

  if (Object.keys(problems).length > 0) throw new FieldProblems(problems);
  return values;
}

async function employeeNumberTaken(
  db: Database,
  number: string,
  exceptId: string | null,
): Promise<boolean> {
  const sameNumber = eq(sql`lower(${users.employeeNumber})`, number.toLowerCase());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(sameNumber, ne(users.id, exceptId)) : sameNumber)
    .limit(1);
  return row !== undefined;
}

/** Why this manager cannot be set, or null: unknown or inactive, the user itself, or a loop. */
async function managerProblem(
  db: Database,
  targetId: string | null,
  managerId: string,
): Promise<string | null> {
  if (managerId === targetId) return USER_FIELD_MESSAGES.managerSelf;
  const [manager] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, managerId))
    .limit(1);
  if (!manager || !manager.isActive) return USER_FIELD_MESSAGES.unknownManager;
  if (targetId === null) return null; // nobody reports to a user that does not exist yet
  // The new manager's own chain of managers must not reach the edited user. `union` (not
  // `union all`) stops on a loop that might already be stored.
  const result = await db.execute<{ found: number }>(sql`
    with recursive chain(id, manager_id) as (
      select ${users.id}, ${users.managerId} from ${users} where ${users.id} = ${managerId}
      union
      select u.id, u.manager_id from ${users} u join chain c on u.id = c.manager_id
    )
    select 1 as found from chain where id = ${targetId} limit 1`);
  return rowsOf(result).length > 0 ? USER_FIELD_MESSAGES.managerCycle : null;
}

/** node-postgres answers `{rows}`, PGlite too; both shapes are read the same way. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
