import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createLogger } from './logger.ts';
import { createSignInThrottle } from './modules/user/signInThrottle.ts';
import { createUserRepo } from './modules/user/user.repo.ts';
import { createUserService } from './modules/user/user.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { authorizePlugin, MissingAccessDeclarationError } from './plugins/authorize.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { CONTENT_SECURITY_POLICY } from './plugins/securityHeaders.ts';
import { testDatabases } from './test/databases.ts';
import {
  createTestApp,
  login,
  PASSWORD,
  profile,
  seedUser,
  sessionCookie,
  testConfig,
  useTestApp,
} from './test/helpers.ts';

describe.each(testDatabases)('app on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  describe('health', () => {
    it('GET /api/health answers ok', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('GET /api/ready checks the database', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('GET /api/ready answers 503 with Retry-After when the database is down', async () => {
      const down = await createTestApp({
        ...handle,
        ping: () =>
          Promise.reject(
            Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
              code: 'ECONNREFUSED',
            }),
          ),
      });
      try {
        const response = await down.inject({ method: 'GET', url: '/api/ready' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(Object.keys(response.json())).toEqual(['detail', 'requestId']);
        expect(response.body).not.toContain('ECONNREFUSED');
      } finally {
        await down.close();
      }
    });
  });

  it('sets the security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nope', '/', '/main/home']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('adds the configured connect-src origins (Sentry, Firebase) to the policy', async () => {
    const reporting = await createTestApp(handle, {
      config: { connectSources: ['https://o1.ingest.sentry.io'] },
    });
    try {
      const response = await reporting.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' https://o1.ingest.sentry.io;",
      );
    } finally {
      await reporting.close();
    }
  });

  it('adds HSTS in production', async () => {
    const production = await createTestApp(handle, { config: { production: true } });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await production.close();
    }
  });

  it('answers unknown /api routes with 404 {detail}', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/does/not/exist',
        headers: { 'master-key-token': '' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found' });
    }
  });

  it('refuses a NUL character anywhere in the input with a field error, not a database 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'master-key-token': '' },
      payload: { username: 'ali\u0000ce', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { username: ['Must not contain a NUL character'] },
    });
  });

  it('answers 404 to a state-changing call of an unknown route even without the CSRF header', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/does/not/exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it('says the web app is not built when there is no WEB_DIST_DIR', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('not built');
  });

  it('publishes an OpenAPI document listing the user routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/profile', '/api/user/logout']),
    );
    const loginBody =
      document.paths['/api/user/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(['username', 'password']);
    expect(loginBody.additionalProperties).toBe(false);
    expect(document.paths['/api/user/profile'].get.responses['200']).toBeDefined();
  });

  describe('static web app', () => {
    const INDEX_HTML =
      '<!doctype html><html><head><title>Atrium</title></head><body><div id="root"></div></body></html>';
    let dist: string;
    let web: FastifyInstance;

    beforeAll(async () => {
      dist = mkdtempSync(path.join(tmpdir(), 'atrium-web-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
      writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("atrium")');
      // As apps/web/routePreloads.ts writes it.
      writeFileSync(
        path.join(dist, 'preloads.json'),
        JSON.stringify({
          fonts: { en: ['/assets/inter-1.woff2'], ar: ['/assets/cairo-1.woff2'] },
          routes: [
            {
              path: '/login',
              signedIn: false,
              scripts: ['/assets/login-1.js'],
              styles: [],
              locales: { en: ['/assets/locale-auth-en-1.js'], ar: ['/assets/locale-auth-ar-1.js'] },
            },
            {
              path: '/main/home',
              signedIn: true,
              scripts: ['/assets/home-1.js', '"><script>alert(1)</script>'],
              styles: ['/assets/staff-1.css'],
              locales: { en: ['/assets/locale-home-en-1.js'] },
            },
          ],
        }),
      );
      // As apps/web/precompress.ts writes them: a compressed copy beside the file.
      writeFileSync(
        path.join(dist, 'assets', 'index-abc123.js.br'),
        brotliCompressSync('console.log("atrium")'),
      );
      writeFileSync(
        path.join(dist, 'assets', 'index-abc123.js.gz'),
        gzipSync('console.log("atrium")'),
      );
      web = await createTestApp(handle, { config: { webDistDir: dist } });
    });
    afterAll(async () => {
      await web?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves index.html at / without caching', async () => {
      const response = await web.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Atrium</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    });

    it('serves hashed assets as immutable', async () => {
      const response = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the build-time brotli or gzip copy to a browser that accepts it', async () => {
      const url = '/assets/index-abc123.js';
      const br = await web.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("atrium")');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      const gz = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("atrium")');
      const plain = await web.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("atrium")');
    });

    it('falls back to index.html for client-side routes that accept HTML', async () => {
      const response = await web.inject({
        method: 'GET',
        url: '/main/home?tab=1',
        headers: { accept: 'text/html,*/*' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it("sends a share link's page with no referrer, no index and no cache", async () => {
      for (const url of ['/drive/abc', '/material/abc', '/main/shared/drive/abc']) {
        const response = await web.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['x-robots-tag']).toContain('noindex');
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const staff = await web.inject({
        method: 'GET',
        url: '/main/drive/abc',
        headers: { accept: 'text/html' },
      });
      expect(staff.headers['cache-control']).toBe('no-cache');
    });

    it('links what the first page needs: the route chunks and the words in the saved language', async () => {
      const html = async (url: string, cookie?: string) =>
        (
          await web.inject({
            method: 'GET',
            url,
            headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
          })
        ).body;
      const login = await html('/login?to=%2Fmain%2Fhome');
      expect(login).toContain(
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2"><link rel="modulepreload" crossorigin href="/assets/login-1.js"><link rel="modulepreload" crossorigin href="/assets/locale-auth-en-1.js"></head>',
      );
      const arabic = await html('/login', 'atrium-language=ar');
      expect(arabic).toContain('/assets/locale-auth-ar-1.js');
      expect(arabic).toContain('/assets/cairo-1.woff2');
      expect(arabic).not.toContain('/assets/inter-1.woff2');
      // A language the app does not have falls back to English.
      expect(await html('/login', 'atrium-language=fr')).toContain('/assets/locale-auth-en-1.js');
      // Signed-in pages only for a request with a session cookie: a signed-out visitor is sent
      // to /login and would not use them.
      expect(await html('/main/home')).not.toContain('modulepreload');
      const home = await html('/main/home', 'atrium_session=abc; atrium-language=ar');
      expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/staff-1.css">');
      expect(home).toContain('href="/assets/home-1.js"');
      expect(home).toContain('href="/assets/locale-home-en-1.js"');
      // Only asset paths become links.
      expect(home).not.toContain('alert(1)');
      // Other pages get the font only.
      expect(await html('/main/user')).toBe(
        INDEX_HTML.replace(
          '</head>',
          '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2"></head>',
        ),
      );
    });

    it('sends the page compressed to a browser that accepts it', async () => {
      const page = (encoding: string) =>
        web.inject({
          method: 'GET',
          url: '/login',
          headers: { accept: 'text/html', 'accept-encoding': encoding },
        });
      const br = await page('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/assets/login-1.js');
      const gz = await page('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toContain('/assets/login-1.js');
    });

    it('does not fall back for /api, missing assets or non-HTML requests', async () => {
      const api = await web.inject({
        method: 'GET',
        url: '/api/nope',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: 'Not found' });
      const asset = await web.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers: { accept: '*/*' },
      });
      expect(asset.statusCode).toBe(404);
    });

    it('still serves the API', async () => {
      await seedUser(handle);
      const token = sessionCookie(await login(web, { username: 'alice', password: PASSWORD }));
      expect((await profile(web, token)).statusCode).toBe(200);
    });
  });

  describe('error bodies', () => {
    it('keeps 5xx bodies generic and turns lost database connections into 503', async () => {
      const bare = Fastify({ loggerInstance: createLogger({ level: 'silent' }) });
      await bare.register(errorsPlugin);
      bare.get('/boom', async () => {
        throw new Error('relation "users" does not exist: select * from users at /srv/app.js:1');
      });
      bare.get('/db-down', async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      });
      await bare.ready();
      try {
        const boom = await bare.inject({ method: 'GET', url: '/boom' });
        expect(boom.statusCode).toBe(500);
        // The generic text, and the request id that finds the logged cause (nothing else).
        expect(boom.json()).toEqual({ detail: 'An error occurred', requestId: expect.any(String) });
        const down = await bare.inject({ method: 'GET', url: '/db-down' });
        expect(down.statusCode).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        expect(down.body).not.toContain('administrator');
      } finally {
        await bare.close();
      }
    });

    it('answers malformed URLs with 400 {detail}', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json())).toEqual(['detail']);
    });
  });

  describe('authorization declarations', () => {
    async function bareApp() {
      const bare = Fastify({ loggerInstance: createLogger({ level: 'silent' }) });
      const clock = { now: () => new Date() };
      const userService = createUserService({
        repo: createUserRepo(handle.db),
        clock,
        throttle: createSignInThrottle({
          db: handle.db,
          clock,
          notify: async () => undefined,
          logger: createLogger({ level: 'silent' }),
        }),
      });
      await bare.register(errorsPlugin);
      await bare.register(fastifyCookie);
      await bare.register(authPlugin, {
        userService,
        permissions: { permissionsOfUser: async () => [] },
      });
      await bare.register(authorizePlugin);
      return bare;
    }

    it('refuses to boot when an /api route declares no access rule', async () => {
      const bare = await bareApp();
      await expect(
        bare.register(async (api) => {
          api.get('/api/secret', async () => ({ secret: true }));
        }),
      ).rejects.toThrow(MissingAccessDeclarationError);
      await bare.close();
    });

    it('refuses to boot when a route declares two access rules', async () => {
      const bare = await bareApp();
      await expect(
        bare.register(async (api) => {
          api.get('/api/both', { config: { public: true, auth: true } }, async () => ({}));
        }),
      ).rejects.toThrow(/exactly one/);
      await bare.close();
    });

    it('enforces ability declarations with the CASL rules: 401 anonymous, 403 without the right', async () => {
      const bare = await bareApp();
      bare.get(
        '/api/users-admin',
        { config: { ability: { action: 'manage', subject: 'User' } } },
        async () => ({ ok: true }),
      );
      await bare.ready();
      try {
        await seedUser(handle, { username: 'plain', role: 'user' });
        await seedUser(handle, { username: 'root', role: 'super_admin' });
        const asUser = sessionCookie(await login(app, { username: 'plain', password: PASSWORD }));
        const asRoot = sessionCookie(await login(app, { username: 'root', password: PASSWORD }));
        const call = (token?: string) =>
          bare.inject({
            method: 'GET',
            url: '/api/users-admin',
            headers: token ? { cookie: `atrium_session=${token}` } : {},
          });

        expect((await call()).json()).toEqual({ detail: 'Invalid Token' });
        const denied = await call(asUser);
        expect(denied.statusCode).toBe(403);
        expect(denied.json().detail).not.toBe('Invalid Token');
        expect((await call(asRoot)).statusCode).toBe(200);
      } finally {
        await bare.close();
      }
    });

    it('boots the real app: every /api route declares its access', async () => {
      const built = await buildApp({
        database: handle,
        logger: createLogger({ level: 'silent' }),
        config: testConfig,
      });
      await built.close();
    });
  });
});
