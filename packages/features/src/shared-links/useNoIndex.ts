import { useEffect } from 'react';

/** The meta tags a share page carries, besides the server's own headers (security.md). */
const META = [
  // Search engines must not list what someone shared by link.
  { name: 'robots', content: 'noindex' },
  // Links the visitor follows from the page must not send its address (the token) elsewhere.
  { name: 'referrer', content: 'no-referrer' },
] as const;

/** Adds `robots: noindex` and `referrer: no-referrer` while the page is shown, then removes them. */
export function useNoIndex(): void {
  useEffect(() => {
    const added = META.map(({ name, content }) => {
      const meta = document.createElement('meta');
      meta.name = name;
      meta.content = content;
      meta.dataset.sharedLink = '';
      document.head.append(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}
