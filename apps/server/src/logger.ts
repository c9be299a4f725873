import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './lib/requestContext.ts';

/** Secrets never reach the log, whatever a future log line happens to include. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["master-key-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["master-key-token"]',
  'headers["set-cookie"]',
  'body.password',
  'req.body.password',
  'password',
  '*.password',
  'token',
  '*.token',
];

/**
 * A share link's token is its credential: request lines keep the path's shape, not the token
 * (`/api/shared/{token}/…` and the pages `/drive/{token}`, `/material/{token}`,
 * `/main/shared/drive|material/{token}`).
 */
export function withoutShareTokens(url: string): string {
  return url
    .replace(/^(\/api\/shared\/)[^/?#]+/, '$1[redacted]')
    .replace(/^(\/(?:main\/shared\/)?(?:drive|material)\/)[^/?#]+/, '$1[redacted]');
}

/** What a logged request shows (Fastify's own fields), its address without a share token. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? withoutShareTokens(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's request loggers bind the id already (as `reqId`); the rest get it from the mixin. */
const REQUEST_ID_LABEL = 'reqId';
const bindsRequestId = new WeakMap<Logger, boolean>();

function hasRequestIdBinding(logger: Logger): boolean {
  let binds = bindsRequestId.get(logger);
  if (binds === undefined) {
    binds = REQUEST_ID_LABEL in logger.bindings();
    bindsRequestId.set(logger, binds);
  }
  return binds;
}

/** The id of the request being served, for lines written with the app's logger during it. */
function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const requestId = currentRequestId();
  if (requestId === undefined || hasRequestIdBinding(logger)) return {};
  return { [REQUEST_ID_LABEL]: requestId };
}

export function createLogger(options: { level: string; stream?: DestinationStream }): Logger {
  const config = {
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestSerializer },
    mixin: requestIdMixin,
  };
  return options.stream ? pino(config, options.stream) : pino(config);
}
