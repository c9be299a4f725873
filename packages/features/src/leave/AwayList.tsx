import { useTranslation } from 'react-i18next';
import type { TeamCalendar } from '@atrium/api';
import { Box, Flex, Heading, Text } from '@atrium/ui';
import {
  LeaveStatusBadge,
  LeaveTypeName,
  personName,
  useLeaveDate,
  useLeaveSpanText,
} from './leaveParts.tsx';

export interface AwayListProps {
  calendar: TeamCalendar;
  /** The dates shown (`YYYY-MM-DD`): only leave and holidays touching them are listed. */
  from: string;
  to: string;
}

/**
 * The calendar's leave and holidays as a list, by start date: the month's bars are narrow on a
 * phone, and a list reads out better than a grid.
 */
export function AwayList({ calendar, from, to }: AwayListProps) {
  const { t } = useTranslation('leave');
  const spanText = useLeaveSpanText();
  const dateText = useLeaveDate();
  const leaves = calendar.leaves
    .filter((leave) => leave.end_date >= from && leave.start_date <= to)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  const holidays = [
    ...new Map(
      calendar.holidays
        .filter((holiday) => holiday.date >= from && holiday.date <= to)
        .map((holiday) => [`${holiday.date}|${holiday.name}`, holiday]),
    ).values(),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const nameOf = (userId: string) => {
    const person = calendar.people.find((entry) => entry.id === userId);
    return person ? personName(person) : t('someone');
  };
  return (
    <section aria-labelledby="leave-away-list">
      <Heading as="h2" size="3" id="leave-away-list" mb="2">
        {t('calendar.awayTitle')}
      </Heading>
      {leaves.length === 0 && holidays.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t('calendar.nobodyAway')}
        </Text>
      ) : (
        <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
          <ul>
            {holidays.map((holiday) => (
              <Flex as="li" key={`${holiday.date}|${holiday.name}`} gap="2" wrap="wrap" py="1">
                <Text weight="medium">
                  {holiday.half_day
                    ? t('calendar.halfHolidayEvent', { name: holiday.name })
                    : t('calendar.holidayEvent', { name: holiday.name })}
                </Text>
                <Text size="2">{dateText(holiday.date)}</Text>
              </Flex>
            ))}
            {leaves.map((leave) => (
              <Flex as="li" key={leave.id} gap="2" align="center" wrap="wrap" py="1">
                <Text weight="medium" dir="auto">
                  {nameOf(leave.user_id)}
                </Text>
                <LeaveTypeName
                  type={calendar.leave_types.find((type) => type.id === leave.leave_type_id)}
                />
                <Text size="2">{spanText(leave)}</Text>
                <LeaveStatusBadge status={leave.status} />
              </Flex>
            ))}
          </ul>
        </Box>
      )}
    </section>
  );
}
