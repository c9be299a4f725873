import { useState } from 'react';

/**
 * A list page's view (search, filters, order, page): the app's when it passes one (kept in the
 * URL, so a filtered list can be bookmarked, shared, reloaded and returned to with Back), else
 * the page's own state starting at `initial` (stories, other apps).
 */
export function useListView<View>(
  given: View | undefined,
  onChange: ((view: View) => void) | undefined,
  initial: View | (() => View),
): [view: View, changeView: (view: View) => void] {
  const [own, setOwn] = useState<View>(initial);
  return [given ?? own, onChange ?? setOwn];
}
