import { sharedContentUrl, sharedThumbnailUrl, sharedZipUrl, type SharedItem } from '@atrium/api';

/** Where a share page's files are: their bytes (inline or as a download), thumbnails, a zip. */
export interface SharedLinkUrls {
  content: (item: SharedItem, options: { inline?: boolean }) => string;
  thumbnail: (item: SharedItem) => string;
  zip: (ids: readonly string[]) => string;
}

/**
 * The server's addresses for a link. Plain URLs on purpose: after an unlock the grant cookie
 * goes with every `<a href>`, `<img>` and `<video>`, and the browser streams the download.
 */
export function sharedLinkUrls(token: string): SharedLinkUrls {
  return {
    content: (item, options) => sharedContentUrl(token, item.id, options),
    thumbnail: (item) => sharedThumbnailUrl(token, item.id, 'small'),
    zip: (ids) => sharedZipUrl(token, ids),
  };
}
