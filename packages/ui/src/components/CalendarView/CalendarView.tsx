import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  addHours,
  addMonths,
  addWeeks,
  format,
  isSameDay,
  isSameMonth,
  setHours,
  startOfDay,
} from 'date-fns';
import { cx } from '../../utils/cx';
import { withDigits } from '../../UiProvider/intlLocale';
import { useUi } from '../../UiProvider/useUi';
import { Spinner } from '../Spinner/Spinner';
import { dateLocaleOf, dayLabelFormat, type WeekStartsOn } from '../DatePicker/calendar';
import type { CalendarViewKind } from './calendarViewVariants';
import {
  isAllDay,
  isMultiDay,
  lastDayOf,
  layoutDay,
  layoutRow,
  monthWeeks,
  weekDays,
  type CalendarEvent,
  type Segment,
} from './layout';
import * as styles from './CalendarView.css';

export interface CalendarViewLabels {
  /** Name of the "previous month/week" button. */
  previous: string;
  /** Name of the "next month/week" button. */
  next: string;
  /** Text of the button that goes back to today. */
  today: string;
  /**
   * Month view overflow, e.g. `(n, formatted) => \`+${formatted} more\``: `count` chooses the plural,
   * `formatted` is the count written in the UI's digits.
   */
  more: (count: number, formatted: string) => string;
  /** Header of the week view's row of all-day and multi-day events. */
  allDay: string;
  /** Header of the week view's column of hours (read by screen readers only). */
  time: string;
  /** Announced while `loading`. */
  loading: string;
}

export interface CalendarViewProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** `month` or `week`. */
  view: CalendarViewKind;
  /** Any day of the month or week shown. */
  date: Date;
  /** What to show; `end` is exclusive (an all-day event ends at the next midnight). */
  events: readonly CalendarEvent[];
  /** Button names and texts, in the UI language. */
  labels: CalendarViewLabels;
  /** First day of the week: 0 = Sunday … 6 = Saturday (defaults to the language's: Saturday in Arabic). */
  weekStartsOn?: WeekStartsOn;
  /** The day highlighted as today (defaults to the real today; stories and tests pin it). */
  today?: Date;
  /** Called with the day to show: a month/week before or after `date`, or today. */
  onNavigate?: (date: Date) => void;
  /** An event was chosen. */
  onEventClick?: (event: CalendarEvent) => void;
  /** A day (month view) or the start of an hour slot (week view) was chosen. */
  onDateClick?: (date: Date) => void;
  /** "+N more" was chosen in the month view (defaults to `onDateClick`). */
  onMoreClick?: (date: Date, events: CalendarEvent[]) => void;
  /** Month view: event rows per day before "+N more". */
  maxEventsPerDay?: number;
  /** Week view: first and last (exclusive) hour shown. */
  startHour?: number;
  endHour?: number;
  /** Events are being fetched: the grid is aria-busy and a spinner shows. */
  loading?: boolean;
}

const arrowSteps = { ArrowUp: -7, ArrowDown: 7 } as const;

/**
 * Month and week views of working times and leave (presentation only). The month view draws multi-day
 * events as bars across days and folds the rest into "+N more"; the week view has an all-day row and hour
 * rows with timed events placed by time. Both are ARIA grids with one tab stop and arrow keys (mirrored in
 * RTL); events are buttons in the tab order. Names of days and months come from date-fns in the UI language,
 * numbers in the UI's digits (Arabic-Indic in Arabic unless the person chose Western).
 */
