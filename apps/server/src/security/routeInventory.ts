import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** How a route declares who may call it (plugins/authorize.ts). */
export type Access =
  | { kind: 'public' }
  | { kind: 'auth' }
  | { kind: 'ability'; action: string; subject: string }
  | { kind: 'superAdmin' }
  | { kind: 'undeclared' };

export interface InventoriedRoute {
  method: string;
  /** Fastify's path with `:param` placeholders, e.g. `/api/user/:id/info`. */
  url: string;
  access: Access;
  masterKey: boolean;
  schema: {
    body?: ZodType;
    querystring?: ZodType;
    params?: ZodType;
  };
}

interface DeclaredConfig {
  public?: true;
  auth?: true;
  superAdmin?: true;
  ability?: { action: string; subject: string };
  masterKey?: true;
}

function accessOf(config: DeclaredConfig): Access {
  if (config.public) return { kind: 'public' };
  if (config.auth) return { kind: 'auth' };
  if (config.superAdmin) return { kind: 'superAdmin' };
  if (config.ability) return { kind: 'ability', ...config.ability };
  return { kind: 'undeclared' };
}

/**
 * Records every `/api` route as the app registers it (pass `observe` as buildApp's `onRoute`).
 * The permission matrix and the fuzzer are generated from this list, so a new route is covered
 * the moment it exists.
 */
export function createRouteInventory() {
  const routes: InventoriedRoute[] = [];
  return {
    routes,
    observe(route: RouteOptions) {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const config = (route.config ?? {}) as DeclaredConfig;
      const schema = (route.schema ?? {}) as InventoriedRoute['schema'];
      for (const method of methods) {
        // Fastify adds a HEAD twin for every GET; it shares the GET's hooks.
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          access: accessOf(config),
          masterKey: config.masterKey === true,
          schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
        });
      }
    },
  };
}

/** Lone UTF-16 surrogates (which no URL can carry: encodeURIComponent throws) as U+FFFD. */
export function wellFormed(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** A route's URL with every `:param` filled in. */
export function fillParams(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(wellFormed(value(name))),
  );
}

export function routeKey(route: Pick<InventoriedRoute, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}
