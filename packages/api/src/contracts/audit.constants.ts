// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

export const AUDIT_ACTION_MAX = 100;
