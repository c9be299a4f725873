import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Flex, PageHeader, Tabs } from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { isoDateOf } from '../projects/projectParts.tsx';
import {
  DAYS_OFF_TABS,
  DEFAULT_DAYS_OFF_VIEW,
  type DaysOffTab,
  type DaysOffView,
} from './daysOffView.ts';
import { LeaveHolidaysPanel } from './LeaveHolidaysPanel.tsx';
import { LeaveBalancesPanel } from './LeaveBalancesPanel.tsx';
import { LeaveRequestsPanel } from './LeaveRequestsPanel.tsx';
import { LeaveTypesPanel } from './LeaveTypesPanel.tsx';
import { LinkedRequest } from './LinkedRequest.tsx';
import { TeamLeaveCalendar } from './TeamLeaveCalendar.tsx';

export interface DaysOffPageProps {
  /** The tab, filters, page and month (controlled; the app keeps them in the URL). */
  view?: DaysOffView;
  onViewChange?: (view: DaysOffView) => void;
  /** The day taken as today (stories and tests pin it). */
  today?: Date;
}

/**
 * /main/calendar/days-off (manage Calendar): leave requests to approve and all of them, the team
 * calendar with holidays and leave, the types of leave and everyone's balances, in tabs that
 * scroll sideways on a phone, and the holidays of each working calendar (the workdays area's
 * panel) last.
 */
export function DaysOffPage({ view: controlled, onViewChange, today }: DaysOffPageProps) {
  const { t } = useTranslation('leave');
  useDocumentTitle(t('daysOff.title'));
  const [own, setOwn] = useState<DaysOffView>(DEFAULT_DAYS_OFF_VIEW);
  const view = controlled ?? own;
  const setView = (next: DaysOffView) => {
    if (!controlled) setOwn(next);
    onViewChange?.(next);
  };
  const tab = view.tab;
  const todayIso = isoDateOf(today ?? new Date()) ?? '';
  const year = view.year ?? (today ?? new Date()).getFullYear();

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader title={t('daysOff.title')} description={t('daysOff.description')} />
        <LinkedRequest
          requestId={view.request}
          onClose={() => {
            const { request: _request, ...rest } = view;
            setView(rest);
          }}
        />
        <Tabs.Root
          value={tab}
          onValueChange={(next) => setView({ ...view, tab: next as DaysOffTab })}
        >
          <Tabs.List aria-label={t('daysOff.sections')}>
            {DAYS_OFF_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {t(`daysOff.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Flex direction="column" pt="4">
            <Tabs.Content value="requests">
              <LeaveRequestsPanel view={view} onViewChange={setView} />
            </Tabs.Content>
            <Tabs.Content value="calendar">
              {tab === 'calendar' ? (
                <TeamLeaveCalendar
                  mode={view.mode}
                  date={view.date ?? todayIso}
                  teamId={view.team_id}
                  {...(today ? { today } : {})}
                  onChange={({ mode, date, teamId }) => {
                    const { team_id: _team, ...rest } = view;
                    setView({ ...rest, mode, date, ...(teamId ? { team_id: teamId } : {}) });
                  }}
                />
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="types">
              {tab === 'types' ? <LeaveTypesPanel /> : null}
            </Tabs.Content>
            <Tabs.Content value="balances">
              {tab === 'balances' ? (
                <LeaveBalancesPanel
                  userId={view.user_id}
                  year={year}
                  onChange={({ userId, year: nextYear }) => {
                    const { user_id: _user, ...rest } = view;
                    setView({ ...rest, year: nextYear, ...(userId ? { user_id: userId } : {}) });
                  }}
                />
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="holidays">
              {tab === 'holidays' ? (
                <LeaveHolidaysPanel
                  calendarId={view.calendar_id}
                  year={year}
                  onChange={({ calendarId, year: nextYear }) => {
                    const { calendar_id: _calendar, ...rest } = view;
                    setView({
                      ...rest,
                      year: nextYear,
                      ...(calendarId ? { calendar_id: calendarId } : {}),
                    });
                  }}
                />
              ) : null}
            </Tabs.Content>
          </Flex>
        </Tabs.Root>
      </Flex>
    </Container>
  );
}
