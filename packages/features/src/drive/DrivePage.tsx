import { useMemo, useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FileUp,
  FolderPlus,
  FolderUp,
  LayoutGrid,
  List,
  Search,
  Trash2,
  Upload,
} from 'lucide-react';
import {
  driveContentUrl,
  driveThumbnailUrl,
  driveZipUrl,
  type DriveItem,
  type DriveItemDetail,
  type DriveView,
} from '@atrium/api';
import {
  Alert,
  Box,
  Button,
  Container,
  DataTable,
  DropdownMenu,
  Flex,
  Link,
  PageHeader,
  type PageHeaderBreadcrumb,
  type PageHeaderLinkProps,
  SegmentedToggle,
  Select,
  TextField,
  useMediaQuery,
} from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { useSearchField } from '../app/useSearchField.ts';
import { canChange, type DriveAction } from './driveActions.tsx';
import { BreadcrumbLink } from './DriveBreadcrumbLink.tsx';
import { DriveBulkBar } from './DriveBulkBar.tsx';
import type { DraggedDriveItem, DropItemInto } from './driveDrag.ts';
import { DriveDetailsDialog } from './DriveDetailsDialog.tsx';
import { DriveEmptyState } from './DriveEmptyState.tsx';
import { driveErrorMessage, driveMessageText } from './driveErrors.ts';
import { DriveFolderError, isMissingFolder } from './DriveFolderError.tsx';
import { DriveItemsGrid } from './DriveItemsGrid.tsx';
import { DriveItemsTable } from './DriveItemsTable.tsx';
import { DriveSectionTabs } from './DriveSectionTabs.tsx';
import { DriveSidebar, type DriveLinksEntry } from './DriveSidebar.tsx';
import { DriveUsageMeter } from './DriveUsageMeter.tsx';
import {
  DEFAULT_DRIVE_VIEW,
  driveListQueryOf,
  driveTableSortOf,
  withDriveFolder,
  withDriveLayout,
  withDriveSearch,
  withDriveSection,
  withDriveTableSort,
  type DriveLayout,
  type DrivePageView,
} from './driveView.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { NewFolderDialog } from './NewFolderDialog.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { MaterialDialog } from './links/MaterialDialog.tsx';
import { ShareLinkDialog } from './links/ShareLinkDialog.tsx';
import { useDriveItem, useDriveItems, useDriveUsage } from './useDrive.ts';
import { useDriveMutations } from './useDriveMutations.ts';
import { DriveConfirmDialogs, type DriveConfirm } from './DriveConfirmDialogs.tsx';
import { downloadFrom, hasThumbnail } from './driveFiles.ts';
import {
  DriveUploadsProvider,
  useDriveUploads,
  type RefusedUpload,
} from './uploads/DriveUploadsProvider.tsx';
import type { Uploader } from './uploads/uploader.ts';
import { droppedFiles } from './uploads/droppedFiles.ts';
import { UploadPanel } from './uploads/UploadPanel.tsx';

export interface DrivePageProps {
  /**
   * The list, folder, search, order, page and layout shown. The app keeps it in the URL
   * (`parseDriveSearch` / `driveSearchString`, the folder in the path); without it the page
   * keeps its own.
   */
  view?: DrivePageView;
  onViewChange?: (view: DrivePageView) => void;
  /**
   * The URL of a view, when the app has them: folder names and breadcrumbs are then real links
   * (open in a new tab, copy the address). A plain click still goes through `onViewChange`.
   */
  viewHref?: (view: DrivePageView) => string;
  /**
   * How files are sent (default: resumable tus uploads). Stories and tests pass an in-memory
   * one. Ignored inside a DriveUploadsProvider, whose queue the page then shares.
   */
  uploader?: Uploader;
  /** The share links page, for its entry beside the lists (absent: no entry). */
  links?: DriveLinksEntry;
}

/** Search waits this long after the last key before asking the server. */
export const DRIVE_SEARCH_DEBOUNCE_MS = 300;

/** Below this width the left column becomes tabs above the list (phones). */
const PHONE_QUERY = 'screen and (max-width: 767.98px)';

