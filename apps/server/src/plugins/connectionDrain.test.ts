import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { connectionDrainPlugin } from './connectionDrain.ts';

/** One request on a keep-alive agent; resolves with the status, `Connection` header and body. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('connection drain', () => {
  let app: FastifyInstance | undefined;
  const agent = new http.Agent({ keepAlive: true });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function listen(setup: (app: FastifyInstance) => void): Promise<number> {
    const logger: FastifyBaseLogger = createLogger({ level: 'silent' });
    const instance = Fastify({ loggerInstance: logger });
    await instance.register(connectionDrainPlugin);
    setup(instance);
    await instance.listen({ port: 0, host: '127.0.0.1' });
    app = instance;
    return (instance.server.address() as AddressInfo).port;
  }

  it('keeps connections alive until the drain begins, then closes each after its answer', async () => {
    const port = await listen((instance) => instance.get('/ping', async () => ({ ok: true })));
    expect((await get(port, '/ping', agent)).connection).toBe('keep-alive');
    app?.beginDrain();
    expect((await get(port, '/ping', agent)).connection).toBe('close');
  });

  it('lets a large answer still on its way finish when close() begins', async () => {
    // Node's own idle check counts a connection idle once its answer is ended, even while most
    // of the bytes still wait in the socket for a slow reader: it would cut the download short.
    const size = 16 * 1024 * 1024;
    const port = await listen((instance) =>
      instance.get('/export', async (_request, reply) =>
        reply.type('application/octet-stream').send(Buffer.alloc(size, 7)),
      ),
    );
    const received = new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/export', agent }, (response) => {
          let bytes = 0;
          response.pause();
          // The client reads nothing until the server has begun to close.
          setTimeout(() => {
            void app?.close();
            setTimeout(() => response.resume(), 200);
          }, 100);
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
          response.on('error', reject);
        })
        .on('error', reject);
    });
    expect(await received).toBe(size);
  });

  it('closes a connection that never sent a request, instead of waiting for it', async () => {
    const port = await listen((instance) => instance.get('/ping', async () => ({ ok: true })));
    // What a browser's speculative preconnect looks like to the server.
    const silent = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => silent.once('connect', resolve));
    const closedByServer = new Promise((resolve) => silent.once('end', resolve));
    const startedAt = Date.now();
    await app?.close();
    app = undefined;
    await closedByServer;
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    silent.destroy();
  });

  it('closes a keep-alive connection whose hijacked answer ends after close() began', async () => {
    // A stream-like answer: written by hand (no onSend, so no `Connection: close`), ended a little
    // after close() started. Without the sweep its idle socket would hold close() for the
    // keep-alive timeout (72 s).
    let endStream = () => {};
    const port = await listen((instance) =>
      instance.get('/stream', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive' });
        reply.raw.write('open\n');
        endStream = () => reply.raw.end('bye\n');
      }),
    );
    const answer = get(port, '/stream', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const startedAt = Date.now();
    const closed = app?.close();
    setTimeout(() => endStream(), 100);
    expect(await answer).toMatchObject({ status: 200, body: 'open\nbye\n' });
    await closed;
    app = undefined;
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});
