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

  it('refuses invalid values with a readable message', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
