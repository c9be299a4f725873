// The real client: a module of its own so that services.ts can load it on the first call (a
// dynamic import of the package root would bring every export along). It builds no schema
// (docs/adr/0010), so it is a few kilobytes.
export { createApiClient } from '@atrium/api';
