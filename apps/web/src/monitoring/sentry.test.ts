import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/react';
import { startSentry } from './sentry.ts';
import { keepOnlyStoryEvents, STORY_API_CALL_MESSAGE } from './sentryFilter.ts';

/** A loopback Sentry ingest: records the body of every envelope the SDK posts. */
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

describe('Sentry against a loopback ingest', () => {
  it('sends the story reports and drops everything else', async () => {
    const sentry = await startSentry({ dsn, environment: 'test' });
    sentry.captureMessage('Profile page failed to load');
    sentry.captureMessage(`${STORY_API_CALL_MESSAGE}: GET /task/story/7 answered 500`);
    sentry.captureMessage('Users list failed');
    expect(await sentry.flush(5000)).toBe(true);

    const events = envelopes.filter((body) => body.includes('"type":"event"'));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('Story API Call: GET /task/story/7 answered 500');
    expect(envelopes.join('\n')).not.toContain('Profile page failed');
    expect(envelopes.join('\n')).not.toContain('Users list failed');
    // Tracing is off: no transaction ever leaves the browser.
    expect(envelopes.some((body) => body.includes('"type":"transaction"'))).toBe(false);
  });
});

describe('keepOnlyStoryEvents', () => {
  const event = (fields: Partial<ErrorEvent>): ErrorEvent => ({ type: undefined, ...fields });

  it('keeps events about the story task endpoint', () => {
    const kept = event({ request: { url: 'https://atrium.example/api/task/story/12' } });
    expect(keepOnlyStoryEvents(kept)).toBe(kept);
    const viaTag = event({ tags: { 'api.url': '/api/story?page=1' } });
    expect(keepOnlyStoryEvents(viaTag)).toBe(viaTag);
  });

  it('keeps an exception whose message carries "Story API Call"', () => {
    const kept = event({
      exception: { values: [{ type: 'Error', value: 'Story API Call failed' }] },
    });
    expect(keepOnlyStoryEvents(kept)).toBe(kept);
  });

  it('drops everything else, including URLs that only look alike', () => {
    expect(keepOnlyStoryEvents(event({ message: 'TypeError in users page' }))).toBeNull();
    expect(
      keepOnlyStoryEvents(event({ request: { url: 'https://atrium.example/api/history/1' } })),
    ).toBeNull();
    expect(
      keepOnlyStoryEvents(event({ request: { url: 'https://atrium.example/main/stories-list' } })),
    ).toBeNull();
  });
});
