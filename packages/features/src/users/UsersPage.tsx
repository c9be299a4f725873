import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp, MailPlus, UserPlus } from 'lucide-react';
import type { User } from '@atrium/api';
import { Alert, Box, Button, Container, Flex, PageHeader, Tabs } from '@atrium/ui';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { ActiveUsersTable } from './ActiveUsersTable.tsx';
import { DeactivateUserDialog } from './DeactivateUserDialog.tsx';
import { DeleteUserDialog, ReactivateUserDialog } from './InactiveUserDialogs.tsx';
import { InactiveUsersTable } from './InactiveUsersTable.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { UsersImportDialog } from './UsersImportDialog.tsx';
import { displayName } from './userDisplay.ts';
import { userErrorMessage } from './userErrors.ts';
import { useResendInvite } from './useUserMutations.ts';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import {
  DEFAULT_USERS_VIEW,
  USERS_TABS,
  withUsersTab,
  type UsersTab,
  type UsersView,
} from './usersView.ts';

export interface UsersPageProps {
  /** Opens one user's page (the app navigates to /main/user/{id}). */
  onOpenUser: (id: string) => void;
  /**
   * The list, search, filters, order and page shown. The app keeps it in the URL
   * (`parseUsersSearch` / `usersSearchString`); without it the page keeps its own.
   */
  view?: UsersView;
  onViewChange?: (view: UsersView) => void;
  /** The list shown first when the page keeps its own view (the active users by default). */
  defaultTab?: UsersTab;
}

type Editing = { mode: 'create' } | { mode: 'invite' } | { mode: 'edit'; user: User } | null;

/**
 * Users management (spec: /main/user): active users with filters and paging, create and edit,
 * reset password, deactivate (offboarding summary), and the inactive list with reactivate and
 * permanent delete. Management actions need manage on User.
 */
export function UsersPage({
  onOpenUser,
  view: givenView,
  onViewChange,
  defaultTab = 'active',
}: UsersPageProps) {
  const { t } = useTranslation('users');
  useDocumentTitle(t('title'));
  const canManage = useAppAbility().can('manage', 'User');
  const [view, changeView] = useListView<UsersView>(givenView, onViewChange, {
    ...DEFAULT_USERS_VIEW,
    tab: defaultTab,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const [reactivating, setReactivating] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const resendInvite = useResendInvite();
  const [resendFailure, setResendFailure] = useState<unknown>(null);
  const resend = async (user: User) => {
    setResendFailure(null);
    try {
      const sent = await resendInvite.trigger(user.id);
      setNotice(t('invite.resent', { email: sent.email ?? '' }));
    } catch (error) {
      markShownInPlace(error);
      setResendFailure(error);
    }
  };

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            canManage ? (
              <Flex gap="3" wrap="wrap">
                <Button variant="soft" tone="neutral" onClick={() => setImportOpen(true)}>
                  <FileUp size={16} aria-hidden="true" />
                  {t('import.button')}
                </Button>
                <Button variant="soft" onClick={() => setEditing({ mode: 'invite' })}>
                  <MailPlus size={16} aria-hidden="true" />
                  {t('actions.invite')}
                </Button>
                <Button onClick={() => setEditing({ mode: 'create' })}>
                  <UserPlus size={16} aria-hidden="true" />
                  {t('actions.newUser')}
                </Button>
              </Flex>
            ) : undefined
          }
        />
        <Box role="status" aria-live="polite">
          {notice ? <Alert tone="success">{notice}</Alert> : null}
        </Box>
        {resendFailure ? (
          <Alert tone="danger" title={t('invite.resendErrorTitle')}>
            {userErrorMessage(t, resendFailure)}
          </Alert>
        ) : null}
        <Tabs.Root
          value={view.tab}
          onValueChange={(tab) =>
            changeView(withUsersTab(view, USERS_TABS.find((known) => known === tab) ?? 'active'))
          }
        >
          <Tabs.List aria-label={t('tabs.label')}>
            <Tabs.Trigger value="active">{t('tabs.active')}</Tabs.Trigger>
            <Tabs.Trigger value="inactive">{t('tabs.inactive')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="active">
            <Box pt="4">
              <ActiveUsersTable
                view={view}
                onViewChange={changeView}
                canManage={canManage}
                onOpenUser={onOpenUser}
                onEdit={(user) => setEditing({ mode: 'edit', user })}
                onResetPassword={setResetting}
                onDeactivate={setDeactivating}
                onResendInvite={(user) => void resend(user)}
              />
            </Box>
          </Tabs.Content>
          <Tabs.Content value="inactive">
            <Box pt="4">
              <InactiveUsersTable
                view={view}
                onViewChange={changeView}
                canManage={canManage}
                onOpenUser={onOpenUser}
                onReactivate={setReactivating}
                onDelete={setDeleting}
              />
            </Box>
          </Tabs.Content>
        </Tabs.Root>
      </Flex>

      {canManage ? (
        <>
          <UserFormDialog
            open={editing !== null && editing.mode !== 'invite'}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            user={editing?.mode === 'edit' ? editing.user : undefined}
            onSaved={(user) =>
              setNotice(
                editing?.mode === 'edit'
                  ? t('notices.updated', { name: displayName(user) })
                  : t('notices.created', { name: displayName(user) }),
              )
            }
          />
          <InviteUserDialog
            open={editing?.mode === 'invite'}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            onInvited={(user) => setNotice(t('invite.sent', { email: user.email ?? '' }))}
          />
          <UsersImportDialog
            open={importOpen}
            onClose={() => setImportOpen(false)}
            onImported={(count) => setNotice(t('import.notice', { count, n: count }))}
          />
          <ResetPasswordDialog
            user={resetting}
            onClose={() => setResetting(null)}
            onDone={(user) => setNotice(t('notices.passwordReset', { name: displayName(user) }))}
          />
          <DeactivateUserDialog
            user={deactivating}
            onClose={() => setDeactivating(null)}
            onDeactivated={(user) =>
              setNotice(t('notices.deactivated', { name: displayName(user) }))
            }
          />
          <ReactivateUserDialog
            user={reactivating}
            onClose={() => setReactivating(null)}
            onDone={(user) => setNotice(t('notices.reactivated', { name: displayName(user) }))}
          />
          <DeleteUserDialog
            user={deleting}
            onClose={() => setDeleting(null)}
            onDone={(user) => setNotice(t('notices.deleted', { name: displayName(user) }))}
          />
        </>
      ) : null}
    </Container>
  );
}