export const CalendarView = forwardRef<HTMLDivElement, CalendarViewProps>(function CalendarView(
  {
    view,
    date,
    events,
    labels,
    weekStartsOn,
    today: todayProp,
    onNavigate,
    onEventClick,
    onDateClick,
    onMoreClick,
    maxEventsPerDay = 3,
    startHour = 7,
    endHour = 19,
    loading = false,
    className,
    ...rest
  },
  ref,
) {
  const { language, dir, digits } = useUi();
  const locale = dateLocaleOf(language);
  const weekStart = weekStartsOn ?? ((locale.options?.weekStartsOn ?? 0) as WeekStartsOn);
  const text: DateText = Object.assign(
    (day: Date, pattern: string) => withDigits(format(day, pattern, { locale }), digits),
    { number: (value: number) => withDigits(String(value), digits) },
  );
  const today = todayProp ?? new Date();
  const titleId = `${useId()}-title`;
  const month = view === 'month';
  const days = month ? monthWeeks(date, weekStart).flat() : weekDays(date, weekStart);
  const first = days[0] ?? date;
  const last = days[days.length - 1] ?? date;
  const title = month
    ? text(date, 'LLLL yyyy')
    : `${text(first, 'd MMM')} – ${text(last, 'd MMM yyyy')}`;
  const step = (amount: number) =>
    onNavigate?.(month ? addMonths(date, amount) : addWeeks(date, amount));
  const [PreviousIcon, NextIcon] =
    dir === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-view={view}
      data-loading={loading || undefined}
      {...rest}
    >
      <div className={styles.toolbar}>
        <p id={titleId} className={styles.title} aria-live="polite">
          {title}
        </p>
        {loading ? <Spinner size={2} label={labels.loading} /> : null}
        <div className={styles.navigation}>
          <button type="button" className={styles.navButton} onClick={() => onNavigate?.(today)}>
            {labels.today}
          </button>
          <button
            type="button"
            className={styles.navButton}
            aria-label={labels.previous}
            onClick={() => step(-1)}
          >
            <PreviousIcon size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.navButton}
            aria-label={labels.next}
            onClick={() => step(1)}
          >
            <NextIcon size={16} aria-hidden="true" />
          </button>
        </div>
      </div>
      {month ? (
        <MonthGrid
          {...{ date, days, events, labels, today, text, titleId, loading, maxEventsPerDay }}
          {...{ onEventClick, onDateClick, onMoreClick }}
        />
      ) : (
        <WeekGrid
          {...{ days, events, labels, today, text, titleId, loading, startHour, endHour }}
          {...{ onEventClick, onDateClick }}
        />
      )}
    </div>
  );
});
CalendarView.displayName = 'CalendarView';

/** A date written with a date-fns pattern in the UI language and digits; `number` writes a count in them. */
type DateText = ((date: Date, pattern: string) => string) & { number: (value: number) => string };

interface GridProps {
  days: Date[];
  events: readonly CalendarEvent[];
  labels: CalendarViewLabels;
  today: Date;
  text: DateText;
  titleId: string;
  loading: boolean;
  onEventClick?: (event: CalendarEvent) => void;
  onDateClick?: (date: Date) => void;
}

/**
 * One tab stop in the grid (WAI-ARIA grid pattern): the focused cell has tabIndex 0, arrows move it and
 * focus follows. Horizontal arrows follow the reading direction.
 */
