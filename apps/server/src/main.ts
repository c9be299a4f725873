import path from 'node:path';
import { buildApp } from './app.ts';
import { bootstrapFirstAdmin, BootstrapError } from './bootstrap.ts';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from './db/client.ts';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { createDelivery } from './modules/notification/delivery.ts';

const SHUTDOWN_GRACE_MS = 5_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger({ level: env.logLevel });

  const database: DatabaseHandle = await openDatabase(
    env.databaseUrl
      ? {
          kind: 'postgres',
          url: env.databaseUrl,
          onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
        }
      : { kind: 'pglite', dataDir: path.join(env.dataDir, 'db') },
  );
  await database.migrate();
  await bootstrapFirstAdmin({
    db: database.db,
    adminPassword: env.adminPassword,
    print: (text) => process.stdout.write(`${text}\n`),
  });

  // LISTEN/NOTIFY fan-out on PostgreSQL, FCM when a service account is configured.
  const { events, pushSender } = await createDelivery({
    db: database.db,
    databaseUrl: env.databaseUrl,
    firebaseServiceAccount: env.firebaseServiceAccount,
    logger,
  });

  const app = await buildApp({
    database,
    logger,
    events,
    pushSender,
    config: {
      production: env.nodeEnv === 'production',
      webDistDir: env.webDistDir,
      publicOrigin: env.publicOrigin,
      allowedOrigins: env.allowedOrigins,
      trustProxy: env.trustProxy,
      dataDir: env.dataDir,
      appOrigin: env.publicOrigin ?? `http://localhost:${env.port}`,
      smtpUrl: env.smtpUrl,
      mailFrom: env.mailFrom,
      connectSources: env.connectSources,
      e2eHooks: env.e2eHooks,
    },
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever hangs (a stuck client, a slow query), the process still ends.
    setTimeout(() => {
      process.stderr.write('Atrium: shutdown took too long, exiting.\n');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: env.port, host: env.host });
  // Scheduled work (attendance prompts and timeouts, auto check-out); app.close() stops it.
  app.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  process.stdout.write(`Atrium listening on http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof BootstrapError ||
    error instanceof DatabaseLockedError
  ) {
    process.stderr.write(`Atrium: ${error.message}\n`);
  } else {
    process.stderr.write(
      `Atrium failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
