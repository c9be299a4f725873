import { useTranslation } from 'react-i18next';
import { MailPlus } from 'lucide-react';
import type { User } from '@atrium/api';
import { Alert, Button, Flex, Text, useIntlLocale } from '@atrium/ui';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import { displayName, formatDateTime } from './userDisplay.ts';
import { userErrorMessage } from './userErrors.ts';
import { useResendInvite } from './useUserMutations.ts';

export interface PendingInvitationProps {
  /** A person whose invitation is pending (`invited_at` set); nothing shows otherwise. */
  user: User;
  /** Whether the viewer may send it again (manage on User). */
  canResend: boolean;
  /** After the server sent a new link (the previous one no longer works). */
  onResent?: (user: User) => void;
}

/**
 * The invitation a person has not accepted yet: when and where it went, and a way to send a
 * new link (the old one stops working).
 */
export function PendingInvitation({ user, canResend, onResent }: PendingInvitationProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const resend = useResendInvite();
  if (!user.invited_at) return null;
  const { error } = resend;
  // Said here, in the reader's words: no toast besides.
  if (error) markShownInPlace(error);

  const send = async () => {
    try {
      onResent?.(await resend.trigger(user.id));
    } catch {
      // Shown below (resend.error).
    }
  };

  return (
    <Flex direction="column" gap="3">
      <Alert tone="warning" title={t('invite.pending')} icon={<MailPlus size={16} />}>
        <Flex direction="column" gap="3" align="start">
          <Text>
            {t('invite.pendingText', {
              email: user.email ?? t('profile.none'),
              at: formatDateTime(user.invited_at, locale),
              name: displayName(user),
            })}
          </Text>
          {canResend ? (
            <Button variant="soft" loading={resend.isMutating} onClick={() => void send()}>
              {resend.isMutating ? t('invite.resending') : t('invite.resend')}
            </Button>
          ) : null}
        </Flex>
      </Alert>
      {error ? (
        <Alert tone="danger" title={t('invite.resendErrorTitle')}>
          {userErrorMessage(t, error)}
        </Alert>
      ) : null}
    </Flex>
  );
}
