import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Tabs } from '@atrium/ui';
import { MyLeavePage } from './MyLeavePage.tsx';

export const ATTENDANCE_SECTIONS = ['board', 'mine', 'leave'] as const;
export type AttendanceSection = (typeof ATTENDANCE_SECTIONS)[number];

export interface AttendanceTabsProps {
  section: AttendanceSection;
  onSectionChange: (section: AttendanceSection) => void;
  /** The Latest Attendance board (the attendance area's page). */
  board: ReactNode;
  /** My attendance (days, sessions, corrections); its tab is left out without it. */
  mine?: ReactNode;
  /** The day taken as today (stories and tests pin it). */
  today?: Date;
  /** My leave: a request to open at once (a notification's link). */
  requestId?: string | undefined;
  onRequestClose?: () => void;
}

/**
 * /main/attendance in two tabs: the Latest Attendance board and My leave. My leave sits here
 * because every signed-in person may open this page (Days off needs manage Calendar), and leave
 * is the other half of "who is in today".
 */
export function AttendanceTabs({
  section,
  onSectionChange,
  board,
  mine,
  today,
  requestId,
  onRequestClose,
}: AttendanceTabsProps) {
  const { t } = useTranslation('leave');
  const { t: tAttendance } = useTranslation('attendance');
  return (
    <Tabs.Root value={section} onValueChange={(next) => onSectionChange(next as AttendanceSection)}>
      <Container size="4" px={{ initial: '3', sm: '5' }} pt="4">
        <Tabs.List aria-label={t('attendanceTabs.label')}>
          <Tabs.Trigger value="board">{t('attendanceTabs.board')}</Tabs.Trigger>
          {mine ? <Tabs.Trigger value="mine">{tAttendance('tabs.mine')}</Tabs.Trigger> : null}
          <Tabs.Trigger value="leave">{t('attendanceTabs.mine')}</Tabs.Trigger>
        </Tabs.List>
      </Container>
      <Tabs.Content value="board">{board}</Tabs.Content>
      {mine ? <Tabs.Content value="mine">{section === 'mine' ? mine : null}</Tabs.Content> : null}
      <Tabs.Content value="leave">
        {section === 'leave' ? (
          <MyLeavePage
            {...(today ? { today } : {})}
            requestId={requestId}
            {...(onRequestClose ? { onRequestClose } : {})}
          />
        ) : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}
