import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Spinner, Text } from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import type { Language } from '../i18n/languages.ts';
import { SharedFileView } from './SharedFileView.tsx';
import { SharedFolderView } from './SharedFolderView.tsx';
import { SharedLinkError } from './SharedLinkError.tsx';
import { SharedLinkLayout } from './SharedLinkLayout.tsx';
import { SharedLinkNotAvailable } from './SharedLinkNotAvailable.tsx';
import { SharedLinkPasswordForm } from './SharedLinkPasswordForm.tsx';
import { SharedMaterialView } from './SharedMaterialView.tsx';
import { isLinkNotAvailable } from './sharedLinkErrors.ts';
import { sharedLinkUrls, type SharedLinkUrls } from './sharedLinkUrls.ts';
import { DEFAULT_SHARED_LINK_VIEW, type SharedLinkView } from './sharedLinkView.ts';
import { useNoIndex } from './useNoIndex.ts';
import { useSharedLink } from './useSharedLink.ts';

export interface SharedLinkPageProps {
  /** The link's token (the route's `{token}`): the visitor's only credential. */
  token: string;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /**
   * Where the visitor is inside a shared folder (the app keeps it in the URL's query string);
   * without it the page keeps it itself.
   */
  view?: SharedLinkView | undefined;
  onViewChange?: ((view: SharedLinkView) => void) | undefined;
  /** A view's URL, when the app has them: folder names and breadcrumbs are then real links. */
  viewHref?: ((view: SharedLinkView) => string) | undefined;
  /** Where the files are; the server's addresses unless told (stories give data: URLs). */
  urls?: SharedLinkUrls | undefined;
}

/**
 * The public page of a share link (blank layout, signed out): a shared folder to browse, one
 * file, or a material, each with previews and, when the link allows it, downloads; the password
 * first when it has one; and one "not available" page for every link that does not open.
 */
export function SharedLinkPage({
  token,
  language,
  onLanguageChange,
  view: givenView,
  onViewChange,
  viewHref,
  urls = sharedLinkUrls(token),
}: SharedLinkPageProps) {
  const { t } = useTranslation('sharedLinks');
  useNoIndex();
  const shared = useSharedLink(token);
  const [ownView, setOwnView] = useState(DEFAULT_SHARED_LINK_VIEW);
  const view = givenView ?? ownView;
  const changeView = onViewChange ?? setOwnView;
  const { link } = shared;

  const title = !link?.unlocked
    ? t('documentTitle')
    : link.kind === 'material'
      ? (link.title ?? t('documentTitle'))
      : (link.root?.name ?? t('documentTitle'));
  useDocumentTitle(title);

  const layout = (body: ReactNode, align: 'start' | 'center' = 'start') => (
    <SharedLinkLayout language={language} onLanguageChange={onLanguageChange} align={align}>
      {body}
    </SharedLinkLayout>
  );

  if (isLinkNotAvailable(shared.error)) return layout(<SharedLinkNotAvailable />, 'center');
  if (shared.error) {
    return layout(<SharedLinkError error={shared.error} onRetry={shared.retry} />, 'center');
  }
  if (!link) {
    return layout(
      <Flex direction="column" align="center" gap="3" role="status">
        <Spinner size={3} />
        <Text size="2" color="gray">
          {t('opening')}
        </Text>
      </Flex>,
      'center',
    );
  }
  if (!link.unlocked) {
    return layout(
      <SharedLinkPasswordForm token={token} link={link} onUnlocked={shared.replace} />,
      'center',
    );
  }
  if (link.kind === 'material') {
    return layout(
      <SharedMaterialView
        link={link}
        urls={urls}
        token={token}
        onReviewed={(review) => (review ? shared.replace({ ...link, review }) : shared.retry())}
      />,
    );
  }
  // An item link always has its item once unlocked; the server's 404 covers one that is gone.
  if (!link.root) return layout(<SharedLinkNotAvailable />, 'center');
  if (link.root.kind === 'file') {
    return layout(<SharedFileView link={link} file={link.root} urls={urls} />);
  }
  return layout(
    <SharedFolderView
      token={token}
      link={link}
      root={link.root}
      urls={urls}
      view={view}
      onViewChange={changeView}
      viewHref={viewHref}
      onLocked={shared.retry}
    />,
  );
}
