import {
  notificationEndpoints,
  SERVER_EVENT_TYPES,
  serverEventSchema,
  type ServerEvent,
} from '../contracts/notification.ts';

export type ServerEventListener = (event: ServerEvent) => void;

/** The part of the browser's `EventSource` the helper uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}
export type EventSourceConstructor = new (
  url: string,
  init?: { withCredentials?: boolean },
) => EventSourceLike;

export interface EventsOptions {
  /** Where the API lives; `/api` when the SPA and the API share an origin. */
  baseUrl?: string;
  /** Defaults to the global `EventSource`. */
  EventSource?: EventSourceConstructor;
  /** A frame that is not one of the contract's events (logged by the caller, never thrown). */
  onInvalid?: (type: string, data: unknown) => void;
  /** The connection failed or dropped; the browser reconnects by itself unless it answered 401. */
  onError?: () => void;
}

/**
 * Opens `GET /events` (Server-Sent Events, cookie sent) and calls `onEvent` with each
 * notification, attendance prompt and refetch hint, parsed with the contract.
 * Returns the function that closes the stream. No dependency beyond `EventSource`.
 */
export function subscribeEvents(
  onEvent: ServerEventListener,
  options: EventsOptions = {},
): () => void {
  const Source =
    options.EventSource ??
    (globalThis as { EventSource?: EventSourceConstructor }).EventSource ??
    undefined;
  if (!Source) throw new Error('subscribeEvents: EventSource is not available here');
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const source = new Source(`${baseUrl}${notificationEndpoints.events.path}`, {
    withCredentials: true,
  });
  let closed = false;
  for (const type of SERVER_EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      if (closed) return;
      let payload: unknown;
      try {
        payload = typeof message.data === 'string' ? JSON.parse(message.data) : undefined;
      } catch {
        payload = undefined;
      }
      const parsed = serverEventSchema.safeParse(
        typeof payload === 'object' && payload !== null ? { ...payload, type } : payload,
      );
      if (parsed.success) onEvent(parsed.data);
      else options.onInvalid?.(type, message.data);
    });
  }
  source.addEventListener('error', () => {
    if (!closed) options.onError?.();
  });
  return () => {
    closed = true;
    source.close();
  };
}
