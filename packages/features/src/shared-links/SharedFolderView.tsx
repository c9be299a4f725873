import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DRIVE_SORT_KEYS, type SharedItem, type SharedLink } from '@atrium/api';
import {
  Button,
  EmptyState,
  Flex,
  type DataTableSort,
  type PageHeaderBreadcrumb,
  type PageHeaderLinkProps,
} from '@atrium/ui';
import { oneOf } from '../app/viewSearch.ts';
import { SharedFileDialog } from './SharedFileDialog.tsx';
import { SharedItemsTable } from './SharedItemsTable.tsx';
import { SharedLinkHeader } from './SharedLinkHeader.tsx';
import { SharedLinkNotAvailable } from './SharedLinkNotAvailable.tsx';
import { isLinkLocked, isLinkNotAvailable } from './sharedLinkErrors.ts';
import type { SharedLinkUrls } from './sharedLinkUrls.ts';
import { withSharedFolder, type SharedLinkView } from './sharedLinkView.ts';
import { useSharedItems } from './useSharedItems.ts';

export interface SharedFolderViewProps {
  token: string;
  link: SharedLink;
  /** The shared folder. */
  root: SharedItem;
  urls: SharedLinkUrls;
  view: SharedLinkView;
  onViewChange: (view: SharedLinkView) => void;
  viewHref?: ((view: SharedLinkView) => string) | undefined;
  /** The list says the link needs its password again: ask what the link shows anew. */
  onLocked: () => void;
}

/** The view in a new order (none: the server's), from its first page. */
function sortedBy(view: SharedLinkView, sort: DataTableSort | null): SharedLinkView {
  const { sort: _sort, order: _order, ...rest } = view;
  if (!sort || !oneOf(DRIVE_SORT_KEYS, sort.key)) return { ...rest, page: 1 };
  return { ...rest, sort: sort.key, order: sort.direction, page: 1 };
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A shared folder: breadcrumbs from the shared folder down to the one open, its folders and
 * files paged on the server, a file's preview, and "Download all" (the open folder as a zip).
 */
export function SharedFolderView({
  token,
  link,
  root,
  urls,
  view,
  onViewChange,
  viewHref,
  onLocked,
}: SharedFolderViewProps) {
  const { t } = useTranslation('sharedLinks');
  const list = useSharedItems(token, {
    ...(view.folder ? { parent_id: view.folder } : {}),
    ...(view.sort ? { sort: view.sort, order: view.order ?? 'asc' } : {}),
    page: view.page,
    size: view.size,
  });
  const [previewed, setPreviewed] = useState<SharedItem | null>(null);

  const locked = isLinkLocked(list.error);
  useEffect(() => {
    if (locked) onLocked();
  }, [locked, onLocked]);

  if (locked) return null;
  // The shared folder itself is gone: the link shows nothing any more.
  if (!view.folder && isLinkNotAvailable(list.error)) return <SharedLinkNotAvailable />;

  const openFolder = (folder: string | null) => onViewChange(withSharedFolder(view, folder));
  const hrefOfFolder = (folder: string | null) =>
    viewHref ? viewHref(withSharedFolder(view, folder)) : `#folder-${folder ?? 'top'}`;
  const folderMissing = Boolean(view.folder) && isLinkNotAvailable(list.error);

  // The server's crumbs start at the shared folder; until they come, the shared folder alone.
  const trail = list.breadcrumbs.length > 0 ? list.breadcrumbs : [{ id: root.id, name: root.name }];
  const current = trail.at(-1) ?? root;
  const crumbTargets = new Map<string, string | null>();
  const breadcrumbs: PageHeaderBreadcrumb[] = trail.map((crumb, index) => {
    if (index === trail.length - 1) return { label: crumb.name };
    const target = crumb.id === root.id ? null : crumb.id;
    const href = hrefOfFolder(target);
    crumbTargets.set(href, target);
    return { label: crumb.name, href };
  });
  const renderLink = ({ href, className, children, ...rest }: PageHeaderLinkProps) => (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!crumbTargets.has(href) || !isPlainClick(event)) return;
        event.preventDefault();
        openFolder(crumbTargets.get(href) ?? null);
      }}
      {...rest}
    >
      {children}
    </a>
  );

  const open = (item: SharedItem) =>
    item.kind === 'folder' ? openFolder(item.id) : setPreviewed(item);

  return (
    <Flex direction="column" gap="4">
      <SharedLinkHeader
        link={link}
        title={folderMissing ? root.name : current.name}
        zipUrl={
          link.allow_download && !folderMissing && list.total > 0
            ? urls.zip([current.id])
            : undefined
        }
        breadcrumbs={breadcrumbs}
        renderLink={renderLink}
      />
      {folderMissing ? (
        <EmptyState
          title={t('list.folderMissingTitle')}
          text={t('list.folderMissingText')}
          titleAs="h2"
          action={
            <Button variant="soft" onClick={() => openFolder(null)}>
              {t('actions.backToTop', { name: root.name })}
            </Button>
          }
        />
      ) : (
        <SharedItemsTable
          items={list.items}
          status={list.error ? 'error' : list.isLoading ? 'loading' : 'ready'}
          onRetry={list.retry}
          urls={urls}
          allowDownload={link.allow_download}
          onOpen={open}
          hrefOf={(item) => (viewHref ? viewHref(withSharedFolder(view, item.id)) : undefined)}
          sort={view.sort ? { key: view.sort, direction: view.order ?? 'asc' } : null}
          onSortChange={(next) => onViewChange(sortedBy(view, next))}
          paging={{
            page: view.page,
            size: view.size,
            total: list.total,
            onPageChange: (page) => onViewChange({ ...view, page }),
            onSizeChange: (size) => onViewChange({ ...view, size, page: 1 }),
          }}
        />
      )}
      <SharedFileDialog
        item={previewed}
        onClose={() => setPreviewed(null)}
        urls={urls}
        allowDownload={link.allow_download}
      />
    </Flex>
  );
}
