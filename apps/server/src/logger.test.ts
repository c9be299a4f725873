import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, withoutShareTokens } from './logger.ts';

describe('the logger', () => {
  it('keeps share tokens out of request lines, and the rest of the request in', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger({ level: 'info', stream }) });
    app.get('/api/shared/:token', async () => ({ ok: true }));
    const token = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
    await app.inject({ method: 'GET', url: `/api/shared/${token}?page=2` });
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line)).find((line) => line.req);
    expect(incoming.req).toMatchObject({
      method: 'GET',
      url: '/api/shared/[redacted]?page=2',
      remoteAddress: '127.0.0.1',
    });
    expect(lines.join('\n')).not.toContain(token);
  });

  it('redacts the public pages and the API, and leaves the staff drive alone', () => {
    expect(withoutShareTokens('/drive/abc')).toBe('/drive/[redacted]');
    expect(withoutShareTokens('/material/abc?x=1')).toBe('/material/[redacted]?x=1');
    expect(withoutShareTokens('/main/shared/drive/abc')).toBe('/main/shared/drive/[redacted]');
    expect(withoutShareTokens('/api/shared/abc/items/1/content')).toBe(
      '/api/shared/[redacted]/items/1/content',
    );
    expect(withoutShareTokens('/main/drive/abc')).toBe('/main/drive/abc');
    expect(withoutShareTokens('/api/drive/items/abc')).toBe('/api/drive/items/abc');
  });
});
