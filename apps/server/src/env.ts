import path from 'node:path';
import { z } from 'zod';
import type { DriveS3Settings } from './modules/drive/driveStorage.ts';
import { parseAllowEntry } from './metrics/metricsAccess.ts';
import { connectSourcesFor } from './plugins/securityHeaders.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const originText = z
  .string()
  .trim()
  .transform((value, ctx) => {
    try {
      return new URL(value).origin;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" is not an origin such as https://atrium.example.com`,
      });
      return z.NEVER;
    }
  });

const MINUTE_MS = 60_000;
const UNIT_MS = { m: MINUTE_MS, h: 60 * MINUTE_MS, d: 24 * 60 * MINUTE_MS } as const;

/** `30m`, `6h`, `1d` (at least a minute); unset, empty, `0` or `off`: undefined. */
const intervalText = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || ['', '0', 'off'].includes(value.toLowerCase())) return undefined;
    const match = /^(\d+)\s*(m|h|d)$/i.exec(value);
    const amount = Number(match?.[1]);
    const unit = match?.[2]?.toLowerCase() as keyof typeof UNIT_MS | undefined;
    if (!unit || amount < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" is not an interval such as 30m, 6h or 1d (0 or off: no scheduled backups)`,
      });
      return z.NEVER;
    }
    return amount * UNIT_MS[unit];
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long a clean shutdown (SIGTERM, SIGINT) may take: requests in flight finish, live streams
   * are told to reconnect, the job in hand finishes. Past it the process exits 1 anyway.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(10),
  /** PostgreSQL instead of the embedded PGlite database. */
  DATABASE_URL: optionalText,
  ATRIUM_DATA_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  /** First-run admin password; generated and printed once when absent. */
  ATRIUM_ADMIN_PASSWORD: z.string().optional(),
  /** The origin users reach the server at (behind a proxy); defaults to the request's own. */
  PUBLIC_ORIGIN: originText.optional(),
  /** Extra origins allowed to make state-changing requests, comma-separated. */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originText)),
  /** Trust X-Forwarded-* from a reverse proxy (for https detection and client IPs). */
  TRUST_PROXY: booleanText,
  /** A Firebase service account (the JSON, or a path to it) to send pushes; unset: SSE only. */
  FIREBASE_SERVICE_ACCOUNT: optionalText,
  /** smtp(s)://user:password@host:port for outgoing mail; unset: .eml files in <data dir>/outbox. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The From address of outgoing mail. */
  MAIL_FROM: optionalText,
  /** The web app's error reporting (its origin joins the CSP's connect-src). */
  VITE_SENTRY_DSN: optionalText,
  /** The web app's Firebase push (Firebase's token endpoints join the CSP's connect-src). */
  VITE_FIREBASE_API_KEY: optionalText,
  /** More connect-src origins for the CSP, space- or comma-separated. */
  CSP_CONNECT_SRC: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(originText)),
  /**
   * TEST ONLY: the /api/testing switches the browser journeys use (apps/web/e2e). Refused in
   * production unless HOST is a loopback address (the e2e server runs the production build on
   * 127.0.0.1): a public production server never has them.
   */
  ATRIUM_E2E_HOOKS: booleanText,
  /** Scheduled backups: how often (`30m`, `6h`, `1d`); unset or `0`: off. */
  ATRIUM_BACKUP_INTERVAL: intervalText,
  /** Where scheduled backups go; default `<data dir>/backups`. */
  ATRIUM_BACKUP_DIR: optionalText,
  /** How many scheduled backups to keep (the oldest are deleted). */
  ATRIUM_BACKUP_KEEP: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).max(10_000).default(7),
  ),
  /** The pg_dump backups of a PostgreSQL database run; default `pg_dump` on PATH. */
  ATRIUM_PG_DUMP: optionalText,
  /**
   * The drive's files in an S3-compatible object store (AWS, MinIO, Ceph), for several server
   * instances; unset: `<data dir>/files`. The bucket must exist.
   */
  ATRIUM_S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'is not an S3 bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
  ),
  /** The S3 server's URL (MinIO, Ceph, …); unset: AWS's endpoint for the region. */
  ATRIUM_S3_ENDPOINT: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+/, 'must be a URL such as https://minio.example.com:9000')
      .optional(),
  ),
  ATRIUM_S3_REGION: optionalText,
  /** Both keys or neither (neither: the AWS SDK's own chain, such as an instance role). */
  ATRIUM_S3_ACCESS_KEY_ID: optionalText,
  ATRIUM_S3_SECRET_ACCESS_KEY: optionalText,
  /** `<endpoint>/<bucket>` addressing; default on with ATRIUM_S3_ENDPOINT, off for AWS. */
  ATRIUM_S3_FORCE_PATH_STYLE: z.enum(['1', '0', 'true', 'false', '']).optional(),
  /**
   * GET /api/metrics: the bearer token a Prometheus scraper sends. With neither this nor
   * ATRIUM_METRICS_ALLOW the endpoint answers 404.
   */
  ATRIUM_METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  /** GET /api/metrics: addresses or CIDR ranges allowed to scrape, comma-separated. */
  ATRIUM_METRICS_ALLOW: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((entry) => parseAllowEntry(entry) !== undefined, {
          error: (issue) =>
            `"${String(issue.input)}" is not an IP address or CIDR range such as 10.0.0.0/8`,
        }),
      ),
    ),
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string | undefined;
  adminPassword: string | undefined;
  publicOrigin: string | undefined;
  allowedOrigins: string[];
  trustProxy: boolean;
  firebaseServiceAccount: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origins the browser app may connect to besides its own (CSP connect-src). */
  connectSources: string[];
  /** TEST ONLY: register the /api/testing switches (ATRIUM_E2E_HOOKS=1). */
  e2eHooks: boolean;
  /** Backups: the schedule (off unless ATRIUM_BACKUP_INTERVAL), their folder, the pg_dump to use. */
  backups: {
    schedule: { intervalMs: number; keep: number } | undefined;
    dir: string;
    pgDump: string | undefined;
  };
  /** The drive's S3-compatible object store (ATRIUM_S3_*); undefined: the data directory. */
  driveS3: DriveS3Settings | undefined;
  /** Who may read GET /api/metrics: the scraper's token, the addresses allowed. */
  metrics: { token: string | undefined; allow: string[] };
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** 127.0.0.0/8, ::1 or localhost: nothing outside this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
}

