#!/usr/bin/env node
/**
 * npm run new-server-module -- teams [--root <dir>]
 * Writes apps/server/src/modules/<name>/ with routes → service → repo and an integration test.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GeneratorError,
  camelFromKebab,
  isKebabCase,
  parseGeneratorArgs,
  pascalFromKebab,
  report,
  runCli,
  writeFiles,
} from './generators/lib.mjs';

const USAGE =
  'Usage: npm run new-server-module -- <kebab-case-name>   (e.g. teams, leave-requests)';

export function serverModuleFiles(slug) {
  const camel = camelFromKebab(slug);
  const Pascal = pascalFromKebab(slug);
  return {
    [`${slug}.repo.ts`]: `
import type { Database } from '../../db/client.ts';
import { ${camel} } from '../../db/schema/index.ts';

export type ${Pascal}Repo = ReturnType<typeof create${Pascal}Repo>;

/** Drizzle queries only: no business rules, no HTTP. */
export function create${Pascal}Repo(db: Database) {
  return {
    list() {
      return db.select().from(${camel});
    },
  };
}
`,
    [`${slug}.service.ts`]: `
import type { ${Pascal}Repo } from './${slug}.repo.ts';

export interface ${Pascal}ServiceDeps {
  ${camel}Repo: ${Pascal}Repo;
}

export type ${Pascal}Service = ReturnType<typeof create${Pascal}Service>;

/** Business rules for ${slug}; knows nothing about HTTP. */
export function create${Pascal}Service({ ${camel}Repo }: ${Pascal}ServiceDeps) {
  return {
    async list() {
      const items = await ${camel}Repo.list();
      return { items, total: items.length };
    },
  };
}
`,
    [`${slug}.routes.ts`]: `
import { detailErrorSchema, ${camel}Endpoints } from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import type { ${Pascal}Service } from './${slug}.service.ts';

export interface ${Pascal}RoutesOptions {
  ${camel}Service: ${Pascal}Service;
}

/**
 * Each route from its contract (method, path, summary, schemas: @atrium/api/contracts); the route
 * adds who may call it. One service call per handler.
 */
export const ${camel}Routes: FastifyPluginAsyncZod<${Pascal}RoutesOptions> = async (
  app,
  { ${camel}Service },
) => {
  const errors = { 401: detailErrorSchema, 403: detailErrorSchema };
  const route = contractRoutes(app, { tags: ['${slug}'], errors });
  route(${camel}Endpoints.list, { config: { ability: { action: 'read', subject: '${Pascal}' } } }, () =>
    ${camel}Service.list(),
  );
};
`,
    [`${slug}.test.ts`]: `
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, PASSWORD, seedUser, sessionCookie, useTestApp } from '../../test/helpers.ts';

// Integration through app.inject on PGlite, and on PostgreSQL too when PG_TEST_URL is set.
describe.each(testDatabases)('${slug} module on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  it('answers 401 Invalid Token without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/${slug}' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid Token' });
  });

  it('lists ${slug} for a super admin', async () => {
    await seedUser(handle, { username: 'admin', role: 'super_admin' });
    const token = sessionCookie(await login(app, { username: 'admin', password: PASSWORD }));
    const response = await app.inject({
      method: 'GET',
      url: '/api/${slug}',
      headers: { cookie: \`atrium_session=\${token}\` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 0 });
  });
});
`,
  };
}

export async function generateServerModule({ name, root }) {
  if (!isKebabCase(name)) {
    throw new GeneratorError(`"${name}" is not lower-case kebab-case (e.g. teams).\n${USAGE}`);
  }
  const dir = path.join(root, 'apps/server/src/modules', name);
  const written = await writeFiles(dir, serverModuleFiles(name));
  return { dir, written };
}

async function main(argv) {
  const args = parseGeneratorArgs(argv, USAGE);
  const { written } = await generateServerModule(args);
  const camel = camelFromKebab(args.name);
  report(args.root, written, [
    `add the ${camel} table to apps/server/src/db/schema/ (export it from index.ts), then npm run db:generate -w @atrium/server and commit drizzle/`,
    `add ${camel}Endpoints (list: path '/${args.name}', summary, response) to @atrium/api/contracts`,
    `register in apps/server/src/app.ts, inside the /api prefix:\n      await api.register(${camel}Routes, { ${camel}Service: create${pascalFromKebab(args.name)}Service({ ${camel}Repo: create${pascalFromKebab(args.name)}Repo(database.db) }) });`,
    'add the subject to the permission matrix test',
    `add its *_ROUTES table to CONTRACT_ROUTE_TABLES in apps/server/src/openapiDocument.ts (operationIds)`,
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCli(main);
}
