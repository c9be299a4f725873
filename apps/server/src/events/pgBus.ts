import { randomUUID } from 'node:crypto';
import { serverEventSchema, type Notification, type ServerEvent } from '@atrium/api/contracts';
import pg from 'pg';
import { createLocalFanout, type EventBus } from './bus.ts';

/** The one NOTIFY channel every instance listens on. */
export const EVENTS_CHANNEL = 'atrium_events';
/** PostgreSQL refuses payloads of 8000 bytes and more; beyond this we send ids only. */
export const PAYLOAD_LIMIT_BYTES = 7_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** What travels through NOTIFY: origin instance, user, and the event or a notification id. */
interface Envelope {
  o: string;
  u: string;
  e?: ServerEvent;
  n?: string;
}

export interface PgEventBusLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface PgEventBusOptions {
  /** The same database the app uses; the bus keeps one dedicated connection for LISTEN. */
  connectionString: string;
  /** Sends `NOTIFY` (through the app's pool). */
  notify(channel: string, payload: string): Promise<void>;
  /** Loads a stored notification when its event was too large to travel whole. */
  loadNotification(id: string): Promise<Notification | undefined>;
  logger: PgEventBusLogger;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

export interface PgEventBus extends EventBus {
  /** Resolves once the LISTEN connection is up (again); for tests and health. */
  whenListening(): Promise<void>;
}

/** The NOTIFY payload for one event: the whole event, or only ids when it is too large. */
export function encodeEnvelope(origin: string, userId: string, event: ServerEvent): string {
  const whole = JSON.stringify({ o: origin, u: userId, e: event } satisfies Envelope);
  if (Buffer.byteLength(whole) <= PAYLOAD_LIMIT_BYTES) return whole;
  const small: Envelope =
    event.type === 'notification'
      ? { o: origin, u: userId, n: event.notification.id }
      : { o: origin, u: userId, e: { type: 'refetch', resource: 'all' } };
  return JSON.stringify(small);
}

/**
 * Fan-out across server instances (architecture §6–7): each instance LISTENs on one dedicated
 * connection; publishing delivers locally at once and NOTIFYs the others, which skip their own
 * messages. The LISTEN connection reconnects with backoff; after a reconnect every local
 * subscriber gets a `refetch` hint, since events may have been missed meanwhile.
 */
export async function createPgEventBus(options: PgEventBusOptions): Promise<PgEventBus> {
  const instanceId = randomUUID();
  const { logger } = options;
  const fanout = createLocalFanout((error) => logger.warn({ err: error }, 'event listener failed'));
  const minDelay = options.reconnectMinMs ?? RECONNECT_MIN_MS;
  const maxDelay = options.reconnectMaxMs ?? RECONNECT_MAX_MS;

  let client: pg.Client | undefined;
  let closing = false;
  let delay = minDelay;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;
  let waiters: Array<() => void> = [];
  let listening = false;

  const receive = async (payload: string | undefined) => {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === instanceId || typeof envelope.u !== 'string') return;
    if (fanout.count(envelope.u) === 0) return;
    if (envelope.e !== undefined) {
      const parsed = serverEventSchema.safeParse(envelope.e);
      if (parsed.success) fanout.deliver(envelope.u, parsed.data);
      return;
    }
    if (typeof envelope.n === 'string') {
      try {
        const notification = await options.loadNotification(envelope.n);
        if (notification) fanout.deliver(envelope.u, { type: 'notification', notification });
      } catch (error) {
        logger.warn({ err: error }, 'could not load a notification for a live event');
        fanout.deliver(envelope.u, { type: 'refetch', resource: 'notifications' });
      }
    }
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (closing || client !== failed) return;
    client = undefined;
    listening = false;
    failed.removeAllListeners('notification');
    failed.end().catch(() => undefined);
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = async (): Promise<void> => {
    timer = undefined;
    if (closing) return;
    const next = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
    client = next;
    next.on('error', (error) => {
      logger.warn({ err: error }, 'event bus connection failed; reconnecting');
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) void receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'event bus could not listen; retrying');
      scheduleReconnect(next);
      return;
    }
    if (closing || client !== next) return;
    delay = minDelay;
    listening = true;
    if (connectedOnce) {
      logger.info({}, 'event bus listening again');
      for (const userId of fanout.users()) {
        fanout.deliver(userId, { type: 'refetch', resource: 'all' });
      }
    }
    connectedOnce = true;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  await connect();

  return {
    async publish(userId, event) {
      fanout.deliver(userId, event);
      try {
        await options.notify(EVENTS_CHANNEL, encodeEnvelope(instanceId, userId, event));
      } catch (error) {
        // The change itself is stored; other instances' clients catch up on their next refetch.
        logger.warn({ err: error }, 'could not forward a live event to other instances');
      }
    },
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    listenerCount: (userId) => fanout.count(userId),
    whenListening() {
      if (listening) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closing = true;
      if (timer) clearTimeout(timer);
      fanout.clear();
      const current = client;
      client = undefined;
      listening = false;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
