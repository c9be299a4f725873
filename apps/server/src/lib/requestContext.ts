import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request the current code runs for, wherever it runs: services and repositories
 * log with the app's logger, not the request's, and their lines still carry the id (logger.ts).
 */
const requestIds = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requestIds.run(requestId, run);
}
