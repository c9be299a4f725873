import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, MoonStar, Plus, Trash2, X } from 'lucide-react';
import { CALENDAR_LINES_MAX, type IsoWeekday } from '@atrium/api';
import { Badge, Box, Button, Flex, IconButton, Text, TimeField, useIntlLocale } from '@atrium/ui';
import { formatDate } from '../i18n/languages.ts';
import { useWorkdaysFormat } from './useWorkdaysFormat.ts';
import {
  addRange,
  clearDay,
  copyToWorkingDays,
  dayMinutes,
  daysOff,
  endsNextDay,
  indexesOn,
  presetLines,
  presetOf,
  removeLine,
  updateLine,
  weekdaysFrom,
  weekMinutes,
  WEEK_PRESETS,
  type DraftLine,
  type WeekPreset,
} from './weekLines.ts';

export interface WeekLinesEditorProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** A message per line index (the form's checks or the server's `lines.N` errors), translated. */
  problems?: ReadonlyMap<number, string>;
  /** A message about the week as a whole. */
  error?: string | undefined;
  /** The weekday the week starts on when shown (1 Monday … 7 Sunday). */
  firstDay?: IsoWeekday;
  disabled?: boolean;
}

/** A weekday's name in the reader's language (1 = Monday; 1 January 2024 was a Monday). */
export function useWeekdayName() {
  const locale = useIntlLocale();
  return (weekday: IsoWeekday, style: 'long' | 'short' = 'long') =>
    formatDate(new Date(2024, 0, weekday), locale, { weekday: style });
}

/**
 * The weekly lines of a calendar, a card per weekday: one or more from–to ranges (split shifts),
 * a range ending at or before its start runs into the next day (shown as a night shift), a day
 * without ranges is a day off. Quick weeks, the day's and week's hours live, and each range's
 * problem beside it.
 */
