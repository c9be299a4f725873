import { useTranslation } from 'react-i18next';
import type { Calendar, IsoWeekday } from '@atrium/api';
import { Badge, Text } from '@atrium/ui';
import { useWeekdayName } from './WeekLinesEditor.tsx';
import { WEEKDAYS } from './weekLines.ts';

/** The "Default" badge of the calendar everyone without another one follows. */
export function DefaultBadge() {
  const { t } = useTranslation('workdays');
  return <Badge tone="accent">{t('list.default')}</Badge>;
}

/** The working weekdays of a calendar in short names ("Sun, Mon, Tue, Wed, Thu"). */
export function WorkingDays({
  calendar,
  firstDay = 1,
}: {
  calendar: Pick<Calendar, 'lines'>;
  firstDay?: IsoWeekday;
}) {
  const { t } = useTranslation('workdays');
  const weekdayName = useWeekdayName();
  const working = new Set(calendar.lines.map((line) => line.weekday));
  const order = WEEKDAYS.map((_, index) => (((firstDay - 1 + index) % 7) + 1) as IsoWeekday);
  const days = order.filter((day) => working.has(day));
  if (days.length === 0) return <Text color="gray">{t('list.noWorkingDays')}</Text>;
  return <Text>{days.map((day) => weekdayName(day, 'short')).join(t('list.daySeparator'))}</Text>;
}
