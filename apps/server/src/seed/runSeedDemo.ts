import { bootstrapFirstAdmin, type BootstrapResult } from '../bootstrap.ts';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { seedDemo, type DemoSeedResult } from './demo.ts';

export interface RunSeedDemoOptions {
  db: Database;
  /** ATRIUM_ADMIN_PASSWORD: used only when the first admin is created here. */
  adminPassword: string | undefined;
  /** The demo accounts' shared password (checked by the caller). */
  demoPassword: string;
  /** Whether demoPassword came from ATRIUM_DEMO_PASSWORD (then it is not printed). */
  demoPasswordFromEnvironment: boolean;
  now: Date;
  print: (text: string) => void;
}

/**
 * What `npm run seed:demo` does, without the process around it. The first admin comes first,
 * through the same step as `npm start` (bootstrap.ts): a seed run on a fresh database must not
 * leave it without `admin`, and the output says whether the admin was created or already there.
 */
export async function runSeedDemo({
  db,
  adminPassword,
  demoPassword,
  demoPasswordFromEnvironment,
  now,
  print,
}: RunSeedDemoOptions): Promise<{ admin: BootstrapResult; demo: DemoSeedResult }> {
  const admin = await bootstrapFirstAdmin({ db, adminPassword, print });
  if (!admin.created) {
    print(
      adminPassword === undefined
        ? 'The first admin already exists; its password is unchanged.'
        : 'The first admin already exists; its password is unchanged (ATRIUM_ADMIN_PASSWORD is used only when the admin is created).',
    );
  }

  const demo = await seedDemo(db, { now, passwordHash: await hashPassword(demoPassword) });
  if (!demo.created) {
    print('The demo organisation is already there; nothing changed.');
    return { admin, demo };
  }
  print(
    [
      `Demo organisation created: ${demo.teams} teams, ${demo.users} people, ${demo.attendanceSessions} attendance sessions.`,
      `Sign in as ${demo.usernames[0]} (an admin in Management) … ${demo.usernames.at(-1)}`,
      demoPasswordFromEnvironment
        ? 'with the password in ATRIUM_DEMO_PASSWORD.'
        : `with the password (shown once): ${demoPassword}`,
    ].join('\n'),
  );
  return { admin, demo };
}
