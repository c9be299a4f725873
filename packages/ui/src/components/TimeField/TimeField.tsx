import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Clock } from 'lucide-react';
import { cx } from '../../utils/cx';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TimeField.css';
import type { TimeFieldHourCycle } from './timeFieldVariants';

export interface TimeFieldLabels {
  /** Name of the hour segment, e.g. "Hour" / "الساعة". */
  hour: string;
  /** Name of the minute segment, e.g. "Minute" / "الدقيقة". */
  minute: string;
  /** Name of the AM/PM choice (12-hour clock), e.g. "AM/PM" / "صباحًا/مساءً". */
  period?: string;
  /** e.g. "AM" / "ص". */
  am?: string;
  /** e.g. "PM" / "م". */
  pm?: string;
}

export interface TimeFieldProps extends FieldBaseProps {
  /** Time as "HH:mm" on a 24-hour clock (controlled); `null` or "" for none. */
  value?: string | null;
  /** Initial time ("HH:mm") when uncontrolled. */
  defaultValue?: string | null;
  /** Called with "HH:mm" once hour and minute are both filled, `null` when cleared. */
  onValueChange?: (value: string | null) => void;
  /** 24 (default) or 12 with an AM/PM choice; the value stays "HH:mm" either way. */
  hourCycle?: TimeFieldHourCycle;
  /** Step of the arrow keys on the minute segment (default 1). */
  minuteStep?: number;
  /** Names of the segments (and the AM/PM texts for the 12-hour clock). */
  labels: TimeFieldLabels;
  /** Submits "HH:mm" with a form under this name (hidden input). */
  name?: string;
  /** Called when focus leaves the whole field (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  [dataAttribute: `data-${string}`]: string | undefined;
}

interface Parts {
  hour: string;
  minute: string;
  pm: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string | null | undefined, cycle: TimeFieldHourCycle): Parts {
  const match = value ? /^(\d{1,2}):(\d{2})$/.exec(value) : null;
  if (!match) return { hour: '', minute: '', pm: false };
  const h = Number(match[1]);
  const hour = cycle === 24 ? h : h % 12 === 0 ? 12 : h % 12;
  return { hour: pad(hour), minute: match[2] ?? '', pm: h >= 12 };
}

function format({ hour, minute, pm }: Parts, cycle: TimeFieldHourCycle): string | null {
  // One digit may still be the first of two: the value is complete once both segments have two.
  if (hour.length !== 2 || minute.length !== 2) return null;
  let h = Number(hour);
  if (cycle === 12) h = (h % 12) + (pm ? 12 : 0);
  return `${pad(h)}:${pad(Number(minute))}`;
}

const wrap = (n: number, min: number, max: number) => (n > max ? min : n < min ? max : n);

/**
 * Hour and minute entry as two numeric spin buttons (24- or 12-hour clock). Digits auto-advance from hour to
 * minute, arrow keys step with wrap-around, Backspace clears. The time stays hour-first, left to right, inside
 * right-to-left pages, as Arabic readers expect. The value is always "HH:mm" (24-hour).
 */
export const TimeField = forwardRef<HTMLInputElement, TimeFieldProps>(function TimeField(
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
    value,
    defaultValue,
    onValueChange,
    hourCycle = 24,
    minuteStep = 1,
    labels,
    name,
    onBlur,
    ...rest
  },
  ref,
) {
  const [parts, setParts] = useState<Parts>(() => parse(value ?? defaultValue, hourCycle));
  const minuteRef = useRef<HTMLInputElement>(null);
  const lastEmitted = useRef<string | null>(format(parts, hourCycle));

  // A controlled value changed from outside (e.g. a form reset): show it.
  useEffect(() => {
    if (value === undefined || (value || null) === lastEmitted.current) return;
    lastEmitted.current = value || null;
    setParts(parse(value, hourCycle));
  }, [value, hourCycle]);

  const update = (next: Parts) => {
    setParts(next);
    const formatted = format(next, hourCycle);
    const wasComplete = lastEmitted.current !== null;
    if (formatted === lastEmitted.current) return;
    if (formatted === null && !wasComplete) return;
    lastEmitted.current = formatted;
    onValueChange?.(formatted);
  };

  const hourMin = hourCycle === 24 ? 0 : 1;
  const hourMax = hourCycle === 24 ? 23 : 12;

  const onHourChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(-2);
    if (digits === '') return update({ ...parts, hour: '' });
    let n = Number(digits);
    if (n > hourMax) n = Number(digits.slice(-1));
    const hour = digits.length === 2 || n * 10 > hourMax ? pad(Math.max(n, hourMin)) : digits;
    update({ ...parts, hour });
    // A complete hour moves on to the minutes.
    if (hour.length === 2) minuteRef.current?.focus();
  };