interface Notice {
  text: string;
  /** Puts back what was just done (a move to the trash). */
  undo?: () => Promise<unknown>;
}

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'rename' | 'move' | 'share' | 'getLink' | 'details'; item: DriveItem }
  | { kind: 'material'; items: DriveItem[] }
  | null;

const GRID_SORTS = [
  'name-asc',
  'name-desc',
  'updated_at-desc',
  'updated_at-asc',
  'size-desc',
  'size-asc',
] as const;
type GridSort = (typeof GRID_SORTS)[number];

/**
 * The drive: My drive and its folders, Shared with me, Recent, Starred and Trash in the left
 * column (tabs on a phone) with the storage used; the items as a sortable table (cards on a
 * phone) or a grid, folders first, paged on the server; breadcrumbs inside a folder; a search
 * across everything the person may see. Items open, and are renamed, moved, starred, shared and
 * moved to the trash from their menu (F2 and Delete on a focused name); the trash restores,
 * deletes forever and empties. A viewer's items offer only what does not change them.
 *
 * Files are uploaded from the Upload menu beside "New folder" (files or a whole folder) or dropped
 * on the list, with their progress in a panel at the end of the page; images show thumbnails in
 * the grid, and files open as a preview with their versions (DriveDetailsDialog).
 */
export function DrivePage({ uploader, ...props }: DrivePageProps) {
  const outer = useDriveUploads();
  if (outer) return <DrivePageContent {...props} />;
  return (
    <DriveUploadsProvider uploader={uploader}>
      <DrivePageContent {...props} />
    </DriveUploadsProvider>
  );
}

