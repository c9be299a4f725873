import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_ALL, type StoryFilterInput, type StorySummary } from '@atrium/api';
import {
  Alert,
  Button,
  CalendarView,
  Flex,
  SegmentedToggle,
  type CalendarEvent,
  type CalendarEventTone,
  type CalendarViewLabels,
} from '@atrium/ui';
import { dateOf, isoDateOf } from '../projects/projectParts.tsx';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { STORY_CALENDAR_MODES, type StoryCalendarMode } from './storiesView.ts';
import { useStories } from './useStories.ts';

export interface StoryCalendarProps {
  /** The list's filters (and project) the calendar shares. */
  filters: StoryFilterInput & { project_id?: readonly string[] };
  mode: StoryCalendarMode;
  /** A day of the month or week shown. */
  date: Date;
  onNavigate: (date: Date, mode: StoryCalendarMode) => void;
  onOpenStory?: (id: string) => void;
  /** The day highlighted as today (stories and tests pin it). */
  today?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The days the grid can show around `date`: the month with a week either side (whatever day the
 * week starts on), or the week with a week either side. Asking for a little more than is shown
 * keeps one request per month or week.
 */
export function calendarRange(date: Date, mode: StoryCalendarMode): { from: string; to: string } {
  const first =
    mode === 'month' ? new Date(date.getFullYear(), date.getMonth(), 1) : addDays(date, 0);
  const last =
    mode === 'month' ? new Date(date.getFullYear(), date.getMonth() + 1, 0) : addDays(date, 0);
  return {
    from: isoDateOf(addDays(first, -7)) ?? '',
    to: isoDateOf(addDays(last, 7)) ?? '',
  };
}

function toneOf(story: StorySummary, today: string): CalendarEventTone {
  if (story.state.group === 'completed') return 'success';
  if (story.state.group === 'cancelled') return 'neutral';
  if (story.due_date !== null && story.due_date < today) return 'danger';
  return 'accent';
}

/**
 * Stories by due date in the design system's calendar, month or week, with the list's filters;
 * choosing one opens it. Each story is an all-day event named by its key and title, coloured by
 * where it stands (done, cancelled, overdue, open) — the name says the state too.
 */
export function StoryCalendar({
  filters,
  mode,
  date,
  onNavigate,
  onOpenStory,
  today,
}: StoryCalendarProps) {
  const { t } = useTranslation('stories');
  const range = calendarRange(date, mode);
  const { stories, error, isLoading, retry } = useStories({
    ...filters,
    due_from: range.from,
    due_to: range.to,
    sort: 'due_date',
    order: 'asc',
    size: PAGE_SIZE_ALL,
  });
  const todayIso = isoDateOf(today ?? new Date()) ?? '';

  const events = useMemo<CalendarEvent[]>(
    () =>
      stories.flatMap((story) => {
        const start = dateOf(story.due_date);
        if (!start) return [];
        return [
          {
            id: story.id,
            title: t('calendar.event', {
              key: story.key,
              title: story.title,
              state: story.state.name,
            }),
            start,
            end: new Date(start.getTime() + DAY_MS),
            tone: toneOf(story, todayIso),
          },
        ];
      }),
    [stories, t, todayIso],
  );

  const labels = useMemo<CalendarViewLabels>(
    () => ({
      previous: mode === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek'),
      next: mode === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek'),
      today: t('calendar.today'),
      more: (count, formatted) => t('calendar.more', { count, formatted }),
      allDay: t('calendar.due'),
      time: t('calendar.time'),
      loading: t('calendar.loading'),
    }),
    [mode, t],
  );

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <SegmentedToggle
          label={t('calendar.mode')}
          value={mode}
          onValueChange={(next) => onNavigate(date, next)}
          options={STORY_CALENDAR_MODES.map((value) => ({
            value,
            label: t(`calendar.modes.${value}`),
          }))}
        />
      </Flex>
      {error ? (
        <Alert tone="danger" title={t('calendar.error')}>
          <Flex direction="column" gap="2" align="start">
            {projectErrorMessage(t, error)}
            <Button size={1} variant="soft" onClick={retry}>
              {t('actions.retry')}
            </Button>
          </Flex>
        </Alert>
      ) : null}
      <CalendarView
        view={mode}
        date={date}
        events={events}
        labels={labels}
        loading={isLoading}
        {...(today ? { today } : {})}
        // Stories have a day, not an hour: they sit in the week view's all-day row, and one
        // hour row is the least the grid draws.
        startHour={9}
        endHour={10}
        onNavigate={(next) => onNavigate(next, mode)}
        onEventClick={(event) => onOpenStory?.(event.id)}
      />
    </Flex>
  );
}
