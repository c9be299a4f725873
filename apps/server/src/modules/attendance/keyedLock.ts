/**
 * One task per key at a time in this process, the rest queued in arrival order. Attendance
 * changes of one user queue here instead of each holding a pooled connection while waiting
 * for the user's row lock (which still orders them across instances).
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<void>>();

  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const current = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => current);
    tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
