import type { ApiError } from '@atrium/api';

export type ApiErrorListener = (error: ApiError) => void;

/**
 * Every failed call of the app's API client, for whoever presents them (ApiErrorToasts). Apart
 * from the toaster because the client is created in the app's entry, and the toaster (toasts,
 * translations of the catalogue) loads with the signed-in layout.
 */
export interface ApiErrorFeed {
  publish(error: ApiError): void;
  subscribe(listener: ApiErrorListener): () => void;
}

export function createApiErrorFeed(): ApiErrorFeed {
  const listeners = new Set<ApiErrorListener>();
  return {
    publish(error) {
      for (const listener of listeners) listener(error);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
