import { useTranslation } from 'react-i18next';
import { Play, StickyNote, X } from 'lucide-react';
import type { TimesheetRow, TimesheetWeek } from '@atrium/api';
import {
  Badge,
  Button,
  Card,
  Flex,
  IconButton,
  Table,
  Text,
  Tooltip,
  useIntlLocale,
  VisuallyHidden,
} from '@atrium/ui';
import { dayBalance, formatHours, rowName } from './timesheetView.ts';

export interface WeekGridProps {
  week: TimesheetWeek;
  /** Cards per day instead of the table (a phone). */
  cards: boolean;
  /** Opens a cell's editor; absent when the week is read-only. */
  onEditCell?: ((row: TimesheetRow, date: string) => void) | undefined;
  /** Takes an empty row off the week; absent when read-only. */
  onRemoveRow?: ((row: TimesheetRow) => void) | undefined;
  /** Starts the timer on a row; absent when read-only or a timer runs. */
  onStartTimer?: ((row: TimesheetRow) => void) | undefined;
}

/** A date's weekday and day of month in the reader's language (the date is a plain day). */
export function useDayLabel() {
  const locale = useIntlLocale();
  return (date: string, style: 'short' | 'long' = 'short') =>
    new Intl.DateTimeFormat(locale, {
      weekday: style,
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
}

const BALANCE_TONE = { none: 'neutral', under: 'warning', met: 'success', over: 'info' } as const;

/** What marks a day: holiday, leave, or a day off in the calendar. */
function DayMarks({ day }: { day: TimesheetWeek['days'][number] }) {
  const { t } = useTranslation('timesheet');
  return (
    <Flex gap="1" wrap="wrap">
      {day.holiday ? (
        <Badge tone="info" size={1}>
          {t(day.holiday.half_day ? 'days.halfHoliday' : 'days.holiday', {
            name: day.holiday.name,
          })}
        </Badge>
      ) : null}
      {day.leave_days > 0 ? (
        <Badge tone="accent" size={1}>
          {t(day.leave_days < 1 ? 'days.halfLeave' : 'days.leave')}
        </Badge>
      ) : null}
      {!day.working_day && !day.holiday && day.leave_days === 0 ? (
        <Badge tone="neutral" size={1}>
          {t('days.dayOff')}
        </Badge>
      ) : null}
    </Flex>
  );
}

/** Attended, logged and expected hours of a day, side by side. */
function DayFigures({ day }: { day: TimesheetWeek['days'][number] }) {
  const { t } = useTranslation('timesheet');
  const locale = useIntlLocale();
  const hours = (minutes: number) => formatHours(minutes, locale);
  return (
    <Flex direction="column" gap="1">
      <Text size="1" color="gray">
        {t('days.attended')} {hours(day.attended_minutes)}
      </Text>
      <Badge tone={BALANCE_TONE[dayBalance(day)]} size={1}>
        {t('days.logged')} {hours(day.logged_minutes)}
      </Badge>
      <Text size="1" color="gray">
        {t('days.expected')} {hours(day.expected_minutes)}
      </Text>
    </Flex>
  );
}

/** One cell: its hours as a button that opens the editor (or plain text when read-only). */
function CellButton({
  row,
  cell,
  dayLabel,
  onEdit,
}: {
  row: TimesheetRow;
  cell: TimesheetRow['cells'][number];
  dayLabel: string;
  onEdit?: (() => void) | undefined;
}) {
  const { t } = useTranslation('timesheet');
  const locale = useIntlLocale();
  const hours = formatHours(cell.minutes, locale);
  const name = rowName(row);
  const label = cell.note
    ? t('week.cellWithNote', { row: name, day: dayLabel, hours, note: cell.note })
    : t('week.cell', { row: name, day: dayLabel, hours });
  const content = (
    <Flex as="span" align="center" gap="1" justify="center">
      <span>{cell.minutes > 0 ? hours : '–'}</span>
      {cell.note ? <StickyNote size={12} aria-hidden /> : null}
    </Flex>
  );
  if (!onEdit) {
    return (
      <Text as="span" aria-label={label}>
        {content}
      </Text>
    );
  }
  return (
    <Button variant="ghost" size={1} aria-label={label} onClick={onEdit}>
      {content}
    </Button>
  );
}

function RowTitle({
  row,
  onRemove,
  onStart,
}: {
  row: TimesheetRow;
  onRemove?: (() => void) | undefined;
  onStart?: (() => void) | undefined;
}) {
  const { t } = useTranslation('timesheet');
  const name = rowName(row);
  return (
    <Flex align="center" gap="2" justify="between">
      <Flex direction="column" style={{ minWidth: 0 }}>
        {row.story ? (
          <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
            {row.story.key}
          </Text>
        ) : row.project ? (
          <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
            {row.project.key}
          </Text>
        ) : null}
        <Text weight="medium" dir="auto" truncate>
          {row.story?.title ?? row.project?.name ?? row.activity}
        </Text>
      </Flex>
      <Flex gap="1">
        {onStart ? (
          <Tooltip content={t('timer.startOn', { name })}>
            <IconButton
              variant="ghost"
              size="1"
              aria-label={t('timer.startOn', { name })}
              onClick={onStart}
            >
              <Play size={14} aria-hidden />
            </IconButton>
          </Tooltip>
        ) : null}
        {onRemove && row.total_minutes === 0 ? (
          <Tooltip content={t('week.removeRow', { row: name })}>
            <IconButton
              variant="ghost"
              size="1"
              color="gray"
              aria-label={t('week.removeRow', { row: name })}
              onClick={onRemove}
            >
              <X size={14} aria-hidden />
            </IconButton>
          </Tooltip>
        ) : null}
      </Flex>
    </Flex>
  );
}

/**
 * The week: rows × 7 days with totals per row and per day, and each day's attended, logged and
 * expected hours with its holiday or leave. On a phone, one card per day lists the rows' hours.
 */
export function WeekGrid({ week, cards, onEditCell, onRemoveRow, onStartTimer }: WeekGridProps) {
  const { t } = useTranslation('timesheet');
  const locale = useIntlLocale();
  const dayLabel = useDayLabel();
  const range = t('week.range', {
    from: dayLabel(week.week_start),
    to: dayLabel(week.week_end),
  });

  if (cards) {
    return (
      <Flex direction="column" gap="3" role="list" aria-label={t('week.grid', { range })}>
        {week.days.map((day, index) => (
          <div key={day.date} role="listitem">
            <Card title={dayLabel(day.date, 'long')} titleAs="h2" actions={<DayMarks day={day} />}>
              <Flex direction="column" gap="3">
                <Text size="1" color="gray">
                  {t('days.summary', {
                    attended: formatHours(day.attended_minutes, locale),
                    logged: formatHours(day.logged_minutes, locale),
                    expected: formatHours(day.expected_minutes, locale),
                  })}
                </Text>
                {week.rows.length === 0 ? (
                  <Text size="2" color="gray">
                    {t('week.noHours')}
                  </Text>
                ) : (
                  week.rows.map((row) => {
                    const cell = row.cells[index];
                    if (!cell) return null;
                    return (
                      <Flex key={row.key} align="center" justify="between" gap="2">
                        <Text size="2" dir="auto" truncate style={{ minWidth: 0 }}>
                          {rowName(row)}
                        </Text>
                        <CellButton
                          row={row}
                          cell={cell}
                          dayLabel={dayLabel(day.date)}
                          onEdit={onEditCell ? () => onEditCell(row, day.date) : undefined}
                        />
                      </Flex>
                    );
                  })
                )}
              </Flex>
            </Card>
          </div>
        ))}
      </Flex>
    );
  }

  return (
    <Card padding={2}>
      <Table.Root variant="ghost" size="1">
        <VisuallyHidden asChild>
          <caption>{t('week.grid', { range })}</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell scope="col">{t('week.row')}</Table.ColumnHeaderCell>
            {week.days.map((day) => (
              <Table.ColumnHeaderCell key={day.date} scope="col" align="center">
                <Flex direction="column" gap="1" align="center">
                  <span>{dayLabel(day.date)}</span>
                  <DayMarks day={day} />
                </Flex>
              </Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell scope="col" align="center">
              {t('week.total')}
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {week.rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.RowHeaderCell style={{ minWidth: '12rem', maxWidth: '18rem' }}>
                <RowTitle
                  row={row}
                  onRemove={onRemoveRow ? () => onRemoveRow(row) : undefined}
                  onStart={onStartTimer ? () => onStartTimer(row) : undefined}
                />
              </Table.RowHeaderCell>
              {row.cells.map((cell) => (
                <Table.Cell key={cell.date} align="center">
                  <CellButton
                    row={row}
                    cell={cell}
                    dayLabel={dayLabel(cell.date)}
                    onEdit={onEditCell ? () => onEditCell(row, cell.date) : undefined}
                  />
                </Table.Cell>
              ))}
              <Table.Cell align="center">
                <Text weight="medium">{formatHours(row.total_minutes, locale)}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.RowHeaderCell>
              <Text weight="bold">{t('week.total')}</Text>
            </Table.RowHeaderCell>
            {week.days.map((day) => (
              <Table.Cell key={day.date} align="center">
                <DayFigures day={day} />
              </Table.Cell>
            ))}
            <Table.Cell align="center">
              <Flex direction="column" gap="1" align="center">
                <Text weight="bold">{formatHours(week.total_minutes, locale)}</Text>
                <Text size="1" color="gray">
                  {t('days.expected')} {formatHours(week.expected_minutes, locale)}
                </Text>
              </Flex>
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Card>
  );
}
