import {
  ATTENDANCE_ROUTES,
  AUDIT_ROUTES,
  DRIVE_LINK_ROUTES,
  DRIVE_ROUTES,
  detailErrorSchema,
  errorBodySchema,
  MASTER_KEY_HEADER,
  NOTIFICATION_ROUTES,
  OPS_ROUTES,
  PERMISSION_ROUTES,
  SETTINGS_ROUTES,
  SHARED_ROUTES,
  TEAM_ROUTES,
  USER_ROUTES,
  type Route,
} from '@atrium/api/contracts';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './plugins/auth.ts';

// The OpenAPI document at GET /api/openapi.json: the fixed parts (info, servers, security
// schemes) and a per-route transform that fills what every route would otherwise repeat
// (operationId, security, the error answers the plugins give) from the route's path and config.
// openapi.lint.test.ts holds it to Redocly's `recommended` ruleset.

/** Where app.ts mounts every API route; the contracts' paths are relative to it. */
export const API_PREFIX = '/api';

/** The names of `components.securitySchemes`, as operations list them in `security`. */
export const SECURITY_SCHEMES = {
  session: 'session',
  bearer: 'bearer',
  masterKey: 'masterKey',
} as const;

/**
 * The contracts' route tables, by the prefix their operationIds get: `USER_ROUTES.login` is
 * `userLogin`. The prefix keeps names apart that several tables use (`list`, `sessions`, …).
 * A new `*_ROUTES` table belongs here; until then its routes get the method+path fallback.
 */
export const CONTRACT_ROUTE_TABLES: Readonly<Record<string, Readonly<Record<string, Route>>>> = {
  user: USER_ROUTES,
  attendance: ATTENDANCE_ROUTES,
  audit: AUDIT_ROUTES,
  drive: DRIVE_ROUTES,
  driveLink: DRIVE_LINK_ROUTES,
  notification: NOTIFICATION_ROUTES,
  ops: OPS_ROUTES,
  permission: PERMISSION_ROUTES,
  settings: SETTINGS_ROUTES,
  shared: SHARED_ROUTES,
  team: TEAM_ROUTES,
};

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** `GET /api/user/:id/info` → `userInfo`, for every route of the contract tables. */
const CONTRACT_OPERATION_IDS: ReadonlyMap<string, string> = new Map(
  Object.entries(CONTRACT_ROUTE_TABLES).flatMap(([prefix, table]) =>
    Object.entries(table).map(
      ([name, route]) =>
        [
          routeKey(route.method, `${API_PREFIX}${route.path}`),
          `${prefix}${capitalize(name)}`,
        ] as const,
    ),
  ),
);

/**
 * A route no contract table names (health, readiness, the test-only hooks): method and path,
 * `GET /api/user/:id/info` → `getUserByIdInfo`. Deterministic, and unique while method+path is.
 */
export function fallbackOperationId(method: string, url: string): string {
  const path = url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
  const words = path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word.length > 0);
  return method.toLowerCase() + words.map(capitalize).join('');
}

export function operationIdOf(method: string, url: string): string {
  return CONTRACT_OPERATION_IDS.get(routeKey(method, url)) ?? fallbackOperationId(method, url);
}

/** True for the routes that need a signed-in caller (authorize.ts: all but `public`). */
function isSignedIn(config: FastifyContextConfig): boolean {
  return Boolean(config.auth ?? config.ability ?? config.superAdmin);
}

/**
 * An operation's `security`, from the access its route declares (plugins/authorize.ts):
 * - `public`: none, `[]` (overrides the document's default);
 * - `masterKey`: the session (cookie or bearer) AND the master-key token header;
 * - anything else signed-in: the document's default (session cookie or bearer), so omitted.
 */
