import { ChevronLeft, ChevronRight } from 'lucide-react';
import { format, isValid, parse, startOfDay } from 'date-fns';
import {
  DayButton as DayPickerDayButton,
  dateMatchModifiers,
  type DayButtonProps,
  type DayPickerProps,
  type Matcher,
} from 'react-day-picker';
import { ar, enUS } from 'react-day-picker/locale';
import type { Language } from '../../UiProvider/uiOptions';
import { withDigits } from '../../UiProvider/intlLocale';
import { useUi } from '../../UiProvider/useUi';
import * as styles from './DatePicker.css';

/** 0 = Sunday … 6 = Saturday (date-fns numbering). */
export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The dates a picker accepts: min/max bounds plus any other disabled dates. */
export interface DateConstraints {
  /** Earliest selectable date (inclusive). */
  minDate?: Date;
  /** Latest selectable date (inclusive). */
  maxDate?: Date;
  /** Dates that cannot be chosen: a date, dates, a range, `{ dayOfWeek: [5, 6] }` or a predicate. */
  disabledDates?: Matcher | Matcher[];
}

/** date-fns locale (with DayPicker's extras) for the UI language: Arabic month and day names in `ar`. */
export function dateLocaleOf(language: Language) {
  return language === 'ar' ? ar : enUS;
}

const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Parses what the user typed with `pattern`; Arabic-Indic digits are read too. Null when not a date. */
export function parseDateText(text: string, pattern: string): Date | null {
  const latin = text
    .trim()
    .replace(arabicDigits, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
  if (!latin) return null;
  const date = parse(latin, pattern, new Date(2000, 0, 1));
  return isValid(date) && date.getFullYear() > 999 ? startOfDay(date) : null;
}

/**
 * Formats a date for the text field with `pattern`, in the UiProvider's digits (Arabic-Indic unless
 * the person chose Western, in Arabic): the field reads like the calendar beside it.
 */
export function useDateText(): (date: Date, pattern: string) => string {
  const { digits } = useUi();
  return (date, pattern) => withDigits(format(date, pattern), digits);
}

export function disabledMatchers({ minDate, maxDate, disabledDates }: DateConstraints): Matcher[] {
  const extra = disabledDates === undefined ? [] : [disabledDates].flat();
  return [
    ...(minDate ? [{ before: startOfDay(minDate) }] : []),
    ...(maxDate ? [{ after: startOfDay(maxDate) }] : []),
    ...extra,
  ];
}

export function isDateAllowed(date: Date, constraints: DateConstraints): boolean {
  const matchers = disabledMatchers(constraints);
  return matchers.length === 0 || !dateMatchModifiers(date, matchers);
}

/** Accessible name of a day button: "Sunday, 15 March 2026", "الأحد، 15 مارس 2026". */
export const dayLabelFormat = 'EEEE, d MMMM yyyy';

/** DayPicker's previous/next chevrons: its `left` means "previous", which points right in RTL. */
function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  const { dir } = useUi();
  const previous = orientation === 'left';
  const pointsLeft = dir === 'rtl' ? !previous : previous;
  const Icon = pointsLeft ? ChevronLeft : ChevronRight;
  return <Icon size={16} aria-hidden="true" data-direction={pointsLeft ? 'left' : 'right'} />;
}

/** DayPicker's day button, with today announced as the current date. */
function DayButton(props: DayButtonProps) {
  return (
    <DayPickerDayButton {...props} aria-current={props.modifiers.today ? 'date' : undefined} />
  );
}

export interface CalendarLabels {
  /** Name of the "previous month" button. */
  previousMonth: string;
  /** Name of the "next month" button. */
  nextMonth: string;
}

/**
 * The DayPicker props every Atrium calendar shares: language, digits (the UiProvider's, in the day
 * numbers, the caption and the day names), direction (keyboard arrows and chevrons mirror in RTL), week start, bounds and disabled dates, our class names and the caller's labels.
 */
export function useCalendarProps({
  labels,
  weekStartsOn,
  constraints,
  month,
}: {
  labels: CalendarLabels;
  weekStartsOn?: WeekStartsOn;
  constraints: DateConstraints;
  month?: Date;
}) {
  const { language, dir, digits } = useUi();
  return {
    locale: dateLocaleOf(language),
    numerals: digits,
    dir,
    lang: language,
    weekStartsOn,
    defaultMonth: month,
    startMonth: constraints.minDate,
    endMonth: constraints.maxDate,
    disabled: disabledMatchers(constraints),
    showOutsideDays: true,
    fixedWeeks: true,
    classNames: styles.dayPickerClassNames,
    components: { Chevron, DayButton },
    labels: {
      labelPrevious: () => labels.previousMonth,
      labelNext: () => labels.nextMonth,
      // the visible day number must be part of the name (axe label-content-name-mismatch): no ordinals
      labelDayButton: (date: Date) =>
        withDigits(format(date, dayLabelFormat, { locale: dateLocaleOf(language) }), digits),
    },
  } satisfies Partial<DayPickerProps>;
}

/**
 * Popover `onOpenAutoFocus`: focus the calendar's focus target (the selected day, else today, else the first
 * day) instead of the first button, as the WAI-ARIA date picker dialog pattern asks.
 */
export function focusCalendarDay(event: Event) {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement;
  content.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
}
