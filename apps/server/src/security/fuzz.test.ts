import { errorBodySchema } from '@atrium/api/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { testDatabases } from '../test/databases.ts';
import { CLIENT_HEADERS, seedUser, useTestApp } from '../test/helpers.ts';
import {
  asUrlValue,
  deepJsonPayload,
  inputJsonSchema,
  malformed,
  validShaped,
} from './arbitraries.ts';
import { signIn } from './principals.ts';
import {
  createRouteInventory,
  fillParams,
  routeKey,
  type InventoriedRoute,
} from './routeInventory.ts';
import { printScoreboard } from './scoreboard.ts';

/**
 * Requests per endpoint and kind (valid-shaped, malformed). The scoreboard asks for 1,000 each;
 * `npm test` runs fewer to stay fast and CI's PostgreSQL step runs the full count (FUZZ_RUNS).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** While debugging: only the routes whose `METHOD /path` matches this pattern. */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;

/** Streams never end and logout ends the fuzzer's own session: both are tested elsewhere. */
const SKIPPED = new Set(['GET /api/events', 'POST /api/user/logout']);

/** Stack frames, SQL, file paths or driver errors in a response body. */
const LEAK =
  /(\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|syntax error at|violates|ECONNREFUSED|ZodError|TypeError|ReferenceError)/i;

type Part = 'params' | 'querystring' | 'body';

interface Generated {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Raw payload and content type for the malformed-transport cases. */
  raw?: { payload: string; contentType: string };
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}

function toStrings(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, asUrlValue(item)]),
  );
}

function partArbitrary(route: InventoriedRoute, part: Part, kind: 'valid' | 'malformed') {
  const schema = route.schema[part];
  if (schema) {
    const json = inputJsonSchema(schema);
    return kind === 'valid' ? validShaped(json) : malformed(json);
  }
  if (part === 'params') {
    const names = paramNames(route.url);
    if (names.length === 0) return fc.constant({});
    return fc
      .tuple(...names.map(() => (kind === 'valid' ? fc.uuid() : fc.string({ maxLength: 50 }))))
      .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]])));
  }
  return fc.constant(undefined);
}

function generate(route: InventoriedRoute, kind: 'valid' | 'malformed'): fc.Arbitrary<Generated> {
  const valid = {
    params: partArbitrary(route, 'params', 'valid'),
    querystring: partArbitrary(route, 'querystring', 'valid'),
    body: partArbitrary(route, 'body', 'valid'),
  };
  if (kind === 'valid') {
    return fc.record(valid).map(({ params, querystring, body }) => ({
      params: toStrings(params),
      query: toStrings(querystring),
      body,
    }));
  }
  // Break exactly one part, or the transport itself.
  const breakPart = (part: Part) =>
    fc
      .record({ ...valid, [part]: partArbitrary(route, part, 'malformed') })
      .map(({ params, querystring, body }) => ({
        params: toStrings(params),
        query: toStrings(querystring),
        body,
      }));
  const options: fc.Arbitrary<Generated>[] = [breakPart('params'), breakPart('querystring')];
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    options.push(
      breakPart('body'),
      fc
        .record({
          params: valid.params,
          raw: fc.oneof(
            fc.record({
              payload: fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '{"a":1}}', '\u0000'),
              contentType: fc.constant('application/json'),
            }),
            // Nested far past the input guard's depth limit (it was a 500: stack overflow).
            fc.record({ payload: deepJsonPayload, contentType: fc.constant('application/json') }),
            fc.record({
              payload: fc.string({ maxLength: 40 }),
              contentType: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data'),
            }),
          ),
        })
        .map(({ params, raw }) => ({ params: toStrings(params), query: {}, body: undefined, raw })),
    );
  }
  return fc.oneof(...options);
}

describe.each(testDatabases)('contract-driven fuzzing on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const inventory = createRouteInventory();
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { onRoute: inventory.observe });

  it(`${RUNS} valid-shaped and ${RUNS} malformed requests per endpoint: no 5xx, only the spec's error shapes, no leaked internals`, async () => {
    await seedUser(handle, { username: 'fuzz-admin', role: 'super_admin' });
    let token = await signIn(app, 'fuzz-admin');
    let counter = 0;
    const serverErrors: string[] = [];
    const wrongShapes: string[] = [];
    const leaks: string[] = [];
    const routes = inventory.routes.filter(
      (route) => !SKIPPED.has(routeKey(route)) && (!ONLY || ONLY.test(routeKey(route))),
    );

    for (const route of routes) {
      for (const kind of ['valid', 'malformed'] as const) {
        const samples = fc.sample(generate(route, kind), { numRuns: RUNS, seed: SEED });
        for (const sample of samples) {
          counter += 1;
          const url = fillParams(route.url, (name) => sample.params[name] ?? '');
          const options: InjectOptions = {
            method: route.method as 'GET',
            url,
            query: sample.query,
            remoteAddress: `10.99.${(counter >> 8) & 255}.${counter & 255}`,
            headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${token}` },
          };
          if (sample.raw) {
            options.payload = sample.raw.payload;
            options.headers = { ...options.headers, 'content-type': sample.raw.contentType };
          } else if (sample.body !== undefined) {
            options.payload = JSON.stringify(sample.body);
            options.headers = { ...options.headers, 'content-type': 'application/json' };
          }
          const response = await app.inject(options);
          const sent = String(options.payload ?? '').slice(0, 120);
          const label = `${routeKey(route)} (${kind}) ${url} ${sent} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) serverErrors.push(label);
          if (response.statusCode >= 400) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(response.body);
            } catch {
              parsed = undefined;
            }
            if (!errorBodySchema.safeParse(parsed).success) wrongShapes.push(label);
          }
          if (LEAK.test(response.body)) leaks.push(label);
          // A valid-shaped call may end the fuzzer's own session (e.g. a password reset): sign in again.
          if (response.statusCode === 401) token = await signIn(app, 'fuzz-admin');
        }
      }
    }

    printScoreboard(`fuzzing on ${testDatabase.name}`, [
      [
        `fuzzing: ${RUNS} valid-shaped and ${RUNS} malformed requests per endpoint (${routes.length} endpoints, ${counter} requests): 5xx, wrong error shape, leaked internals`,
        `${serverErrors.length}, ${wrongShapes.length}, ${leaks.length}`,
      ],
    ]);
    expect(serverErrors.slice(0, 10)).toEqual([]);
    expect(wrongShapes.slice(0, 10)).toEqual([]);
    expect(leaks.slice(0, 10)).toEqual([]);
  }, 900_000);
});
