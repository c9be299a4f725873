import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function with one identity for the component's lifetime that calls the latest `callback`.
 * For the event handlers of a view memoised on what it shows (`useMemo` around a widget's
 * elements): a handler made anew on every render would change the memo's inputs every time.
 * Call it from events, not during render (during render it may still hold the previous one).
 */
export function useEventCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
