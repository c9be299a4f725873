import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`; a pinned `fixed` date never ticks (stories). */
export function useNow(intervalMs: number, fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, fixed]);
  return fixed ?? now;
}
