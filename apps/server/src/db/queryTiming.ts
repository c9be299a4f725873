import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Hears how long each database query took, in seconds (the metrics' query latency). */
export type QueryListener = (seconds: number) => void;

/** The listeners of one database handle; `observe` answers the function that removes one. */
export function createQueryListeners() {
  const listeners = new Set<QueryListener>();
  return {
    observe(listener: QueryListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(seconds: number): void {
      for (const listener of listeners) listener(seconds);
    },
    get size(): number {
      return listeners.size;
    },
  };
}

type QueryListeners = ReturnType<typeof createQueryListeners>;
type AnyFunction = (...args: never[]) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * `query` timed: the promise it answers, or the callback it is given (node-postgres' pool calls
 * its clients with callbacks). Nothing is measured while nobody listens.
 */
function timed<F extends AnyFunction>(query: F, listeners: QueryListeners): F {
  return function timedQuery(this: unknown, ...args: Parameters<F>) {
    if (listeners.size === 0) return query.apply(this, args);
    const started = performance.now();
    const done = () => listeners.emit((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (...values: unknown[]) => unknown;
      const withTiming = [
        ...args.slice(0, -1),
        (...values: unknown[]) => {
          done();
          return callback(...values);
        },
      ] as Parameters<F>;
      return query.apply(this, withTiming);
    }
    const result = query.apply(this, args);
    if (isThenable(result)) result.then(done, done);
    return result;
  } as F;
}

/** Every query of a node-postgres pool, in or out of a transaction, as each client connects. */
export function timePoolQueries(pool: pg.Pool, listeners: QueryListeners): void {
  pool.on('connect', (client) => {
    client.query = timed(client.query.bind(client), listeners) as typeof client.query;
  });
}

function timeTransaction(tx: Transaction, listeners: QueryListeners): Transaction {
  tx.query = timed(tx.query.bind(tx), listeners);
  tx.exec = timed(tx.exec.bind(tx), listeners);
  return tx;
}

/** Every query of a PGlite client, including those drizzle runs inside `transaction`. */
export function timePgliteQueries(client: PGlite, listeners: QueryListeners): void {
  client.query = timed(client.query.bind(client), listeners);
  client.exec = timed(client.exec.bind(client), listeners);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(timeTransaction(tx, listeners)));
}
