import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@atrium/api';
import { createApiErrorFeed, isToastWorthy } from '@atrium/features';
import { startSentry } from './sentry.ts';
import { storyApiReport } from './storyApiReports.ts';

/** A loopback Sentry ingest (as sentry.test.ts): records the body of every envelope posted. */
let ingest: Server;
const envelopes: string[] = [];
let dsn = '';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

beforeAll(async () => {
  ingest = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.url?.includes('/envelope/')) envelopes.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const { port } = ingest.address() as AddressInfo;
  dsn = `http://publickey@127.0.0.1:${port}/1`;
});

afterAll(async () => {
  await new Promise((resolve) => ingest.close(resolve));
});

const PROJECT = '0b6f7a52-8a5e-4c1e-9d57-3f1c2b1a0e11';

/**
 * The app's client (as services.ts wires it) over a network that answers as told: failures go
 * to the feed the toaster and Sentry read.
 */
function clientAnswering(answer: (url: string) => Response | undefined) {
  const errors = createApiErrorFeed();
  const failed: ApiError[] = [];
  errors.subscribe((error) => failed.push(error));
  const api = createApiClient({
    baseUrl: '/api',
    fetch: (input) => {
      const url = String(input);
      const response = answer(url);
      // No response: the network failed (offline, the server down, a proxy dropping it).
      return response
        ? Promise.resolve(response)
        : Promise.reject(new TypeError('Failed to fetch'));
    },
    onError: (error) => errors.publish(error),
  });
  return { api, errors, failed };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('story calls and the spec’s rules (sections 7 and 8)', () => {
  it('suppresses "No response received from server" for story URLs only', async () => {
    const { api, failed } = clientAnswering(() => undefined);
    await expect(api.stories.board(PROJECT)).rejects.toBeInstanceOf(ApiError);
    await expect(api.stories.views()).rejects.toBeInstanceOf(ApiError);
    await expect(api.projects.list()).rejects.toBeInstanceOf(ApiError);
    const [board, views, projects] = failed;
    expect(board).toMatchObject({
      kind: 'no-response',
      message: 'No response received from server',
    });
    expect(board?.url).toContain('/api/story/board');
    expect(views?.url).toContain('/api/task/story/views');
    expect(isToastWorthy(board!)).toBe(false);
    expect(isToastWorthy(views!)).toBe(false);
    // Anywhere else the person is told.
    expect(isToastWorthy(projects!)).toBe(true);
  });

  it('reports failed story calls to the loopback ingest, and nothing of other areas or refusals', async () => {
    const { api, errors } = clientAnswering((url) => {
      if (url.includes('/story/board')) return json(500, { detail: 'An error occurred' });
      if (url.includes('/projects')) return json(500, { detail: 'An error occurred' });
      if (url.includes('/task/story/views')) return json(400, { errors: { name: ['Too long'] } });
      return undefined;
    });
    const sentry = await startSentry({ dsn, environment: 'test', errors });
    envelopes.length = 0;
    await expect(api.stories.board(PROJECT)).rejects.toBeInstanceOf(ApiError);
    await expect(api.stories.list({ q: 'a private search' })).rejects.toBeInstanceOf(ApiError);
    await expect(api.projects.list()).rejects.toBeInstanceOf(ApiError);
    await expect(api.stories.createView({ name: 'x', query: {} })).rejects.toBeInstanceOf(ApiError);
    expect(await sentry.flush(5000)).toBe(true);

    const events = envelopes.filter((body) => body.includes('"type":"event"'));
    const all = events.join('\n');
    expect(events).toHaveLength(2);
    expect(all).toContain('Story API Call: /api/story/board answered 500');
    expect(all).toContain('Story API Call: /api/story no response');
    // The path only: what was searched for stays in the browser.
    expect(all).not.toContain('private search');
    expect(all).not.toContain('/api/projects');
    expect(all).not.toContain('Too long');
  });

  it('names the path and the answer', () => {
    expect(
      storyApiReport(new ApiError({ kind: 'detail', status: 502, url: '/api/story/12?x=1' })),
    ).toBe('Story API Call: /api/story/12 answered 502');
  });
});
