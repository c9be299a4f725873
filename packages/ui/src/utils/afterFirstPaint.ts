/**
 * How long to wait for the first contentful paint at most: a tab opened in the background paints
 * nothing until it is shown, and the work that waits should not wait that long.
 */
export const FIRST_PAINT_WAIT_LIMIT_MS = 1000;

let firstContentfulPaint: Promise<void> | undefined;

function hasPainted(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

/**
 * Resolves once the page's first contentful paint is on screen (at once after that), or after
 * FIRST_PAINT_WAIT_LIMIT_MS, or at once where the browser reports no paint timing.
 *
 * For work the first paint does not need (prefetching lazy parts, loading the API client):
 * started earlier, it competes with the first page for the network and the main thread. An
 * animation frame is not enough: the frame that follows a commit can reach the screen tens of
 * milliseconds later, and the paint-timing entry is what says it did.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  firstContentfulPaint ??= new Promise<void>((resolve) => {
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
    if (!supported || hasPainted()) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (hasPainted()) finish();
    });
    const timer = setTimeout(finish, FIRST_PAINT_WAIT_LIMIT_MS);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstContentfulPaint;
}

/** For tests: forget the first paint, so the next call waits again. */
export function resetFirstContentfulPaintForTests(): void {
  firstContentfulPaint = undefined;
}
