import { useDeferredValue } from 'react';

export interface Answer<Data, Failure> {
  data: Data;
  error: Failure;
  isLoading: boolean;
}

/**
 * Render tuning, named for what it protects (taps stay responsive), and used only where a measured
 * budget needs it: the home page's cards just after its first paint. A new widget is plain React.
 *
 * A server answer (SWR's data, error and loading flag) as the UI should render it: as a
 * transition. SWR hands an answer over as a store update, which React renders at once, in one
 * task; right after the home page's first paint the first answers mount the cards' content (the
 * attendance card with the navbar's control, the team list), ~45 ms in one go on a mid-range
 * phone, enough to hold up a tap. Deferred, React renders the new content in slices and keeps
 * showing the previous state until it is ready. All three values move together.
 */
export function useNonBlockingAnswer<Data, Failure>(
  answer: Answer<Data, Failure>,
): Answer<Data, Failure> {
  const data = useDeferredValue(answer.data);
  const error = useDeferredValue(answer.error);
  const isLoading = useDeferredValue(answer.isLoading);
  return { data, error, isLoading };
}
