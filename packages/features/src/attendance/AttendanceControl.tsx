import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Text, useIntlLocale } from '@atrium/ui';
import { errorMessage } from '../i18n/errorMessage.ts';
import { formatDuration } from './attendanceFormat.ts';
import { useAttendance } from './useAttendance.ts';
import { useWorkingToggle } from './useWorkingToggle.ts';

export interface AttendanceControlProps {
  /** Pins "now" (stories, tests); the time worked then does not count on. */
  now?: Date;
}

/**
 * The navbar's Start Working / Finish Working button with the time worked today. A failed call
 * is shown as a toast (needs the app's ToastProvider above it).
 */
export function AttendanceControl({ now }: AttendanceControlProps) {
  const { t } = useTranslation('attendance');
  const locale = useIntlLocale();
  const { isWorking, minutesToday, error, isLoading, retry } = useAttendance(now ? { now } : {});
  const { toggle, isPending } = useWorkingToggle(isWorking);

  // Memoised on what it shows, like AttendanceCard: the store update that brings an answer
  // re-renders this at once with the previous answer, and the navbar has just painted.
  return useMemo(() => {
    if (error && isWorking === undefined) {
      // Shown here, so the app's error toaster does not repeat it.
      errorMessage(t, error);
      return (
        <Button
          size={1}
          variant="soft"
          tone="neutral"
          onClick={retry}
          title={t('control.loadError')}
        >
          {t('control.retry')}
        </Button>
      );
    }
    const worked = formatDuration(minutesToday, locale, t);
    return (
      <Flex align="center" gap="2" data-working={isWorking || undefined}>
        {/* Phones show the button only (the navbar is full there; the home card has the time).
            While loading, the text holds its place, so nothing moves when the figure arrives. */}
        <Box display={{ initial: 'none', sm: 'block' }}>
          <Text
            size="1"
            color="gray"
            aria-hidden={isWorking === undefined || undefined}
            style={{
              whiteSpace: 'nowrap',
              visibility: isWorking === undefined ? 'hidden' : undefined,
            }}
          >
            {t('control.today', { duration: worked })}
          </Text>
        </Box>
        <Button
          size={1}
          variant={isWorking ? 'soft' : 'solid'}
          tone={isWorking ? 'danger' : 'accent'}
          loading={isPending || isLoading}
          disabled={isPending || isLoading}
          onClick={() => void toggle()}
        >
          {isWorking ? t('control.finish') : t('control.start')}
        </Button>
      </Flex>
    );
  }, [t, locale, isWorking, minutesToday, error, isLoading, retry, isPending, toggle]);
}
