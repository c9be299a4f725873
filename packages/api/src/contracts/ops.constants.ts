// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/**
 * Where each operations endpoint lives. The metrics answer Prometheus' text format, not JSON, so
 * no contract schema goes with them; the server documents the route itself.
 */
export const OPS_ROUTES = {
  metrics: { method: 'GET', path: '/metrics' },
} as const satisfies Record<string, Route>;
