import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveRequest } from '@atrium/api';
import { Alert, Button, CalendarView, Flex, SegmentedToggle, Select } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { dateOf, isoDateOf } from '../projects/projectParts.tsx';
import type { CalendarMode } from './daysOffView.ts';
import { AwayList } from './AwayList.tsx';
import { DecideLeaveDialog } from './DecideLeaveDialog.tsx';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import {
  HOLIDAY_EVENT,
  shownRange,
  teamCalendarEvents,
  teamCalendarInput,
} from './teamCalendarEvents.ts';
import { useTeamCalendar } from './useLeave.ts';
import { useTeamOptions } from './useTeamOptions.ts';

const ALL = 'all';

export interface TeamLeaveCalendarProps {
  mode: CalendarMode;
  /** A day of the month or week shown (`YYYY-MM-DD`). */
  date: string;
  teamId?: string | undefined;
  onChange: (next: { mode: CalendarMode; date: string; teamId?: string | undefined }) => void;
  /** The day highlighted as today (stories and tests pin it). */
  today?: Date;
}

/**
 * The team calendar: holidays, approved and pending leave per person in a month or week, for one
 * team or every team the reader may see. Choosing a leave opens it; an approver decides it there,
 * with the overlaps listed.
 */
export function TeamLeaveCalendar({ mode, date, teamId, onChange, today }: TeamLeaveCalendarProps) {
  const { t, i18n } = useTranslation('leave');
  const api = useApi();
  // Saturday in Arabic, Sunday in English (the design system's defaults), said here so the list
  // under the grid covers the same week.
  const weekStartsOn = i18n.language === 'ar' ? (6 as const) : (0 as const);
  const { calendar, error, isLoading, retry } = useTeamCalendar(
    teamCalendarInput(mode, date, teamId),
  );
  const teams = useTeamOptions();
  const [opened, setOpened] = useState<LeaveRequest | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const events = useMemo(
    () =>
      calendar
        ? teamCalendarEvents(calendar, {
            leave: ({ name, type, status, half }) =>
              t('calendar.leaveEvent', {
                name,
                type,
                status: t(`status.${status}`),
                half: half ? t('calendar.halfMark') : '',
              }),
            holiday: (name, half) =>
              half
                ? t('calendar.halfHolidayEvent', { name })
                : t('calendar.holidayEvent', { name }),
            someone: t('someone'),
          })
        : [],
    [calendar, t],
  );

  const open = async (id: string) => {
    if (id.startsWith(HOLIDAY_EVENT)) return;
    setOpenError(null);
    try {
      setOpened(await api.leave.get(id));
    } catch (failure) {
      setOpenError(failure);
    }
  };

  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap" align="end">
        <SegmentedToggle<CalendarMode>
          label={t('calendar.view')}
          value={mode}
          onValueChange={(next) => onChange({ mode: next, date, teamId })}
          options={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
        {teams.length > 0 ? (
          <Select
            label={t('fields.team')}
            options={[{ value: ALL, label: t('calendar.allTeams') }, ...teams]}
            value={teamId ?? ALL}
            onValueChange={(value) =>
              onChange({ mode, date, teamId: value === ALL ? undefined : value })
            }
          />
        ) : null}
      </Flex>
      {error ? (
        <Alert tone="danger" title={t('calendar.errorTitle')}>
          <Flex direction="column" gap="2" align="start">
            {workingTimeErrorMessage(t, error)}
            <Button variant="soft" onClick={retry}>
              {t('actions.retry')}
            </Button>
          </Flex>
        </Alert>
      ) : null}
      {openError ? (
        <Alert tone="danger" title={t('calendar.openErrorTitle')}>
          {workingTimeErrorMessage(t, openError)}
        </Alert>
      ) : null}
      <CalendarView
        aria-label={t('calendar.label')}
        weekStartsOn={weekStartsOn}
        view={mode}
        date={dateOf(date) ?? new Date()}
        events={events}
        loading={isLoading}
        {...(today ? { today } : {})}
        labels={{
          previous: mode === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek'),
          next: mode === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek'),
          today: t('calendar.today'),
          more: (count, formatted) => t('calendar.more', { count, formatted }),
          allDay: t('calendar.allDay'),
          time: t('calendar.time'),
          loading: t('calendar.loading'),
        }}
        onNavigate={(next) => onChange({ mode, date: isoDateOf(next) ?? date, teamId })}
        onEventClick={(event) => void open(event.id)}
        onDateClick={(day) =>
          mode === 'month'
            ? onChange({ mode: 'week', date: isoDateOf(day) ?? date, teamId })
            : undefined
        }
      />
      {calendar ? <AwayList calendar={calendar} {...shownRange(mode, date, weekStartsOn)} /> : null}
      <DecideLeaveDialog request={opened} onClose={() => setOpened(null)} />
    </Flex>
  );
}
