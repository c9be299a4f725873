import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences as Matrix,
  type NotificationPreferencesUpdate,
} from '@atrium/api';
import { Alert, Button, Card, Checkbox, Flex, Skeleton, Text, VisuallyHidden } from '@atrium/ui';
import { errorMessage } from '../i18n/errorMessage.ts';
import { useNotificationPreferences } from './useNotificationPreferences.ts';

export interface NotificationPreferencesProps {
  /** Called after a successful save. */
  onSaved?: (preferences: Matrix) => void;
}

/** Only the cells that differ from what the server has. */
function changesBetween(saved: Matrix, edited: Matrix): NotificationPreferencesUpdate {
  const change: Partial<Record<NotificationEvent, Partial<Record<NotificationChannel, boolean>>>> =
    {};
  for (const event of NOTIFICATION_EVENTS) {
    for (const channel of NOTIFICATION_CHANNELS) {
      if (saved[event][channel] !== edited[event][channel]) {
        change[event] = { ...change[event], [channel]: edited[event][channel] };
      }
    }
  }
  return change as NotificationPreferencesUpdate;
}

/**
 * The event × channel matrix of the account-settings page: one group per kind of event with a
 * checkbox per channel (in-app, push), saved together.
 */
export function NotificationPreferences({ onSaved }: NotificationPreferencesProps) {
  const { t } = useTranslation('notifications');
  const ids = useId();
  const { preferences, error, isLoading, retry, save } = useNotificationPreferences();
  // Edits over the saved matrix; null while nothing is edited.
  const [edited, setEdited] = useState<Matrix | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const shown = edited ?? preferences;
  const change = preferences && edited ? changesBetween(preferences, edited) : {};
  const dirty = Object.keys(change).length > 0;

  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: boolean) => {
    if (!shown) return;
    setStatus(null);
    setEdited({ ...shown, [event]: { ...shown[event], [channel]: on } });
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!dirty) return;
    setSaving(true);
    setStatus(null);
    try {
      const saved = await save(change);
      setEdited(null);
      setStatus({ tone: 'success', text: t('preferences.saved') });
      onSaved?.(saved);
    } catch (failure) {
      setStatus({ tone: 'danger', text: errorMessage(t, failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('preferences.title')} titleAs="h2" description={t('preferences.description')}>
      {error ? (
        <Alert tone="danger" title={t('preferences.loadError')}>
          <Flex direction="column" gap="2" align="start">
            {errorMessage(t, error)}
            <Button size={1} variant="soft" tone="neutral" onClick={retry}>
              {t('error.retry')}
            </Button>
          </Flex>
        </Alert>
      ) : isLoading || !shown ? (
        <Flex direction="column" gap="3" role="status" aria-busy="true">
          <VisuallyHidden>{t('preferences.loading')}</VisuallyHidden>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="text" inlineSize="60%" />
          ))}
        </Flex>
      ) : (
        <form onSubmit={(formEvent) => void submit(formEvent)} noValidate>
          <Flex direction="column" gap="1">
            {NOTIFICATION_EVENTS.map((event) => (
              <Flex
                key={event}
                role="group"
                aria-labelledby={`${ids}-${event}`}
                align="center"
                justify="between"
                gap="4"
                wrap="wrap"
                py="2"
                style={{ borderBlockEnd: '1px solid var(--gray-a4)' }}
              >
                <Text id={`${ids}-${event}`} size="2" weight="medium">
                  {t(`events.${event}`)}
                </Text>
                <Flex gap="5">
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Checkbox
                      key={channel}
                      label={t(`preferences.channels.${channel}`)}
                      checked={shown[event][channel]}
                      disabled={saving}
                      onCheckedChange={(checked) => toggle(event, channel, checked === true)}
                    />
                  ))}
                </Flex>
              </Flex>
            ))}
          </Flex>
          <Flex direction="column" gap="3" mt="4" align="start">
            {status ? (
              <Alert tone={status.tone} role={status.tone === 'danger' ? 'alert' : 'status'}>
                {status.text}
              </Alert>
            ) : null}
            <Button type="submit" loading={saving} disabled={!dirty}>
              {t('preferences.save')}
            </Button>
          </Flex>
        </form>
      )}
    </Card>
  );
}
