import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openStream } from '../modules/notification/sseTestClient.ts';
import { testDatabases } from '../test/databases.ts';
import { login, PASSWORD, seedUser, sessionCookie, useTestApp } from '../test/helpers.ts';
import { parseAllowEntry } from './metricsAccess.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

function scrape(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The value of one sample line (`name{labels} value`), 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics allow-list entries', () => {
  it('reads addresses and CIDR ranges, and refuses anything else', () => {
    expect(parseAllowEntry('10.0.0.0/8')).toEqual({
      address: '10.0.0.0',
      prefix: 8,
      family: 'ipv4',
    });
    expect(parseAllowEntry('127.0.0.1')).toEqual({
      address: '127.0.0.1',
      prefix: 32,
      family: 'ipv4',
    });
    expect(parseAllowEntry('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
    for (const wrong of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '10.0.0.0/x', ''])
      expect(parseAllowEntry(wrong), wrong).toBeUndefined();
  });
});

describe.each(testDatabases)('GET /api/metrics on $name', (testDatabase) => {
  describe('with a token', () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
      config: { metrics: { token: TOKEN, allow: [] } },
    });

    it('refuses a caller without the token, signed in or not, and a wrong token: 401', async () => {
      await seedUser(handle, { username: 'root', role: 'super_admin' });
      const session = sessionCookie(await login(app, { username: 'root', password: PASSWORD }));
      const attempts: Array<Record<string, string>> = [
        {},
        { cookie: `atrium_session=${session}` },
        { authorization: `Bearer ${session}` },
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: TOKEN },
      ];
      for (const headers of attempts) {
        const response = await scrape(app, headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
        expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(response.body).not.toContain('atrium_');
      }
    });

    it('answers the right token with every metric, and the figures move', async () => {
      const authorization = `Bearer ${TOKEN}`;
      const before = await scrape(app, { authorization });
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      for (const name of [
        'atrium_http_requests_total',
        'atrium_http_request_duration_seconds',
        'atrium_http_errors_total',
        'atrium_db_query_duration_seconds',
        'atrium_db_pool_connections',
        'atrium_jobs',
        'atrium_job_runs_total',
        'atrium_job_duration_seconds',
        'atrium_live_streams_open',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
      ]) {
        expect(before.body, name).toContain(`# TYPE ${name} `);
      }

      // Requests by route pattern, never the raw URL; errors by status class.
      const health =
        'atrium_http_requests_total{route="/api/health",method="GET",status_class="2xx"}';
      const unknownUser =
        'atrium_http_requests_total{route="/api/user/:id/info",method="GET",status_class="4xx"}';
      for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({
        method: 'GET',
        url: '/api/user/00000000-0000-4000-8000-000000000000/info',
      });
      await app.inject({ method: 'GET', url: '/api/no-such-route/12345' });
      // A job scheduled and run: the queue depth and the runs move.
      await app.jobs.schedule('ops.backup', new Date(Date.now() + 3_600_000), {});
      const scheduled = await scrape(app, { authorization });
      expect(sample(scheduled.body, 'atrium_jobs{state="scheduled"}')).toBe(1);
      await app.jobs.schedule(
        'drive.maintenance',
        new Date(Date.now() - 1000),
        {},
        'drive.maintenance',
      );
      expect(sample((await scrape(app, { authorization })).body, 'atrium_jobs{state="due"}')).toBe(
        1,
      );
      await app.jobs.runDue();

      const after = await scrape(app, { authorization });
      expect(sample(after.body, health) - sample(before.body, health)).toBe(3);
      expect(sample(after.body, unknownUser) - sample(before.body, unknownUser)).toBe(1);
      expect(after.body).not.toContain('no-such-route');
      expect(after.body).toContain('route="(unmatched)"');
      expect(
        sample(after.body, 'atrium_http_errors_total{status_class="4xx"}') -
          sample(before.body, 'atrium_http_errors_total{status_class="4xx"}'),
      ).toBeGreaterThanOrEqual(2);
      expect(sample(after.body, 'atrium_db_query_duration_seconds_count')).toBeGreaterThan(
        sample(before.body, 'atrium_db_query_duration_seconds_count'),
      );
      expect(
        sample(after.body, 'atrium_db_pool_connections{state="total"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(after.body, 'atrium_job_runs_total{kind="drive.maintenance",outcome="done"}'),
      ).toBe(1);
      expect(sample(after.body, 'atrium_jobs{state="due"}')).toBe(0);
    });

    it('counts the live streams open', async () => {
      await seedUser(handle, { username: 'alice' });
      const session = sessionCookie(await login(app, { username: 'alice', password: PASSWORD }));
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const open = async () =>
        sample(
          (await scrape(app, { authorization: `Bearer ${TOKEN}` })).body,
          'atrium_live_streams_open',
        );
      const before = await open();
      const stream = await openStream(baseUrl, `atrium_session=${session}`);
      try {
        expect((await stream.nextFrame())?.comment).toBe('connected');
        expect(await open()).toBe(before + 1);
      } finally {
        stream.close();
      }
      await expect.poll(open).toBe(before);
    });
  });

  describe('with an allow-list', () => {
    let app: FastifyInstance;
    useTestApp(testDatabase, (opened) => ({ app } = opened), {
      config: { metrics: { token: undefined, allow: ['10.1.0.0/16', '::1'] } },
    });

    it('answers addresses on the list and refuses others with 403', async () => {
      expect((await scrape(app, {}, '10.1.2.3')).statusCode).toBe(200);
      expect((await scrape(app, {}, '::ffff:10.1.200.1')).statusCode).toBe(200);
      expect((await scrape(app, {}, '::1')).statusCode).toBe(200);
      const refused = await scrape(app, {}, '10.2.0.1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: ERROR_DETAILS.forbidden });
    });
  });

  describe('with a token and an allow-list', () => {
    let app: FastifyInstance;
    useTestApp(testDatabase, (opened) => ({ app } = opened), {
      config: { metrics: { token: TOKEN, allow: ['10.1.0.0/16'] } },
    });

    it('needs both', async () => {
      const authorization = `Bearer ${TOKEN}`;
      expect((await scrape(app, { authorization }, '10.1.2.3')).statusCode).toBe(200);
      expect((await scrape(app, {}, '10.1.2.3')).statusCode).toBe(401);
      expect((await scrape(app, { authorization }, '10.9.2.3')).statusCode).toBe(403);
    });
  });

  describe('unconfigured', () => {
    let app: FastifyInstance;
    useTestApp(testDatabase, (opened) => ({ app } = opened));

    it('does not exist: 404, whatever the caller sends', async () => {
      const attempts: Array<Record<string, string>> = [{}, { authorization: `Bearer ${TOKEN}` }];
      for (const headers of attempts) {
        const response = await scrape(app, headers, '127.0.0.1');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: ERROR_DETAILS.notFound });
      }
    });
  });
});
