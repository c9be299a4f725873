// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

export const AUDIT_ACTION_MAX = 100;

/** Where each audit endpoint lives (the `auditEndpoints` contracts add the schemas). */
export const AUDIT_ROUTES = {
  list: { method: 'GET', path: '/audit' },
} as const satisfies Record<string, Route>;
