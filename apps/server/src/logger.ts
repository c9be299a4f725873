import { pino, type DestinationStream, type Logger } from 'pino';

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

export function createLogger(options: { level: string; stream?: DestinationStream }): Logger {
  const config = {
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return options.stream ? pino(config, options.stream) : pino(config);
}
