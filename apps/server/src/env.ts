import path from 'node:path';
import { z } from 'zod';
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

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
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
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** 127.0.0.0/8, ::1 or localhost: nothing outside this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
}

export class EnvError extends Error {}

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
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(cwd, env.ATRIUM_DATA_DIR ?? 'data'),
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
  };
}
