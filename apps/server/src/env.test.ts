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
    });
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

  it('refuses invalid values with a readable message', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
