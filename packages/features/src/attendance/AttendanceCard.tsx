import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Flex, Skeleton, Text, useIntlLocale } from '@atrium/ui';
import { WidgetError } from '../app/WidgetError.tsx';
import { errorMessage } from '../i18n/errorMessage.ts';
import { formatDuration, formatSince } from './attendanceFormat.ts';
import { useAttendance } from './useAttendance.ts';
import { useWorkingToggle } from './useWorkingToggle.ts';
import { useNow } from './useNow.ts';

export interface AttendanceCardProps {
  /** Pins "now" (stories, tests). */
  now?: Date;
}

/** Home widget: working or not, since when, time worked today, and Start / Finish Working. */
export function AttendanceCard({ now: fixedNow }: AttendanceCardProps) {
  const { t } = useTranslation('attendance');
  const locale = useIntlLocale();
  const now = useNow(30_000, fixedNow);
  const { isWorking, since, minutesToday, error, isLoading, retry } = useAttendance(
    fixedNow ? { now: fixedNow } : {},
  );
  const { toggle, isPending } = useWorkingToggle(isWorking);

  // Memoised on what the card shows. An answer arrives as a store update that re-renders this
  // component at once with the previous answer (useNonBlockingAnswer renders the new one as a
  // transition); without the memo that render would rebuild the whole card for nothing, in one
  // task, on a page that has just painted.
  return useMemo(
    () => (
      <Card title={t('card.title')} titleAs="h2" aria-busy={isLoading || undefined}>
        {error && isWorking === undefined ? (
          <WidgetError
            title={t('card.errorTitle')}
            message={errorMessage(t, error)}
            retryLabel={t('board.retry')}
            onRetry={retry}
          />
        ) : isLoading || isWorking === undefined ? (
          <Flex direction="column" gap="3" aria-label={t('card.loading')} role="status">
            <Skeleton inlineSize="30%" />
            <Skeleton inlineSize="60%" blockSize="2em" />
            <Skeleton variant="rect" inlineSize="9rem" />
          </Flex>
        ) : (
          <Flex direction="column" gap="3" align="start" data-working={isWorking || undefined}>
            <Badge tone={isWorking ? 'success' : 'neutral'}>
              {isWorking ? t('card.working') : t('card.notWorking')}
            </Badge>
            <Flex direction="column" gap="1">
              <Text size="1" color="gray">
                {t('card.workedToday')}
              </Text>
              <Text size="6" weight="bold">
                {formatDuration(minutesToday, locale, t)}
              </Text>
              {since ? (
                <Text size="1" color="gray">
                  <time dateTime={since.toISOString()}>
                    {t(isWorking ? 'since.working' : 'since.off', {
                      time: formatSince(since, now, locale),
                    })}
                  </time>
                </Text>
              ) : null}
            </Flex>
            <Button
              variant={isWorking ? 'soft' : 'solid'}
              tone={isWorking ? 'danger' : 'accent'}
              loading={isPending}
              disabled={isPending}
              onClick={() => void toggle()}
            >
              {isWorking ? t('control.finish') : t('control.start')}
            </Button>
          </Flex>
        )}
      </Card>
    ),
    [t, locale, now, isWorking, since, minutesToday, error, isLoading, retry, isPending, toggle],
  );
}