export class EnvError extends Error {}

/** The drive's S3 settings when any ATRIUM_S3_ variable is set (then the bucket must be). */
function driveS3From(env: z.infer<typeof envSchema>): DriveS3Settings | undefined {
  const set = Object.entries(env).filter(
    ([name, value]) => name.startsWith('ATRIUM_S3_') && value !== undefined && value !== '',
  );
  if (set.length === 0) return undefined;
  const problems: string[] = [];
  if (!env.ATRIUM_S3_BUCKET) {
    problems.push(
      `ATRIUM_S3_BUCKET: required when ${set.map(([name]) => name).join(', ')} is set (or unset those to keep files in the data directory)`,
    );
  }
  if (Boolean(env.ATRIUM_S3_ACCESS_KEY_ID) !== Boolean(env.ATRIUM_S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'ATRIUM_S3_ACCESS_KEY_ID and ATRIUM_S3_SECRET_ACCESS_KEY: set both, or neither (the AWS default credentials)',
    );
  }
  if (problems.length > 0 || !env.ATRIUM_S3_BUCKET) {
    throw new EnvError(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const pathStyle = env.ATRIUM_S3_FORCE_PATH_STYLE;
  return {
    bucket: env.ATRIUM_S3_BUCKET,
    endpoint: env.ATRIUM_S3_ENDPOINT,
    region: env.ATRIUM_S3_REGION ?? 'us-east-1',
    accessKeyId: env.ATRIUM_S3_ACCESS_KEY_ID,
    secretAccessKey: env.ATRIUM_S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      pathStyle === undefined || pathStyle === ''
        ? env.ATRIUM_S3_ENDPOINT !== undefined
        : pathStyle === '1' || pathStyle === 'true',
  };
}

/** Reads and validates the environment; relative directories resolve against the cwd. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.ATRIUM_E2E_HOOKS && env.NODE_ENV === 'production' && !isLoopbackHost(env.HOST)) {
    throw new EnvError(
      `Invalid environment:\n  ATRIUM_E2E_HOOKS: the test-only switches are refused in production unless HOST is a loopback address (HOST is "${env.HOST}")`,
    );
  }
  const dataDir = path.resolve(cwd, env.ATRIUM_DATA_DIR ?? 'data');
  const driveS3 = driveS3From(env);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    webDistDir: env.WEB_DIST_DIR === undefined ? undefined : path.resolve(cwd, env.WEB_DIST_DIR),
    adminPassword: env.ATRIUM_ADMIN_PASSWORD === '' ? undefined : env.ATRIUM_ADMIN_PASSWORD,
    publicOrigin: env.PUBLIC_ORIGIN,
    allowedOrigins: env.ALLOWED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Atrium <no-reply@localhost>',
    connectSources: connectSourcesFor({
      sentryDsn: env.VITE_SENTRY_DSN,
      firebasePush: Boolean(env.VITE_FIREBASE_API_KEY),
      extra: env.CSP_CONNECT_SRC,
    }),
    e2eHooks: env.ATRIUM_E2E_HOOKS,
    backups: {
      schedule:
        env.ATRIUM_BACKUP_INTERVAL === undefined
          ? undefined
          : { intervalMs: env.ATRIUM_BACKUP_INTERVAL, keep: env.ATRIUM_BACKUP_KEEP },
      dir: path.resolve(cwd, env.ATRIUM_BACKUP_DIR ?? path.join(dataDir, 'backups')),
      pgDump: env.ATRIUM_PG_DUMP,
    },
    driveS3,
    metrics: { token: env.ATRIUM_METRICS_TOKEN, allow: env.ATRIUM_METRICS_ALLOW },
  };
}
