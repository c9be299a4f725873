import { forwardRef, useCallback, useState, type ReactNode } from 'react';
import { Progress } from 'radix-ui';
import { cx } from '../../utils/cx';
import { useIntlLocale } from '../../UiProvider/intlLocale';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './AttendanceDialog.css';
import { useCountdown } from './useCountdown';

/** Spec §9: the session warning counts down 5 minutes, refreshed every 100 ms. */
export const attendanceCountdownMs = 300_000;
export const attendanceRefreshMs = 100;

export interface AttendanceDialogProps {
  /** Shown while true. The dialog is persistent: only its buttons (or the timeout) end it. */
  open: boolean;
  /** Heading ("Confirm attendance"). */
  title: ReactNode;
  /** The message of the attendance push. */
  message: ReactNode;
  /** Label of the button that keeps the session ("Continue Session"). */
  continueLabel: string;
  /** Label of the button that ends the session ("End Session"). */
  endLabel: string;
  /** Accessible name of the countdown bar ("Time left"). */
  countdownLabel: string;
  /** Continue Session was pressed: the timer is already stopped; close the dialog and call the endpoint. */
  onContinue: () => void;
  /** End Session was pressed: the timer is already stopped. */
  onEnd: () => void;
  /** The countdown reached zero (called once per opening). */
  onTimeout: () => void;
  /** Length of the countdown in ms (default 300,000). */
  durationMs?: number;
  /** Refresh interval of the bar in ms (default 100). */
  intervalMs?: number;
  /** Epoch ms when the prompt was raised (the push's timestamp); defaults to when the dialog opened. */
  startedAt?: number;
  /** Clock, injectable for tests (default Date.now). */
  now?: () => number;
  /** Text of the remaining time, shown and used as aria-valuetext. Defaults to m:ss in the UI's digits. */
  formatRemaining?: (remainingMs: number) => string;
  /** Class on the dialog content. */
  className?: string;
}

/** m:ss in the UI's digits (Arabic-Indic in Arabic unless the person chose Western). */
function useDefaultFormat() {
  const locale = useIntlLocale();
  return useCallback(
    (ms: number) => {
      const totalSeconds = Math.ceil(ms / 1000);
      const minutes = Math.floor(totalSeconds / 60);
      const seconds = totalSeconds % 60;
      const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
      return `${new Intl.NumberFormat(locale).format(minutes)}:${two.format(seconds)}`;
    },
    [locale],
  );
}

/**
 * The attendance prompt (spec §4): persistent dialog with the push's message and a countdown bar (5 minutes,
 * refreshed every 100 ms). Continue Session and End Session stop the timer before calling back; reaching zero
 * calls `onTimeout` once. The bar is a progressbar whose value is the remaining time.
 */
export const AttendanceDialog = forwardRef<HTMLDivElement, AttendanceDialogProps>(
  function AttendanceDialog(
    {
      open,
      title,
      message,
      continueLabel,
      endLabel,
      countdownLabel,
      onContinue,
      onEnd,
      onTimeout,
      durationMs = attendanceCountdownMs,
      intervalMs = attendanceRefreshMs,
      startedAt,
      now = Date.now,
      formatRemaining,
      className,
      ...rest
    },
    ref,
  ) {
    const defaultFormat = useDefaultFormat();
    const format = formatRemaining ?? defaultFormat;
    // Settled by a button or the timeout: stops the countdown even if the caller keeps `open` a moment longer.
    const [settled, setSettled] = useState(false);
    // A new opening is a new prompt (React's "adjust state when a prop changes" pattern).
    const [prevOpen, setPrevOpen] = useState(open);
    if (prevOpen !== open) {
      setPrevOpen(open);
      if (open) setSettled(false);
    }

    const remaining = useCountdown({
      running: open && !settled,
      durationMs,
      intervalMs,
      startedAt,
      now,
      onZero: () => {
        setSettled(true);
        onTimeout();
      },
    });

    const settle = (callback: () => void) => () => {
      setSettled(true);
      callback();
    };

    const fraction = durationMs > 0 ? remaining / durationMs : 0;
    const text = format(remaining);

    return (
      <Dialog.Root open={open}>
        <Dialog.Content
          ref={ref}
          persistent
          size={1}
          className={cx(className)}
          data-remaining={remaining}
          {...rest}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{message}</Dialog.Description>
          <div className={styles.countdown}>
            <Progress.Root
              className={styles.track}
              value={remaining}
              max={durationMs}
              getValueLabel={() => text}
              aria-label={countdownLabel}
            >
              <Progress.Indicator
                className={styles.indicator}
                style={{ inlineSize: `${fraction * 100}%` }}
                data-urgent={fraction <= 0.2 || undefined}
              />
            </Progress.Root>
            <span className={styles.remaining} aria-hidden="true">
              {text}
            </span>
          </div>
          <Dialog.Actions>
            <Button variant="soft" tone="danger" onClick={settle(onEnd)}>
              {endLabel}
            </Button>
            <Button onClick={settle(onContinue)}>{continueLabel}</Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
);
AttendanceDialog.displayName = 'AttendanceDialog';
