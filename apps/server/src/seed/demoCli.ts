import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { hashPassword } from '../lib/password.ts';
import { passwordProblem } from '../lib/passwordPolicy.ts';
import { seedDemo } from './demo.ts';

/**
 * `npm run seed:demo`: fills the database `npm start` uses (./data/db, or DATABASE_URL) with the
 * demo organisation. PGlite is single-process: stop a running server first.
 * The demo accounts share one password: ATRIUM_DEMO_PASSWORD, or a generated one printed once.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const fromEnvironment = process.env.ATRIUM_DEMO_PASSWORD;
  if (fromEnvironment !== undefined) {
    const problem = passwordProblem(fromEnvironment);
    if (problem) throw new Error(`ATRIUM_DEMO_PASSWORD is refused: ${problem}`);
  }
  const password = fromEnvironment ?? randomBytes(12).toString('base64url');

  const database = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(env.dataDir, 'db') },
  );
  try {
    await database.migrate();
    const result = await seedDemo(database.db, {
      now: new Date(),
      passwordHash: await hashPassword(password),
    });
    if (!result.created) {
      process.stdout.write('The demo organisation is already there; nothing changed.\n');
      return;
    }
    process.stdout.write(
      [
        `Demo organisation created: ${result.teams} teams, ${result.users} people, ${result.attendanceSessions} attendance sessions.`,
        `Sign in as ${result.usernames[0]} (an admin in Management) … ${result.usernames.at(-1)}`,
        fromEnvironment === undefined
          ? `with the password (shown once): ${password}`
          : 'with the password in ATRIUM_DEMO_PASSWORD.',
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `seed:demo failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
