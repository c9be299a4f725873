import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue.ts';

/**
 * A search box bound to a search kept elsewhere (the URL). Typing shows at once; `onSettled`
 * gets the trimmed text once typing pauses for `delayMs`, so the list is asked once, not per key.
 * A search changed from outside (Back, a link, "Clear") replaces the text, unless it is what the
 * box already says (a trailing space being typed is kept).
 */
export function useSearchField(
  search: string,
  onSettled: (text: string) => void,
  delayMs: number,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (text.trim() !== search) setText(search);
  }
  const settled = useDebouncedValue(text.trim(), delayMs);
  // Read at the moment the settled text changes, not as dependencies: a new search from outside
  // must not send the old typed text back.
  const latest = useRef({ search, onSettled });
  useEffect(() => {
    latest.current = { search, onSettled };
  });
  useEffect(() => {
    if (settled !== latest.current.search) latest.current.onSettled(settled);
  }, [settled]);
  return [text, setText];
}
