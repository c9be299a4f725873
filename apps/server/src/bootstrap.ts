import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { hashPassword } from './lib/password.ts';
import { passwordProblem } from './lib/passwordPolicy.ts';
import { createUserRepo } from './modules/user/user.repo.ts';

export const ADMIN_USERNAME = 'admin';

export class BootstrapError extends Error {}

export type BootstrapResult =
  { created: false } | { created: true; passwordSource: 'environment' | 'generated' };

/** 15 random bytes as base64url: 20 characters, 120 bits. */
function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

export function firstRunBanner(password: string): string {
  const lines = [
    'Atrium first run: sign in as admin with password',
    '',
    `    ${password}`,
    '',
    'This is shown once. Change it after signing in.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n');
}

/** Whether any super admin exists (the app keeps the last one: it cannot be demoted or removed). */
async function hasSuperAdmin(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'super_admin'))
    .limit(1);
  return rows.length > 0;
}

/**
 * No default accounts (security.md): the first run creates the super admin `admin` with the
 * password from ATRIUM_ADMIN_PASSWORD (refused when weak) or a generated one, printed once.
 * Later runs find a super admin and do nothing. "First" means no super admin yet rather than no
 * user at all, so a database `npm run seed:demo` filled before the first start still gets one.
 */
export async function bootstrapFirstAdmin({
  db,
  adminPassword,
  print,
}: {
  db: Database;
  adminPassword: string | undefined;
  print: (text: string) => void;
}): Promise<BootstrapResult> {
  if (await hasSuperAdmin(db)) return { created: false };

  if (adminPassword !== undefined) {
    const problem = passwordProblem(adminPassword);
    if (problem)
      throw new BootstrapError(
        `ATRIUM_ADMIN_PASSWORD is too weak: it ${problem}. Choose another or unset it to get a generated one.`,
      );
  }
  const password = adminPassword ?? generatePassword();
  const inserted = await createUserRepo(db).insertUser({
    username: ADMIN_USERNAME,
    fullName: 'Administrator',
    role: 'super_admin',
    passwordHash: await hashPassword(password),
  });
  // Another instance won the race on a shared PostgreSQL (it printed its own password), or an
  // account already holds the name.
  if (!inserted) return { created: false };

  if (adminPassword === undefined) {
    print(firstRunBanner(password));
    return { created: true, passwordSource: 'generated' };
  }
  print('Atrium first run: created the admin user with the password from ATRIUM_ADMIN_PASSWORD.');
  return { created: true, passwordSource: 'environment' };
}
