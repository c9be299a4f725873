import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import {
  createConfig,
  lintFromString,
  type NormalizedProblem,
  type RuleConfig,
} from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, CONTRACT_ROUTE_TABLES, SECURITY_SCHEMES } from './openapiDocument.ts';
import { SESSION_COOKIE } from './plugins/auth.ts';
import { testDatabases } from './test/databases.ts';
import { useTestApp } from './test/helpers.ts';

/** Where the problems point: lintFromString names the document by this. */
const DOCUMENT_REF = `${API_PREFIX}/openapi.json`;

/** Rules of Redocly's `recommended` switched off, each with its reason. */
const RULES_OFF: Record<string, RuleConfig> = {
  // Atrium declares no license (private packages, no LICENSE file): choosing one is the owner's call.
  'info-license': 'off',
};

/** Single problems accepted by rule and JSON pointer (Redocly's ignore list), each with its reason. */
const ACCEPTED_PROBLEMS: Array<{ ruleId: string; pointer: string; reason: string }> = [
  {
    ruleId: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1user~1session~1{id}',
    reason:
      '/user/session/{id} vs /user/{id}/info: both real routes the web app calls; ids are UUIDs, so no request matches both',
  },
];

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
}
type OpenApiDocument = {
  security: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location[0]?.pointer ?? '(no location)';
  return `${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`;
}

/** `/user/:id/info` → `/api/user/{id}/info`, as the document writes a contract's path. */
function documentPath(contractPath: string): string {
  return `${API_PREFIX}${contractPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

// The document comes from the routes, not the data: one database is enough.
describe.each(testDatabases.slice(0, 1))('OpenAPI document on $name', (testDatabase) => {
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ app } = opened));

  let document: OpenApiDocument;
  let problems: NormalizedProblem[];

  beforeAll(async () => {
    const response = await app.inject({ method: 'GET', url: DOCUMENT_REF });
    expect(response.statusCode).toBe(200);
    document = response.json();
    const ignore = Object.fromEntries(
      ACCEPTED_PROBLEMS.map(({ ruleId, pointer }) => [ruleId, new Set([pointer])]),
    );
    const config = await createConfig(
      { extends: ['recommended'], rules: RULES_OFF },
      { ignore: { [DOCUMENT_REF]: ignore } },
    );
    problems = await lintFromString({ source: response.body, absoluteRef: DOCUMENT_REF, config });
  });

  it("passes Redocly's recommended ruleset without errors", () => {
    const errors = problems.filter((problem) => !problem.ignored && problem.severity === 'error');
    expect(errors.map(describeProblem)).toEqual([]);
  });

  it('has no warnings either, beyond the accepted problems', () => {
    const warnings = problems.filter((problem) => !problem.ignored && problem.severity !== 'error');
    expect(warnings.map(describeProblem)).toEqual([]);
  });

  it('still has each accepted problem (an ignore that no longer matches is removed)', () => {
    const ignored = problems
      .filter((problem) => problem.ignored)
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    for (const { ruleId, pointer } of ACCEPTED_PROBLEMS) {
      expect(ignored).toContain(`${ruleId} ${pointer}`);
    }
  });

  it('names every operation with a unique operationId', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(0);
    const missing = operations.filter(({ operation }) => !operation.operationId);
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    const duplicated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicated).toEqual([]);
  });

  it("takes each contract route's operationId from its *_ROUTES name", () => {
    for (const [prefix, table] of Object.entries(CONTRACT_ROUTE_TABLES)) {
      for (const [name, route] of Object.entries(table)) {
        const operation = document.paths[documentPath(route.path)]?.[route.method.toLowerCase()];
        const expected = `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
        expect(operation?.operationId, `${route.method} ${route.path}`).toBe(expected);
      }
    }
    expect(document.paths[`${API_PREFIX}/health`]?.get?.operationId).toBe('getHealth');
  });

  it('declares the session cookie, bearer token and master-key header, by route access', () => {
    expect(document.components.securitySchemes).toEqual({
      [SECURITY_SCHEMES.session]: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
      }),
      [SECURITY_SCHEMES.bearer]: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      [SECURITY_SCHEMES.masterKey]: expect.objectContaining({
        type: 'apiKey',
        in: 'header',
        name: MASTER_KEY_HEADER,
      }),
    });
    expect(document.security).toEqual([
      { [SECURITY_SCHEMES.session]: [] },
      { [SECURITY_SCHEMES.bearer]: [] },
    ]);
    // config.public: no security; a signed-in route: the document's default; masterKey: both.
    expect(document.paths[`${API_PREFIX}/user/login`]?.post?.security).toEqual([]);
    expect(document.paths[`${API_PREFIX}/user/profile`]?.get?.security).toBeUndefined();
    expect(document.paths[`${API_PREFIX}/team/{id}/members`]?.put?.security).toEqual([
      { [SECURITY_SCHEMES.session]: [], [SECURITY_SCHEMES.masterKey]: [] },
      { [SECURITY_SCHEMES.bearer]: [], [SECURITY_SCHEMES.masterKey]: [] },
    ]);
  });
});
