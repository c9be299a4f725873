import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('has defaults that run on a bare machine', () => {
    expect(loadEnv({}, '/srv/atrium')).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/atrium/data'),
      webDistDir: undefined,
      adminPassword: undefined,
      publicOrigin: undefined,
      allowedOrigins: [],
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: 'Atrium <no-reply@localhost>',
      connectSources: [],
      e2eHooks: false,
      backups: {
        schedule: undefined,
        dir: path.resolve('/srv/atrium/data/backups'),
        pgDump: undefined,
      },
      metrics: { token: undefined, allow: [] },
    });
  });

  it('lets the browser reach the Sentry ingest and Firebase only when they are configured', () => {
    const env = loadEnv(
      {
        VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
        VITE_FIREBASE_API_KEY: 'AIza-key',
        CSP_CONNECT_SRC: 'https://metrics.example.org, https://cdn.example.org/path',
      },
      '/srv/atrium',
    );
    expect(env.connectSources).toEqual([
      'https://metrics.example.org',
      'https://cdn.example.org',
      'https://o1.ingest.sentry.io',
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ]);
    expect(() => loadEnv({ CSP_CONNECT_SRC: 'not a url' })).toThrow(EnvError);
  });

  it('reads the mail settings and refuses an SMTP URL of another scheme', () => {
    expect(
      loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Atrium <a@example.com>' }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example:465',
      mailFrom: 'Atrium <a@example.com>',
    });
    expect(loadEnv({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(EnvError);
  });

  it('reads what npm start sets', () => {
    const env = loadEnv(
      {
        PORT: '3999',
        ATRIUM_DATA_DIR: 'var/data',
        WEB_DIST_DIR: '/app/apps/web/dist',
        NODE_ENV: 'production',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
        PUBLIC_ORIGIN: 'https://atrium.example/login',
        DATABASE_URL: '',
      },
      '/srv',
    );
    expect(env).toMatchObject({
      port: 3999,
      dataDir: path.resolve('/srv/var/data'),
      webDistDir: '/app/apps/web/dist',
      nodeEnv: 'production',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      publicOrigin: 'https://atrium.example',
      databaseUrl: undefined,
    });
  });

  it('turns the test-only e2e switches on only when asked, never on a public production server', () => {
    expect(loadEnv({ ATRIUM_E2E_HOOKS: '1' }).e2eHooks).toBe(true);
    expect(loadEnv({ ATRIUM_E2E_HOOKS: '0' }).e2eHooks).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).e2eHooks).toBe(false);
    // The e2e server: the production build on a loopback address.
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(loadEnv({ NODE_ENV: 'production', HOST: host, ATRIUM_E2E_HOOKS: '1' }).e2eHooks).toBe(
        true,
      );
    }
    for (const host of ['0.0.0.0', '10.0.0.5', '::', 'atrium.example']) {
      expect(() => loadEnv({ NODE_ENV: 'production', HOST: host, ATRIUM_E2E_HOOKS: '1' })).toThrow(
        /ATRIUM_E2E_HOOKS/,
      );
    }
    // The default HOST (0.0.0.0) listens everywhere.
    expect(() => loadEnv({ NODE_ENV: 'production', ATRIUM_E2E_HOOKS: 'true' })).toThrow(EnvError);
    expect(() => loadEnv({ ATRIUM_E2E_HOOKS: 'yes' })).toThrow(/ATRIUM_E2E_HOOKS/);
  });

  it('reads the shutdown deadline in seconds', () => {
    expect(loadEnv({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' }).shutdownTimeoutMs).toBe(2_500);
    expect(() => loadEnv({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => loadEnv({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toThrow(EnvError);
  });

  it('reads the backup schedule (off by default), its folder and how many to keep', () => {
    expect(
      loadEnv(
        {
          ATRIUM_BACKUP_INTERVAL: '6h',
          ATRIUM_BACKUP_DIR: 'backups',
          ATRIUM_BACKUP_KEEP: '14',
          ATRIUM_PG_DUMP: '/usr/lib/postgresql/17/bin/pg_dump',
        },
        '/srv/atrium',
      ).backups,
    ).toEqual({
      schedule: { intervalMs: 6 * 60 * 60 * 1000, keep: 14 },
      dir: path.resolve('/srv/atrium/backups'),
      pgDump: '/usr/lib/postgresql/17/bin/pg_dump',
    });
    expect(loadEnv({ ATRIUM_BACKUP_INTERVAL: '30m' }).backups.schedule).toEqual({
      intervalMs: 30 * 60 * 1000,
      keep: 7,
    });
    expect(
      loadEnv({ ATRIUM_BACKUP_INTERVAL: '1d', ATRIUM_BACKUP_KEEP: '' }).backups.schedule,
    ).toEqual({ intervalMs: 24 * 60 * 60 * 1000, keep: 7 });
    for (const off of ['', '0', 'off']) {
      expect(loadEnv({ ATRIUM_BACKUP_INTERVAL: off }).backups.schedule).toBeUndefined();
    }
    expect(() => loadEnv({ ATRIUM_BACKUP_INTERVAL: 'daily' })).toThrow(/ATRIUM_BACKUP_INTERVAL/);
    expect(() => loadEnv({ ATRIUM_BACKUP_INTERVAL: '90s' })).toThrow(EnvError);
    expect(() => loadEnv({ ATRIUM_BACKUP_KEEP: '0' })).toThrow(/ATRIUM_BACKUP_KEEP/);
  });

  it('reads who may scrape the metrics: a long enough token, addresses and CIDR ranges', () => {
    const token = 'a'.repeat(32);
    expect(
      loadEnv({ ATRIUM_METRICS_TOKEN: token, ATRIUM_METRICS_ALLOW: '10.0.0.0/8, ::1' }).metrics,
    ).toEqual({ token, allow: ['10.0.0.0/8', '::1'] });
    expect(loadEnv({ ATRIUM_METRICS_TOKEN: '' }).metrics.token).toBeUndefined();
    expect(() => loadEnv({ ATRIUM_METRICS_TOKEN: 'short' })).toThrow(/ATRIUM_METRICS_TOKEN/);
    expect(() => loadEnv({ ATRIUM_METRICS_ALLOW: 'prometheus.internal' })).toThrow(
      /ATRIUM_METRICS_ALLOW.*prometheus\.internal/,
    );
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
