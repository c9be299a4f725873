import type { OutgoingHttpHeaders } from 'node:http';
import { notificationEndpoints, type ServerEvent } from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from '../../events/bus.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { NotificationService } from './notification.service.ts';

export const HEARTBEAT_MS = 25_000;
/** Open streams one user may hold (tabs, devices); a new one beyond closes the oldest. */
export const MAX_STREAMS_PER_USER = 10;
/** A client this far behind is dropped (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long the browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;
/**
 * When the server shuts down, each stream is told to come back after a delay in this range
 * (spread, so a restarted server or the other instances do not get every client at once).
 */
export const SHUTDOWN_RECONNECT_MS = { min: 1_000, max: 4_000 } as const;

export interface EventsRoutesOptions {
  events: EventBus;
  notificationService: Pick<NotificationService, 'sessionAlive'>;
  heartbeatMs?: number;
  /** Hears streams open and close (the metrics' open-streams gauge). */
  streams?: { opened(): void; closed(): void };
}

/**
 * The last frame of a stream the server ends because it shuts down. EventSource reconnects by
 * itself whenever a stream ends; `retry:` sets when, and the comment says why to anyone reading.
 */
export function reconnectFrame(delayMs: number): string {
  return `retry: ${Math.round(delayMs)}\n: reconnect\n\n`;
}

function shutdownReconnectDelay(): number {
  const { min, max } = SHUTDOWN_RECONNECT_MS;
  return min + Math.random() * (max - min);
}

export function formatEvent(event: ServerEvent): string {
  // JSON.stringify escapes newlines, so the payload is always one `data:` line.
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * `GET /events`: Server-Sent Events for the signed-in user. Each heartbeat also checks the
 * session (without sliding it): once it is revoked, expired or the user deactivated, the
 * stream ends, and the browser's reconnect then gets 401 Invalid Token.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { events, notificationService, heartbeatMs = HEARTBEAT_MS, streams },
) => {
  const open = new Map<string, Array<(reason?: 'shutdown') => void>>();
  let shuttingDown = false;

  // Open streams would hold the server's close forever: tell each to reconnect, then end it.
  app.addHook('preClose', async () => {
    shuttingDown = true;
    for (const closers of [...open.values()]) for (const close of [...closers]) close('shutdown');
  });

  // Not contractRoutes(): an SSE stream written by hand on a hijacked reply.
  app.get(
    notificationEndpoints.events.path,
    {
      config: { auth: true },
      schema: {
        summary: notificationEndpoints.events.summary,
        tags: ['notification'],
        // Documents the stream for the OpenAPI document; the handler writes it by hand (hijack).
        response: {
          200: {
            description: 'The event stream: an `event:` and a `data:` line (JSON) per event.',
            content: { 'text/event-stream': { schema: notificationEndpoints.events.response } },
          },
        },
      },
    },
    (request, reply) => {
      const { user, session } = requireAuth(request);
      reply.hijack();
      const raw = reply.raw;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A stream asked for while closing (a keep-alive socket still open) goes elsewhere at once.
      if (shuttingDown) {
        raw.end(reconnectFrame(shutdownReconnectDelay()));
        return;
      }
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);

      let closed = false;
      streams?.opened();
      const write = (chunk: string) => {
        if (closed) return;
        raw.write(chunk);
        if (raw.writableLength > MAX_BUFFERED_BYTES) close();
      };
      const unsubscribe = events.subscribe(user.id, (event) => write(formatEvent(event)));
      const heartbeat = setInterval(() => {
        notificationService.sessionAlive(session.id).then(
          (alive) => (alive ? write(': heartbeat\n\n') : close()),
          (error: unknown) => {
            // The database being down is no reason to drop live clients.
            request.log.warn({ err: error }, 'session check for a live stream failed');
            write(': heartbeat\n\n');
          },
        );
      }, heartbeatMs);

      const close = (reason?: 'shutdown') => {
        if (closed) return;
        closed = true;
        streams?.closed();
        clearInterval(heartbeat);
        unsubscribe();
        const list = open.get(user.id) ?? [];
        const remaining = list.filter((item) => item !== close);
        if (remaining.length > 0) open.set(user.id, remaining);
        else open.delete(user.id);
        if (raw.writableEnded) return;
        if (reason === 'shutdown') raw.end(reconnectFrame(shutdownReconnectDelay()));
        else raw.end();
      };
      raw.on('close', () => close());
      raw.on('error', () => close());

      open.set(user.id, [...(open.get(user.id) ?? []), close]);
      // Each close() takes itself off the list, so this ends.
      for (;;) {
        const streams = open.get(user.id) ?? [];
        if (streams.length <= MAX_STREAMS_PER_USER) break;
        streams[0]?.();
      }
    },
  );
};
