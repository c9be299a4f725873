/** At most `limit` tasks run at once; the rest wait in arrival order. */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) {
      running += 1;
    } else {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
}
