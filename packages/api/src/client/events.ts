import type { ServerEvent, ServerEventType } from '../contracts/notification.ts';
import { NOTIFICATION_ROUTES, SERVER_EVENT_TYPES } from '../contracts/notification.constants.ts';
import { isRecord } from './http.ts';

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
 * The event a frame carries, or undefined when it lacks what its type needs. The server builds
 * events from the contract's `ServerEvent` type; this only guards the listeners against a frame
 * they could not use (a proxy's keep-alive, a half-written frame). No schema: docs/adr/0010.
 */
function toServerEvent(type: ServerEventType, payload: unknown): ServerEvent | undefined {
  if (!isRecord(payload)) return undefined;
  const event = { ...payload, type };
  switch (type) {
    case 'notification':
      return isRecord(payload.notification) && typeof payload.notification.id === 'string'
        ? (event as ServerEvent)
        : undefined;
    case 'attendance.prompt':
      return typeof payload.message === 'string' && typeof payload.timestamp === 'string'
        ? (event as ServerEvent)
        : undefined;
    case 'refetch':
      return typeof payload.resource === 'string' ? (event as ServerEvent) : undefined;
  }
}

/**
 * Opens `GET /events` (Server-Sent Events, cookie sent) and calls `onEvent` with each
 * notification, attendance prompt and refetch hint (frames without what their type needs go to
 * `onInvalid`).
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
  const source = new Source(`${baseUrl}${NOTIFICATION_ROUTES.events.path}`, {
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
      const event = toServerEvent(type, payload);
      if (event) onEvent(event);
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