  const onMinuteChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(-2);
    if (digits === '') return update({ ...parts, minute: '' });
    const n = Number(digits);
    const minute =
      n > 59 ? pad(Number(digits.slice(-1))) : digits.length === 2 || n > 5 ? pad(n) : digits;
    update({ ...parts, minute });
  };

  const step = (segment: 'hour' | 'minute') => (event: KeyboardEvent<HTMLInputElement>) => {
    const delta = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    if (segment === 'hour') {
      const current =
        parts.hour === '' ? (delta > 0 ? hourMin - 1 : hourMax + 1) : Number(parts.hour);
      update({ ...parts, hour: pad(wrap(current + delta, hourMin, hourMax)) });
    } else {
      const current = parts.minute === '' ? (delta > 0 ? -minuteStep : 60) : Number(parts.minute);
      const next = current + delta * minuteStep;
      update({ ...parts, minute: pad(next > 59 ? 0 : next < 0 ? 60 - minuteStep : next) });
    }
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      // Leaving the field pads a one-digit entry ("7" → "07").
      const padded = {
        ...parts,
        hour: parts.hour === '' ? '' : pad(Math.max(Number(parts.hour), hourMin)),
        minute: parts.minute === '' ? '' : pad(Number(parts.minute)),
      };
      if (padded.hour !== parts.hour || padded.minute !== parts.minute) update(padded);
      onBlur?.();
    }
  };

  const emitted = format(parts, hourCycle);

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
      data-hour-cycle={hourCycle}
      {...rest}
    >
      {({
        id: controlId,
        disabled: _disabled,
        'aria-invalid': invalid,
        'aria-required': ariaRequired,
        ...control
      }) => (
        <div className={styles.wrapper}>
          <div
            role="group"
            id={controlId}
            dir="ltr"
            className={cx(fieldStyles.control({ size }), styles.group)}
            data-disabled={disabled || undefined}
            onBlur={onGroupBlur}
            {...control}
          >
            <input
              ref={ref}
              className={styles.segment}
              value={parts.hour}
              placeholder="--"
              inputMode="numeric"
              autoComplete="off"
              role="spinbutton"
              aria-label={labels.hour}
              aria-valuemin={hourMin}
              aria-valuemax={hourMax}
              aria-valuenow={parts.hour === '' ? undefined : Number(parts.hour)}
              aria-valuetext={parts.hour === '' ? '' : undefined}
              aria-invalid={invalid}
              aria-required={ariaRequired}
              disabled={disabled}
              onChange={onHourChange}
              onKeyDown={step('hour')}
              onFocus={(event) => event.target.select()}
            />
            <span className={styles.separator} aria-hidden="true">
              :
            </span>
            <input
              ref={minuteRef}
              className={styles.segment}
              value={parts.minute}
              placeholder="--"
              inputMode="numeric"
              autoComplete="off"
              role="spinbutton"
              aria-label={labels.minute}
              aria-valuemin={0}
              aria-valuemax={59}
              aria-valuenow={parts.minute === '' ? undefined : Number(parts.minute)}
              aria-valuetext={parts.minute === '' ? '' : undefined}
              aria-invalid={invalid}
              aria-required={ariaRequired}
              disabled={disabled}
              onChange={onMinuteChange}
              onKeyDown={(event) => {
                if (event.key === 'Backspace' && parts.minute === '') {
                  event.preventDefault();
                  (
                    event.currentTarget.previousElementSibling
                      ?.previousElementSibling as HTMLElement | null
                  )?.focus();
                  return;
                }
                step('minute')(event);
              }}
              onFocus={(event) => event.target.select()}
            />
            {hourCycle === 12 ? (
              <select
                className={styles.period}
                aria-label={labels.period}
                value={parts.pm ? 'pm' : 'am'}
                disabled={disabled}
                onChange={(event) => update({ ...parts, pm: event.target.value === 'pm' })}
              >
                <option value="am">{labels.am ?? 'AM'}</option>
                <option value="pm">{labels.pm ?? 'PM'}</option>
              </select>
            ) : null}
            <Clock size={16} aria-hidden="true" className={styles.separator} />
          </div>
          {name ? <input type="hidden" name={name} value={emitted ?? ''} /> : null}
        </div>
      )}
    </Field>
  );
});
TimeField.displayName = 'TimeField';
