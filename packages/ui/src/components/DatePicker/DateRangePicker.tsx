import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { Popover } from 'radix-ui';
import { CalendarDays, X } from 'lucide-react';
import { format, isAfter, isBefore, isSameDay } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { cx } from '../../utils/cx';
import { ThemedLayer } from '../Dialog/ThemedLayer';
import { overlayZIndex } from '../Dialog/dialogVariants';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import {
  focusCalendarDay,
  isDateAllowed,
  parseDateText,
  useCalendarProps,
  useDateText,
  type DateConstraints,
  type WeekStartsOn,
} from './calendar';
import { isoDateFormat, useControllable, type DatePickerLabels } from './DatePicker';
import * as styles from './DatePicker.css';

/** A chosen range; `to` is missing while only the start is picked. */
export interface DateRangeValue {
  /** First day of the range. */
  from: Date;
  /** Last day of the range (inclusive); missing while only the start is picked. */
  to?: Date;
}

export interface DateRangePickerLabels extends DatePickerLabels {
  /** Name of the start-date input (read after the field label). */
  start: string;
  /** Name of the end-date input (read after the field label). */
  end: string;
}

type Edge = 'from' | 'to';

export interface DateRangePickerProps
  extends
    FieldBaseProps,
    DateConstraints,
    Omit<
      ComponentPropsWithoutRef<'div'>,
      'onChange' | 'onBlur' | 'defaultValue' | 'className' | 'style' | 'id' | 'children' | 'role'
    > {
  /** The range (controlled); `null` when empty. */
  value?: DateRangeValue | null;
  /** The initial range when uncontrolled. */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range (`to` missing while half picked), or `null` when cleared. */
  onChange?: (range: DateRangeValue | null) => void;
  /** Called when an input loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Button, navigation and input names, in the UI language. */
  labels: DateRangePickerLabels;
  /** date-fns pattern of the two inputs. */
  dateFormat?: string;
  /** First day of the week: 0 = Sunday, 1 = Monday, 6 = Saturday. */
  weekStartsOn?: WeekStartsOn;
  /** Months side by side in the calendar. */
  numberOfMonths?: 1 | 2;
  /** The day marked as today (defaults to the real today; stories and tests pin it). */
  today?: Date;
  /** Month shown when the calendar opens with no range. */
  defaultMonth?: Date;
  /** Placeholders of the start and end inputs. */
  placeholder?: string;
  /** Submits `<name>From` and `<name>To` (yyyy-MM-dd) with a form. */
  name?: string;
  /** Popover open state (controlled). */
  open?: boolean;
  /** Opens the calendar on mount (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Labelled date range field: start and end inputs in one box and a range calendar in a popover. The first
 * click in the calendar starts a new range, the second ends it (either order) and closes the popover.
 * Language, digits, direction, week start and allowed dates behave as in DatePicker. The ref points at the start
 * input.
 */
export const DateRangePicker = forwardRef<HTMLInputElement, DateRangePickerProps>(
  function DateRangePicker(
    {
      label,
      hint,
      error,
      required,
      disabled,
      size = 2,
      id,
      className,
      style,
      value: valueProp,
      defaultValue = null,
      onChange,
      onBlur,
      labels,
      dateFormat = isoDateFormat,
      weekStartsOn,
      numberOfMonths = 1,
      minDate,
      maxDate,
      disabledDates,
      defaultMonth,
      today,
      placeholder,
      name,
      open: openProp,
      defaultOpen = false,
      onOpenChange,
      ...groupProps
    },
    ref,
  ) {
    const autoId = useId();
    const fromRef = useRef<HTMLInputElement>(null);
    useImperativeHandle(ref, () => fromRef.current as HTMLInputElement, []);
    const [value, setValue] = useControllable(valueProp, defaultValue, onChange);
    const [open, setOpenState] = useControllable(openProp, defaultOpen, onOpenChange);
    const [drafts, setDrafts] = useState<Record<Edge, string | null>>({ from: null, to: null });
    // true after the first calendar click of an opening: the next click ends the range
    const [pickingEnd, setPickingEnd] = useState(false);
    const constraints = { minDate, maxDate, disabledDates };
    const calendarProps = useCalendarProps({
      labels,
      weekStartsOn,
      constraints,
      month: value?.from ?? defaultMonth,
    });

    const dateText = useDateText();
    const setOpen = (next: boolean) => {
      setPickingEnd(false);
      setOpenState(next);
    };
    const textOf = (edge: Edge) => {
      const date = value?.[edge];
      return drafts[edge] ?? (date ? dateText(date, dateFormat) : '');
    };

    const commitEdge = (edge: Edge, date: Date | null) => {
      const from = edge === 'from' ? date : (value?.from ?? null);
      const to = edge === 'to' ? date : value?.to;
      if (!from) return setValue(null);
      if (to && isBefore(to, from)) return;
      if (value && isSameDay(value.from, from) && sameOptionalDay(value.to, to ?? undefined))
        return;
      setValue(to ? { from, to } : { from });
    };

    const ids = { from: `${autoId}-from`, to: `${autoId}-to` };

    return (
      <Field
        label={label}
        hint={hint}
        error={error}
        required={required}
        disabled={disabled}
        size={size}
        id={id}
        className={className}
        style={style}
        labelAs="span"
      >
        {({ id: controlId, 'aria-labelledby': labelId, disabled: _disabled, ...control }) => {
          const input = (edge: Edge) => (
            <input
              ref={edge === 'from' ? fromRef : undefined}
              id={edge === 'from' ? controlId : `${controlId}-to`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              className={styles.input}
              placeholder={placeholder}
              disabled={disabled}
              required={required}
              aria-labelledby={`${labelId} ${ids[edge]}`}
              {...control}
              value={textOf(edge)}
              onChange={(event) => {
                const typed = event.target.value;
                setDrafts((current) => ({ ...current, [edge]: typed }));
                if (!typed.trim()) return commitEdge(edge, null);
                const date = parseDateText(typed, dateFormat);
                if (date && isDateAllowed(date, constraints)) commitEdge(edge, date);
              }}
              onBlur={() => {
                setDrafts((current) => ({ ...current, [edge]: null }));
                onBlur?.();
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' && event.altKey) {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
            />
          );
          return (
            <Popover.Root open={open} onOpenChange={setOpen}>
              <Popover.Anchor asChild>
                <div
                  role="group"
                  aria-labelledby={labelId}
                  className={cx(fieldStyles.control({ size }), styles.control)}
                  data-disabled={disabled || undefined}
                  data-state={open ? 'open' : 'closed'}
                  {...groupProps}
                >
                  <span id={ids.from} className={styles.visuallyHidden}>
                    {labels.start}
                  </span>
                  <span id={ids.to} className={styles.visuallyHidden}>
                    {labels.end}
                  </span>
                  {input('from')}
                  <span aria-hidden="true" className={styles.separator}>
                    –
                  </span>
                  {input('to')}
                  {value && !disabled ? (
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={labels.clear}
                      onClick={() => {
                        setDrafts({ from: null, to: null });
                        setValue(null);
                        fromRef.current?.focus();
                      }}
                    >
                      <X size={14} aria-hidden="true" />
                    </button>
                  ) : null}
                  <Popover.Trigger
                    type="button"
                    className={styles.iconButton}
                    aria-label={labels.openCalendar}
                    disabled={disabled}
                  >
                    <CalendarDays size={16} aria-hidden="true" />
                  </Popover.Trigger>
                  {name ? (
                    <>
                      <input
                        type="hidden"
                        name={`${name}From`}
                        value={value ? format(value.from, isoDateFormat) : ''}
                      />
                      <input
                        type="hidden"
                        name={`${name}To`}
                        value={value?.to ? format(value.to, isoDateFormat) : ''}
                      />
                    </>
                  ) : null}
                </div>
              </Popover.Anchor>
              <Popover.Portal>
                <ThemedLayer>
                  <Popover.Content
                    align="start"
                    sideOffset={4}
                    collisionPadding={8}
                    aria-label={labels.openCalendar}
                    className={cx(fieldStyles.popover, styles.popover)}
                    style={{ zIndex: overlayZIndex.popover }}
                    onOpenAutoFocus={focusCalendarDay}
                    onCloseAutoFocus={(event) => {
                      event.preventDefault();
                      fromRef.current?.focus();
                    }}
                  >
                    <DayPicker
                      {...calendarProps}
                      today={today}
                      numberOfMonths={numberOfMonths}
                      mode="range"
                      selected={value ?? undefined}
                      onSelect={(_range, day) => {
                        setDrafts({ from: null, to: null });
                        if (!pickingEnd || !value) {
                          setValue({ from: day });
                          setPickingEnd(true);
                          return;
                        }
                        const start = value.from;
                        setValue(
                          isAfter(start, day) ? { from: day, to: start } : { from: start, to: day },
                        );
                        setOpen(false);
                      }}
                    />
                  </Popover.Content>
                </ThemedLayer>
              </Popover.Portal>
            </Popover.Root>
          );
        }}
      </Field>
    );
  },
);
DateRangePicker.displayName = 'DateRangePicker';

function sameOptionalDay(a: Date | undefined, b: Date | undefined) {
  return a && b ? isSameDay(a, b) : a === b;
}