export function WeekLinesEditor({
  lines,
  onChange,
  problems,
  error,
  firstDay = 1,
  disabled = false,
}: WeekLinesEditorProps) {
  const { t } = useTranslation('workdays');
  const format = useWorkdaysFormat();
  const weekdayName = useWeekdayName();
  const preset = presetOf(lines);
  const weekend = daysOff(lines);
  const full = lines.length >= CALENDAR_LINES_MAX;
  const timeLabels = { hour: t('lines.hour'), minute: t('lines.minute') };
  const presetLabel = (key: WeekPreset) => {
    const days = WEEK_PRESETS[key];
    return t('lines.preset', {
      first: weekdayName(days[0], 'short'),
      last: weekdayName(days[days.length - 1] as IsoWeekday, 'short'),
    });
  };

  return (
    <Flex direction="column" gap="3" role="group" aria-label={t('lines.label')}>
      <Flex gap="2" wrap="wrap" align="center">
        <Text size="2" weight="medium" id="workdays-presets">
          {t('lines.presets')}
        </Text>
        {(Object.keys(WEEK_PRESETS) as WeekPreset[]).map((key) => (
          <Button
            key={key}
            size={1}
            variant={preset === key ? 'solid' : 'soft'}
            aria-pressed={preset === key}
            disabled={disabled}
            onClick={() => onChange(presetLines(key))}
          >
            {presetLabel(key)}
          </Button>
        ))}
      </Flex>
      <Box
        role="status"
        aria-live="polite"
        p="3"
        style={{ background: 'var(--gray-a3)', borderRadius: 'var(--radius-3)' }}
      >
        <Text size="2" weight="medium">
          {t('lines.weekTotal', { hours: format.duration(weekMinutes(lines)) })}
        </Text>{' '}
        <Text size="2" color="gray">
          {weekend.length === 0
            ? t('lines.noWeekend')
            : t('lines.weekend', {
                days: new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(
                  weekend.map((day) => weekdayName(day)),
                ),
              })}
        </Text>
      </Box>
      {error ? (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      <ul
        aria-label={t('lines.days')}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 'var(--space-2)',
        }}
      >
        {weekdaysFrom(firstDay).map((weekday) => {
          const indexes = indexesOn(lines, weekday);
          const name = weekdayName(weekday);
          const minutes = dayMinutes(lines, weekday);
          return (
            <li
              key={weekday}
              aria-label={name}
              style={{
                border: '1px solid var(--gray-a5)',
                borderRadius: 'var(--radius-3)',
                padding: 'var(--space-3)',
              }}
            >
              <Flex direction="column" gap="2">
                <Flex gap="2" align="center" justify="between" wrap="wrap">
                  <Text as="p" weight="bold">
                    {name}
                  </Text>
                  {indexes.length === 0 ? (
                    <Badge>{t('lines.dayOff')}</Badge>
                  ) : (
                    <Text size="2" color="gray">
                      {t('lines.dayTotal', { hours: format.duration(minutes) })}
                    </Text>
                  )}
                </Flex>
                {indexes.map((index, position) => (
                  <LineRow
                    key={index}
                    line={lines[index] as DraftLine}
                    label={t('lines.range', { day: name, number: format.number(position + 1) })}
                    problem={problems?.get(index)}
                    timeLabels={timeLabels}
                    disabled={disabled}
                    onChange={(patch) => onChange(updateLine(lines, index, patch))}
                    onRemove={() => onChange(removeLine(lines, index))}
                  />
                ))}
                <Flex gap="2" wrap="wrap">
                  <Button
                    size={1}
                    variant="soft"
                    startIcon={<Plus size={14} />}
                    disabled={disabled || full}
                    aria-label={
                      indexes.length === 0
                        ? t('lines.workOn', { day: name })
                        : t('lines.addRangeOn', { day: name })
                    }
                    onClick={() => onChange(addRange(lines, weekday))}
                  >
                    {indexes.length === 0 ? t('lines.work') : t('lines.addRange')}
                  </Button>
                  {indexes.length > 0 ? (
                    <>
                      <Button
                        size={1}
                        variant="ghost"
                        tone="neutral"
                        startIcon={<Copy size={14} />}
                        disabled={disabled}
                        aria-label={t('lines.copyFrom', { day: name })}
                        onClick={() => onChange(copyToWorkingDays(lines, weekday))}
                      >
                        {t('lines.copy')}
                      </Button>
                      <Button
                        size={1}
                        variant="ghost"
                        tone="neutral"
                        startIcon={<X size={14} />}
                        disabled={disabled}
                        aria-label={t('lines.makeDayOff', { day: name })}
                        onClick={() => onChange(clearDay(lines, weekday))}
                      >
                        {t('lines.dayOffAction')}
                      </Button>
                    </>
                  ) : null}
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}

function LineRow({
  line,
  label,
  problem,
  timeLabels,
  disabled,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  label: string;
  problem: string | undefined;
  timeLabels: { hour: string; minute: string };
  disabled: boolean;
  onChange: (patch: Partial<Pick<DraftLine, 'from' | 'to'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('workdays');
  const night = endsNextDay(line);
  const problemId = useId();
  return (
    <Flex
      direction="column"
      gap="1"
      role="group"
      aria-label={label}
      aria-describedby={problem ? problemId : undefined}
      data-invalid={problem ? '' : undefined}
    >
      <Flex gap="2" align="end" wrap="wrap">
        <Box style={{ flex: '0 0 auto' }}>
          <TimeField
            label={t('lines.from')}
            labels={timeLabels}
            value={line.from}
            disabled={disabled}
            onValueChange={(from) => onChange({ from })}
          />
        </Box>
        <Box style={{ flex: '0 0 auto' }}>
          <TimeField
            label={t('lines.to')}
            labels={timeLabels}
            value={line.to}
            disabled={disabled}
            onValueChange={(to) => onChange({ to })}
          />
        </Box>
        <IconButton
          variant="ghost"
          color="red"
          disabled={disabled}
          aria-label={t('lines.removeRange', { range: label })}
          onClick={onRemove}
          style={{ marginBlockEnd: 'var(--space-1)', marginInlineStart: 'auto' }}
        >
          <Trash2 size={16} aria-hidden />
        </IconButton>
      </Flex>
      {night ? (
        <Flex gap="1" align="center">
          <MoonStar size={14} aria-hidden />
          <Text size="1" color="gray">
            {t('lines.nextDay')}
          </Text>
        </Flex>
      ) : null}
      {problem ? (
        <Text size="1" color="red" id={problemId}>
          {problem}
        </Text>
      ) : null}
    </Flex>
  );
}
