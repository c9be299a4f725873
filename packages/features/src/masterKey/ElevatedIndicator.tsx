import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, useIntlLocale } from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import { useMasterKey } from './MasterKeyProvider.tsx';

/** "mm:ss" in the reader's digits (`locale` from `useIntlLocale()`, or a language). */
export function formatRemaining(ms: number, locale: string): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const two = (value: number) =>
    formatNumber(value, locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

export interface ElevatedIndicatorProps {
  className?: string;
}

/**
 * The "elevated" chip with a countdown (features.md: visible while the master password is in
 * force) and a button to end it early. Renders nothing when there is no elevation.
 */
export function ElevatedIndicator({ className }: ElevatedIndicatorProps) {
  const { isElevated, expiresAt, clear } = useMasterKey();
  if (!isElevated || !expiresAt) return null;
  // Keyed by the expiry: a new elevation starts a fresh clock.
  return (
    <Countdown
      key={expiresAt.getTime()}
      expiresAt={expiresAt}
      onDrop={clear}
      {...(className ? { className } : {})}
    />
  );
}

function Countdown({
  expiresAt,
  onDrop,
  className,
}: {
  expiresAt: Date;
  onDrop: () => void;
  className?: string;
}) {
  const { t } = useTranslation('masterKey');
  const locale = useIntlLocale();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remainingMs = Math.max(0, expiresAt.getTime() - now);
  const time = formatRemaining(remainingMs, locale);
  const seconds = Math.ceil(remainingMs / 1000);

  return (
    <Flex
      align="center"
      gap="2"
      className={className}
      role="group"
      aria-label={t('indicator.label')}
    >
      {/* No live region: a countdown read out every second would drown everything else. */}
      <Badge tone="warning" variant="soft" size={2} title={t('indicator.remaining', { time })}>
        {t('indicator.label')} ·{' '}
        <time dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`} dir="ltr">
          {time}
        </time>
      </Badge>
      <Button size={1} variant="ghost" tone="neutral" onClick={onDrop}>
        {t('indicator.drop')}
      </Button>
    </Flex>
  );
}
