import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_EVENTS,
  PAGE_SIZES,
  type Notification,
  type NotificationEvent,
  type NotificationListInput,
} from '@atrium/api';
import {
  Alert,
  Box,
  Button,
  ConfirmDialog,
  Container,
  DataTablePagination,
  EmptyState,
  Flex,
  PageHeader,
  SegmentedToggle,
  Select,
  Skeleton,
  VisuallyHidden,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { notificationLink } from './notificationLink.ts';
import {
  DEFAULT_NOTIFICATIONS_VIEW,
  NOTIFICATION_VIEWS,
  type NotificationView,
  type NotificationsView,
} from './notificationsView.ts';
import { useNotificationActions } from './useNotificationActions.ts';
import { useNotifications } from './useNotifications.ts';
import { useUnreadCount } from './useUnreadCount.ts';

const ANY_TYPE = 'any';

export interface NotificationsPageProps {
  /**
   * An item was clicked (it is marked read as well): the app navigates to `link`, the
   * notification's in-app path (`data.link`/`path`/`url`), when there is one.
   */
  onOpen: (notification: Notification, link: string | null) => void;
  /** The first list (all, unread, archived) when the page keeps its own view; default `all`. */
  initialView?: NotificationView;
  /**
   * The list, type filter and page, when the app keeps them (in the URL: notificationsView.ts);
   * the page keeps its own otherwise.
   */
  view?: NotificationsView;
  onViewChange?: (view: NotificationsView) => void;
  /** "Now" for the relative times; stories and tests pin it. */
  now?: Date;
}

function toQuery(
  view: NotificationView,
  event: NotificationEvent | undefined,
  page: number,
  size: number,
): NotificationListInput {
  return {
    page,
    size,
    status: view === 'unread' ? 'unread' : 'all',
    archived: view === 'archived',
    ...(event ? { event } : {}),
  };
}

/**
 * The inbox: all / unread / archived and a type filter, server pages with "Showing 1 to 10 of
 * 57 entries" (the app's one pagination pattern, and a page stays addressable after an item
 * leaves it), read/unread and archive per item, and "Mark all as read".
 */
export function NotificationsPage({
  onOpen,
  initialView = 'all',
  view: givenView,
  onViewChange,
  now,
}: NotificationsPageProps) {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  const [listView, changeView] = useListView(givenView, onViewChange, {
    ...DEFAULT_NOTIFICATIONS_VIEW,
    tab: initialView,
  });
  const { tab: view, event, page, size } = listView;
  /** Another list or type starts on page 1. */
  const showOnly = (tab: NotificationView, type: NotificationEvent | undefined) =>
    changeView({ tab, page: 1, size, ...(type ? { event: type } : {}) });
  const setPage = (next: number) => changeView({ ...listView, page: next });
  const [actionError, setActionError] = useState<string | null>(null);
  // Kept while the dialog fades out, so its text does not blank.
  const [toDelete, setToDelete] = useState<Notification | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = useNotifications(toQuery(view, event, page, size));
  const { count } = useUnreadCount();
  const actions = useNotificationActions();
  const today = now ?? new Date();

  const attempt = (action: () => Promise<void>) => {
    setActionError(null);
    action().catch((error: unknown) => {
      setActionError(`${t('actionFailed')} ${errorMessage(t, error)}`);
    });
  };
  const open = (notification: Notification) => {
    if (notification.read_at === null) attempt(() => actions.markRead(notification));
    onOpen(notification, notificationLink(notification));
  };
  const toggleRead = (notification: Notification) =>
    attempt(() =>
      notification.read_at === null
        ? actions.markRead(notification)
        : actions.markUnread(notification),
    );

  // Leaving a page empty (last item archived) goes back one page rather than show nothing. An
  // effect, not a change while rendering: the view may be the app's URL (a navigation).
  const lastPage = Math.max(1, Math.ceil(list.total / size));
  const pastTheEnd = !list.isLoading && !list.error && list.total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  });

  const emptyTitle = event
    ? t('empty.filtered')
    : view === 'unread'
      ? t('empty.unread')
      : view === 'archived'
        ? t('empty.archived')
        : t('empty.all');
  const emptyText =
    view === 'archived' ? t('empty.archivedText') : view === 'all' ? t('empty.allText') : undefined;

  return (
    <Container size="3" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="4">
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <Button
              variant="soft"
              disabled={count === 0}
              onClick={() => attempt(() => actions.markAllRead())}
            >
              {t('markAllRead')}
            </Button>
          }
        />
        <Flex gap="4" align="end" wrap="wrap">
          <SegmentedToggle
            label={t('filters.show')}
            options={NOTIFICATION_VIEWS.map((value) => ({ value, label: t(`filters.${value}`) }))}
            value={view}
            onValueChange={(value) => showOnly(value, event)}
          />
          <Box minWidth="14rem">
            <Select
              label={t('filters.type')}
              options={[
                { value: ANY_TYPE, label: t('filters.anyType') },
                ...NOTIFICATION_EVENTS.map((value) => ({ value, label: t(`events.${value}`) })),
              ]}
              value={event ?? ANY_TYPE}
              onValueChange={(value) =>
                showOnly(view, value === ANY_TYPE ? undefined : (value as NotificationEvent))
              }
            />
          </Box>
        </Flex>
        {actionError ? (
          <Alert tone="danger" role="alert">
            {actionError}
          </Alert>
        ) : null}
        {list.error ? (
          <Alert tone="danger" title={t('error.title')}>
            <Flex direction="column" gap="2" align="start">
              {errorMessage(t, list.error)}
              <Button size={1} variant="soft" tone="neutral" onClick={list.retry}>
                {t('error.retry')}
              </Button>
            </Flex>
          </Alert>
        ) : list.isLoading ? (
          <Flex direction="column" gap="3" role="status" aria-busy="true">
            <VisuallyHidden>{t('bell.loading')}</VisuallyHidden>
            {[0, 1, 2].map((row) => (
              <Flex key={row} direction="column" gap="2" px="4" py="3">
                <Skeleton variant="text" inlineSize="40%" />
                <Skeleton variant="text" inlineSize="80%" />
              </Flex>
            ))}
          </Flex>
        ) : list.notifications.length === 0 ? (
          <EmptyState title={emptyTitle} text={emptyText} titleAs="h2" />
        ) : (
          <>
            <Box
              asChild
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                border: '1px solid var(--gray-a5)',
                borderRadius: 'var(--radius-3)',
                overflow: 'hidden',
                background: 'var(--color-panel-solid)',
              }}
            >
              <ul aria-label={t('list.label')}>
                {list.notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    now={today}
                    onOpen={open}
                    onToggleRead={toggleRead}
                    onArchive={(item) => attempt(() => actions.archive(item))}
                    {...(view === 'archived'
                      ? {
                          onDelete: (item: Notification) => {
                            setDeleteError(null);
                            setToDelete(item);
                            setDeleteOpen(true);
                          },
                        }
                      : {})}
                  />
                ))}
              </ul>
            </Box>
            <DataTablePagination
              page={page}
              size={size}
              total={list.total}
              pageSizes={PAGE_SIZES}
              onPageChange={setPage}
              onSizeChange={(next) => changeView({ ...listView, size: next, page: 1 })}
            />
          </>
        )}
      </Flex>
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        tone="danger"
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message', { title: toDelete?.title ?? '' })}
        confirmLabel={t('list.delete')}
        cancelLabel={t('confirmDelete.cancel')}
        error={deleteError}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await actions.remove(toDelete);
            setDeleteOpen(false);
          } catch (error) {
            setDeleteError(errorMessage(t, error));
            throw error;
          }
        }}
      />
    </Container>
  );
}
