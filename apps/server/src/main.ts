import path from 'node:path';
import { buildApp } from './app.ts';
import { bootstrapFirstAdmin } from './bootstrap.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { loadEnv } from './env.ts';
import { describeStartupError, type StartupContext } from './lifecycle/describeStartupError.ts';
import { createShutdown } from './lifecycle/shutdown.ts';
import { createLogger } from './logger.ts';
import { createDelivery } from './modules/notification/delivery.ts';

/** Filled in as the start goes, so a failure can name the directory, database or port. */
const startup: StartupContext = { uid: process.getuid?.() };

async function main(): Promise<void> {
  const env = loadEnv();
  Object.assign(startup, {
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    port: env.port,
    host: env.host,
  });
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
      backups: env.backups,
      driveS3: env.driveS3,
      metrics: env.metrics,
    },
  });

  const shutdown = createShutdown(
    { app, database },
    { timeoutMs: env.shutdownTimeoutMs, logger, exit: (code) => process.exit(code) },
  );
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: env.port, host: env.host });
  // Scheduled work (attendance prompts and timeouts, auto check-out); app.close() stops it.
  app.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  process.stdout.write(`Atrium listening on http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${describeStartupError(error, startup)}\n`);
  if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? '') : String(error)}\n`);
  }
  process.exit(1);
});
