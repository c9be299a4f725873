import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming `x-request-id` may be to be kept: a proxy's or load balancer's id (a UUID, hex,
 * base64url) joins our logs to theirs. Anything else (spaces, quotes, newlines, a kilobyte) could
 * forge or break log lines, so it is replaced.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Fastify's genReqId: the caller's id when it is a short safe token, else a new UUID. */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(incoming) ? incoming : randomUUID();
}
