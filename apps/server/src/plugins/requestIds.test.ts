import { ERROR_DETAILS } from '@atrium/api/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { isSafeRequestId, requestIdFor } from '../lib/requestId.ts';
import { testDatabases } from '../test/databases.ts';
import { captureLog, createTestApp, useTestApp } from '../test/helpers.ts';
import { errorsPlugin } from './errors.ts';
import { requestIdsPlugin } from './requestIds.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function logLines(text: string): Array<Record<string, unknown>> {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('requestIdFor', () => {
  it('keeps a short safe incoming id and replaces anything else with a new UUID', () => {
    for (const kept of ['3f2b9c1e-77aa-4f00-9d3c-0d1e2f3a4b5c', 'lb.7F3A:21_x-9', 'a']) {
      expect(requestIdFor({ headers: { 'x-request-id': kept } })).toBe(kept);
    }
    for (const refused of ['', 'has space', 'quote"d', 'line\nbreak', 'x'.repeat(65), 'é']) {
      expect(isSafeRequestId(refused)).toBe(false);
      expect(requestIdFor({ headers: { 'x-request-id': refused } })).toMatch(UUID);
    }
    expect(requestIdFor({ headers: { 'x-request-id': ['a', 'b'] } })).toMatch(UUID);
    expect(requestIdFor({ headers: {} })).toMatch(UUID);
  });
});

describe.each(testDatabases)('request ids in the app on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const log = captureLog();
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { logger: log.logger });

  it('answers with the request id and writes it on every log line of the request', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    const id = generated.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const lines = logLines(log.text()).filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a21' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a21');
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x" injected="1' },
    });
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });

  it('leaves the 4xx bodies exactly as specified, with the id in the header only', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(notFound.headers['x-request-id']).toMatch(UUID);
    expect(notFound.json()).toEqual({ detail: ERROR_DETAILS.notFound });
    const signedOut = await app.inject({ method: 'GET', url: '/api/notifications' });
    expect(signedOut.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
    const malformed = await app.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['detail']);
  });

  it('adds the request id to a 503 body, beside the generic detail', async () => {
    const down = await createTestApp(
      {
        ...handle,
        ping: () =>
          Promise.reject(
            Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
          ),
      },
      { logger: log.logger },
    );
    try {
      const response = await down.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'x-request-id': 'probe-1' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail: 'The service is temporarily unavailable',
        requestId: 'probe-1',
      });
    } finally {
      await down.close();
    }
  });
});

describe('request ids outside the request logger', () => {
  async function bareApp(logger: ReturnType<typeof captureLog>['logger']) {
    const app = Fastify({ loggerInstance: logger, genReqId: requestIdFor });
    await app.register(requestIdsPlugin);
    await app.register(errorsPlugin);
    app.post('/work', async (request) => {
      // A service logs with the app's logger, after the body was read and a timer passed.
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn({ size: JSON.stringify(request.body).length }, 'service line');
      return { ok: true };
    });
    app.get('/boom', async () => {
      throw new Error('relation "users" does not exist');
    });
    await app.ready();
    return app;
  }

  it('puts the id on what services log with the app logger while serving a request, once', async () => {
    const log = captureLog();
    const app = await bareApp(log.logger);
    try {
      // Over a real socket: the body then arrives in the socket's async context, not the request's.
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${baseUrl}/work`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-with-body' },
        body: JSON.stringify({ some: 'body'.repeat(20_000) }),
      });
      expect(response.status).toBe(200);
      log.logger.info('not during a request');
      const lines = logLines(log.text());
      expect(lines.find((line) => line.msg === 'service line')).toMatchObject({
        reqId: 'req-with-body',
      });
      expect(lines.find((line) => line.msg === 'not during a request')?.reqId).toBeUndefined();
      // The request's own lines carry it once (a repeated key would be invalid for some readers).
      const raw =
        log
          .text()
          .split('\n')
          .find((line) => line.includes('request completed')) ?? '';
      expect(raw.match(/"reqId"/g)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('answers a 500 with the generic detail and the id that finds the logged cause', async () => {
    const log = captureLog();
    const app = await bareApp(log.logger);
    try {
      const response = await app.inject({ method: 'GET', url: '/boom' });
      const id = response.headers['x-request-id'];
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: ERROR_DETAILS.generic, requestId: id });
      expect(logLines(log.text()).find((line) => line.msg === 'request failed')).toMatchObject({
        reqId: id,
        err: { message: 'relation "users" does not exist' },
      });
    } finally {
      await app.close();
    }
  });
});
