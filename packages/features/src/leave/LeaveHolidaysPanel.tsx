import { useTranslation } from 'react-i18next';
import { CalendarX2 } from 'lucide-react';
import { Alert, Button, EmptyState, Flex, Select, Skeleton } from '@atrium/ui';
import { HolidaysPanel } from '../workdays/HolidaysPanel.tsx';
import { useCalendars } from '../workdays/useCalendars.ts';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';

export interface LeaveHolidaysPanelProps {
  /** Whose holidays (none: the default calendar). */
  calendarId?: string | undefined;
  year: number;
  onChange: (next: { calendarId?: string | undefined; year: number }) => void;
}

/** The Holidays tab: pick a working calendar, then the workdays area's holiday panel for it. */
export function LeaveHolidaysPanel({ calendarId, year, onChange }: LeaveHolidaysPanelProps) {
  const { t } = useTranslation('leave');
  const { calendars, error, isLoading, retry } = useCalendars();
  if (isLoading) return <Skeleton inlineSize="40%" aria-label={t('holidays.loading')} />;
  if (error) {
    return (
      <Alert tone="danger" title={t('holidays.errorTitle')}>
        <Flex direction="column" gap="2" align="start">
          {workingTimeErrorMessage(t, error)}
          <Button variant="soft" onClick={retry}>
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  }
  const chosen =
    calendars.find((calendar) => calendar.id === calendarId) ??
    calendars.find((calendar) => calendar.is_default) ??
    calendars[0];
  if (!chosen) {
    return (
      <EmptyState
        icon={<CalendarX2 size={24} />}
        title={t('holidays.emptyTitle')}
        text={t('holidays.emptyText')}
      />
    );
  }
  return (
    <Flex direction="column" gap="4">
      <Flex>
        <Select
          label={t('holidays.calendar')}
          options={calendars.map((calendar) => ({ value: calendar.id, label: calendar.name }))}
          value={chosen.id}
          onValueChange={(value) => onChange({ calendarId: value, year })}
        />
      </Flex>
      <HolidaysPanel
        key={chosen.id}
        calendarId={chosen.id}
        year={year}
        onYearChange={(next) => onChange({ calendarId, year: next })}
      />
    </Flex>
  );
}
