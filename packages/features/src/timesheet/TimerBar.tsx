import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Square, Timer } from 'lucide-react';
import type { TimesheetTimer } from '@atrium/api';
import { Alert, Button, Card, Flex, Text, useIntlLocale } from '@atrium/ui';
import { timesheetErrorMessage } from './timesheetErrors.ts';
import { formatHours, rowName } from './timesheetView.ts';
import { useDayLabel } from './WeekGrid.tsx';

export interface TimerBarProps {
  timer: TimesheetTimer | undefined;
  onStop: () => Promise<unknown>;
}

/** The one running timer (the story page's too), with Stop; or how to start one. */
export function TimerBar({ timer, onStop }: TimerBarProps) {
  const { t } = useTranslation('timesheet');
  const locale = useIntlLocale();
  const dayLabel = useDayLabel();
  const [failure, setFailure] = useState<unknown>(null);
  const [stopping, setStopping] = useState(false);
  const running = timer?.running ?? null;

  const stop = async () => {
    setStopping(true);
    setFailure(null);
    try {
      await onStop();
    } catch (error) {
      setFailure(error);
    } finally {
      setStopping(false);
    }
  };

  return (
    <Card padding={3} aria-label={t('timer.label')} role="region">
      <Flex direction="column" gap="2">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Flex align="center" gap="2" style={{ minWidth: 0 }}>
            <Timer size={18} aria-hidden />
            {running ? (
              <Flex direction="column" style={{ minWidth: 0 }}>
                <Text weight="medium" dir="auto" truncate>
                  {t('timer.running', { name: rowName(running) })}
                </Text>
                <Text size="1" color="gray">
                  {t('timer.elapsed', { hours: formatHours(running.minutes, locale) })} ·{' '}
                  {t('timer.startedOn', { date: dayLabel(running.date) })}
                </Text>
              </Flex>
            ) : (
              <Text size="2" color="gray">
                {t('timer.idle')}
              </Text>
            )}
          </Flex>
          {running ? (
            <Button
              tone="danger"
              variant="soft"
              startIcon={<Square size={14} aria-hidden />}
              loading={stopping}
              onClick={() => void stop()}
            >
              {t('timer.stop')}
            </Button>
          ) : null}
        </Flex>
        {failure ? <Alert tone="danger">{timesheetErrorMessage(t, failure)}</Alert> : null}
      </Flex>
    </Card>
  );
}
