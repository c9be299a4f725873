import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request of a load run, with the moments that decide whether the server had accepted it. */
export interface LoadRecord {
  worker: number;
  /** Sent on the shared keep-alive agent (else on a connection of its own). */
  keepAlive: boolean;
  /** Its socket connected (or, reused on a keep-alive agent, was handed to it). */
  connectedAt?: number;
  /** The request was completely written to the socket. */
  sentAt?: number;
  answeredAt?: number;
  status?: number;
  /** The failure's code (ECONNRESET, ECONNREFUSED, …) when there was no complete answer. */
  error?: string;
}

export interface LoadRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  port: number;
  workers: number;
  /** What worker `index` sends each time. */
  requestFor: (index: number) => LoadRequest;
  /** One keep-alive agent shared by the workers; otherwise a new connection per request. */
  keepAlive?: boolean;
}

function send(port: number, request: LoadRequest, agent: http.Agent | false, worker: number) {
  return new Promise<LoadRecord>((resolve) => {
    const record: LoadRecord = { worker, keepAlive: agent !== false };
    let settled = false;
    const settle = (error?: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      if (error) record.error = error.code ?? error.message;
      else record.answeredAt = performance.now();
      resolve(record);
    };
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent,
      },
      (response) => {
        record.status = response.statusCode;
        response.resume();
        response.on('end', () => settle());
        response.on('error', (error) => settle(error));
        response.on('aborted', () =>
          settle(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })),
        );
      },
    );
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) record.connectedAt = performance.now();
      else socket.once('connect', () => (record.connectedAt = performance.now()));
    });
    outgoing.on('finish', () => (record.sentAt = performance.now()));
    outgoing.on('error', (error) => settle(error));
    outgoing.end();
  });
}

/**
 * `workers` loops sending requests back to back until `stop()`, every one recorded. After a
 * refused connection a worker pauses briefly instead of spinning.
 */
export function startLoad({ port, workers, requestFor, keepAlive = false }: LoadOptions) {
  const agent = keepAlive ? new http.Agent({ keepAlive: true, maxSockets: workers }) : false;
  const records: LoadRecord[] = [];
  let stopped = false;
  const loops = Array.from({ length: workers }, async (_unused, index) => {
    while (!stopped) {
      const record = await send(port, requestFor(index), agent, index);
      records.push(record);
      if (record.error) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    records,
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all(loops);
      if (agent) agent.destroy();
    },
  };
}