function DrivePageContent({
  view: givenView,
  onViewChange,
  viewHref,
  links,
}: Omit<DrivePageProps, 'uploader'>) {
  const { t } = useTranslation('drive');
  const me = useSession().user?.id;
  const phone = useMediaQuery(PHONE_QUERY);
  const [current, changeView] = useListView(givenView, onViewChange, DEFAULT_DRIVE_VIEW);
  const [search, setSearch] = useSearchField(
    current.q ?? '',
    (text) => changeView(withDriveSearch(current, text)),
    DRIVE_SEARCH_DEBOUNCE_MS,
  );
  const inTrash = current.view === 'trash' && !current.folder && !current.q;
  const layout: DriveLayout = current.layout ?? 'list';

  const folder = useDriveItem(current.folder);
  const list = useDriveItems(driveListQueryOf(current));
  const { usage, error: usageError } = useDriveUsage();
  const mutations = useDriveMutations();
  const uploads = useDriveUploads();
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<readonly RefusedUpload[]>([]);
  const [dragging, setDragging] = useState(0);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirm, setConfirm] = useState<DriveConfirm | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [selected, setSelected] = useState<readonly string[]>([]);
  // A new list (another folder, view, search or page) starts with nothing selected.
  const listKey = JSON.stringify(driveListQueryOf(current));
  const [selectionFor, setSelectionFor] = useState(listKey);
  if (selectionFor !== listKey) {
    setSelectionFor(listKey);
    setSelected([]);
  }

  // The open folder, once it is the one asked for (not the previous folder's answer).
  const folderItem = current.folder && folder.item?.id === current.folder ? folder.item : undefined;
  // A folder belongs to My drive when it is the person's own, else to Shared with me; until it
  // has loaded, to the list it was opened from.
  const folderSection: DriveView = folderItem
    ? folderItem.owner.id === me
      ? 'my'
      : 'shared'
    : current.view === 'shared'
      ? 'shared'
      : 'my';
  const rootSection: DriveView = current.folder ? folderSection : current.view;
  const canCreateHere =
    !current.q &&
    (current.folder ? Boolean(folderItem && canChange(folderItem)) : current.view === 'my');
  const parentName = folderItem?.name ?? t('views.my');

  const title = current.q
    ? t('search.title')
    : current.folder
      ? (folderItem?.name ?? t('folder.loading'))
      : t(`views.${current.view}`);
  useDocumentTitle(current.q ? t('search.documentTitle', { q: current.q }) : title);

  const clearSearch = () => {
    setSearch('');
    changeView(withDriveSearch(current, ''));
  };

  const open = (target: DrivePageView) => {
    setNotice(null);
    setActionError(null);
    changeView(target);
  };

  const report = (text: string, undo?: Notice['undo']) => {
    setActionError(null);
    setNotice(undo ? { text, undo } : { text });
  };

  const fail = (error: unknown) => {
    setNotice(null);
    setActionError(error);
  };

  const run = async (action: DriveAction, item: DriveItem) => {
    switch (action) {
      case 'open':
        if (item.kind === 'folder') open(withDriveFolder(current, item.id));
        else setDialog({ kind: 'details', item });
        return;
      case 'details':
      case 'rename':
      case 'move':
      case 'share':
      case 'getLink':
        setDialog({ kind: action, item });
        return;
      case 'star':
      case 'unstar':
        try {
          await mutations.setStarred(item.id, action === 'star');
          report(
            t(action === 'star' ? 'notices.starred' : 'notices.unstarred', { name: item.name }),
          );
        } catch (error) {
          fail(error);
        }
        return;
      case 'trash':
        try {
          await mutations.trash(item.id);
          report(t('notices.trashed', { name: item.name }), () => mutations.restore(item.id));
        } catch (error) {
          fail(error);
        }
        return;
      case 'restore':
        try {
          const restored = await mutations.restore(item.id);
          report(t('notices.restored', { name: restored.name }));
        } catch (error) {
          fail(error);
        }
        return;
      case 'deleteForever':
        setConfirm({ kind: 'deleteForever', item });
        return;
      case 'download':
        downloadFrom(driveContentUrl(item.id), item.name);
        return;
      case 'downloadZip':
        downloadFrom(driveZipUrl([item.id]), `${item.name}.zip`);
        return;
      case 'copy':
        try {
          const copy = await mutations.copy(item);
          report(t('notices.copied', { name: copy.name }));
        } catch (error) {
          fail(error);
        }
        return;
    }
  };

  const upload = (files: readonly File[]) => {
    if (!uploads || files.length === 0) return;
    setNotice(null);
    setActionError(null);
    void uploads.addFiles(files, current.folder ?? null).then(setRefused, (error: unknown) => {
      setRefused([]);
      fail(error);
    });
  };

  // Drops count enters and leaves, as the pointer crosses the list's own elements.
  const dropTarget = canCreateHere && uploads !== null;
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const dropProps = dropTarget
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging((count) => count + 1);
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          setDragging((count) => Math.max(0, count - 1));
        },
        onDrop: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(0);
          droppedFiles(event.dataTransfer).then(upload, fail);
        },
      }
    : {};

  const onAction = (action: DriveAction, item: DriveItem) => void run(action, item);

  /** A dragged item dropped on a folder or a breadcrumb: moved there, as the Move dialog does. */
  const dropInto: DropItemInto = (dragged, into) => {
    void (async () => {
      try {
        await mutations.move(dragged, into.id);
        report(t('notices.moved', { name: dragged.name, folder: into.name }));
      } catch (error) {
        fail(error);
      }
    })();
  };

  const hrefOf = viewHref
    ? (item: DriveItem) => viewHref(withDriveFolder(current, item.id))
    : undefined;

  const breadcrumbs = useBreadcrumbs(current, folderItem, rootSection, viewHref);
  const renderLink = ({ href, className, children, ...rest }: PageHeaderLinkProps) => (
    <BreadcrumbLink
      href={href}
      className={className}
      dropTarget={dropTargetOf(breadcrumbs.targets.get(href), children)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        const target = breadcrumbs.targets.get(href);
        if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        open(target);
      }}
      {...rest}
    >
      {children}
    </BreadcrumbLink>
  );
  /** A breadcrumb takes dropped items: a folder above, or the root of My drive (not of Shared). */
  const dropTargetOf = (target: DrivePageView | undefined, label: ReactNode) => {
    if (!target || inTrash || (!target.folder && target.view !== 'my')) return undefined;
    return {
      id: target.folder ?? null,
      onDrop: (dragged: DraggedDriveItem) =>
        dropInto(dragged, { id: target.folder ?? null, name: String(label) }),
    };
  };

  const folderFailed = Boolean(current.folder && (folder.error || isMissingFolder(list.error)));
  const status = list.error ? 'error' : list.isLoading ? 'loading' : 'ready';
  const empty = (
    <DriveEmptyState
      view={current}
      readOnly={Boolean(folderItem && !canChange(folderItem))}
      onNewFolder={canCreateHere ? () => setDialog({ kind: 'newFolder' }) : undefined}
      onUpload={canCreateHere && uploads ? () => filesInput.current?.click() : undefined}
      onClearSearch={clearSearch}
    />
  );

  const sortOf = (sort: GridSort) => {
    const [key, order] = sort.split('-') as [string, 'asc' | 'desc'];
    return withDriveTableSort(current, { key, direction: order });
  };
  const tableSort = driveTableSortOf(current);
  const gridSort: GridSort = tableSort
    ? (`${tableSort.key}-${tableSort.direction}` as GridSort)
    : 'updated_at-desc';

  const headerActions =
    canCreateHere || (inTrash && list.total > 0) ? (
      <Flex gap="2" wrap="wrap">
        {inTrash && list.total > 0 ? (
          <Button
            variant="soft"
            tone="danger"
            onClick={() => setConfirm({ kind: 'emptyTrash', count: list.total })}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('actions.emptyTrash')}
          </Button>
        ) : null}
        {canCreateHere && uploads ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="soft">
                <Upload size={16} aria-hidden="true" />
                {t('actions.upload')}
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end">
              <DropdownMenu.Item
                icon={<FileUp size={14} />}
                onSelect={() => filesInput.current?.click()}
              >
                {t('actions.uploadFiles')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                icon={<FolderUp size={14} />}
                onSelect={() => folderInput.current?.click()}
              >
                {t('actions.uploadFolder')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        ) : null}
        {canCreateHere ? (
          <Button onClick={() => setDialog({ kind: 'newFolder' })}>
            <FolderPlus size={16} aria-hidden="true" />
            {t('actions.newFolder')}
          </Button>
        ) : null}
      </Flex>
    ) : undefined;

  const toolbar = (
    <DataTable.FilterBar role="search" aria-label={t('search.region')}>
      <TextField
        label={t('search.label')}
        type="search"
        placeholder={t('search.placeholder')}
        startIcon={<Search size={14} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ flexGrow: 1, minInlineSize: '12rem' }}
      />
      {layout === 'grid' ? (
        <Select
          label={t('sort.label')}
          options={GRID_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
          value={gridSort}
          onValueChange={(value) => {
            const sort = GRID_SORTS.find((known) => known === value);
            if (sort) changeView(sortOf(sort));
          }}
        />
      ) : null}
      <SegmentedToggle<DriveLayout>
        label={t('layout.label')}
        iconOnly
        options={[
          { value: 'list', label: t('layout.list'), icon: <List size={16} aria-hidden="true" /> },
          {
            value: 'grid',
            label: t('layout.grid'),
            icon: <LayoutGrid size={16} aria-hidden="true" />,
          },
        ]}
        value={layout}
        onValueChange={(next) => changeView(withDriveLayout(current, next))}
        style={{ alignSelf: 'end' }}
      />
    </DataTable.FilterBar>
  );

  const selectable = layout === 'list' && status === 'ready' && list.items.length > 0;
  const selectedItems = list.items.filter((item) => selected.includes(item.id));

  const items =
    layout === 'grid' ? (
      <DriveItemsGrid
        items={list.items}
        status={status}
        onRetry={list.retry}
        inTrash={inTrash}
        page={current.page}
        size={current.size}
        total={list.total}
        onPageChange={(page) => changeView({ ...current, page })}
        onSizeChange={(size) => changeView({ ...current, size, page: 1 })}
        onAction={onAction}
        onDropItem={dropInto}
        thumbnailOf={(item) =>
          hasThumbnail(item)
            ? driveThumbnailUrl(item.id, 'medium', { revision: item.revision })
            : undefined
        }
        empty={empty}
      />
    ) : (
      <DriveItemsTable
        items={list.items}
        status={status}
        onRetry={list.retry}
        inTrash={inTrash}
        sort={tableSort}
        onSortChange={(sort) => changeView(withDriveTableSort(current, sort))}
        page={current.page}
        size={current.size}
        total={list.total}
        onPageChange={(page) => changeView({ ...current, page })}
        onSizeChange={(size) => changeView({ ...current, size, page: 1 })}
        onAction={onAction}
        hrefOf={hrefOf}
        onDropItem={dropInto}
        thumbnailOf={(item) =>
          hasThumbnail(item)
            ? driveThumbnailUrl(item.id, 'small', { revision: item.revision })
            : undefined
        }
        {...(selectable ? { selectedIds: selected, onSelectionChange: setSelected } : {})}
        empty={empty}
      />
    );

  const main = (
    <Flex direction="column" gap="4" style={{ flexGrow: 1, minWidth: 0 }}>
      {/* The notices' live region sits under the header without a gap of its own while empty. */}
      <Box>
        <PageHeader
          title={title}
          description={
            current.q
              ? t('search.description', { q: current.q })
              : current.folder
                ? undefined
                : t(`descriptions.${current.view}`)
          }
          {...(breadcrumbs.crumbs.length > 0
            ? { breadcrumbs: breadcrumbs.crumbs, breadcrumbsLabel: t('breadcrumbs'), renderLink }
            : {})}
          actions={headerActions}
        />
        <Box role="status" aria-live="polite">
          {notice ? (
            <Box pt="4">
              <Alert tone="success">
                <Flex align="center" justify="between" gap="3" wrap="wrap">
                  <span>{notice.text}</span>
                  {notice.undo ? (
                    <Button
                      size={1}
                      variant="soft"
                      tone="neutral"
                      onClick={() => {
                        const undo = notice.undo;
                        setNotice(null);
                        void undo?.().then(
                          () => report(t('notices.undone')),
                          (error: unknown) => fail(error),
                        );
                      }}
                    >
                      {t('actions.undo')}
                    </Button>
                  ) : null}
                </Flex>
              </Alert>
            </Box>
          ) : null}
        </Box>
      </Box>
      {refused.length > 0 ? (
        <Alert tone="danger" title={t('uploads.refusedTitle')}>
          <Flex direction="column" gap="1">
            {refused.map((entry, index) => (
              <span key={index}>
                {t('uploads.refused', {
                  name: entry.name,
                  reason: driveMessageText(t, entry.reason),
                })}
              </span>
            ))}
          </Flex>
        </Alert>
      ) : null}
      {actionError ? (
        <Alert tone="danger" title={t('notices.failed')}>
          {driveErrorMessage(t, actionError)}
        </Alert>
      ) : null}
      {folderItem && !canChange(folderItem) && !current.q ? (
        <Alert tone="info" title={t('folder.readOnlyTitle')}>
          {t('folder.readOnly', { owner: folderItem.owner.full_name || folderItem.owner.username })}
        </Alert>
      ) : null}
      {folderFailed ? (
        <DriveFolderError
          error={folder.error ?? list.error}
          onRetry={() => {
            folder.retry();
            list.retry();
          }}
          onGoTo={(section) => open(withDriveSection(current, section))}
        />
      ) : (
        <>
          {toolbar}
          {selectedItems.length > 0 ? (
            <DriveBulkBar
              items={selectedItems}
              inTrash={inTrash}
              onClear={() => setSelected([])}
              onDone={(text) => {
                setSelected([]);
                report(text);
              }}
              onFailed={fail}
              onShareAsMaterial={() => setDialog({ kind: 'material', items: selectedItems })}
            />
          ) : null}
          <Box
            {...dropProps}
            data-dragging={dragging > 0 || undefined}
            style={{
              position: 'relative',
              borderRadius: 'var(--radius-3)',
              outline: dragging > 0 ? '2px dashed var(--accent-9)' : undefined,
              outlineOffset: '4px',
            }}
          >
            {items}
            {dragging > 0 ? (
              <Flex
                align="center"
                justify="center"
                aria-hidden="true"
                style={{
                  position: 'absolute',
                  inset: 0,
                  background: 'var(--color-panel-translucent)',
                  pointerEvents: 'none',
                  fontWeight: 'bold',
                }}
              >
                {t('uploads.dropHere', { folder: parentName })}
              </Flex>
            ) : null}
          </Box>
        </>
      )}
      {phone ? (
        <Flex pt="2" direction="column" gap="3">
          <DriveUsageMeter usage={usage} failed={Boolean(usageError)} />
          {links ? (
            <Link
              href={links.href}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                links.onOpen();
              }}
            >
              {t('links.sidebar')}
            </Link>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      {phone ? (
        <DriveSectionTabs
          current={rootSection}
          onSelect={(section) => open(withDriveSection(current, section))}
        >
          <Box pt="4">{main}</Box>
        </DriveSectionTabs>
      ) : (
        <Flex gap="6" align="start">
          <DriveSidebar
            current={rootSection}
            atRoot={!current.folder && !current.q}
            onSelect={(section) => open(withDriveSection(current, section))}
            usage={usage}
            usageFailed={Boolean(usageError)}
            {...(links ? { links } : {})}
          />
          {main}
        </Flex>
      )}

      <NewFolderDialog
        open={dialog?.kind === 'newFolder'}
        parentId={current.folder ?? null}
        parentName={parentName}
        onClose={() => setDialog(null)}
        onCreated={(created) => {
          setDialog(null);
          report(t('notices.created', { name: created.name }));
        }}
      />
      <RenameDialog
        item={dialog?.kind === 'rename' ? dialog.item : null}
        onClose={() => setDialog(null)}
        onRenamed={(renamed) => {
          setDialog(null);
          report(t('notices.renamed', { name: renamed.name }));
        }}
      />
      <MoveDialog
        item={dialog?.kind === 'move' ? dialog.item : null}
        onClose={() => setDialog(null)}
        onMoved={(moved, folderName) => {
          setDialog(null);
          report(t('notices.moved', { name: moved.name, folder: folderName }));
        }}
      />
      <ShareDialog
        item={dialog?.kind === 'share' ? dialog.item : null}
        onClose={() => setDialog(null)}
        onSaved={(shared) => {
          setDialog(null);
          report(t('notices.shared', { name: shared.name }));
        }}
      />
      <ShareLinkDialog
        item={dialog?.kind === 'getLink' ? dialog.item : null}
        onClose={() => setDialog(null)}
      />
      <MaterialDialog
        items={dialog?.kind === 'material' ? dialog.items : null}
        onClose={() => {
          setDialog(null);
          setSelected([]);
        }}
      />
      <DriveDetailsDialog
        item={dialog?.kind === 'details' ? dialog.item : null}
        onClose={() => setDialog(null)}
      />
      {uploads ? (
        <>
          <input
            ref={filesInput}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              upload([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <input
            ref={(node) => {
              folderInput.current = node;
              node?.setAttribute('webkitdirectory', '');
            }}
            type="file"
            hidden
            onChange={(event) => {
              upload([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <UploadPanel snapshot={uploads.snapshot} queue={uploads.queue} />
        </>
      ) : null}
      <DriveConfirmDialogs
        confirm={confirm}
        onClose={() => setConfirm(null)}
        onDone={(text) => report(text)}
      />
    </Container>
  );
}

/**
 * The breadcrumbs of an open folder: the list it belongs to (My drive, or Shared with me when
 * someone else owns it), the folders above it the person may open, and the folder itself; each
 * crumb's href, and the view a plain click on it opens.
 */
function useBreadcrumbs(
  current: DrivePageView,
  folder: DriveItemDetail | undefined,
  rootSection: DriveView,
  viewHref: DrivePageProps['viewHref'],
) {
  const { t } = useTranslation('drive');
  return useMemo(() => {
    const targets = new Map<string, DrivePageView>();
    const crumbs: PageHeaderBreadcrumb[] = [];
    if (!current.folder || !folder) return { crumbs, targets };
    const link = (label: string, target: DrivePageView, key: string) => {
      const href = viewHref ? viewHref(target) : `#drive-${key}`;
      targets.set(href, target);
      crumbs.push({ label, href });
    };
    // Going up keeps the order and layout, as going down does.
    const from = { ...current, view: rootSection };
    link(t(`views.${rootSection}`), withDriveFolder(from, null), 'root');
    for (const crumb of folder.breadcrumbs)
      link(crumb.name, withDriveFolder(from, crumb.id), crumb.id);
    crumbs.push({ label: folder.name });
    return { crumbs, targets };
  }, [current, folder, rootSection, viewHref, t]);
}
