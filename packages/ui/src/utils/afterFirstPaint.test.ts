import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstContentfulPaint,
  FIRST_PAINT_WAIT_LIMIT_MS,
  resetFirstContentfulPaintForTests,
} from './afterFirstPaint';

type ObserverCallback = (list: unknown) => void;

/** A PerformanceObserver stand-in that reports paint entries when the test says so. */
function installPaintTiming({ painted }: { painted: boolean }) {
  const entries: { name: string }[] = painted ? [{ name: 'first-contentful-paint' }] : [];
  const observers: ObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: ObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => entries.filter((entry) => entry.name === name) as PerformanceEntryList,
  );
  return {
    paint() {
      entries.push({ name: 'first-contentful-paint' });
      for (const callback of [...observers]) callback({});
    },
    observing: () => observers.length,
  };
}

afterEach(() => {
  resetFirstContentfulPaintForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, then stops observing', async () => {
    const timing = installPaintTiming({ painted: false });
    let done = false;
    const waiting = afterFirstContentfulPaint().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    timing.paint();
    await waiting;
    expect(timing.observing()).toBe(0);
  });

  it('resolves at once once the page has painted, and every caller shares the wait', async () => {
    installPaintTiming({ painted: true });
    const first = afterFirstContentfulPaint();
    expect(afterFirstContentfulPaint()).toBe(first);
    await expect(first).resolves.toBeUndefined();
  });

  it('gives up after the limit (a background tab paints nothing)', async () => {
    vi.useFakeTimers();
    installPaintTiming({ painted: false });
    let done = false;
    void afterFirstContentfulPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves at once where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    await expect(afterFirstContentfulPaint()).resolves.toBeUndefined();
  });
});
