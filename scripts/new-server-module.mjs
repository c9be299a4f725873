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

/** Where the shared server plumbing lives, relative to a module folder. */
export const SERVER_IMPORTS = {
  db: '../../db/index.ts',
  testApp: '../../test/createTestApp.ts',
};

export function serverModuleFiles(slug) {
  const camel = camelFromKebab(slug);
  const Pascal = pascalFromKebab(slug);
  return {
    [`${slug}.repo.ts`]: `
import type { Db } from '${SERVER_IMPORTS.db}';
import { ${camel} } from '../../db/schema/${slug}.ts';

/** Drizzle queries only: no business rules, no HTTP. */
export function ${camel}Repo(db: Db) {
  return {
    list: () => db.select().from(${camel}),
  };
}

export type ${Pascal}Repo = ReturnType<typeof ${camel}Repo>;
`,
    [`${slug}.service.ts`]: `
import type { ${Pascal}Repo } from './${slug}.repo.ts';

export interface ${Pascal}ServiceDeps {
  ${camel}Repo: ${Pascal}Repo;
}

/** Business rules for ${slug}; knows nothing about HTTP. */
export function ${camel}Service({ ${camel}Repo }: ${Pascal}ServiceDeps) {
  return {
    async list() {
      const items = await ${camel}Repo.list();
      return { items, total: items.length };
    },
  };
}

export type ${Pascal}Service = ReturnType<typeof ${camel}Service>;
`,
    [`${slug}.routes.ts`]: `
import { ${camel}Endpoints } from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ${Pascal}Service } from './${slug}.service.ts';

/** Schemas come from @atrium/api/contracts; one service call per handler. */
export function ${camel}Routes({ ${camel}Service }: { ${camel}Service: ${Pascal}Service }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      ${camel}Endpoints.list.path,
      {
        schema: { response: { 200: ${camel}Endpoints.list.response } },
        config: { authorize: { action: 'read', subject: '${Pascal}' } },
      },
      () => ${camel}Service.list(),
    );
  };
}
`,
    [`${slug}.test.ts`]: `
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '${SERVER_IMPORTS.testApp}';

// Integration through app.inject on a real database (PGlite, or PostgreSQL with PG_TEST_URL).
describe('${slug}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses anonymous callers with Invalid Token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/${slug}' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid Token' });
  });

  it('lists ${slug} for an admin', async () => {
    const cookie = await t.signInAsAdmin();
    const res = await t.app.inject({ method: 'GET', url: '/api/${slug}', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], total: 0 });
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
    `add the table to apps/server/src/db/schema/${args.name}.ts and run npm run db:generate -w @atrium/server`,
    `add ${camel}Endpoints to @atrium/api/contracts`,
    `register in buildApp: app.register(${camel}Routes({ ${camel}Service: ${camel}Service({ ${camel}Repo: ${camel}Repo(deps.db) }) }), { prefix: '/api' })`,
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCli(main);
}
