import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoonStar } from 'lucide-react';
import {
  addLocalDays,
  expectedMinutesInWeek,
  localDateIn,
  weekStart,
  type CalendarDetail,
  type HolidayDate,
  type IsoWeekday,
} from '@atrium/api';
import { Badge, Card, DataList, Flex, Grid, Stat, Text } from '@atrium/ui';
import { holidaysInYear } from './holidayYear.ts';
import { useHolidays } from './useCalendars.ts';
import { useWorkdaysFormat } from './useWorkdaysFormat.ts';
import { useWeekdayName } from './WeekLinesEditor.tsx';
import {
  dayMinutes,
  daysOff,
  endsNextDay,
  indexesOn,
  weekdaysFrom,
  weekMinutes,
} from './weekLines.ts';

export interface WeekOverviewProps {
  calendar: CalendarDetail;
  firstDay?: IsoWeekday;
  /** The instant "this week" is taken from (stories and tests pin it). */
  now?: Date;
}

/**
 * A calendar's week at a glance: nominal hours per day and week (what the lines say), and the
 * hours expected this week in the calendar's zone — real hours, so a DST change or a holiday
 * shows — both from the shared rules in @atrium/api.
 */
export function WeekOverview({ calendar, firstDay = 1, now }: WeekOverviewProps) {
  const { t } = useTranslation('workdays');
  const format = useWorkdaysFormat();
  const weekdayName = useWeekdayName();
  const { holidays } = useHolidays(calendar.id);
  const lines = calendar.lines;
  const monday = weekStart(localDateIn(now ?? new Date(), calendar.time_zone));
  const sunday = addLocalDays(monday, 6);
  const expected = useMemo(() => {
    const years = new Set([Number(monday.slice(0, 4)), Number(sunday.slice(0, 4))]);
    const dates: HolidayDate[] = [...years].flatMap((year) =>
      holidaysInYear(holidays, year).flatMap((entry) =>
        entry.date ? [{ date: entry.date, half_day: entry.holiday.half_day }] : [],
      ),
    );
    return expectedMinutesInWeek({ time_zone: calendar.time_zone, lines }, monday, dates);
  }, [calendar.time_zone, lines, holidays, monday, sunday]);
  const weekend = daysOff(lines);

  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <Stat label={t('week.weekly')} value={format.duration(weekMinutes(lines))} />
        <Stat
          label={t('week.thisWeek', { from: format.date(monday), to: format.date(sunday) })}
          value={format.duration(expected)}
        />
        <Stat
          label={t('week.weekendLabel')}
          value={
            weekend.length === 0
              ? t('lines.noWeekendShort')
              : new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(
                  weekend.map((day) => weekdayName(day, 'short')),
                )
          }
        />
      </Grid>
      <Card title={t('week.title')} titleAs="h2">
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          {weekdaysFrom(firstDay).map((weekday) => {
            const indexes = indexesOn(lines, weekday);
            return (
              <DataList.Item key={weekday}>
                <DataList.Label>{weekdayName(weekday)}</DataList.Label>
                <DataList.Value>
                  {indexes.length === 0 ? (
                    <Badge>{t('lines.dayOff')}</Badge>
                  ) : (
                    <Flex gap="2" wrap="wrap" align="center">
                      {indexes.map((index) => {
                        const line = lines[index];
                        if (!line) return null;
                        return (
                          <Flex key={index} gap="1" align="center">
                            <Text dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                              {line.from}–{line.to}
                            </Text>
                            {endsNextDay(line) ? (
                              <Badge tone="info">
                                <MoonStar size={12} aria-hidden />
                                {t('lines.nextDayShort')}
                              </Badge>
                            ) : null}
                          </Flex>
                        );
                      })}
                      <Text size="2" color="gray">
                        {t('lines.dayTotal', {
                          hours: format.duration(dayMinutes(lines, weekday)),
                        })}
                      </Text>
                    </Flex>
                  )}
                </DataList.Value>
              </DataList.Item>
            );
          })}
        </DataList.Root>
      </Card>
    </Flex>
  );
}
