import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HardDrive } from 'lucide-react';
import type { DriveUsage } from '@atrium/api';
import { Flex, Progress, Skeleton, Text, useIntlLocale } from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import { useDriveFormat } from './useDriveFormat.ts';

export interface DriveUsageMeterProps {
  /** Undefined while loading. */
  usage: DriveUsage | undefined;
  /** The usage could not be loaded: it says so instead of guessing. */
  failed?: boolean;
}

/** From this share of the quota on, the bar turns amber and says the storage is nearly full. */
export const NEARLY_FULL = 0.9;

/** How much of the person's storage their files take: "1.2 GB of 10 GB used", with a bar. */
export function DriveUsageMeter({ usage, failed = false }: DriveUsageMeterProps) {
  const { t } = useTranslation('drive');
  const format = useDriveFormat();
  const locale = useIntlLocale();
  const labelId = useId();

  let body;
  if (failed) {
    body = (
      <Text as="p" size="1" color="gray">
        {t('usage.unavailable')}
      </Text>
    );
  } else if (!usage) {
    body = (
      <Flex direction="column" gap="2" aria-busy="true">
        <Skeleton inlineSize="80%" />
        <Skeleton variant="rect" blockSize="0.5rem" />
      </Flex>
    );
  } else {
    const used = format.bytes(usage.used_bytes);
    const quota = usage.quota_bytes;
    const share = quota ? Math.min(usage.used_bytes / quota, 1) : 0;
    const percent = formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 0 });
    const state =
      quota === null ? 'none' : share >= 1 ? 'full' : share >= NEARLY_FULL ? 'nearlyFull' : 'ok';
    body = (
      <Flex direction="column" gap="2">
        <Text as="p" size="1" color="gray">
          {quota === null
            ? t('usage.usedNoQuota', { used })
            : t('usage.used', { used, quota: format.bytes(quota) })}
        </Text>
        {quota !== null ? (
          <Progress
            aria-labelledby={labelId}
            aria-valuetext={t('usage.percent', { percent })}
            value={Math.round(share * 100)}
            max={100}
            size="1"
            color={state === 'ok' ? undefined : state === 'full' ? 'red' : 'amber'}
          />
        ) : null}
        {state === 'nearlyFull' || state === 'full' ? (
          <Text as="p" size="1" color={state === 'full' ? 'red' : 'amber'}>
            {t(state === 'full' ? 'usage.full' : 'usage.nearlyFull')}
          </Text>
        ) : null}
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="2" role="group" aria-labelledby={labelId}>
      <Flex align="center" gap="2">
        <HardDrive size={16} aria-hidden="true" />
        <Text id={labelId} size="2" weight="medium">
          {t('usage.label')}
        </Text>
      </Flex>
      {body}
    </Flex>
  );
}
