import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { passwordProblem } from '../lib/passwordPolicy.ts';
import { runSeedDemo } from './runSeedDemo.ts';

/**
 * `npm run seed:demo`: fills the database `npm start` uses (./data/db, or DATABASE_URL) with the
 * demo organisation. PGlite is single-process: stop a running server first.
 * The demo accounts share one password: ATRIUM_DEMO_PASSWORD, or a generated one printed once.
 * The first admin is created first when missing (ATRIUM_ADMIN_PASSWORD, as `npm start` does).
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
    await runSeedDemo({
      db: database.db,
      adminPassword: env.adminPassword,
      demoPassword: password,
      demoPasswordFromEnvironment: fromEnvironment !== undefined,
      now: new Date(),
      print: (text) => process.stdout.write(`${text}\n`),
    });
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
