import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queuedConnections } from '../lib/acceptQueue.ts';

/**
 * How long a connection must have been idle before a drain closes it: a keep-alive client's next
 * request may already be on the way, or sit unread while the event loop is busy. A connection
 * that has not sent a request yet waits longer (its first one may be unread the same way), but
 * not forever: browsers open connections ahead of need and may never use them.
 */
const IDLE_BEFORE_CLOSE_MS = { afterAnswer: 250, beforeFirstRequest: 1_000 } as const;
const IDLE_SWEEP_MS = 50;

interface ConnectionState {
  /** Requests received and not yet answered (more than one only with pipelining). */
  active: number;
  answered: number;
  /** The accept, then the end of each answer. */
  idleSince: number;
}

/**
 * Draining connections for a clean shutdown (lifecycle/shutdown.ts):
 * - from `beginDrain()` (and on close) every answer carries `Connection: close`, so keep-alive
 *   clients take their next request elsewhere (or to this server restarted) instead of down a
 *   socket about to close. Fastify does that itself only for requests that start after close().
 * - Node's server.close() destroys every connection it counts as idle, and that includes one
 *   whose answer is ended but still on its way (a large export to a slow reader: cut short) and
 *   one whose next request is still unread; but not one that never sent a request, which then
 *   holds the close. Here a connection is idle once its answers have been sent and it has had
 *   no request for IDLE_BEFORE_CLOSE_MS, and it is closed gently (`end`, after its last bytes).
 * - server.close() looks once; a connection that goes idle later (an event stream ended on
 *   close, a hijacked reply onSend never saw) would hold it for the keep-alive timeout (72 s),
 *   so idle connections are closed as they appear until none is left.
 */
export const connectionDrainPlugin = fp(
  async (app: FastifyInstance) => {
    const server = app.server;
    const connections = new Map<Socket, ConnectionState>();
    let lastAcceptedAt = -Infinity;
    server.on('connection', (socket: Socket) => {
      lastAcceptedAt = performance.now();
      connections.set(socket, { active: 0, answered: 0, idleSince: lastAcceptedAt });
      socket.once('close', () => connections.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const state = connections.get(request.socket);
      if (!state) return;
      state.active += 1;
      response.once('close', () => {
        state.active -= 1;
        state.answered += 1;
        state.idleSince = performance.now();
      });
    });

    const closeIdleConnections = () => {
      const now = performance.now();
      for (const [socket, state] of connections) {
        const wait =
          state.answered > 0
            ? IDLE_BEFORE_CLOSE_MS.afterAnswer
            : IDLE_BEFORE_CLOSE_MS.beforeFirstRequest;
        if (state.active > 0 || now - state.idleSince < wait) continue;
        if (!socket.writableEnded) socket.end();
      }
    };
    // server.close() calls this method; this server's version replaces Node's.
    server.closeIdleConnections = closeIdleConnections;

    let draining = false;
    let sweep: NodeJS.Timeout | undefined;
    app.decorate('beginDrain', () => {
      draining = true;
    });
    app.decorate('msSinceLastConnection', () => performance.now() - lastAcceptedAt);
    app.decorate('queuedConnections', () => {
      const address = server.address();
      return address && typeof address === 'object' ? queuedConnections(address.port) : undefined;
    });
    app.addHook('preClose', async () => {
      draining = true;
      sweep = setInterval(closeIdleConnections, IDLE_SWEEP_MS);
      sweep.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'atrium-connection-drain' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers from now on close their connection (the first step of a clean shutdown). */
    beginDrain(): void;
    /** How long ago the listener accepted its last connection (Infinity: none yet). */
    msSinceLastConnection(): number;
    /** Connections completed by the kernel and not accepted yet (undefined: it does not say). */
    queuedConnections(): number | undefined;
  }
}