export function securityOf(
  config: FastifyContextConfig,
): { security: Array<Record<string, string[]>> } | Record<string, never> {
  if (config.public) return { security: [] };
  if (config.masterKey) {
    return {
      security: [
        { [SECURITY_SCHEMES.session]: [], [SECURITY_SCHEMES.masterKey]: [] },
        { [SECURITY_SCHEMES.bearer]: [], [SECURITY_SCHEMES.masterKey]: [] },
      ],
    };
  }
  return {};
}

const INVALID_INPUT = errorBodySchema.describe('Invalid input: `{errors}` by field, or `{detail}`');
const NOT_SIGNED_IN = detailErrorSchema.describe('No valid session: `{detail}`');

/**
 * The error answers every route can give whatever its handler does, added where the route's own
 * schema does not declare that status (its declaration wins). Documentation only: the errors
 * plugin sends error bodies without the route's response schema (plugins/errors.ts).
 * - 400 `{errors}` or `{detail}`: the input guards (a NUL, too deep nesting) and validation run on
 *   every route's params, query and body; a malformed request is `{detail}`.
 * - 401 `{detail}`: a signed-in route without a valid session (plugins/auth.ts).
 */
function withCommonErrors(
  response: unknown,
  config: FastifyContextConfig,
): Record<string, unknown> {
  const declared = (response ?? {}) as Record<string, unknown>;
  const common: Record<string, unknown> = { 400: INVALID_INPUT };
  if (isSignedIn(config)) common[401] = NOT_SIGNED_IN;
  return { ...common, ...declared };
}

function methodOf(route: RouteOptions): string {
  // Every API route is registered with one method (app.get, app.post, …); a route with several
  // would give each the same operationId, which openapi.lint.test.ts refuses.
  return Array.isArray(route.method) ? route.method.join('') : route.method;
}

/**
 * Fills each API route's operationId, security and common error answers, then lets
 * fastify-type-provider-zod turn its zod schemas into JSON Schema.
 */
export const transformRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  if (input.schema?.hide || !url.startsWith(`${API_PREFIX}/`)) return jsonSchemaTransform(input);
  const config = route.config ?? {};
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...input.schema,
      operationId: operationIdOf(methodOf(route), url),
      // A route that states its own security (the metrics' scraper token) keeps it.
      ...(input.schema?.security ? {} : securityOf(config)),
      response: withCommonErrors(input.schema?.response, config),
    },
  });
};

/** The @fastify/swagger options app.ts registers; a fresh object per app (swagger keeps parts). */
export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atrium API',
        version: '0.1.0',
        description:
          `Atrium's HTTP API. Browsers sign in with \`POST ${API_PREFIX}${USER_ROUTES.login.path}\`, ` +
          `which sets the \`${SESSION_COOKIE}\` cookie; other clients sign in with \`bearer: true\` ` +
          'and send the answered token as `Authorization: Bearer <token>`. Every state-changing ' +
          `request carries the \`${MASTER_KEY_HEADER}\` header (empty when there is no token).`,
      },
      // Relative: the API is served by the same origin as this document, whatever that is.
      servers: [{ url: '/', description: 'The origin serving this document' }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `The HttpOnly session cookie \`POST ${API_PREFIX}${USER_ROUTES.login.path}\` sets.`,
          },
          [SECURITY_SCHEMES.bearer]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The same session token for clients without cookies: sign in with `bearer: true`.',
          },
          [SECURITY_SCHEMES.masterKey]: {
            type: 'apiKey',
            in: 'header',
            name: MASTER_KEY_HEADER,
            description:
              `A master-key token from \`POST ${API_PREFIX}${PERMISSION_ROUTES.masterKey.path}\`, ` +
              "bound to the caller's session; required, with the session, by the operations that " +
              'list it. Every state-changing request sends the header anyway, empty without a ' +
              'token: the CSRF check requires it (plugins/csrf.ts).',
          },
        },
      },
      // Any signed-in route; public routes say `security: []`, master-key routes add the token.
      security: [{ [SECURITY_SCHEMES.session]: [] }, { [SECURITY_SCHEMES.bearer]: [] }],
    },
    transform: transformRoute,
  };
}
