import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { Popover } from 'radix-ui';
import { CalendarDays, X } from 'lucide-react';
import { format, isSameDay } from 'date-fns';
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
  type CalendarLabels,
  type DateConstraints,
  type WeekStartsOn,
} from './calendar';
import * as styles from './DatePicker.css';

/** Submitted value of a named picker (hidden input): ISO calendar date. */
export const isoDateFormat = 'yyyy-MM-dd';

export interface DatePickerLabels extends CalendarLabels {
  /** Name of the button that opens the calendar (and of the calendar popover). */
  openCalendar: string;
  /** Name of the button that clears the date. */
  clear: string;
}

export interface DatePickerProps
  extends
    FieldBaseProps,
    DateConstraints,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onBlur'
      | 'size'
      | 'type'
      | 'className'
      | 'style'
      | 'id'
      | 'disabled'
      | 'required'
      | 'min'
      | 'max'
      | 'children'
    > {
  /** The date (controlled); `null` when empty. */
  value?: Date | null;
  /** The initial date when uncontrolled. */
  defaultValue?: Date | null;
  /** Called with the new date, or `null` when cleared; typed text is applied once it is a valid, allowed date. */
  onChange?: (date: Date | null) => void;
  /** Called when the text input loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Button and navigation names, in the UI language. */
  labels: DatePickerLabels;
  /** date-fns pattern of the text input; what the user types is parsed with it. */
  dateFormat?: string;
  /** First day of the week: 0 = Sunday, 1 = Monday, 6 = Saturday. */
  weekStartsOn?: WeekStartsOn;
  /** The day marked as today (defaults to the real today; stories and tests pin it). */
  today?: Date;
  /** Month shown when the calendar opens with no date (defaults to the current month). */
  defaultMonth?: Date;
  /** Popover open state (controlled). */
  open?: boolean;
  /** Opens the calendar on mount (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** Controlled or uncontrolled value, like Radix's useControllableState. */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/**
 * Labelled date field: a text input (typed in `dateFormat`, Arabic-Indic digits accepted, shown in the
 * UiProvider's digits) and a calendar in a popover. The calendar follows the UI language (Arabic month and day names) and direction (mirrored
 * arrows and keyboard), starts the week on `weekStartsOn`, and greys out dates outside min/max or disabled.
 * Typed text that is not an allowed date is reverted when the input loses focus. With react-hook-form use a
 * Controller (`value` + `onChange` + `onBlur` + `ref`).
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
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
    minDate,
    maxDate,
    disabledDates,
    defaultMonth,
    today,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    name,
    placeholder,
    ...inputProps
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [value, setValue] = useControllable(valueProp, defaultValue, onChange);
  const [open, setOpen] = useControllable(openProp, defaultOpen, onOpenChange);
  // what the user is typing; null shows the formatted value
  const [draft, setDraft] = useState<string | null>(null);
  const constraints = { minDate, maxDate, disabledDates };
  const calendarProps = useCalendarProps({
    labels,
    weekStartsOn,
    constraints,
    month: value ?? defaultMonth,
  });
  const dateText = useDateText();
  const text = draft ?? (value ? dateText(value, dateFormat) : '');

  const commit = (next: Date | null) => {
    const same = next && value ? isSameDay(next, value) : next === value;
    if (!same) setValue(next);
  };

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
    >
      {({ 'aria-labelledby': _labelledBy, disabled: _disabled, ...control }) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Anchor asChild>
            <div
              className={cx(fieldStyles.control({ size }), styles.control)}
              data-disabled={disabled || undefined}
              data-state={open ? 'open' : 'closed'}
            >
              <input
                ref={inputRef}
                type="text"
                autoComplete="off"
                spellCheck={false}
                className={styles.input}
                placeholder={placeholder}
                disabled={disabled}
                required={required}
                {...control}
                {...inputProps}
                value={text}
                onChange={(event) => {
                  const typed = event.target.value;
                  setDraft(typed);
                  if (!typed.trim()) return commit(null);
                  const date = parseDateText(typed, dateFormat);
                  if (date && isDateAllowed(date, constraints)) commit(date);
                }}
                onBlur={() => {
                  setDraft(null);
                  onBlur?.();
                }}
                onKeyDown={(event) => {
                  inputProps.onKeyDown?.(event);
                  if (event.key === 'ArrowDown' && event.altKey) {
                    event.preventDefault();
                    setOpen(true);
                  }
                }}
              />
              {value && !disabled ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={labels.clear}
                  onClick={() => {
                    setDraft(null);
                    commit(null);
                    inputRef.current?.focus();
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
                <input
                  type="hidden"
                  name={name}
                  value={value ? format(value, isoDateFormat) : ''}
                />
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
                  inputRef.current?.focus();
                }}
              >
                <DayPicker
                  {...calendarProps}
                  today={today}
                  mode="single"
                  selected={value ?? undefined}
                  onSelect={(_selected, day) => {
                    setDraft(null);
                    commit(day);
                    setOpen(false);
                  }}
                />
              </Popover.Content>
            </ThemedLayer>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
});
DatePicker.displayName = 'DatePicker';
