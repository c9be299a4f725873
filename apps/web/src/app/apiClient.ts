// The real client, its contracts and zod: a module of its own so that services.ts can load it
// on the first call (a dynamic import of the package root would bring every export along).
export { createApiClient } from '@atrium/api';
