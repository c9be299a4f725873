export { SharedLinkPage, type SharedLinkPageProps } from './SharedLinkPage.tsx';
export {
  parseSharedLinkSearch,
  sharedLinkSearchString,
  DEFAULT_SHARED_LINK_VIEW,
  type SharedLinkView,
} from './sharedLinkView.ts';
export { sharedLinkKeys } from './sharedLinkKeys.ts';
export { sharedLinkUrls, type SharedLinkUrls } from './sharedLinkUrls.ts';
