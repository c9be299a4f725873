import { useEffect, useRef, useState } from 'react';

export interface CountdownOptions {
  /** Counting runs while true; turning it off (or unmounting) stops the timer. */
  running: boolean;
  durationMs: number;
  intervalMs: number;
  /** When the countdown started; `now()` at the moment `running` turns on if omitted. */
  startedAt?: number;
  now: () => number;
  /** Called once when the remaining time reaches zero. */
  onZero: () => void;
}

/** Remaining milliseconds of a countdown, re-read from the clock every `intervalMs` (no drift). */
export function useCountdown({
  running,
  durationMs,
  intervalMs,
  startedAt,
  now,
  onZero,
}: CountdownOptions): number {
  const [remaining, setRemaining] = useState(durationMs);
  // Latest callbacks without restarting the timer when the caller passes new closures.
  const latest = useRef({ now, onZero });
  useEffect(() => {
    latest.current = { now, onZero };
  });

  useEffect(() => {
    if (!running) return;
    const start = startedAt ?? latest.current.now();
    let fired = false;
    const tick = () => {
      const left = Math.max(0, durationMs - (latest.current.now() - start));
      setRemaining(left);
      if (left === 0 && !fired) {
        fired = true;
        clearInterval(id);
        latest.current.onZero();
      }
    };
    const id = setInterval(tick, intervalMs);
    tick();
    return () => clearInterval(id);
  }, [running, durationMs, intervalMs, startedAt]);

  return remaining;
}
