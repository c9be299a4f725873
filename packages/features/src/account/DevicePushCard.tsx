import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Card, Flex, Text } from '@atrium/ui';

/** Where push stands on this device: the browser's permission, or why it cannot be asked. */
export type DevicePushStatus = 'unconfigured' | 'unsupported' | 'default' | 'granted' | 'denied';

export interface DevicePushCardProps {
  status: DevicePushStatus;
  /** Asks the browser (from this click) and registers the device; resolves with the new status. */
  onEnable: () => Promise<DevicePushStatus>;
}

const BADGE_TONE = {
  granted: 'success',
  denied: 'danger',
  default: 'neutral',
  unsupported: 'neutral',
  unconfigured: 'neutral',
} as const satisfies Record<DevicePushStatus, string>;

/**
 * Push notifications on this device (system notifications while no Atrium tab is open). The
 * browser only lets a page ask once, from a click, so the app never asks on load; this is the
 * place the person decides.
 */
export function DevicePushCard({ status: initial, onEnable }: DevicePushCardProps) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState(initial);
  const [asking, setAsking] = useState(false);

  const enable = async () => {
    setAsking(true);
    try {
      setStatus(await onEnable());
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card title={t('devicePush.title')} titleAs="h2" description={t('devicePush.description')}>
      <Flex direction="column" gap="3" align="start">
        <Flex gap="2" align="center">
          <Text size="2">{t('devicePush.statusLabel')}</Text>
          <Badge tone={BADGE_TONE[status]}>{t(`devicePush.status.${status}`)}</Badge>
        </Flex>
        {status === 'default' ? (
          <Button onClick={() => void enable()} loading={asking}>
            {t('devicePush.enable')}
          </Button>
        ) : null}
        {status === 'denied' ? (
          <Alert tone="warning" title={t('devicePush.deniedTitle')}>
            {t('devicePush.deniedHelp')}
          </Alert>
        ) : null}
      </Flex>
    </Card>
  );
}