function useRovingFocus(count: number, initial: number, columns: number) {
  const { dir } = useUi();
  const [active, setActive] = useState(initial);
  const [moved, setMoved] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const current = Math.min(Math.max(active, 0), count - 1);
  useEffect(() => {
    if (!moved) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-focus-index="${current}"]`)?.focus();
  }, [current, moved]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const rowStart = current - (current % 7);
    const vertical = arrowSteps[event.key as keyof typeof arrowSteps];
    const next =
      event.key === forward
        ? current + 1
        : event.key === backward
          ? current - 1
          : vertical !== undefined
            ? current + (vertical / 7) * columns
            : event.key === 'Home'
              ? rowStart
              : event.key === 'End'
                ? rowStart + 6
                : null;
    if (next === null || next < 0 || next >= count) return;
    event.preventDefault();
    setMoved(true);
    setActive(next);
  };
  return {
    gridRef,
    current,
    onKeyDown,
    tabIndexOf: (index: number) => (index === current ? 0 : -1),
  };
}

function eventWhen(event: CalendarEvent, text: DateText) {
  const time = (d: Date) => text(d, 'p');
  if (isMultiDay(event)) {
    const allDay = isAllDay(event);
    const from = text(event.start, allDay ? 'd MMMM' : 'd MMMM p');
    const end = allDay ? lastDayOf(event) : event.end;
    return `${from} – ${text(end, allDay ? 'd MMMM' : 'd MMMM p')}`;
  }
  return `${time(event.start)} – ${time(event.end)}`;
}

function EventButton({
  event,
  text,
  className,
  style,
  showTime,
  onEventClick,
  ...data
}: {
  event: CalendarEvent;
  text: DateText;
  className: string;
  style?: ReturnType<typeof assignInlineVars>;
  showTime: boolean;
  onEventClick?: (event: CalendarEvent) => void;
  'data-continues-before'?: true;
  'data-continues-after'?: true;
  'data-short'?: true;
}) {
  return (
    <button
      type="button"
      className={cx(styles.eventTone[event.tone ?? 'accent'], className)}
      style={style}
      data-event-id={event.id}
      data-tone={event.tone ?? 'accent'}
      onClick={() => onEventClick?.(event)}
      {...data}
    >
      {showTime ? (
        <span className={styles.eventTime} aria-hidden="true">
          {text(event.start, 'p')}
        </span>
      ) : null}
      <span className={styles.eventTitle}>{event.title}</span>
      <span className={styles.visuallyHidden}>, {eventWhen(event, text)}</span>
    </button>
  );
}

function Bar({
  segment,
  ...props
}: {
  segment: Segment;
  text: DateText;
  onEventClick?: GridProps['onEventClick'];
}) {
  return (
    <EventButton
      event={segment.event}
      className={styles.bar}
      style={assignInlineVars({ [styles.spanVar]: String(segment.span) })}
      showTime={!isMultiDay(segment.event)}
      data-continues-before={segment.continuesBefore || undefined}
      data-continues-after={segment.continuesAfter || undefined}
      {...props}
    />
  );
}

function WeekdayHeader({ day, text }: { day: Date; text: DateText }) {
  return (
    <>
      <span aria-hidden="true">{text(day, 'EEE')}</span>
      <span className={styles.visuallyHidden}>{text(day, 'EEEE')}</span>
    </>
  );
}

function MonthGrid({
  date,
  days,
  events,
  labels,
  today,
  text,
  titleId,
  loading,
  maxEventsPerDay,
  onEventClick,
  onDateClick,
  onMoreClick,
}: GridProps & {
  date: Date;
  maxEventsPerDay: number;
  onMoreClick?: (date: Date, events: CalendarEvent[]) => void;
}) {
  const initial = Math.max(
    0,
    days.findIndex((day) => isSameDay(day, today)),
    days.findIndex((day) => isSameDay(day, date)),
  );
  const { gridRef, onKeyDown, tabIndexOf } = useRovingFocus(days.length, initial, 7);
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const limit = Math.max(1, maxEventsPerDay);
  const openMore = onMoreClick ?? (onDateClick ? (day: Date) => onDateClick(day) : undefined);

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={styles.grid}
    >
      <div role="row" className={styles.row.month}>
        {weeks[0]?.map((day) => (
          <div role="columnheader" key={day.toISOString()} className={styles.columnHeader}>
            <WeekdayHeader day={day} text={text} />
          </div>
        ))}
      </div>
      {weeks.map((week, w) => {
        const segments = layoutRow(week, events);
        const covers = (segment: Segment, column: number) =>
          column >= segment.column && column < segment.column + segment.span;
        const overflowing = week.map((_, column) =>
          segments.some((segment) => segment.lane >= limit && covers(segment, column)),
        );
        const visible = (segment: Segment) =>
          segment.lane < limit - 1 ||
          (segment.lane === limit - 1 &&
            !overflowing.slice(segment.column, segment.column + segment.span).some(Boolean));
        return (
          <div role="row" key={week[0]?.toISOString()} className={styles.row.month}>
            {week.map((day, column) => {
              const index = w * 7 + column;
              const hidden = segments.filter((s) => covers(s, column) && !visible(s));
              const isToday = isSameDay(day, today);
              return (
                <div
                  role="gridcell"
                  key={day.toISOString()}
                  className={cx(styles.cell, styles.monthCell)}
                  data-today={isToday || undefined}
                  data-outside={!isSameMonth(day, date) || undefined}
                >
                  <button
                    type="button"
                    className={styles.dateButton}
                    tabIndex={tabIndexOf(index)}
                    data-focus-index={index}
                    aria-label={text(day, dayLabelFormat)}
                    aria-current={isToday ? 'date' : undefined}
                    onKeyDown={onKeyDown}
                    onClick={() => onDateClick?.(day)}
                  >
                    {text(day, 'd')}
                  </button>
                  {Array.from({ length: limit }, (_, lane) => {
                    const segment = segments.find(
                      (s) => s.lane === lane && s.column === column && visible(s),
                    );
                    if (segment) {
                      return (
                        <div key={lane} className={styles.slot}>
                          <Bar segment={segment} text={text} onEventClick={onEventClick} />
                        </div>
                      );
                    }
                    if (lane === limit - 1 && hidden.length > 0) {
                      return (
                        <div key={lane} className={styles.slot}>
                          <button
                            type="button"
                            className={styles.more}
                            disabled={!openMore}
                            onClick={() =>
                              openMore?.(
                                day,
                                segments.filter((s) => covers(s, column)).map((s) => s.event),
                              )
                            }
                          >
                            {labels.more(hidden.length, text.number(hidden.length))}
                          </button>
                        </div>
                      );
                    }
                    return <div key={lane} className={styles.slot} />;
                  })}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

function WeekGrid({
  days,
  events,
  labels,
  today,
  text,
  titleId,
  loading,
  startHour,
  endHour,
  onEventClick,
  onDateClick,
}: GridProps & { startHour: number; endHour: number }) {
  const hours = Array.from({ length: Math.max(1, endHour - startHour) }, (_, i) => startHour + i);
  const todayColumn = days.findIndex((day) => isSameDay(day, today));
  const nowHour = Math.min(Math.max(today.getHours(), startHour), endHour - 1) - startHour;
  const { gridRef, onKeyDown, tabIndexOf } = useRovingFocus(
    hours.length * 7,
    Math.max(0, nowHour) * 7 + Math.max(0, todayColumn),
    7,
  );
  const bars = layoutRow(days, events.filter(isMultiDay));
  const lanes = bars.reduce((count, segment) => Math.max(count, segment.lane + 1), 1);
  const timed = days.map((day) =>
    layoutDay(
      day,
      events.filter((event) => !isMultiDay(event) && isSameDay(event.start, day)),
      startHour,
      endHour,
    ),
  );

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={styles.grid}
    >
      <div role="row" className={styles.row.week}>
        <div role="columnheader" className={styles.columnHeader}>
          <span className={styles.visuallyHidden}>{labels.time}</span>
        </div>
        {days.map((day) => (
          <div
            role="columnheader"
            key={day.toISOString()}
            className={styles.columnHeader}
            data-today={isSameDay(day, today) || undefined}
          >
            <WeekdayHeader day={day} text={text} />
            <span aria-hidden="true">{text(day, 'd')}</span>
            <span className={styles.visuallyHidden}>{text(day, 'd MMMM')}</span>
          </div>
        ))}
      </div>
      <div role="row" className={styles.row.week}>
        <div role="rowheader" className={styles.rowHeader}>
          {labels.allDay}
        </div>
        {days.map((day, column) => (
          <div
            role="gridcell"
            key={day.toISOString()}
            className={cx(styles.cell, styles.allDayCell)}
            data-today={isSameDay(day, today) || undefined}
          >
            {Array.from({ length: lanes }, (_, lane) => {
              const segment = bars.find((s) => s.lane === lane && s.column === column);
              return (
                <div key={lane} className={styles.slot}>
                  {segment ? (
                    <Bar segment={segment} text={text} onEventClick={onEventClick} />
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {hours.map((hour, h) => (
        <div role="row" key={hour} className={styles.row.week}>
          <div role="rowheader" className={styles.rowHeader}>
            {text(setHours(startOfDay(days[0] ?? today), hour), 'p')}
          </div>
          {days.map((day, column) => {
            const index = h * 7 + column;
            const slotStart = addHours(startOfDay(day), hour);
            const starting = (timed[column] ?? []).filter(
              (placement) => Math.floor(placement.top / 60) === h,
            );
            return (
              <div
                role="gridcell"
                key={day.toISOString()}
                className={cx(styles.cell, styles.hourCell)}
                data-today={isSameDay(day, today) || undefined}
                tabIndex={tabIndexOf(index)}
                data-focus-index={index}
                onClick={(event) => {
                  if (event.target === event.currentTarget) onDateClick?.(slotStart);
                }}
                onKeyDown={(event) => {
                  if (event.target !== event.currentTarget) return;
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onDateClick?.(slotStart);
                  } else onKeyDown(event);
                }}
              >
                <span className={styles.visuallyHidden}>
                  {`${text(day, dayLabelFormat)} ${text(slotStart, 'p')}`}
                </span>
                {starting.map((placement) => (
                  <EventButton
                    key={placement.event.id}
                    event={placement.event}
                    text={text}
                    className={styles.timed}
                    data-short={placement.length < 45 || undefined}
                    showTime
                    onEventClick={onEventClick}
                    style={assignInlineVars({
                      [styles.topVar]: String((placement.top - h * 60) / 60),
                      [styles.lengthVar]: String(placement.length / 60),
                      [styles.columnVar]: String(placement.column),
                      [styles.columnsVar]: String(placement.columns),
                    })}
                  />
                ))}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
