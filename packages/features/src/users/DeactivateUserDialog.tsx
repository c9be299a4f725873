import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/api';
import { Alert, Button, Dialog, Flex, Text, useIntlLocale } from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import { displayName, formatDateTime } from './userDisplay.ts';
import { userErrorMessage } from './userErrors.ts';
import { useDeactivateUser } from './useUserMutations.ts';

export interface DeactivateUserDialogProps {
  /** The user to deactivate; the dialog is open while there is one. */
  user: User | null;
  onClose: () => void;
  /** Called with the user the server returned (inactive, unavailable, deactivated_at set). */
  onDeactivated?: (user: User) => void;
}

/**
 * Deactivation is offboarding: before, the dialog lists what the server does in the same
 * transaction (sessions, push tokens, an open attendance session, availability); after, it
 * shows the server's answer: when it happened, that the user is unavailable, the teams kept.
 */
export function DeactivateUserDialog({ user, onClose, onDeactivated }: DeactivateUserDialogProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const deactivate = useDeactivateUser();
  const [done, setDone] = useState<User | null>(null);

  // Another user (or the dialog reopened): start from the question again.
  const [shownFor, setShownFor] = useState(user?.id);
  if (shownFor !== user?.id) {
    setShownFor(user?.id);
    setDone(null);
    deactivate.reset();
  }

  const confirm = async () => {
    if (!user) return;
    try {
      const result = await deactivate.trigger(user.id);
      setDone(result);
      onDeactivated?.(result);
    } catch {
      // shown from deactivate.error
    }
  };

  const name = user ? displayName(user) : '';
  const teams = formatNumber(user?.team_ids.length ?? 0, locale);

  return (
    <Dialog.Root
      open={user !== null}
      onOpenChange={(open) => (open || deactivate.isMutating ? undefined : onClose())}
    >
      <Dialog.Content size={2} closeLabel={deactivate.isMutating ? undefined : t('actions.close')}>
        {done ? (
          <>
            <Dialog.Title>{t('deactivate.doneTitle', { name })}</Dialog.Title>
            <Dialog.Description>
              {t('deactivate.doneDescription', {
                name,
                at: done.deactivated_at ? formatDateTime(done.deactivated_at, locale) : '',
              })}
            </Dialog.Description>
            <Flex
              as="ul"
              direction="column"
              gap="3"
              aria-label={t('deactivate.summaryLabel')}
              style={{ paddingInlineStart: '1.25rem' }}
            >
              <li>{t('deactivate.doneSessions')}</li>
              <li>{t('deactivate.donePushTokens')}</li>
              <li>
                {user?.is_available
                  ? t('deactivate.doneAttendanceClosed')
                  : t('deactivate.doneUnavailable')}
              </li>
              <li>{t('deactivate.teamsKept', { count: done.team_ids.length, teams })}</li>
            </Flex>
            <Dialog.Actions>
              <Button onClick={onClose}>{t('actions.done')}</Button>
            </Dialog.Actions>
          </>
        ) : (
          <>
            <Dialog.Title>{t('deactivate.title', { name })}</Dialog.Title>
            <Dialog.Description>{t('deactivate.description', { name })}</Dialog.Description>
            <Flex direction="column" gap="3">
              <Text as="p" size="2" weight="medium">
                {t('deactivate.summaryLabel')}
              </Text>
              <Flex
                as="ul"
                direction="column"
                gap="2"
                style={{ paddingInlineStart: '1.25rem', margin: 0 }}
              >
                <li>{t('deactivate.sessions')}</li>
                <li>{t('deactivate.pushTokens')}</li>
                <li>{t('deactivate.shareLinks')}</li>
                <li>
                  {user?.is_available
                    ? t('deactivate.attendanceOpen')
                    : t('deactivate.attendanceNone')}
                </li>
                <li>{t('deactivate.signIn')}</li>
                <li>{t('deactivate.teamsKept', { count: user?.team_ids.length ?? 0, teams })}</li>
              </Flex>
              {deactivate.error ? (
                <Alert tone="danger" title={t('deactivate.errorTitle')}>
                  {userErrorMessage(t, deactivate.error)}
                </Alert>
              ) : null}
            </Flex>
            <Dialog.Actions>
              <Button
                variant="soft"
                tone="neutral"
                disabled={deactivate.isMutating}
                onClick={onClose}
              >
                {t('actions.cancel')}
              </Button>
              <Button tone="danger" loading={deactivate.isMutating} onClick={() => void confirm()}>
                {t('deactivate.confirm')}
              </Button>
            </Dialog.Actions>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
