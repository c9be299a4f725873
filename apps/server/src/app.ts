import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_DETAILS } from '@atrium/api/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import { createRateLimiter } from './lib/rateLimit.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createUserRepo } from './modules/user/user.repo.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { createUserService, type Clock } from './modules/user/user.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { authorizePlugin } from './plugins/authorize.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rateLimit.ts';
import { isApiUrl, securityHeadersPlugin } from './plugins/securityHeaders.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppConfig {
  production: boolean;
  /** The built SPA; served with a history fallback when the folder exists. */
  webDistDir: string | undefined;
  publicOrigin: string | undefined;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
}

export interface AppDeps {
  database: Pick<DatabaseHandle, 'db' | 'ping'>;
  logger: FastifyBaseLogger;
  config: AppConfig;
  clock?: Clock;
}

/** Malformed URLs and the like: the same `{detail}` shape as everything else. */
function rejectMalformedRequest(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.code(400).send({ detail: 'Bad Request' });
}

const systemClock: Clock = { now: () => new Date() };

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** Plugins and routes only: no listening, no database setup (tests drive it with inject). */
export async function buildApp({
  database,
  logger,
  config,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: rejectMalformedRequest,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: anything else (text/plain included) is 415.
  app.removeContentTypeParser('text/plain');

  const userService = createUserService({ repo: createUserRepo(database.db), clock });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { production: config.production });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Atrium API', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(csrfPlugin, {
    publicOrigin: config.publicOrigin,
    allowedOrigins: config.allowedOrigins,
  });
  // After CSRF (a refused cross-site request costs nothing), before auth and body parsing.
  await app.register(rateLimitPlugin, { limiter: createRateLimiter(database.db, clock) });
  await app.register(authPlugin, { userService });
  await app.register(authorizePlugin);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes, { database });
      await api.register(userRoutes, { userService, production: config.production });
    },
    { prefix: '/api' },
  );

  const webDistDir =
    config.webDistDir && existsSync(path.join(config.webDistDir, 'index.html'))
      ? config.webDistDir
      : undefined;
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      cacheControl: false,
      dotfiles: 'deny',
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webDistDir, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('Atrium API is running. The web app is not built: run `npm run build`.\n'),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const navigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiUrl(request.url) &&
      acceptsHtml(request);
    if (webDistDir && navigation) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ detail: ERROR_DETAILS.notFound });
  });

  await app.ready();
  return app;
}
