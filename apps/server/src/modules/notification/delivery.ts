import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events/bus.ts';
import { createPgEventBus, type PgEventBusLogger } from '../../events/pgBus.ts';
import { createNotificationRepo } from './notification.repo.ts';
import { toNotification } from './notification.service.ts';
import { createFcmSender, parseServiceAccount, type PushSender } from './push.ts';

/**
 * How notifications leave this process, from the environment: on PostgreSQL the live events
 * fan out through LISTEN/NOTIFY (undefined: buildApp's in-process bus, for PGlite); with a
 * Firebase service account, pushes go out through FCM (undefined: no push, SSE only).
 */
export async function createDelivery({
  db,
  databaseUrl,
  firebaseServiceAccount,
  logger,
}: {
  db: Database;
  databaseUrl: string | undefined;
  firebaseServiceAccount: string | undefined;
  logger: PgEventBusLogger;
}): Promise<{ events: EventBus | undefined; pushSender: PushSender | undefined }> {
  // Parse the credentials first: a bad value stops the start with a clear message.
  const pushSender = firebaseServiceAccount
    ? createFcmSender({ serviceAccount: parseServiceAccount(firebaseServiceAccount) })
    : undefined;
  if (!pushSender)
    logger.info({}, 'FIREBASE_SERVICE_ACCOUNT is not set: no push, live events only');
  const repo = createNotificationRepo(db);
  const events = databaseUrl
    ? await createPgEventBus({
        connectionString: databaseUrl,
        notify: async (channel, payload) => {
          await db.execute(sql`select pg_notify(${channel}, ${payload})`);
        },
        loadNotification: async (id) => {
          const row = await repo.findById(id);
          return row ? toNotification(row) : undefined;
        },
        logger,
      })
    : undefined;
  return { events, pushSender };
}
