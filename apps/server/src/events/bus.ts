import type { ServerEvent } from '@atrium/api/contracts';

export type EventListener = (event: ServerEvent) => void;

/**
 * Per-user live events (architecture §6): notifications, the attendance prompt and refetch
 * hints, delivered to whatever stream the user has open on any server instance.
 */
export interface EventBus {
  /** Delivers to the user's subscribers here and, with PostgreSQL, on every other instance. */
  publish(userId: string, event: ServerEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(userId: string, listener: EventListener): () => void;
  /** How many listeners are subscribed on this instance (all users, or one). */
  listenerCount(userId?: string): number;
  close(): Promise<void>;
}

/** The in-process part every bus shares: a listener set per user. */
export function createLocalFanout(onListenerError: (error: unknown) => void = () => undefined) {
  const listeners = new Map<string, Set<EventListener>>();
  return {
    deliver(userId: string, event: ServerEvent): void {
      const set = listeners.get(userId);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    /** Every user with a listener here (used to send "refetch all" after a lost connection). */
    users(): string[] {
      return [...listeners.keys()];
    },
    subscribe(userId: string, listener: EventListener): () => void {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) listeners.delete(userId);
      };
    },
    count(userId?: string): number {
      if (userId !== undefined) return listeners.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    clear(): void {
      listeners.clear();
    },
  };
}

/** One process (PGlite, tests): publishing delivers straight to the local subscribers. */
export function createInProcessEventBus(
  options: { onListenerError?: (error: unknown) => void } = {},
): EventBus {
  const fanout = createLocalFanout(options.onListenerError);
  return {
    async publish(userId, event) {
      fanout.deliver(userId, event);
    },
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    listenerCount: (userId) => fanout.count(userId),
    async close() {
      fanout.clear();
    },
  };
}
