import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@atrium/api';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Flex,
  Skeleton,
  Text,
  useIntlLocale,
} from '@atrium/ui';
import { dateTimeFormat } from '../i18n/languages.ts';
import { accountErrorMessage } from './accountErrors.ts';
import { deviceParts } from './deviceName.ts';
import { useSessions } from './useSessions.ts';

/**
 * "Chrome on Linux" rather than the raw user-agent string; a string the parser cannot read (a
 * script, an API client) is shown as it is.
 */
function useDeviceName(userAgent: string | null): string {
  const { t } = useTranslation('account');
  if (!userAgent) return t('sessions.unknownDevice');
  const { browser, os } = deviceParts(userAgent);
  if (browser && os) return t('sessions.device', { browser, os });
  return browser ?? os ?? userAgent;
}

function SessionRow({
  session,
  formatDate,
  onEnd,
}: {
  session: Session;
  formatDate: (iso: string) => string;
  onEnd: (session: Session) => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const [ending, setEnding] = useState(false);
  const device = useDeviceName(session.user_agent);
  return (
    <Flex as="li" gap="3" align="center" justify="between" wrap="wrap" py="3">
      <Flex direction="column" gap="1" style={{ minInlineSize: 0 }}>
        <Flex gap="2" align="center" wrap="wrap">
          <Text
            size="2"
            weight="medium"
            style={{ overflowWrap: 'anywhere' }}
            title={session.user_agent ?? undefined}
          >
            {device}
          </Text>
          {session.current ? <Badge tone="success">{t('sessions.thisDevice')}</Badge> : null}
        </Flex>
        <Text size="1" color="gray">
          {t('sessions.details', {
            ip: session.ip ?? t('sessions.unknownIp'),
            lastSeen: formatDate(session.last_seen_at),
            signedIn: formatDate(session.created_at),
          })}
        </Text>
      </Flex>
      {session.current ? null : (
        <Button
          variant="soft"
          tone="neutral"
          size={1}
          loading={ending}
          aria-label={t('sessions.endNamed', { device })}
          onClick={async () => {
            setEnding(true);
            try {
              await onEnd(session);
            } finally {
              setEnding(false);
            }
          }}
        >
          {t('sessions.end')}
        </Button>
      )}
    </Flex>
  );
}

/** The signed-in devices: this one marked, each other one can be signed out, or all at once. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const { sessions, error, isLoading, retry, endSession, endOtherSessions } = useSessions();
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const locale = useIntlLocale();
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
  };
  const others = sessions?.filter((session) => !session.current) ?? [];

  const onEnd = async (session: Session) => {
    setStatus(null);
    try {
      await endSession(session.id);
      setStatus({ tone: 'success', text: t('sessions.ended') });
    } catch (cause) {
      setStatus({ tone: 'danger', text: accountErrorMessage(t, cause) });
    }
  };

  const onEndOthers = async () => {
    setConfirmError(null);
    try {
      const ended = await endOtherSessions();
      setStatus({ tone: 'success', text: t('sessions.endedOthers', { count: ended }) });
    } catch (cause) {
      setConfirmError(accountErrorMessage(t, cause));
      throw cause;
    }
  };

  return (
    <Card
      title={t('sessions.title')}
      titleAs="h2"
      description={t('sessions.description')}
      actions={
        others.length > 0 ? (
          <ConfirmDialog
            title={t('sessions.confirmTitle')}
            message={t('sessions.confirmMessage', { count: others.length })}
            confirmLabel={t('sessions.endOthers')}
            cancelLabel={t('sessions.cancel')}
            tone="danger"
            error={confirmError}
            onConfirm={onEndOthers}
            onOpenChange={() => setConfirmError(null)}
            trigger={
              <Button variant="soft" tone="danger" size={2}>
                {t('sessions.endOthers')}
              </Button>
            }
          />
        ) : null
      }
    >
      <Flex direction="column" gap="3">
        {status ? (
          <Alert tone={status.tone} role={status.tone === 'danger' ? 'alert' : 'status'}>
            {status.text}
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="danger" title={t('sessions.loadError')}>
            <Flex direction="column" gap="2" align="start">
              {accountErrorMessage(t, error)}
              <Button variant="soft" size={1} onClick={retry}>
                {t('sessions.retry')}
              </Button>
            </Flex>
          </Alert>
        ) : isLoading || !sessions ? (
          <Box role="status" aria-busy="true" aria-label={t('sessions.loading')}>
            <Flex direction="column" gap="3">
              <Skeleton variant="text" inlineSize="60%" />
              <Skeleton variant="text" inlineSize="40%" />
              <Skeleton variant="text" inlineSize="55%" />
            </Flex>
          </Box>
        ) : (
          <>
            <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
              <ul aria-label={t('sessions.listLabel')}>
                {sessions.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    formatDate={formatDate}
                    onEnd={onEnd}
                  />
                ))}
              </ul>
            </Box>
            {others.length === 0 ? (
              <EmptyState title={t('sessions.noOthersTitle')} text={t('sessions.noOthers')} />
            ) : null}
          </>
        )}
      </Flex>
    </Card>
  );
}
